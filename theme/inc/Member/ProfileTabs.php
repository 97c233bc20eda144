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
 * What the profile's tabs draw (members.md section 2, "Likes and collection tabs" and
 * "Subscriptions tab"): the asked page of the likes and collection, the tags in their order with
 * the asked tag's preview, or the recommended tags. The template draws them and the island only
 * enhances that markup; the address asks for the pages and the tag (asked(), link()). The data
 * comes from the services the REST routes answer with; lists the database did not give are
 * Retry::busy(), shown as a notice. See docs/features/profile-and-messages.md.
 */
final class ProfileTabs {

	/**
	 * Cards of a tag's preview in the subscriptions tab (the spec does not give the size; the
	 * tag-posts route's default).
	 */
	public const PREVIEW_SIZE = 4;

	/**
	 * What the template draws for the logged-in member: the lists with their sizes, and the
	 * island's props; an empty array for anyone else (the page shows a visitor no tabs);
	 * Retry::busy() when the database did not give one of the lists (likes, collection, tags and
	 * their previews or recommendations), rather than "nothing yet".
	 *
	 * @return array<string, mixed>|WP_Error
	 */
	public static function view() {
		if ( ! Member::is_member() ) {
			return array();
		}
		$member = get_current_user_id();
		$lists  = Member::lists( $member, self::PREVIEW_SIZE, self::asked() );
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
	 * The island's props, out of the view: the member, the tag limit and the links. The lists are
	 * the template's; the island reads what it needs from the markup it enhances.
	 *
	 * @param array<string, mixed> $view What view() gave.
	 * @return array{member: mixed, limit: mixed, links: mixed}
	 */
	public static function props( array $view ): array {
		return array(
			'member' => $view['member'] ?? 0,
			'limit'  => $view['limit'] ?? Member::TAG_LIMIT,
			'links'  => $view['links'] ?? array(),
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
	 * The pages and the tag the address asks for (`?likes=2`, `?collection=3`, `?tag=12`): the
	 * lists' pagers and the subscribed tags are links, so each view has its address.
	 *
	 * @return array{likes: int, collection: int, tag: int}
	 */
	public static function asked(): array {
		$asked = array();
		foreach ( array( 'likes', 'collection', 'tag' ) as $key ) {
			// Up to nine digits, or nothing: `-3` is no page 3, and what is not a number (or one too big
			// to be a page or a tag) is the first view.
			$raw           = isset( $_GET[ $key ] ) && is_string( $_GET[ $key ] ) ? sanitize_text_field( wp_unslash( $_GET[ $key ] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which page to show.
			$value         = preg_match( '/^\d{1,9}$/', $raw ) ? (int) $raw : 0;
			$asked[ $key ] = 'tag' === $key ? $value : max( 1, $value );
		}
		return $asked;
	}

	/**
	 * The profile's address showing a view: a list's page (`likes`, `collection`) or a tag, and the
	 * tab's hash. The other views the address asks for stay (a page of the likes keeps the
	 * collection's page and the tag shown), so a reload shows the same three.
	 *
	 * @param string $key   likes, collection or tag.
	 * @param int    $value The page or the tag's id.
	 */
	public static function link( string $key, int $value ): string {
		$tabs = array(
			'likes'      => 1,
			'collection' => 2,
			'tag'        => 3,
		);
		$args = array();
		foreach ( self::asked() + array( $key => $value ) as $name => $asked ) {
			$asked = $name === $key ? $value : $asked;
			if ( isset( $tabs[ $name ] ) && ( 'tag' === $name ? $asked > 0 : $asked > 1 ) ) {
				$args[ $name ] = $asked;
			}
		}
		return add_query_arg( $args, home_url( user_trailingslashit( 'profile' ) ) ) . '#tab' . ( $tabs[ $key ] ?? 1 );
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
