/**
 * Entry `runtime-core` (handle `mvc-runtime-core`, global `window.mvc.runtimeCore`), imported by
 * islands as `@mvc/runtime-core`: the island registry and mount helper, the API client and the
 * shared `@wordpress/data` stores. It loads with the first island that wakes, which registers the
 * stores once for every island on the page.
 */
import { dispatch } from '@wordpress/data';

import './globals';
import { readRuntimeConfig } from './config';
import { store as memberSessionStore } from './stores/member-session';
import { store as loginPopupStore } from './stores/login-popup';
import { store as toastStore } from './stores/toasts';

export { defineIsland } from './mount/registry';
export type { IslandProps } from './mount/registry';
export { mountIsland } from './mount/mountIsland';
export { apiRequest, apiRequestWithHeaders } from './api/client';
export type { ApiAnswer, ApiRequestOptions } from './api/client';
export { ApiError, isApiError } from './api/ApiError';
export { refreshNonce, setNonce } from './api/nonce';
export { REQUEST_TIMEOUT } from './api/constants';
export { API_ROUTES } from './api/routes';
export type {
	ApiAnswers,
	ApiRoute,
	ApiRouteName,
	ArticleCard,
	ArticlePageAnswer,
	AuthorizeAnswer,
	CollectCountAnswer,
	Comment,
	CommentMeta,
	Course,
	LikeCountAnswer,
	MentionCandidate,
	MentionMessage,
	MessagesAnswer,
	MessagesReadAnswer,
	Reads,
	RecommendedTag,
	SearchUsersAnswer,
	SessionAnswer,
	SignedConfig,
	SubscribedTag,
	SubscriptionsAnswer,
	SystemMessage,
	Tag,
	TagLink,
	TagPostsAnswer,
	VerifyEmailAnswer,
} from './api/routes';
export { routeRequest, routeRequestWithHeaders } from './api/routeRequest';
export type { RouteRequestOptions } from './api/routeRequest';
export { memberSessionStore, loginPopupStore, toastStore };
export { showToast } from './toasts';
export { inWeChatBrowser, onPhone } from './browser';
export { openLoginPopup } from './login-popup';
export { wakeIsland } from './wake-island';
export { TOAST_DURATION } from './stores/toasts';
export { findFrame, FrameError, loadFrame } from './frames/serverFrame';
export type { FrameHistory, LoadFrameOptions } from './frames/serverFrame';
export type {
	Toast,
	ToastKind,
	ToastLink,
	ToastOptions,
} from './stores/toasts';
export type * from './stores/member-session/types';
export type { PopupType, LoginMode } from './stores/login-popup/types';
export type { WakeStrategy, WokenBy, WakeEventDetail } from './config';
export { WAKE_EVENT, MEMBER_AREA_ISLAND } from './config';

// The page says whether a member is logged in; the member cookie itself is HttpOnly.
if ( readRuntimeConfig().session.loggedIn ) {
	dispatch( memberSessionStore ).setLoggedIn( true );
}
