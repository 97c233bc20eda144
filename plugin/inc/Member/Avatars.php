<?php
/**
 * Members' avatars, loaded for a list of members at once.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member;

/**
 * A list that shows several members' avatars (a page of comments, the mention suggestions) loads
 * their avatar attachments and those attachments' metadata in one go, so Profile::avatar_url() asks
 * the database nothing more per member.
 *
 * Every avatar WordPress itself draws (get_avatar(), the REST fields `author_avatar_urls` and
 * `avatar_urls`) comes from the site too (data()): a Gravatar URL carries a hash of the person's
 * e-mail, which identifies them to anyone holding a list of addresses.
 */
final class Avatars {

	/**
	 * The site's avatar for anyone without an uploaded one: a grey silhouette, inline, so nothing is
	 * fetched from anywhere.
	 */
	public const DEFAULT_URL = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20viewBox%3D%220%200%2064%2064%22%3E%3Crect%20width%3D%2264%22%20height%3D%2264%22%20fill%3D%22%23e5e7eb%22%2F%3E%3Ccircle%20cx%3D%2232%22%20cy%3D%2225%22%20r%3D%2212%22%20fill%3D%22%239ca3af%22%2F%3E%3Cpath%20d%3D%22M10%2064c0-13%2010-22%2022-22s22%209%2022%2022z%22%20fill%3D%22%239ca3af%22%2F%3E%3C%2Fsvg%3E';

	/**
	 * `pre_get_avatar_data`: the member's uploaded avatar, otherwise the site's default; WordPress
	 * then never builds a Gravatar URL.
	 *
	 * @param mixed $args        Avatar arguments (an array).
	 * @param mixed $id_or_email User id, e-mail, WP_User, WP_Post or WP_Comment.
	 * @return array<string, mixed>
	 */
	public static function data( $args, $id_or_email ): array {
		$args                 = is_array( $args ) ? $args : array();
		$user_id              = self::user_id( $id_or_email );
		$url                  = $user_id ? Profile::avatar_url( $user_id ) : '';
		$args['found_avatar'] = '' !== $url;
		$args['url']          = '' !== $url ? $url : self::DEFAULT_URL;
		return $args;
	}

	/**
	 * `get_avatar`: core's tag escapes the site's default (a `data:` URL) with esc_url(), which
	 * allows no `data:`, so the tag said `src='' srcset=' 2x'` and the browser asked for
	 * `/wp-admin/2x` on every admin screen (a 404 in the console). The default gets its URL back
	 * (escaped for `data:` only) and no srcset: an SVG is sharp at any density.
	 *
	 * @param mixed $avatar      The tag.
	 * @param mixed $id_or_email Whose avatar.
	 * @param mixed $size        Size.
	 * @param mixed $fallback    Default type.
	 * @param mixed $alt         Alternative text.
	 * @param mixed $args        get_avatar_data()'s answer.
	 * @return mixed
	 */
	public static function tag( $avatar, $id_or_email = null, $size = null, $fallback = null, $alt = null, $args = array() ) {
		unset( $id_or_email, $size, $fallback, $alt );
		$url = is_array( $args ) && is_string( $args['url'] ?? null ) ? $args['url'] : '';
		if ( ! is_string( $avatar ) || ! str_starts_with( $url, 'data:' ) ) {
			return $avatar;
		}
		return str_replace( "src='' srcset=' 2x'", "src='" . esc_url( $url, array( 'data' ) ) . "'", $avatar );
	}

	/**
	 * The user an avatar is asked for, or 0.
	 *
	 * @param mixed $id_or_email User id, e-mail, WP_User, WP_Post or WP_Comment.
	 */
	private static function user_id( $id_or_email ): int {
		if ( is_numeric( $id_or_email ) ) {
			return (int) $id_or_email;
		}
		if ( $id_or_email instanceof \WP_User ) {
			return $id_or_email->ID;
		}
		if ( $id_or_email instanceof \WP_Post ) {
			return (int) $id_or_email->post_author;
		}
		if ( $id_or_email instanceof \WP_Comment ) {
			return (int) $id_or_email->user_id;
		}
		if ( is_string( $id_or_email ) && is_email( $id_or_email ) ) {
			$user = get_user_by( 'email', $id_or_email );
			return $user ? $user->ID : 0;
		}
		return 0;
	}

	/**
	 * Loads the members' avatar attachments with their meta (and the members' meta, when not loaded
	 * yet): at most three queries for any number of members.
	 *
	 * @param array<int, int> $user_ids Member ids.
	 */
	public static function prime( array $user_ids ): void {
		$user_ids = array_values( array_unique( array_filter( array_map( 'intval', $user_ids ) ) ) );
		if ( ! $user_ids ) {
			return;
		}
		update_meta_cache( 'user', $user_ids );
		$attachments = array();
		foreach ( $user_ids as $user_id ) {
			$attachment = (int) get_user_meta( $user_id, Profile::META_AVATAR, true );
			if ( $attachment > 0 ) {
				$attachments[] = $attachment;
			}
		}
		if ( $attachments ) {
			_prime_post_caches( $attachments, false, true );
		}
	}
}
