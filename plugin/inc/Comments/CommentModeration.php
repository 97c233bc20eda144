<?php
/**
 * Moderation of members' comments, and what goes when a comment goes.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Comments;

use Mvc\Core\Member\Role;
use Mvc\Core\Data\OneTimeFill;
use Mvc\Core\Module;
use WP_Error;

/**
 * Members' comments always wait for moderation, whichever way they come (core REST, the comment form,
 * wp_new_comment()), and one that breaks the content rules (Comments::check_content()) is refused. A
 * deleted comment takes its likes with it. The like count lives in comment_karma (CommentLikes), which
 * core's wp_update_comment() would write back stale, so it is kept from writing it; a deleted member's
 * likes lower their counts. The mention name table (CommentMentionNames) is kept from here too. See
 * docs/performance.md, "Comments and mention suggestions".
 */
final class CommentModeration implements Module {

	/**
	 * The option that says how far the like counts were set from the likes table (the next comment
	 * id, then 'done').
	 */
	public const KARMA_OPTION = 'mvc_comment_karma_counted';

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
		add_filter( 'wp_update_comment_data', array( $this, 'keep_like_count' ) );
		add_action( 'delete_user', array( $this, 'forget_member_likes' ) );
		add_action( 'init', array( self::class, 'maybe_count_likes' ), 3 );
		CommentMentionNames::register();
	}

	/**
	 * `wp_update_comment_data`: an update never writes comment_karma (the like count, kept by SQL
	 * increments), so a count changed since the comment was read is not put back.
	 *
	 * @param mixed $data Comment data to write.
	 * @return mixed
	 */
	public function keep_like_count( $data ) {
		if ( is_array( $data ) ) {
			unset( $data['comment_karma'] );
		}
		return $data;
	}

	/**
	 * `delete_user`: the member's comment likes go, each comment's count lowered with them.
	 *
	 * @param int|string $user_id User id.
	 */
	public function forget_member_likes( $user_id ): void {
		CommentLikes::remove_by_user( (int) $user_id );
	}

	/**
	 * `init`: sets every comment's like count from the likes table, once, a range of comment ids at
	 * a time (OneTimeFill::ranges(): KARMA_OPTION holds the progress, then 'done').
	 */
	public static function maybe_count_likes(): void {
		if ( 'done' === get_option( self::KARMA_OPTION ) || (int) get_option( \Mvc\Core\Data\Schema::OPTION, 0 ) < 14 ) {
			return;
		}
		global $wpdb;
		OneTimeFill::ranges(
			self::KARMA_OPTION,
			(int) $wpdb->get_var( "SELECT MAX(comment_ID) FROM {$wpdb->comments}" ), // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- once, until the counts are set.
			20000,
			CommentLikes::recount_range( ... )
		);
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
