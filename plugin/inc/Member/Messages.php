<?php
/**
 * A member's message centre: reading and marking the messages about comments.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member;

use Mvc\Core\Comments\CommentMessages;
use Mvc\Core\Content\CardData;
use Mvc\Core\Content\PostFields;
use Mvc\Core\Data\Reads;
use Mvc\Core\Data\Retry;
use Mvc\Core\Data\Tables;
use WP_Error;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the messages table, read a page at a time with exact unread counts and marked read; never cached.

/**
 * Reads the rows CommentMessages writes (Tables::messages()) for the message centre of members.md: one
 * page of a member's mentions or system messages, newest first, with totals, and marks them read.
 * The page's ids come from an index alone (a deferred join: a deep offset skips index entries, not
 * rows), so a page costs at most six queries however many messages. A message keeps an excerpt of its
 * comment, so a deleted comment still reads. Routes, fields and cost:
 * docs/features/profile-and-messages.md, "The message centre".
 */
final class Messages {

	public const STATUS_UNREAD = 'UNREAD';
	public const STATUS_READ   = 'READ';

	/**
	 * The categories, as CommentMessages writes them.
	 */
	public const CATEGORIES = array( CommentMessages::CATEGORY_MENTION, CommentMessages::CATEGORY_SYSTEM );

	/**
	 * Spec: message page size 20.
	 */
	public const PER_PAGE = 20;

	public const MAX_PER_PAGE = 50;

	/**
	 * The most ids one call marks read.
	 */
	public const MAX_IDS = 100;

	/**
	 * The contact page's query argument naming the comment a member appeals for.
	 */
	public const APPEAL_ARG = 'appeal';

	/**
	 * The anchor of the comment rules on the contact page.
	 */
	public const RULES_ANCHOR = 'comment-rules';

	/**
	 * One page of a member's messages of a category, newest first.
	 *
	 * @param int    $user_id  Member.
	 * @param string $category mention or system.
	 * @param int    $page     Page, from 1.
	 * @param int    $per_page Messages a page.
	 * @return array{data: list<array<string, int|string>>, total: int, totalUnread: int}
	 */
	public static function page( int $user_id, string $category, int $page, int $per_page ): array {
		$rows   = self::rows( $user_id, $category, $per_page, ( max( 1, $page ) - 1 ) * $per_page );
		$counts = $rows[0] ?? array();
		$rows   = array_values( array_filter( $rows, static fn( array $row ): bool => null !== $row['id'] ) );
		self::prime( $rows, CommentMessages::CATEGORY_MENTION === $category );
		$items = array();
		foreach ( $rows as $row ) {
			$items[] = CommentMessages::CATEGORY_MENTION === $category ? self::mention( $row ) : self::system( $row );
		}
		return array(
			'data'        => $items,
			'total'       => (int) ( $counts['total'] ?? 0 ),
			'totalUnread' => (int) ( $counts['unread'] ?? 0 ),
		);
	}

	/**
	 * How many messages of a category a member has not read (the header's counters, Profile's
	 * mentionMessageCount and systemMessageCount, count the same rows).
	 *
	 * @param int    $user_id  Member.
	 * @param string $category mention or system.
	 */
	public static function unread( int $user_id, string $category ): int {
		global $wpdb;
		$table = Tables::messages();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE user_id = %d AND category = %s AND status = %s", $user_id, $category, self::STATUS_UNREAD ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	}

	/**
	 * Marks a member's messages of a category read: those of $ids, or every one when $ids is empty.
	 * Ids of other members' messages or of the other category change nothing. An update the
	 * database did not do (tried again after a conflict: Retry::statement()), or an unread count it
	 * did not give, is Retry::busy(), never "nothing was unread".
	 *
	 * @param int             $user_id  Member.
	 * @param string          $category mention or system.
	 * @param array<int, int> $ids      Message ids (at most MAX_IDS); empty: all of the category.
	 * @return array{updated: int, totalUnread: int}|WP_Error Messages that were unread and are read now; unread left.
	 */
	public static function mark_read( int $user_id, string $category, array $ids ) {
		global $wpdb;
		$all = ! $ids;
		$ids = array_slice( array_values( array_unique( array_filter( array_map( 'intval', $ids ), static fn( int $id ): bool => $id > 0 ) ) ), 0, self::MAX_IDS );
		if ( ! in_array( $category, self::CATEGORIES, true ) || ( ! $all && ! $ids ) ) {
			return array(
				'updated'     => 0,
				'totalUnread' => 0,
			);
		}
		$table = Tables::messages();
		$args  = array( self::STATUS_READ, $user_id, $category, self::STATUS_UNREAD );
		$in    = '';
		if ( ! $all ) {
			$in = ' AND id IN (' . implode( ', ', array_fill( 0, count( $ids ), '%d' ) ) . ')';
			array_push( $args, ...$ids );
		}
		$updated = Retry::statement(
			$wpdb->prepare( // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- one %d per id in $in.
				"UPDATE {$table} SET status = %s WHERE user_id = %d AND category = %s AND status = %s{$in}", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables, placeholders in $in.
				...$args
			)
		);
		$unread  = false === $updated ? Retry::busy() : Reads::checked( static fn() => self::unread( $user_id, $category ) );
		if ( is_wp_error( $unread ) ) {
			return $unread;
		}
		return array(
			'updated'     => (int) $updated,
			'totalUnread' => $unread,
		);
	}

	/**
	 * Where a member appeals against the deletion of a comment: the contact form, with the comment
	 * named (`/contact/?appeal=<comment id>`).
	 *
	 * @param int $comment_id The deleted comment.
	 */
	public static function appeal_url( int $comment_id ): string {
		return add_query_arg( self::APPEAL_ARG, $comment_id, home_url( user_trailingslashit( 'contact' ) ) );
	}

	/**
	 * What the member was told of a comment of theirs that was deleted (the system message the
	 * deletion left): its excerpt and the article's id, the newest such message; null when the
	 * member was told of no such deletion. The contact page's appeal reads it for a comment
	 * deleted for good, whose row is gone.
	 *
	 * @param int $user_id    Member.
	 * @param int $comment_id The deleted comment.
	 * @return array{excerpt: string, post_id: int}|null
	 */
	public static function deleted_comment( int $user_id, int $comment_id ): ?array {
		global $wpdb;
		$table = Tables::messages();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table; exact, uncached.
		$row = $wpdb->get_row(
			$wpdb->prepare(
				"SELECT excerpt, post_id FROM {$table} WHERE user_id = %d AND category = %s AND type = %s AND comment_id = %d ORDER BY id DESC LIMIT 1", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
				$user_id,
				CommentMessages::CATEGORY_SYSTEM,
				CommentMessages::TYPE_DELETED,
				$comment_id
			),
			ARRAY_A
		);
		return is_array( $row )
			? array(
				'excerpt' => (string) $row['excerpt'],
				'post_id' => (int) $row['post_id'],
			)
			: null;
	}

	/**
	 * The comment rules: their part of the contact page (`/contact/#comment-rules`).
	 */
	public static function criterion_url(): string {
		return home_url( user_trailingslashit( 'contact' ) . '#' . self::RULES_ANCHOR );
	}

	/**
	 * The category's total and unread count, with a page of its rows, newest first, each with the
	 * display name of the member who caused it: one query. Every row carries the counts; a page past
	 * the end is one row of counts whose message columns are null.
	 *
	 * @param int    $user_id  Member.
	 * @param string $category mention or system.
	 * @param int    $limit    Rows.
	 * @param int    $offset   Rows skipped.
	 * @return array<int, array<string, string|null>>
	 */
	private static function rows( int $user_id, string $category, int $limit, int $offset ): array {
		global $wpdb;
		$table = Tables::messages();
		// The counts come from the index (user_id, category, status), the page's ids from the index
		// (user_id, category, id) alone; only the page's rows are read.
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from Tables and wpdb.
		$rows = (array) $wpdb->get_results(
			$wpdb->prepare(
				"SELECT counts.total, counts.unread, m.id, m.type, m.comment_id, m.post_id, m.actor_id, m.excerpt, m.status, m.created_at, u.display_name
				FROM (SELECT COUNT(*) AS total, COALESCE(SUM(status = %s), 0) AS unread FROM {$table} WHERE user_id = %d AND category = %s) AS counts
				LEFT JOIN (SELECT id FROM {$table} WHERE user_id = %d AND category = %s ORDER BY id DESC LIMIT %d OFFSET %d) AS page ON 1 = 1
				LEFT JOIN {$table} AS m ON m.id = page.id
				LEFT JOIN {$wpdb->users} AS u ON u.ID = m.actor_id
				ORDER BY m.id DESC",
				self::STATUS_UNREAD,
				$user_id,
				$category,
				$user_id,
				$category,
				$limit,
				$offset
			),
			ARRAY_A
		);
		// phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		return $rows;
	}

	/**
	 * Loads in one go what the items read: the posts with their terms (permalinks name a category)
	 * and, for mentions, the mentioning members' meta and avatars.
	 *
	 * @param array<int, array<string, string|null>> $rows     Rows.
	 * @param bool                                   $mentions Whether they are mentions.
	 */
	private static function prime( array $rows, bool $mentions ): void {
		$posts = array_map( 'intval', array_column( $rows, 'post_id' ) );
		if ( $mentions ) {
			$actors = array_values( array_unique( array_filter( array_map( 'intval', array_column( $rows, 'actor_id' ) ) ) ) );
			if ( $actors ) {
				update_meta_cache( 'user', $actors );
			}
			foreach ( $actors as $actor ) {
				$posts[] = (int) get_user_meta( $actor, Profile::META_AVATAR, true );
			}
		}
		$posts = array_values( array_unique( array_filter( $posts ) ) );
		if ( $posts ) {
			// Post meta only for mentions: the avatars' image sizes (the articles' comes along in the same query).
			_prime_post_caches( $posts, true, $mentions );
		}
	}

	/**
	 * What a mention and a system message share.
	 *
	 * @param array<string, string|null> $row Row.
	 * @return array<string, int|string>
	 */
	private static function common( array $row ): array {
		// get_post( 0 ) would answer the global post.
		$post  = (int) $row['post_id'] > 0 ? get_post( (int) $row['post_id'] ) : null;
		$shown = $post instanceof \WP_Post && PostFields::is_public_article( $post );
		return array(
			'id'               => (int) $row['id'],
			'comment_id'       => (int) $row['comment_id'],
			'comment_abstract' => (string) $row['excerpt'],
			'date'             => self::date( (string) $row['created_at'] ),
			'post_title'       => $shown ? CardData::plain_text( get_the_title( $post ) ) : '',
			'post_link'        => $shown ? (string) get_permalink( $post ) : '',
			'status'           => self::STATUS_READ === $row['status'] ? self::STATUS_READ : self::STATUS_UNREAD,
		);
	}

	/**
	 * A mention: the message and the member who mentioned.
	 *
	 * @param array<string, string|null> $row Row.
	 * @return array<string, int|string>
	 */
	private static function mention( array $row ): array {
		$actor = (int) $row['actor_id'];
		$known = null !== $row['display_name'];
		return self::common( $row ) + array(
			'display_name' => $known ? Profile::text( (string) $row['display_name'] ) : '',
			'avatar'       => $known ? Profile::avatar_url( $actor ) : '',
			'institution'  => $known ? Profile::text( (string) get_user_meta( $actor, Profile::META_INSTITUTION, true ) ) : '',
			'staff'        => $known && self::is_staff( $actor, (string) $row['display_name'] ) ? 1 : 0,
		);
	}

	/**
	 * Whether the member who mentioned speaks for the site (Role::is_staff()), so the message centre
	 * shows the badge 官方 beside the name where the comments do. The user is drawn from the row and the user meta
	 * prime() loaded (WP_User from data reads its roles from that cache): no query per actor.
	 *
	 * @param int    $actor        User id.
	 * @param string $display_name The name the row joined.
	 */
	private static function is_staff( int $actor, string $display_name ): bool {
		$user = new \WP_User(
			(object) array(
				'ID'           => $actor,
				'display_name' => $display_name,
			)
		);
		return Role::is_staff( $user );
	}

	/**
	 * A system message: the event, and for a deleted comment where to appeal and the rules.
	 *
	 * @param array<string, string|null> $row Row.
	 * @return array<string, int|string>
	 */
	private static function system( array $row ): array {
		$deleted = CommentMessages::TYPE_DELETED === $row['type'];
		return self::common( $row ) + array(
			'type'          => (string) $row['type'],
			'appeal_url'    => $deleted ? self::appeal_url( (int) $row['comment_id'] ) : '',
			'criterion_url' => $deleted ? self::criterion_url() : '',
		);
	}

	/**
	 * A stored time (UTC) as ISO 8601 in the site's time zone, such as 2025-03-01T09:30:00+08:00.
	 *
	 * @param string $gmt Stored `Y-m-d H:i:s`, UTC.
	 */
	private static function date( string $gmt ): string {
		$time = strtotime( $gmt . ' UTC' );
		return false === $time ? '' : (string) wp_date( 'c', $time );
	}
}
