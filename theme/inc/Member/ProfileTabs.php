<?php
/**
 * What the profile's tabs (likes, collection, subscriptions) show first.
 *
 * @package Mvc
 */

namespace Mvc\Theme\Member;

use Mvc\Core\View\Member;
use WP_Error;

/**
 * The props of the `profile-tabs` island (members.md section 2, "Likes and collection tabs" and
 * "Subscriptions tab"). The template draws the same data as the island's placeholder, so the page
 * reads without JavaScript and the island needs no first request. The data comes from the plugin's
 * services the REST routes answer with, so a page of the island and of the route look alike. Lists
 * the database did not give (one Data\Reads::checked()) are Retry::busy(), which the template shows
 * as its notice instead of "no likes" or "no tags". See docs/features/profile-and-messages.md.
 */
final class ProfileTabs {

	/**
	 * Cards of a tag's preview in the subscriptions tab (the spec does not give the size; the
	 * tag-posts route's default).
	 */
	public const PREVIEW_SIZE = 4;

	/**
	 * The island's props for the logged-in member; an empty array for anyone else (the page shows
	 * a visitor no tabs); Retry::busy() when the database did not give one of the lists (likes,
	 * collection, tags and their previews or recommendations), rather than "nothing yet".
	 *
	 * @return array<string, mixed>|WP_Error
	 */
	public static function props() {
		if ( ! Member::is_member() ) {
			return array();
		}
		$member = get_current_user_id();
		$lists  = Member::lists( $member, self::PREVIEW_SIZE );
		if ( $lists instanceof WP_Error ) {
			return $lists;
		}
		return array( 'member' => $member ) + $lists + array(
			'perPage'     => Member::LIST_PAGE_SIZE,
			'previewSize' => self::PREVIEW_SIZE,
			'limit'       => Member::TAG_LIMIT,
			'links'       => array(
				'search' => home_url( user_trailingslashit( 'search' ) ),
				'tag'    => self::tag_link_pattern(),
			),
		);
	}

	/**
	 * The preview of one tag: its first PREVIEW_SIZE cards and how many it has.
	 *
	 * @param int $term_id Tag id.
	 * @return array{total: int, list: list<array<string, mixed>>}
	 */
	public static function preview( int $term_id ): array {
		return Member::tag_preview( $term_id, self::PREVIEW_SIZE );
	}

	/**
	 * The address of a tag's page with `{slug}` where its slug goes (/tag/{slug}), so the island
	 * links tags the way the site's permalinks do.
	 */
	public static function tag_link_pattern(): string {
		return str_replace( 'mvc-tag-slug', '{slug}', home_url( user_trailingslashit( 'tag/mvc-tag-slug' ) ) );
	}

	/**
	 * A tag's page. Slugs are stored URL-ready (sanitize_title() percent-encodes Chinese), as
	 * get_term_link() uses them.
	 *
	 * @param string $slug The tag's slug.
	 */
	public static function tag_link( string $slug ): string {
		return str_replace( '{slug}', $slug, self::tag_link_pattern() );
	}
}
