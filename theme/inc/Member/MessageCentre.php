<?php
/**
 * What the message centre island (/messages) needs.
 *
 * @package Mvc
 */

namespace Mvc\Theme\Member;

use Mvc\Core\View\Messages;

/**
 * What /messages draws (members.md "Messages", sections 3, 4 and 9): for mentions and system messages,
 * one page of 20 from Member\Messages with its totals. The template (template-parts/messages/centre.php)
 * is the only drawer; the `message-centre` island enhances its markup. Tabs and pages are links
 * (`/messages/?tab=2&pg=3#tab2`) the server draws, so the centre reads without JavaScript, and the
 * island reloads the list from the same addresses (a server frame). See
 * docs/features/profile-and-messages.md, "The message centre (/messages)".
 */
final class MessageCentre {

	/**
	 * The tabs by number (#tab1, #tab2, ?tab=) and their categories.
	 */
	public const TABS = array(
		1 => Messages::MENTION,
		2 => Messages::SYSTEM,
	);

	/**
	 * The query argument naming the tab.
	 */
	public const TAB_ARG = 'tab';

	/**
	 * The query argument naming the page of the chosen tab.
	 */
	public const PAGE_ARG = 'pg';

	/**
	 * A message counts as recent (its date shown relative, such as 3 天前) for this long.
	 */
	public const RECENT = WEEK_IN_SECONDS;

	/**
	 * What the template draws for a member (the names are the REST answers').
	 *
	 * @param int $user_id Member.
	 * @param int $tab     Tab shown: a key of TABS (anything else: 1).
	 * @param int $page    Page of that tab, from 1 (past the end: its last page); the other tab
	 *                     starts at its first page.
	 * @return array{tab: int, perPage: int, recent: int, mention: array<string, mixed>, system: array<string, mixed>, link: string}
	 */
	public static function props( int $user_id, int $tab = 1, int $page = 1 ): array {
		$tab   = isset( self::TABS[ $tab ] ) ? $tab : 1;
		$kinds = array();
		foreach ( self::TABS as $number => $category ) {
			$kinds[ $category ] = self::page( $user_id, $category, $number === $tab ? $page : 1 );
		}
		return array(
			'tab'     => $tab,
			'perPage' => Messages::PER_PAGE,
			'recent'  => self::RECENT,
			'mention' => $kinds[ Messages::MENTION ],
			'system'  => $kinds[ Messages::SYSTEM ],
			'link'    => home_url( user_trailingslashit( 'messages' ) ),
		);
	}

	/**
	 * The tab and page the address asks for (`?tab=`, `?pg=`).
	 *
	 * @return array{tab: int, page: int}
	 */
	public static function requested(): array {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- which page to show, no action.
		$tab  = isset( $_GET[ self::TAB_ARG ] ) && is_string( $_GET[ self::TAB_ARG ] ) ? absint( $_GET[ self::TAB_ARG ] ) : 1;
		$page = isset( $_GET[ self::PAGE_ARG ] ) && is_string( $_GET[ self::PAGE_ARG ] ) ? absint( $_GET[ self::PAGE_ARG ] ) : 1;
		// phpcs:enable
		return array(
			'tab'  => isset( self::TABS[ $tab ] ) ? $tab : 1,
			'page' => max( 1, min( $page, 999999 ) ),
		);
	}

	/**
	 * The address of a tab's page: `/messages/?tab=2&pg=3#tab2` (page 1 and tab 1 left out).
	 *
	 * @param string $link /messages/.
	 * @param int    $tab  Tab number.
	 * @param int    $page Page.
	 */
	public static function link( string $link, int $tab, int $page = 1 ): string {
		$args = array();
		if ( 1 !== $tab ) {
			$args[ self::TAB_ARG ] = $tab;
		}
		if ( $page > 1 ) {
			$args[ self::PAGE_ARG ] = $page;
		}
		return add_query_arg( $args, $link ) . '#tab' . $tab;
	}

	/**
	 * How a message's date reads: relative while recent (3 天前), else the day (2026年11月25日),
	 * as the islands' dayjs writes dates.
	 *
	 * @param string $iso ISO 8601.
	 */
	public static function date( string $iso ): string {
		$time = strtotime( $iso );
		if ( false === $time ) {
			return '';
		}
		$age = time() - $time;
		if ( $age >= 0 && $age < self::RECENT ) {
			return self::ago( $age );
		}
		/* translators: date format of a message's day, see https://www.php.net/manual/datetime.format.php */
		return wp_date( __( 'F j, Y', 'mvc' ), $time );
	}

	/**
	 * How long ago, in the words and steps of dayjs' relativeTime (the islands'), so this page and
	 * the islands say the same (几秒前, 1 分钟前, 5 分钟前, 1 小时前, 3 小时前, 1 天前, 3 天前): each unit
	 * rounded, up to 44 seconds, 89 seconds, 44 minutes, 89 minutes, 21 hours, 35 hours, 25 days.
	 *
	 * @param int $seconds Age in seconds (not negative).
	 */
	public static function ago( int $seconds ): string {
		$minutes = (int) round( $seconds / MINUTE_IN_SECONDS );
		$hours   = (int) round( $seconds / HOUR_IN_SECONDS );
		$days    = (int) round( $seconds / DAY_IN_SECONDS );
		if ( $seconds <= 44 ) {
			return __( 'a few seconds ago', 'mvc' );
		}
		if ( $seconds <= 89 || $minutes <= 1 ) {
			return __( '1 minute ago', 'mvc' );
		}
		if ( $minutes <= 44 ) {
			/* translators: %d: minutes. */
			return sprintf( _n( '%d minute ago', '%d minutes ago', $minutes, 'mvc' ), $minutes );
		}
		if ( $minutes <= 89 || $hours <= 1 ) {
			return __( '1 hour ago', 'mvc' );
		}
		if ( $hours <= 21 ) {
			/* translators: %d: hours. */
			return sprintf( _n( '%d hour ago', '%d hours ago', $hours, 'mvc' ), $hours );
		}
		if ( $hours <= 35 || $days <= 1 ) {
			return __( '1 day ago', 'mvc' );
		}
		/* translators: %d: days. */
		return sprintf( _n( '%d day ago', '%d days ago', $days, 'mvc' ), $days );
	}

	/**
	 * One page of a kind with its page number; a page past the end gives the last page.
	 *
	 * @param int    $user_id  Member.
	 * @param string $category mention or system.
	 * @param int    $page     Page, from 1.
	 * @return array{page: int, data: list<array<string, int|string>>, total: int, totalUnread: int}
	 */
	private static function page( int $user_id, string $category, int $page ): array {
		$page   = max( 1, $page );
		$answer = Messages::page( $user_id, $category, $page );
		$last   = max( 1, (int) ceil( $answer['total'] / Messages::PER_PAGE ) );
		if ( $page > $last ) {
			$page   = $last;
			$answer = Messages::page( $user_id, $category, $page );
		}
		return array( 'page' => $page ) + $answer;
	}
}
