<?php
/**
 * A member-to-post relation stored in its own table.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member;

use Mvc\Core\Content\ArticleCards;
use Mvc\Core\Data\Retry;
use WP_Error;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the likes and collections tables: unique rows toggled atomically, counts read exact.

/**
 * Likes and collections are the same shape: one row per (member, post), kept unique by the table's
 * key, so adding twice or removing twice is harmless and counts stay exact under concurrency. A
 * write the database did not do (tried again after a conflict: Retry::statement()) is Retry::busy(),
 * never "nothing changed".
 */
abstract class PostRelation {

	/**
	 * Cards per page of a member's list, by default and at most.
	 */
	public const PAGE_SIZE = 10;

	public const MAX_PAGE_SIZE = 50;

	/**
	 * Full name of the relation's table.
	 */
	abstract protected function table(): string;

	/**
	 * How many members hold the relation with a post.
	 *
	 * @param int $post_id Post id.
	 */
	public function count_for_post( int $post_id ): int {
		global $wpdb;
		$table = $this->table();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE post_id = %d", $post_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	}

	/**
	 * How many posts a member holds the relation with.
	 *
	 * @param int $user_id Member id.
	 */
	public function count_for_user( int $user_id ): int {
		global $wpdb;
		$table = $this->table();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE user_id = %d", $user_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	}

	/**
	 * Whether a member holds the relation with a post.
	 *
	 * @param int $user_id Member id.
	 * @param int $post_id Post id.
	 */
	public function has( int $user_id, int $post_id ): bool {
		global $wpdb;
		$table = $this->table();
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE user_id = %d AND post_id = %d", $user_id, $post_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	}

	/**
	 * Adds the relation to a published article that visitors may read; does nothing when it exists
	 * or when the post is anything else. The check and the insert are one statement.
	 *
	 * @param int $user_id Member id.
	 * @param int $post_id Post id.
	 * @return bool|WP_Error Whether a row was added, or Retry::busy() when the statement failed.
	 */
	public function add( int $user_id, int $post_id ) {
		global $wpdb;
		$table = $this->table();
		return self::changed(
			Retry::statement(
				$wpdb->prepare(
					"INSERT IGNORE INTO {$table} (user_id, post_id, created_at) SELECT %d, ID, %s FROM {$wpdb->posts} WHERE ID = %d AND post_type = 'post' AND post_status = 'publish' AND post_password = ''", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
					$user_id,
					current_time( 'mysql', true ),
					$post_id
				)
			)
		);
	}

	/**
	 * Removes the relation with a published article that visitors may read; does nothing when it does
	 * not exist or when the post is anything else (as add(), so a refused call changes nothing).
	 *
	 * @param int $user_id Member id.
	 * @param int $post_id Post id.
	 * @return bool|WP_Error Whether a row was removed, or Retry::busy() when the statement failed.
	 */
	public function remove( int $user_id, int $post_id ) {
		global $wpdb;
		$table = $this->table();
		return self::changed(
			Retry::statement(
				$wpdb->prepare(
					"DELETE r FROM {$table} r INNER JOIN {$wpdb->posts} p ON p.ID = r.post_id WHERE r.user_id = %d AND r.post_id = %d AND p.post_type = 'post' AND p.post_status = 'publish' AND p.post_password = ''", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
					$user_id,
					$post_id
				)
			)
		);
	}

	/**
	 * What a one-row write answers: whether it changed the row, or Retry::busy() when it failed.
	 *
	 * @param int|false $rows Rows affected (Retry::statement()).
	 * @return bool|WP_Error
	 */
	private static function changed( $rows ) {
		return false === $rows ? Retry::busy() : 1 === $rows;
	}

	/**
	 * One page of the member's list: the public articles they hold the relation with, newest
	 * relation first (then the newest row), as cards, with the totals of the whole list. An article
	 * unpublished, trashed or given a password since is left out of the page and of the totals. A
	 * page past the end has no cards and the right totals.
	 *
	 * Two queries and the cards' few (ArticleCards): the total, then the page's post ids, read in
	 * order from the index (user_id, created_at, id) without a sort, a page in the older half from
	 * the other end (so the oldest page skips as few entries as the newest). A query that failed
	 * reads as an empty list: an answer built on it runs it in Data\Reads::checked().
	 *
	 * @param int $user_id  Member id.
	 * @param int $page     Page, from 1.
	 * @param int $per_page Cards per page (1 to MAX_PAGE_SIZE).
	 * @return array{total: int, total_pages: int, data: list<array{id: int, link: string, cover: string, title: string, tags: list<array<string, int|string>>}>}
	 */
	public function page( int $user_id, int $page, int $per_page ): array {
		global $wpdb;
		$table    = $this->table();
		$per_page = max( 1, min( self::MAX_PAGE_SIZE, $per_page ) );
		$page     = max( 1, $page );
		$total    = (int) $wpdb->get_var(
			$wpdb->prepare(
				"SELECT COUNT(*) FROM {$table} r INNER JOIN {$wpdb->posts} p ON p.ID = r.post_id WHERE r.user_id = %d AND p.post_type = 'post' AND p.post_status = 'publish' AND p.post_password = ''", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
				$user_id
			)
		);
		$ids      = array();
		$offset   = ( $page - 1 ) * $per_page;
		if ( $total > $offset ) {
			$ids = self::page_ids( $table, $user_id, $offset, $per_page, $total );
		}
		return array(
			'total'       => $total,
			'total_pages' => (int) ceil( $total / $per_page ),
			'data'        => ArticleCards::for_ids( array_map( 'intval', $ids ) ),
		);
	}

	/**
	 * The post ids of one page, newest first: read from the newest end, or for a page in the older
	 * half from the oldest end and turned round.
	 *
	 * @param string $table    Relation table.
	 * @param int    $user_id  Member id.
	 * @param int    $offset   Rows before the page, newest first.
	 * @param int    $per_page Rows a page.
	 * @param int    $total    Rows of the whole list.
	 * @return list<int>
	 */
	private static function page_ids( string $table, int $user_id, int $offset, int $per_page, int $total ): array {
		global $wpdb;
		$from_end = $offset + $per_page > intdiv( $total, 2 ) && $offset > 0;
		$limit    = $from_end ? min( $per_page, $total - $offset ) : $per_page;
		$skip     = $from_end ? max( 0, $total - $offset - $per_page ) : $offset;
		$order    = $from_end ? 'ASC' : 'DESC';
		$ids      = array_map(
			'intval',
			$wpdb->get_col(
				$wpdb->prepare(
					"SELECT r.post_id FROM {$table} r INNER JOIN {$wpdb->posts} p ON p.ID = r.post_id WHERE r.user_id = %d AND p.post_type = 'post' AND p.post_status = 'publish' AND p.post_password = '' ORDER BY r.created_at {$order}, r.id {$order} LIMIT %d OFFSET %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables, ASC or DESC.
					$user_id,
					$limit,
					$skip
				)
			)
		);
		return $from_end ? array_reverse( $ids ) : $ids;
	}
}
