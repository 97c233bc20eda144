<?php
/**
 * The inbox's states and counts, kept on write in tables of their own.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Submissions;

use Mvc\Core\Data\OneTimeFill;
use Mvc\Core\Data\Retry;

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- tables of this class (names from $wpdb->prefix), every value a placeholder; never cached (the counts are the cache).

/**
 * Keeps a row per submission in `{prefix}mvc_submission_index` and counts per kind, status and state
 * in `{prefix}mvc_submission_counts`: the state lives in post meta, which has no index on its values,
 * and the badge on every wp-admin page joined 100,000 submissions to their meta (~900,000 rows, 1 s).
 * Every change reaches sync(), which locks the row and reads the post as it is now (not as the caller
 * believed it), so two operators at once leave exact counts with no read-modify-write of a number.
 * Filled once by the request that claims BUILT_OPTION; delete it to rebuild after bulk SQL.
 * See docs/performance.md, "wp-admin screens".
 */
final class InboxIndex {

	/**
	 * The option that says the tables were filled from the existing posts (its value: when).
	 */
	public const BUILT_OPTION = 'mvc_submission_index_built';

	/**
	 * States as stored.
	 */
	public const STATE_CODES = array(
		'unread'  => 0,
		'read'    => 1,
		'replied' => 2,
	);

	/**
	 * The meta keys whose change changes a row.
	 */
	private const KEYS = array( Submissions::META_KIND, Submissions::META_READ, Replies::META_REPLIED );

	/**
	 * The table of one row per submission.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'mvc_submission_index';
	}

	/**
	 * The table of counts per kind, status and state.
	 */
	public static function counts_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'mvc_submission_counts';
	}

	/**
	 * The index table's columns and keys (Schema::tables()).
	 */
	public static function columns(): string {
		return 'post_id bigint(20) unsigned NOT NULL,
kind varchar(20) NOT NULL DEFAULT \'\',
post_status varchar(20) NOT NULL DEFAULT \'\',
state tinyint(1) unsigned NOT NULL DEFAULT 0,
post_date datetime NOT NULL,
PRIMARY KEY  (post_id),
KEY status_date (post_status,post_date,post_id),
KEY status_state_date (post_status,state,post_date,post_id),
KEY kind_status_date (kind,post_status,post_date,post_id),
KEY kind_status_state_date (kind,post_status,state,post_date,post_id)';
	}

	/**
	 * The counts table's columns and keys (Schema::tables()).
	 */
	public static function counts_columns(): string {
		return 'kind varchar(20) NOT NULL DEFAULT \'\',
post_status varchar(20) NOT NULL DEFAULT \'\',
state tinyint(1) unsigned NOT NULL DEFAULT 0,
n bigint(20) NOT NULL DEFAULT 0,
PRIMARY KEY  (kind,post_status,state)';
	}

	/**
	 * Adds the hooks (SubmissionType::register()).
	 */
	public static function register(): void {
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( self::class, 'meta_changed' ), 10, 3 );
		}
		add_action( 'transition_post_status', array( self::class, 'status_changed' ), 10, 3 );
		add_action( 'deleted_post', array( self::class, 'deleted' ), 10, 2 );
		add_action( 'init', array( self::class, 'maybe_build' ), 2 );
	}

	/**
	 * Whether the tables are filled (the counts and lists may be read from them).
	 */
	public static function ready(): bool {
		return self::fill()->done();
	}

	/**
	 * Whether rows are written on change: once the build has begun (its rows must not miss a change).
	 */
	private static function kept(): bool {
		return self::fill()->begun();
	}

	/**
	 * `added_post_meta`, `updated_post_meta`, `deleted_post_meta`: a submission's kind or marks changed.
	 *
	 * @param mixed $meta_id  Meta id(s).
	 * @param mixed $post_id  Post id.
	 * @param mixed $meta_key Meta key.
	 */
	public static function meta_changed( $meta_id, $post_id, $meta_key ): void {
		unset( $meta_id );
		if ( is_string( $meta_key ) && in_array( $meta_key, self::KEYS, true ) && SubmissionType::TYPE === get_post_type( (int) $post_id ) ) {
			self::sync( (int) $post_id );
		}
	}

	/**
	 * `transition_post_status`: stored, trashed, restored.
	 *
	 * @param mixed $new_status New status.
	 * @param mixed $old_status Old status.
	 * @param mixed $post       Post.
	 */
	public static function status_changed( $new_status, $old_status, $post ): void {
		unset( $new_status, $old_status );
		if ( $post instanceof \WP_Post && SubmissionType::TYPE === $post->post_type ) {
			self::sync( $post->ID );
		}
	}

	/**
	 * `deleted_post`: the row and its count go.
	 *
	 * @param mixed $post_id Post id.
	 * @param mixed $post    Post.
	 */
	public static function deleted( $post_id, $post = null ): void {
		if ( ! $post instanceof \WP_Post || SubmissionType::TYPE === $post->post_type ) {
			self::sync( (int) $post_id );
		}
	}

	/**
	 * Rewrites a submission's row from its post and meta as they are now, and moves its count, in
	 * one transaction (see the class). A post that is gone or not a submission has no row.
	 *
	 * @param int $post_id Post id.
	 */
	public static function sync( int $post_id ): void {
		global $wpdb;
		if ( $post_id <= 0 || ! self::kept() ) {
			return;
		}
		$table  = self::table();
		$counts = self::counts_table();
		$done   = Retry::transaction(
			static function () use ( $wpdb, $table, $counts, $post_id ) {
				$old = $wpdb->get_row( $wpdb->prepare( "SELECT kind, post_status, state FROM {$table} WHERE post_id = %d FOR UPDATE", $post_id ), ARRAY_A );
				$new = self::read( $post_id );
				if ( is_array( $old ) && null !== $new && (string) $old['kind'] === $new['kind'] && (string) $old['post_status'] === $new['post_status'] && (int) $old['state'] === $new['state'] ) {
					$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET post_date = %s WHERE post_id = %d", $new['post_date'], $post_id ) );
					return true;
				}
				if ( is_array( $old ) ) {
					$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE post_id = %d", $post_id ) );
					$wpdb->query( $wpdb->prepare( "INSERT INTO {$counts} (kind, post_status, state, n) VALUES (%s, %s, %d, -1) ON DUPLICATE KEY UPDATE n = n - 1", $old['kind'], $old['post_status'], (int) $old['state'] ) );
				}
				if ( null !== $new ) {
					$wpdb->query( $wpdb->prepare( "INSERT INTO {$table} (post_id, kind, post_status, state, post_date) VALUES (%d, %s, %s, %d, %s)", $post_id, $new['kind'], $new['post_status'], $new['state'], $new['post_date'] ) );
					$wpdb->query( $wpdb->prepare( "INSERT INTO {$counts} (kind, post_status, state, n) VALUES (%s, %s, %d, 1) ON DUPLICATE KEY UPDATE n = n + 1", $new['kind'], $new['post_status'], $new['state'] ) );
				}
				return true;
			}
		);
		if ( is_wp_error( $done ) ) {
			// Not written (logged by Retry): the next build puts it right; the counts stay as they were.
			return;
		}
		wp_cache_delete( 'unread', SubmissionType::CACHE_GROUP );
	}

	/**
	 * A submission's row as its post and meta say now (read from the database, not the caches),
	 * or null when the post is gone or not a submission.
	 *
	 * @param int $post_id Post id.
	 * @return array{kind: string, post_status: string, state: int, post_date: string}|null
	 */
	private static function read( int $post_id ): ?array {
		global $wpdb;
		$post = $wpdb->get_row( $wpdb->prepare( "SELECT post_type, post_status, post_date FROM {$wpdb->posts} WHERE ID = %d", $post_id ), ARRAY_A );
		if ( ! is_array( $post ) || SubmissionType::TYPE !== $post['post_type'] ) {
			return null;
		}
		$meta = $wpdb->get_results( $wpdb->prepare( "SELECT meta_key, meta_value FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key IN (%s, %s, %s) ORDER BY meta_id", $post_id, Submissions::META_KIND, Submissions::META_READ, Replies::META_REPLIED ), ARRAY_A );
		$by   = array();
		foreach ( is_array( $meta ) ? $meta : array() as $row ) {
			$by[ $row['meta_key'] ] = $by[ $row['meta_key'] ] ?? (string) $row['meta_value'];
		}
		$read    = '1' === ( $by[ Submissions::META_READ ] ?? '' );
		$replied = '1' === ( $by[ Replies::META_REPLIED ] ?? '' );
		return array(
			'kind'        => substr( $by[ Submissions::META_KIND ] ?? '', 0, 20 ),
			'post_status' => (string) $post['post_status'],
			'state'       => $read ? ( $replied ? 2 : 1 ) : 0,
			'post_date'   => (string) $post['post_date'],
		);
	}

	/**
	 * How many submissions of a status are in a state (one row of the counts table per kind).
	 *
	 * @param string      $post_status Post status ('private': not in the trash).
	 * @param string|null $state       One of Inbox::STATES, or null for every state.
	 * @param string      $kind        One of Submissions::KINDS, or '' for every kind.
	 */
	public static function count( string $post_status, ?string $state = null, string $kind = '' ): int {
		global $wpdb;
		$where = $wpdb->prepare( 'post_status = %s', $post_status );
		if ( null !== $state ) {
			$where .= $wpdb->prepare( ' AND state = %d', self::STATE_CODES[ $state ] ?? 0 );
		}
		if ( '' !== $kind ) {
			$where .= $wpdb->prepare( ' AND kind = %s', $kind );
		}
		return (int) $wpdb->get_var( 'SELECT COALESCE(SUM(n), 0) FROM ' . self::counts_table() . ' WHERE ' . $where ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- $where is prepared above.
	}

	/**
	 * Counts per post status (core's wp_count_posts() shape), from the counts table.
	 *
	 * @return array<string, int>
	 */
	public static function status_counts(): array {
		global $wpdb;
		$table = self::counts_table();
		$rows  = $wpdb->get_results( "SELECT post_status, SUM(n) AS n FROM {$table} GROUP BY post_status", ARRAY_A );
		$out   = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$out[ (string) $row['post_status'] ] = (int) $row['n'];
		}
		return $out;
	}

	/**
	 * One page of the inbox, newest (or oldest) first, read from the index: the ids.
	 *
	 * @param string      $post_status Post status.
	 * @param string|null $state       One of Inbox::STATES, or null for every state.
	 * @param string      $kind        One of Submissions::KINDS, or ''.
	 * @param int         $per_page    Rows per page.
	 * @param int         $offset      Rows before the page.
	 * @param bool        $newest      Newest first.
	 * @return list<int>
	 */
	public static function page( string $post_status, ?string $state, string $kind, int $per_page, int $offset, bool $newest = true ): array {
		return array_map( 'intval', (array) $GLOBALS['wpdb']->get_col( self::page_sql( $post_status, $state, $kind, $per_page, $offset, $newest ) ) );
	}

	/**
	 * The statement of page() (tests EXPLAIN it).
	 *
	 * @param string      $post_status Post status.
	 * @param string|null $state       One of Inbox::STATES, or null.
	 * @param string      $kind        One of Submissions::KINDS, or ''.
	 * @param int         $per_page    Rows per page.
	 * @param int         $offset      Rows before the page.
	 * @param bool        $newest      Newest first.
	 */
	public static function page_sql( string $post_status, ?string $state, string $kind, int $per_page, int $offset, bool $newest = true ): string {
		global $wpdb;
		$where = $wpdb->prepare( 'post_status = %s', $post_status );
		$index = 'status_date';
		if ( '' !== $kind ) {
			$where = $wpdb->prepare( 'kind = %s AND ', $kind ) . $where;
			$index = 'kind_' . $index;
		}
		if ( null !== $state ) {
			$where .= $wpdb->prepare( ' AND state = %d', self::STATE_CODES[ $state ] ?? 0 );
			$index  = str_replace( 'status_date', 'status_state_date', $index );
		}
		// The index whose order after the equalities is the date's: a page reads its own rows only.
		$order = $newest ? 'DESC' : 'ASC';
		$sort  = "post_date {$order}, post_id {$order}";
		return $wpdb->prepare( 'SELECT post_id FROM ' . self::table() . " FORCE INDEX ({$index}) WHERE {$where} ORDER BY {$sort} LIMIT %d, %d", max( 0, $offset ), max( 1, $per_page ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- $where is prepared above.
	}

	/**
	 * The one-time fill of the tables (BUILT_OPTION).
	 */
	private static function fill(): OneTimeFill {
		return new OneTimeFill( self::BUILT_OPTION, self::table() );
	}

	/**
	 * `init`: fills the tables from the existing submissions, once.
	 */
	public static function maybe_build(): void {
		if ( self::fill()->claim() ) {
			self::build();
		}
	}

	/**
	 * Deletes the build mark and fills the tables again (after rows were written with bulk SQL).
	 */
	public static function rebuild(): void {
		self::fill()->restart();
		self::build();
	}

	/**
	 * Fills the tables from every submission and its meta: the rows, then the counts from the rows
	 * (in one transaction that reads the rows locked, so a sync() waits for it).
	 */
	public static function build(): void {
		// The old queries answer until the mark says done; a request that stops midway leaves it "building".
		self::fill()->run( self::fill_tables( ... ) );
	}

	/**
	 * The statements of build().
	 */
	private static function fill_tables(): void {
		global $wpdb;
		$table  = self::table();
		$counts = self::counts_table();
		$wpdb->query(
			$wpdb->prepare(
				"INSERT INTO {$table} (post_id, kind, post_status, state, post_date)
				SELECT p.ID,
					LEFT(COALESCE((SELECT k.meta_value FROM {$wpdb->postmeta} k WHERE k.post_id = p.ID AND k.meta_key = %s ORDER BY k.meta_id LIMIT 1), ''), 20),
					p.post_status,
					CASE WHEN EXISTS (SELECT 1 FROM {$wpdb->postmeta} r WHERE r.post_id = p.ID AND r.meta_key = %s AND r.meta_value = '1')
						THEN IF(EXISTS (SELECT 1 FROM {$wpdb->postmeta} d WHERE d.post_id = p.ID AND d.meta_key = %s AND d.meta_value = '1'), 2, 1)
						ELSE 0 END,
					p.post_date
				FROM {$wpdb->posts} p WHERE p.post_type = %s
				ON DUPLICATE KEY UPDATE kind = VALUES(kind), post_status = VALUES(post_status), state = VALUES(state), post_date = VALUES(post_date)",
				Submissions::META_KIND,
				Submissions::META_READ,
				Replies::META_REPLIED,
				SubmissionType::TYPE
			)
		);
		$wpdb->query( $wpdb->prepare( "DELETE i FROM {$table} i LEFT JOIN {$wpdb->posts} p ON p.ID = i.post_id AND p.post_type = %s WHERE p.ID IS NULL", SubmissionType::TYPE ) );
		Retry::transaction(
			static function () use ( $wpdb, $table, $counts ) {
				$wpdb->query( "DELETE FROM {$counts}" );
				return $wpdb->query( "INSERT INTO {$counts} (kind, post_status, state, n) SELECT kind, post_status, state, COUNT(*) FROM {$table} GROUP BY kind, post_status, state LOCK IN SHARE MODE" );
			}
		);
		wp_cache_delete( 'unread', SubmissionType::CACHE_GROUP );
	}
}
