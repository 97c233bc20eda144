<?php
/**
 * The messages members receive about comments.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Comments;

use Mvc\Core\Member\Role;
use Mvc\Core\Data\Reads;
use Mvc\Core\Data\Retry;
use Mvc\Core\Data\Tables;
use Mvc\Core\Module;
use Mvc\Core\Security\Lock;
use WP_Comment;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the messages table, written when a comment is published or moderated.

/**
 * Writes the message rows of members.md for the message centre: a `mention` to each member a
 * published comment mentions (its at_list), and `system` messages when an operator deletes or trashes
 * a member's comment (`DETETED_COMMENT`, the specification's spelling) or it reaches 1, 10 and 50
 * likes. Each is written once per comment and member (the check and the insert under the comment's
 * named lock), with an excerpt of the comment as it was: the message of a deleted comment has nothing
 * else to show. A comment deleted, trashed, held or marked spam takes its mention messages with it:
 * they would point at a comment nobody can read.
 */
final class CommentMessages implements Module {

	public const CATEGORY_MENTION = 'mention';
	public const CATEGORY_SYSTEM  = 'system';

	public const TYPE_MENTION = 'MENTION';
	public const TYPE_DELETED = 'DETETED_COMMENT';

	/**
	 * Characters of the comment a message keeps.
	 */
	public const EXCERPT_LENGTH = 100;

	/**
	 * Like milestones and their message types.
	 */
	public const LIKE_MILESTONES = array(
		1  => 'LIKE_1',
		10 => 'LIKE_10',
		50 => 'LIKE_50',
	);

	/**
	 * Post being deleted (its comments go with it: no message about each).
	 *
	 * @var int
	 */
	private static int $deleting_post = 0;

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
		add_action( 'transition_comment_status', array( $this, 'on_transition' ), 10, 3 );
		add_action( 'wp_insert_comment', array( $this, 'on_insert' ), 10, 2 );
		add_action( 'rest_after_insert_comment', array( $this, 'on_insert' ), 10, 2 );
		add_action( 'trash_comment', array( $this, 'on_delete' ), 10, 2 );
		add_action( 'delete_comment', array( $this, 'on_delete' ), 10, 2 );
		add_action( 'before_delete_post', array( $this, 'deleting_post' ) );
		add_action( 'after_delete_post', array( $this, 'post_deleted' ) );
	}

	/**
	 * A comment that becomes approved.
	 *
	 * @param string $new_status New status.
	 * @param string $old_status Old status.
	 * @param mixed  $comment    Comment.
	 */
	public function on_transition( $new_status, $old_status, $comment ): void {
		if ( ! $comment instanceof WP_Comment || $new_status === $old_status ) {
			return;
		}
		if ( 'approved' === $new_status ) {
			self::mentions( $comment );
		} elseif ( 'approved' === $old_status ) {
			self::forget_mentions( (int) $comment->comment_ID );
		}
	}

	/**
	 * A comment saved approved (by an operator; members' comments wait for moderation).
	 *
	 * @param int|WP_Comment $id      Comment id (wp_insert_comment) or comment (REST).
	 * @param mixed          $comment Comment (wp_insert_comment) or request (REST).
	 */
	public function on_insert( $id, $comment ): void {
		$comment = $comment instanceof WP_Comment ? $comment : get_comment( $id instanceof WP_Comment ? (int) $id->comment_ID : (int) $id );
		if ( $comment instanceof WP_Comment && '1' === (string) $comment->comment_approved ) {
			self::mentions( $comment );
		}
	}

	/**
	 * A comment an operator trashes or deletes.
	 *
	 * @param int|string $comment_id Comment id.
	 * @param mixed      $comment    Comment.
	 */
	public function on_delete( $comment_id, $comment ): void {
		self::forget_mentions( (int) $comment_id );
		$comment = $comment instanceof WP_Comment ? $comment : get_comment( (int) $comment_id );
		if ( ! $comment instanceof WP_Comment || 'trash' === $comment->comment_approved || ( self::$deleting_post && (int) $comment->comment_post_ID === self::$deleting_post ) ) {
			return;
		}
		$author = (int) $comment->user_id;
		if ( get_current_user_id() === $author || ! Role::is_member( $author ) ) {
			return;
		}
		self::send_once( array( $author ), self::CATEGORY_SYSTEM, self::TYPE_DELETED, $comment, get_current_user_id() );
	}

	/**
	 * Removes the mention messages of a comment.
	 *
	 * @param int $comment_id Comment id.
	 */
	public static function forget_mentions( int $comment_id ): void {
		global $wpdb;
		$wpdb->delete(
			Tables::messages(),
			array(
				'comment_id' => $comment_id,
				'category'   => self::CATEGORY_MENTION,
			),
			array( '%d', '%s' )
		);
	}

	/**
	 * The plain text a message keeps of a comment: mentions as @name (ids are not kept), at most
	 * EXCERPT_LENGTH characters.
	 *
	 * @param WP_Comment $comment Comment.
	 */
	public static function excerpt( WP_Comment $comment ): string {
		// Text as written (a refused mention's &#64; back to @).
		$text = Comments::text( wp_strip_all_tags( (string) $comment->comment_content ) );
		// A mention reads as the comment box shows it: @name, without the institution in brackets.
		$text = (string) preg_replace_callback(
			Mentions::MENTION_PATTERN,
			static fn( array $mention ): string => '@' . preg_replace( '/（[^（）]*）$/u', '', $mention[1] ),
			$text
		);
		$text = trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
		return mb_strlen( $text ) > self::EXCERPT_LENGTH ? mb_substr( $text, 0, self::EXCERPT_LENGTH - 1 ) . '…' : $text;
	}

	/**
	 * Notes the post being deleted.
	 *
	 * @param int $post_id Post id.
	 */
	public function deleting_post( $post_id ): void {
		self::$deleting_post = (int) $post_id;
	}

	/**
	 * The post is gone.
	 */
	public function post_deleted(): void {
		self::$deleting_post = 0;
	}

	/**
	 * Mention messages of a published comment, to the members it mentions (not its author).
	 *
	 * @param WP_Comment $comment Comment.
	 */
	public static function mentions( WP_Comment $comment ): void {
		$author  = (int) $comment->user_id;
		$members = array_diff( Mentions::members_only( Mentions::at_list( (int) $comment->comment_ID ) ), array( $author ) );
		self::send_once( $members, self::CATEGORY_MENTION, self::TYPE_MENTION, $comment, $author );
	}

	/**
	 * System messages of the like milestones a comment has reached, to its author (a member). Each
	 * milestone is sent once: one query finds those already sent, so a like of a popular comment
	 * costs a single lookup, and send_once() settles a race between two likes.
	 *
	 * @param int $comment_id Comment.
	 * @param int $author     Its author.
	 * @param int $count      Its like count now.
	 * @param int $actor      The member who liked it.
	 */
	public static function like_milestones( int $comment_id, int $author, int $count, int $actor ): void {
		global $wpdb;
		$reached = array();
		foreach ( self::LIKE_MILESTONES as $milestone => $type ) {
			if ( $count >= $milestone ) {
				$reached[] = $type;
			}
		}
		if ( $author <= 0 || ! $reached ) {
			return;
		}
		$table   = Tables::messages();
		$types   = implode( ', ', array_fill( 0, count( $reached ), '%s' ) );
		$sent    = $wpdb->get_col(
			$wpdb->prepare( // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- one %s per type in $types.
				"SELECT type FROM {$table} WHERE user_id = %d AND category = %s AND comment_id = %d AND type IN ({$types})", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables, placeholders in $types.
				$author,
				self::CATEGORY_SYSTEM,
				$comment_id,
				...$reached
			)
		);
		$missing = array_diff( $reached, $sent );
		$comment = $missing && Role::is_member( $author ) ? get_comment( $comment_id ) : null;
		if ( ! $comment instanceof WP_Comment ) {
			return;
		}
		foreach ( $missing as $type ) {
			self::send_once( array( $author ), self::CATEGORY_SYSTEM, $type, $comment, $actor );
		}
	}

	/**
	 * Writes a message of a comment to each member who does not have it yet: under one lock for the
	 * comment, one query finds who has it and one writes the rest, however many members. When the
	 * database does not answer the check or the write, nothing is sent and one line is logged.
	 *
	 * @param array<int, int> $user_ids Recipients.
	 * @param string          $category mention or system.
	 * @param string          $type     Message type.
	 * @param WP_Comment      $comment  Comment.
	 * @param int             $actor    Who caused it.
	 * @return int Rows written.
	 */
	public static function send_once( array $user_ids, string $category, string $type, WP_Comment $comment, int $actor ): int {
		$user_ids = array_values( array_unique( array_filter( array_map( 'intval', $user_ids ) ) ) );
		if ( ! $user_ids ) {
			return 0;
		}
		$comment_id = (int) $comment->comment_ID;
		return (int) Lock::run(
			'comment-messages:' . $comment_id,
			static function () use ( $user_ids, $category, $type, $comment, $comment_id, $actor ): int {
				global $wpdb;
				$table = Tables::messages();
				$in    = implode( ', ', array_fill( 0, count( $user_ids ), '%d' ) );
				// Who has it already: a check the database did not answer sends nothing (logged),
				// rather than a second copy to everyone.
				$have = Reads::checked(
					static fn(): array => $wpdb->get_col(
						$wpdb->prepare( // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- one %d per id in $in.
							"SELECT user_id FROM {$table} WHERE comment_id = %d AND category = %s AND type = %s AND user_id IN ({$in})", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables, placeholders in $in.
							$comment_id,
							$category,
							$type,
							...$user_ids
						)
					)
				);
				if ( is_wp_error( $have ) ) {
					return 0;
				}
				$missing = array_values( array_diff( $user_ids, array_map( 'intval', $have ) ) );
				if ( ! $missing ) {
					return 0;
				}
				$row    = '(%d, %s, %s, %d, %d, %d, %s, %s, %s)';
				$values = array();
				$fixed  = array( $category, $type, $comment_id, (int) $comment->comment_post_ID, $actor, self::excerpt( $comment ), 'UNREAD', current_time( 'mysql', true ) );
				foreach ( $missing as $user_id ) {
					array_push( $values, $user_id, ...$fixed );
				}
				$rows = implode( ', ', array_fill( 0, count( $missing ), $row ) );
				// One statement for every row (all or none), tried again after a conflict; a failure is logged.
				// Retry::once(): the table has no unique key, so a re-run after a lost connection must not
				// add a second copy.
				return (int) Retry::once(
					$wpdb->prepare( // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- nine placeholders per row in $rows.
						"INSERT INTO {$table} (user_id, category, type, comment_id, post_id, actor_id, excerpt, status, created_at) VALUES {$rows}", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- table name from Tables, placeholders in $rows.
						...$values
					)
				);
			}
		);
	}
}
