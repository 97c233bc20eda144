<?php
/**
 * Members' avatars, loaded for a list of members at once.
 *
 * @package Mvc
 */

namespace Mvc\Member;

/**
 * A list that shows several members' avatars (a page of comments, the mention suggestions) loads
 * their avatar attachments and those attachments' metadata in one go, so Profile::avatar_url() asks
 * the database nothing more per member.
 */
final class Avatars {

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
