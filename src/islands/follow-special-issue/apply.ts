/**
 * A later visit shows a followed special issue's button grey (public-site spec: "the button turns
 * grey" after following). Pages are cached and the same for every visitor, and the follow island
 * sleeps until pressed (the reading budget), so this small script (entry `behaviours/follow`, no
 * React) applies what the browser remembers (`./remembered`) to the server's buttons as the page
 * is parsed: a remembered issue's 关注特刊 link becomes a grey, disabled button saying 待确认 (the
 * confirmation mail was asked for here) or 已关注 (its link was followed). The new button keeps
 * the link's width at least, and its words are shorter, so nothing around it moves.
 *
 * It also notes a confirmed follow: the mail's link leads to the article with `?followed=1`,
 * whose disabled 已确认关注 button carries `data-mvc-follow-confirmed` (the post id).
 */
import { readProps } from '../../runtime/plain';
import { rememberConfirmed, rememberedFollow } from './remembered';
import type { FollowState } from './remembered';

/** Containers of the follow island (theme/template-parts/follow-button.php). */
export const FOLLOW_SELECTOR = '[data-island="follow-special-issue"]';

/** The 已确认关注 button of an article opened from the confirmation (theme/single.php). */
export const CONFIRMED_SELECTOR = '[data-mvc-follow-confirmed]';

/** The server's words for the remembered states (the island's props: this script has no wp-i18n). */
export type RememberedLabels = Record< FollowState, string >;

/**
 * @param root Document.
 * @param now  Current time in ms.
 */
export function applyRememberedFollows(
	root: Document = document,
	now: number = Date.now()
): void {
	root.querySelectorAll< HTMLElement >( CONFIRMED_SELECTOR ).forEach(
		( element ) => {
			const postId = Number( element.dataset.mvcFollowConfirmed );
			if ( postId > 0 ) {
				rememberConfirmed( postId, now );
			}
		}
	);
	root.querySelectorAll< HTMLElement >( FOLLOW_SELECTOR ).forEach(
		( container ) => {
			const props = readProps( container ) as {
				postId?: unknown;
				remembered?: Partial< RememberedLabels >;
			};
			const postId = Number( props.postId );
			const state = postId > 0 ? rememberedFollow( postId, now ) : null;
			const label = state ? props.remembered?.[ state ] : undefined;
			const link = container.querySelector< HTMLElement >(
				'a.mvc-follow-button'
			);
			if ( ! state || ! label || ! link ) {
				return;
			}
			const button = root.createElement( 'button' );
			button.type = 'button';
			button.className = `${ link.className } is-followed`;
			button.disabled = true;
			button.textContent = label;
			button.dataset.followState = state;
			const width = link.getBoundingClientRect().width;
			if ( width > 0 ) {
				button.style.minWidth = `${ width }px`;
			}
			link.replaceWith( button );
		}
	);
}
