import type { IslandProps, PopupType } from '@mvc/runtime-core';

import type { Choice } from '../../components/Select';

/** The member shown in the header (a subset of the user info). */
export interface HeaderMember {
	display_name: string;
	/** Avatar URL, or '' for none. */
	avatar: string;
	/** Unread counters; absent when the server could not read them (no badge, never a 0 made up). */
	mentionMessageCount?: number;
	systemMessageCount?: number;
}

/** A registration in progress (the registration cookie is set). */
export interface PendingRegistration {
	email: string;
	/** The WeChat nickname when the registration started from a WeChat scan, else ''. */
	wechatNickname: string;
}

export interface MemberAreaLinks {
	home: string;
	profile: string;
	messages: string;
	terms: string;
	privacy: string;
	contact: string;
}

/** The JSON props of the `member-area` island (`Mvc\Theme\Member\MemberArea::props()`). */
export interface MemberAreaProps extends IslandProps {
	loggedIn: boolean;
	member: HeaderMember | null;
	/** Open the popup of this type on mount. */
	open: Extract< PopupType, 'login' | 'registration' > | null;
	registration: PendingRegistration | null;
	/**
	 * `wechat-failed`: the WeChat login failed (toast, then the login popup); `wechat-ok`: a
	 * member just logged in with WeChat ("login successful").
	 */
	notice:
		'wechat-failed' | 'wechat-ok' | 'wechat-linked' | 'wechat-taken' | null;
	/** The registration's occupations and research areas (`Mvc\Core\Member\Choices`); null for a member. */
	choices: RegistrationChoices | null;
	links: MemberAreaLinks;
	/** Id of the server's member area (the login link or the avatar), which the island enhances. */
	root: string;
}

export interface RegistrationChoices {
	occupations: Choice[];
	researchAreas: Choice[];
}
