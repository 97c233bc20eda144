/**
 * How the message centre writes counts, dates, pages and links (the server's template writes the
 * same: theme/template-parts/messages/centre.php, Member\MessageCentre).
 */
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/zh-cn';

import type { Message } from './types';

dayjs.extend( relativeTime );

// An unread count as the header shows it (`99…` above 99).
export { formatCount } from '../../member/count';

/**
 * A message's date in Chinese: relative while recent (3 天前), else the day (2026年11月25日).
 *
 * @param iso    ISO 8601 with the site's offset.
 * @param recent Seconds during which a date reads relative.
 * @param now    The present (tests).
 */
export function formatDate(
	iso: string,
	recent: number,
	now: dayjs.Dayjs = dayjs()
): string {
	const date = dayjs( iso );
	if ( ! date.isValid() ) {
		return '';
	}
	const age = now.diff( date, 'second' );
	if ( age >= 0 && age < recent ) {
		return date.locale( 'zh-cn' ).from( now );
	}
	return date.locale( 'zh-cn' ).format( 'YYYY年M月D日' );
}

/**
 * The address of a tab's page, as the server links it: `/messages/?tab=2&pg=3#tab2`.
 *
 * @param link /messages/.
 * @param tab  Tab number.
 * @param page Page.
 */
export function pageLink( link: string, tab: number, page = 1 ): string {
	const url = new URL( link, window.location.href );
	if ( tab !== 1 ) {
		url.searchParams.set( 'tab', String( tab ) );
	}
	if ( page > 1 ) {
		url.searchParams.set( 'pg', String( page ) );
	}
	url.hash = `tab${ tab }`;
	return url.toString();
}

/**
 * Where a message's article link leads: the comment (`#c-{id}`), or the article alone when the
 * comment was deleted; '' when the article is no longer public.
 *
 * @param message Message.
 */
export function viewLink( message: Message ): string {
	if ( message.post_link === '' ) {
		return '';
	}
	const deleted = 'type' in message && message.type === 'DETETED_COMMENT';
	return deleted
		? message.post_link
		: `${ message.post_link }#c-${ message.comment_id }`;
}

/**
 * First character of a name (a whole character, even outside the BMP).
 *
 * @param name Name.
 */
export function initialOf( name: string ): string {
	return ( Array.from( name.trim() )[ 0 ] ?? '?' ).toUpperCase();
}
