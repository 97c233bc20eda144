<?php
/**
 * Moderation of members' comments, and what goes when a comment goes.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member;

use Mvc\Core\Module;
use WP_Error;

/**
 * Members' comments always wait for moderation, whichever way they come (core's REST routes, the
 * comment form, a plugin calling wp_new_comment()), and one that breaks the content rules
 * (Comments::check_content()) is refused. Operators approve them in wp-admin > 评论. A deleted
 * comment takes its likes with it.
 */
final class CommentModeration implements Module {

	/**
	 * Always applies.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'pre_comment_approved', array( $this, 'moderate' ), 99, 2 );
		add_action( 'deleted_comment', array( $this, 'forget_likes' ) );
	}

	/**
	 * Members' comments wait for moderation; a member's comment that breaks the content rules is
	 * refused, whichever way it comes.
	 *
	 * @param int|string|WP_Error  $approved    Status WordPress decided.
	 * @param array<string, mixed> $commentdata Comment data.
	 * @return int|string|WP_Error
	 */
	public function moderate( $approved, $commentdata ) {
		if ( is_wp_error( $approved ) || ! Role::is_member( (int) ( $commentdata['user_id'] ?? 0 ) ) ) {
			return $approved;
		}
		$error = Comments::check_content( Comments::text( wp_unslash( (string) ( $commentdata['comment_content'] ?? '' ) ) ) );
		if ( $error ) {
			return $error;
		}
		return in_array( $approved, array( 'spam', 'trash' ), true ) ? $approved : 0;
	}

	/**
	 * A deleted comment's likes go with it.
	 *
	 * @param int|string $comment_id Comment id.
	 */
	public function forget_likes( $comment_id ): void {
		( new CommentLikes() )->remove_all( (int) $comment_id );
	}
}
