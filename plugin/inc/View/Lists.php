<?php
/**
 * What the theme's lists of articles ask the plugin.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\View;

use Mvc\Core\Content\TermPosts;
use Mvc\Core\Member\TagSubscriptions;
use WP_Term;

/**
 * The lists (categories, tags, their tabs): whether the member follows a tag, and a deep page of a
 * category read from the plugin's list index.
 */
final class Lists {

	/**
	 * Whether the current member follows a tag (members' pages are not cached, so this is never
	 * stored in a visitor's page), and its follower count when asked for.
	 *
	 * @param WP_Term $term      Tag.
	 * @param bool    $followers Whether to count the followers.
	 * @return array{followers: int|null, subscribed: bool}
	 */
	public static function subscription( WP_Term $term, bool $followers = true ): array {
		$subscriptions = new TagSubscriptions();
		$user_id       = get_current_user_id();
		return array(
			'followers'  => $followers ? $subscriptions->followers( $term->term_id ) : null,
			'subscribed' => $user_id > 0 && in_array( $term->term_id, $subscriptions->for_user( $user_id ), true ),
		);
	}

	/**
	 * The ids of one page of a category's published posts from the list index (each category's
	 * posts by date, kept on write), as a derived table `SELECT post_id … LIMIT …` for the list's
	 * join; null while the index is not built.
	 *
	 * @param int  $tt_id    The category's term taxonomy id.
	 * @param int  $offset   Posts before the page, from the end it is read from.
	 * @param int  $number   Posts on the page.
	 * @param bool $reversed Read oldest first.
	 */
	public static function deep_page_sql( int $tt_id, int $offset, int $number, bool $reversed = false ): ?string {
		return TermPosts::page_sql( $tt_id, $offset, $number, $reversed );
	}
}
