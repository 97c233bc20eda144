<?php
/**
 * The post lists of wp-admin (edit.php) without sorting or counting a whole post type per page.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin;

use Mvc\Core\Module;
use Mvc\Core\Submissions\InboxIndex;
use Mvc\Core\Submissions\SubmissionType;
use WP_Query;

/**
 * On edit.php WordPress asks for one page of a type's posts with SQL_CALC_FOUND_ROWS: with its
 * status list (publish OR draft OR …) the ORDER BY post_date cannot follow an index, so MariaDB
 * sorted all 100,000 articles for 20, and counted them all for the pager. And the months dropdown
 * read every post of the type for its distinct months.
 *
 * Here, on the list screens' main query only:
 * - the page is asked for without SQL_CALC_FOUND_ROWS, so the index mvc_type_date (post type,
 *   date, status, author: Schema::core_indexes()) gives the newest rows first with the status and
 *   the author tested in the index, and MariaDB stops after the page;
 * - the pager's total is counted by a COUNT of the same FROM and WHERE (the same filters: status,
 *   Mine, category, month, search; DISTINCT ids when a join is there), an index-only count: the
 *   number is the one SQL_CALC_FOUND_ROWS gave;
 * - the months dropdown is read by a loose scan of mvc_type_date (one short backward step per
 *   month that has posts, newest first), the same months in the same order.
 */
final class PostList implements Module {

	/**
	 * The count that replaces the found rows of the query being run (set in posts_request).
	 *
	 * @var array<int, array{0: string, 1: string|null}> The COUNT statement, and the WHERE when it has no join or grouping.
	 */
	private array $counts = array();

	/**
	 * Applies everywhere: posts are written from the block editor (REST), WP-Cron and the site's
	 * forms, and every write makes the kept counts stale; the list's hooks are added in wp-admin only.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'transition_post_status', array( self::class, 'written' ), 10, 3 );
		add_action( 'post_updated', array( self::class, 'updated' ), 10, 3 );
		add_action( 'deleted_post', array( self::class, 'deleted' ), 10, 2 );
		if ( ! is_admin() ) {
			return;
		}
		add_action( 'current_screen', array( self::class, 'prime_counts' ) );
		add_action( 'load-edit.php', array( self::class, 'watch_mine_count' ) );
		add_action( 'load-users.php', array( self::class, 'watch_posts_column' ) );
		add_filter( 'posts_clauses_request', array( $this, 'clauses' ), PHP_INT_MAX, 2 );
		add_filter( 'posts_request', array( $this, 'request' ), PHP_INT_MAX, 2 );
		add_filter( 'found_posts_query', array( $this, 'found_posts_query' ), PHP_INT_MAX, 2 );
		add_filter( 'pre_months_dropdown_query', array( self::class, 'months' ), 10, 2 );
	}

	/**
	 * Whether a query is an edit.php list's main query.
	 *
	 * @param mixed $query The query.
	 */
	public static function applies( $query ): bool {
		if ( ! $query instanceof WP_Query || ! $query->is_main_query() || ! is_admin() ) {
			return false;
		}
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		return $screen && 'edit' === $screen->base;
	}

	/**
	 * `posts_clauses_request`: keeps the FROM and WHERE of the list's query for its count.
	 *
	 * @param mixed    $clauses The query's clauses.
	 * @param WP_Query $query   The query.
	 * @return mixed
	 */
	public function clauses( $clauses, $query ) {
		if ( ! is_array( $clauses ) || ! self::applies( $query ) || $query->get( 'no_found_rows' ) ) {
			return $clauses;
		}
		global $wpdb;
		$join     = (string) ( $clauses['join'] ?? '' );
		$where    = (string) ( $clauses['where'] ?? '' );
		$grouped  = '' !== trim( (string) ( $clauses['groupby'] ?? '' ) ) || '' !== trim( (string) ( $clauses['having'] ?? '' ) );
		$distinct = '' !== trim( $join ) || $grouped ? "DISTINCT {$wpdb->posts}.ID" : '*';

		$this->counts[ spl_object_id( $query ) ] = array( "SELECT COUNT({$distinct}) FROM {$wpdb->posts} {$join} WHERE 1=1 {$where}", '' === trim( $join ) && ! $grouped ? $where : null );
		return $clauses;
	}

	/**
	 * `posts_request`: the list's page without SQL_CALC_FOUND_ROWS (found_posts_query() counts).
	 *
	 * @param mixed    $sql   The statement.
	 * @param WP_Query $query The query.
	 * @return mixed
	 */
	public function request( $sql, $query ) {
		if ( ! is_string( $sql ) || ! isset( $this->counts[ spl_object_id( $query ) ] ) || ! self::applies( $query ) ) {
			return $sql;
		}
		return (string) preg_replace( '/^(\s*SELECT\s+)SQL_CALC_FOUND_ROWS\s+/i', '$1', $sql, 1 );
	}

	/**
	 * `found_posts_query`: the count of the list's FROM and WHERE instead of FOUND_ROWS().
	 *
	 * @param mixed $sql   The statement.
	 * @param mixed $query The query.
	 * @return mixed
	 */
	public function found_posts_query( $sql, $query ) {
		$id = is_object( $query ) ? spl_object_id( $query ) : 0;
		if ( ! isset( $this->counts[ $id ] ) ) {
			return $sql;
		}
		list( $count, $where ) = $this->counts[ $id ];
		unset( $this->counts[ $id ] );
		// The views 全部 and one status: the kept counts (counted only when asked, so not for the inbox,
		// whose list and total InboxIndex answers before).
		$total = null !== $where ? self::plain_total( $where ) : null;
		return null !== $total ? 'SELECT ' . $total : $count;
	}

	/**
	 * `pre_months_dropdown_query`: the months that have posts of the type (not auto-drafts), newest
	 * first, by a loose scan of mvc_type_date; attachments keep core's query (their status is
	 * inherit, their own dropdown).
	 *
	 * @param mixed $months    Months a filter before gave (false: none).
	 * @param mixed $post_type The list's post type.
	 * @return mixed
	 */
	public static function months( $months, $post_type ) {
		if ( false !== $months || ! is_string( $post_type ) || 'attachment' === $post_type ) {
			return $months;
		}
		$trash  = isset( $_GET['post_status'] ) && 'trash' === $_GET['post_status']; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which list is shown, as core reads it.
		$months = KeptCounts::get( self::months_record( $post_type ), $trash ? 'trash' : 'listed', static fn() => self::scan_months( $post_type, $trash ) );
		return array_map(
			static fn( $month ) => (object) array(
				'year'  => (string) $month[0],
				'month' => (string) $month[1],
			),
			is_array( $months ) ? $months : array()
		);
	}

	/**
	 * The loose scan of the months (counted when the kept record is stale).
	 *
	 * @param string $post_type The list's post type.
	 * @param bool   $trash     Whether the trash is shown.
	 * @return list<array{0: int, 1: int}> Year and month, newest first.
	 */
	public static function scan_months( string $post_type, bool $trash ): array {
		global $wpdb;
		$months = array();
		$before = null;
		// One step per month that has posts; a hundred years at most.
		for ( $step = 0; $step < 1200; $step++ ) {
			$date = $wpdb->get_var( self::month_sql( $post_type, $trash, $before ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- prepared in month_sql(); one short step each.
			if ( ! is_string( $date ) || ! preg_match( '/^(\d{4})-(\d{2})/', $date, $parts ) ) {
				break;
			}
			$months[] = array( (int) $parts[1], (int) $parts[2] );
			$before   = $parts[1] . '-' . $parts[2] . '-01 00:00:00';
		}
		return $months;
	}

	/**
	 * One step of the loose scan: the newest post of the type before a month's first moment (or the
	 * newest of all), read backward on mvc_type_date and stopped at the first row whose status
	 * counts; the statuses as core's dropdown takes them (not auto-drafts, and not the trash unless
	 * the trash is shown, then only the trash). Tests EXPLAIN it.
	 *
	 * @param string      $post_type Post type.
	 * @param bool        $trash     Whether the trash is shown.
	 * @param string|null $before    The first moment of the month after the one asked for, or null.
	 */
	public static function month_sql( string $post_type, bool $trash = false, ?string $before = null ): string {
		global $wpdb;
		$status = $trash ? "post_status = 'trash'" : "post_status <> 'auto-draft' AND post_status <> 'trash'";
		$sql    = $wpdb->prepare( "SELECT post_date FROM {$wpdb->posts} FORCE INDEX (mvc_type_date) WHERE post_type = %s AND {$status}", $post_type ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $status is a constant.
		if ( null !== $before ) {
			$sql .= $wpdb->prepare( ' AND post_date < %s', $before );
		}
		return $sql . ' ORDER BY post_date DESC LIMIT 1';
	}
	/**
	 * The kept record of a post type's counts (KeptCounts): its posts per status ('status') and
	 * the authors' posts per status ('authors').
	 *
	 * @param string $post_type Post type.
	 */
	public static function record( string $post_type ): string {
		return 'posts_' . $post_type;
	}

	/**
	 * The kept record of a post type's months dropdown ('listed', 'trash'): apart from the counts,
	 * so that an auto-draft (the dashboard's quick draft, a new post's screen), which the months
	 * leave out, does not make the months stale.
	 *
	 * @param string $post_type Post type.
	 */
	public static function months_record( string $post_type ): string {
		return 'months_' . $post_type;
	}

	/**
	 * Makes a post type's kept records stale: the counts, and the months unless only auto-drafts
	 * were involved.
	 *
	 * @param string $post_type Post type.
	 * @param bool   $months    Whether the months may have changed.
	 */
	private static function bump( string $post_type, bool $months ): void {
		KeptCounts::bump( self::record( $post_type ) );
		if ( $months ) {
			KeptCounts::bump( self::months_record( $post_type ) );
		}
	}

	/**
	 * `transition_post_status`: every save of a post through WordPress (insert, update, publish,
	 * trash, restore, a scheduled post published) makes its type's counts stale.
	 *
	 * @param mixed $new_status New status.
	 * @param mixed $old_status Old status.
	 * @param mixed $post       The post.
	 */
	public static function written( $new_status, $old_status, $post ): void {
		if ( $post instanceof \WP_Post ) {
			$drafts = array( 'new', 'auto-draft' );
			self::bump( $post->post_type, ! in_array( $new_status, $drafts, true ) || ! in_array( $old_status, $drafts, true ) );
		}
	}

	/**
	 * `post_updated`: a post moved to another type makes the old type's counts stale too.
	 *
	 * @param mixed $post_id     Post id.
	 * @param mixed $post_after  The post now.
	 * @param mixed $post_before The post before.
	 */
	public static function updated( $post_id, $post_after, $post_before ): void {
		if ( $post_after instanceof \WP_Post && $post_before instanceof \WP_Post && $post_after->post_type !== $post_before->post_type ) {
			self::bump( $post_before->post_type, 'auto-draft' !== $post_before->post_status );
		}
	}

	/**
	 * `deleted_post`: a deleted post's type's counts are stale.
	 *
	 * @param mixed $post_id Post id.
	 * @param mixed $post    The post.
	 */
	public static function deleted( $post_id, $post = null ): void {
		if ( $post instanceof \WP_Post ) {
			self::bump( $post->post_type, 'auto-draft' !== $post->post_status );
		}
	}

	/**
	 * A post type's posts per status, as wp_count_posts() counts them for a user who reads private
	 * posts (kept; counted by one covering GROUP BY when stale).
	 *
	 * @param string $post_type Post type.
	 * @return array<string, int>
	 */
	public static function status_counts( string $post_type ): array {
		$counts = KeptCounts::get(
			self::record( $post_type ),
			'status',
			static function () use ( $post_type ): array {
				global $wpdb;
				$rows = $wpdb->get_results( $wpdb->prepare( "SELECT post_status, COUNT(*) AS n FROM {$wpdb->posts} WHERE post_type = %s GROUP BY post_status", $post_type ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- counted once per change of the type's posts.
				return array_map( 'intval', array_column( is_array( $rows ) ? $rows : array(), 'n', 'post_status' ) );
			}
		);
		return is_array( $counts ) ? array_map( 'intval', $counts ) : array();
	}

	/**
	 * One author's posts of a type per status (kept; see authors_counts()).
	 *
	 * @param string $post_type Post type.
	 * @param int    $author    Author id.
	 * @return array<string, int>
	 */
	public static function author_counts( string $post_type, int $author ): array {
		return self::authors_counts( $post_type, array( $author ) )[ $author ] ?? array();
	}

	/**
	 * Authors' posts of a type per status. The record keeps the authors who have posts of the type
	 * (staff: few); the others asked for (members, who have none) are counted each time by one
	 * grouped covering count on mvc_author_type_status, an empty range for them.
	 *
	 * @param string          $post_type Post type.
	 * @param array<int, int> $authors Author ids.
	 * @return array<int, array<string, int>> Per author id (missing: no posts of the type).
	 */
	public static function authors_counts( string $post_type, array $authors ): array {
		$record  = self::record( $post_type );
		$kept    = KeptCounts::peek( $record, 'authors' );
		$kept    = is_array( $kept ) ? $kept : array();
		$authors = array_values( array_unique( array_filter( array_map( 'intval', $authors ) ) ) );
		$missing = array_values( array_diff( $authors, array_map( 'intval', array_keys( $kept ) ) ) );
		if ( $missing ) {
			global $wpdb;
			$list  = implode( ',', $missing );
			$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT post_author, post_status, COUNT(*) AS n FROM {$wpdb->posts} FORCE INDEX (mvc_author_type_status) WHERE post_author IN ({$list}) AND post_type = %s GROUP BY post_author, post_status", $post_type ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- integers only; covering.
			$found = array();
			foreach ( is_array( $rows ) ? $rows : array() as $row ) {
				$found[ (int) $row['post_author'] ][ (string) $row['post_status'] ] = (int) $row['n'];
			}
			if ( $found ) {
				$kept = $kept + $found;
				KeptCounts::put( $record, 'authors', $kept );
			}
		}
		$counts = array();
		foreach ( $authors as $author ) {
			if ( isset( $kept[ $author ] ) && is_array( $kept[ $author ] ) ) {
				$counts[ $author ] = array_map( 'intval', $kept[ $author ] );
			}
		}
		return $counts;
	}

	/**
	 * `load-users.php`: the users screen's posts column (count_many_users_posts(), core's grouped
	 * COUNT with no filter of its own) is answered from the kept authors' counts.
	 */
	public static function watch_posts_column(): void {
		add_filter( 'query', array( self::class, 'posts_column_query' ) );
	}

	/**
	 * `query`: count_many_users_posts()' statement for published and private posts of one type
	 * (a user who reads private posts) becomes the same rows from the kept counts.
	 *
	 * @param mixed $sql The statement.
	 * @return mixed
	 */
	public static function posts_column_query( $sql ) {
		global $wpdb;
		if ( ! is_string( $sql ) || ! str_starts_with( $sql, 'SELECT post_author, COUNT(*) FROM ' ) ) {
			return $sql;
		}
		$pattern = '/^SELECT post_author, COUNT\(\*\) FROM ' . preg_quote( $wpdb->posts, '/' ) . " WHERE \( \( post_type = '([a-z0-9_-]+)' AND \( post_status = 'publish' OR post_status = 'private' \) \) \) AND post_author IN \(([\d,]+)\) GROUP BY post_author$/";
		if ( ! preg_match( $pattern, $sql, $parts ) ) {
			return $sql;
		}
		$rows = array();
		foreach ( self::authors_counts( $parts[1], array_map( 'intval', explode( ',', $parts[2] ) ) ) as $author => $counts ) {
			$n = ( $counts['publish'] ?? 0 ) + ( $counts['private'] ?? 0 );
			if ( $n > 0 ) {
				$rows[] = 'SELECT ' . (int) $author . ' AS post_author, ' . (int) $n . ' AS n';
			}
		}
		return $rows ? implode( ' UNION ALL ', $rows ) : 'SELECT 0, 0 FROM DUAL WHERE 0';
	}

	/**
	 * `current_screen`: puts the kept counts where wp_count_posts() looks first (its 'counts' cache)
	 * for the list's post type (edit.php) or the dashboard's (post, page), when the user reads
	 * private posts (then core's count and cache key are the ones for every author).
	 *
	 * @param mixed $screen The screen.
	 */
	public static function prime_counts( $screen ): void {
		if ( ! $screen instanceof \WP_Screen ) {
			return;
		}
		$types = 'edit' === $screen->base ? array( (string) $screen->post_type ) : ( 'dashboard' === $screen->id ? array( 'post', 'page' ) : array() );
		foreach ( $types as $type ) {
			$object = get_post_type_object( $type );
			// The inbox's counts come from its own index (Submissions\Inbox::prime_status_counts()).
			$inbox = SubmissionType::TYPE === $type && InboxIndex::ready();
			if ( ! $object || $inbox || ! current_user_can( $object->cap->read_private_posts ) ) {
				continue;
			}
			$counts = array_fill_keys( get_post_stati(), 0 );
			foreach ( self::status_counts( $type ) as $status => $n ) {
				$counts[ $status ] = $n;
			}
			wp_cache_set( 'posts-' . $type, (object) $counts, 'counts' );
		}
	}

	/**
	 * `load-edit.php`: the list table's "Mine" count (core's own COUNT over the user's posts of the
	 * type, with no filter of its own) is answered from the kept counts.
	 */
	public static function watch_mine_count(): void {
		add_filter( 'query', array( self::class, 'mine_query' ) );
	}

	/**
	 * `query`: core's "Mine" statement (WP_Posts_List_Table::__construct()) becomes its number.
	 *
	 * @param mixed $sql The statement.
	 * @return mixed
	 */
	public static function mine_query( $sql ) {
		global $wpdb;
		if ( ! is_string( $sql ) || ! str_contains( $sql, 'COUNT( 1 )' ) ) {
			return $sql;
		}
		$pattern = '/^\s*SELECT COUNT\( 1 \)\s+FROM ' . preg_quote( $wpdb->posts, '/' ) . "\s+WHERE post_type = '([a-z0-9_-]+)'\s+AND post_status NOT IN \( '([a-z0-9_',-]*)' \)\s+AND post_author = (\d+)\s*$/";
		if ( ! preg_match( $pattern, $sql, $parts ) ) {
			return $sql;
		}
		remove_filter( 'query', array( self::class, 'mine_query' ) );
		$excluded = explode( "','", $parts[2] );
		$mine     = 0;
		foreach ( self::author_counts( $parts[1], (int) $parts[3] ) as $status => $n ) {
			$mine += in_array( (string) $status, $excluded, true ) ? 0 : $n;
		}
		return 'SELECT ' . $mine;
	}

	/**
	 * The list's total from the kept counts when its WHERE is only the type and a list of statuses
	 * (the views 全部 and one status, for a user who reads private posts); null otherwise.
	 *
	 * @param string $where The list's WHERE (after "1=1").
	 */
	public static function plain_total( string $where ): ?int {
		global $wpdb;
		$column = preg_quote( $wpdb->posts, '/' ) . '\.';
		$rest   = (string) preg_replace( "/{$column}post_status = '[a-z0-9_-]+'/", 'S', $where, -1, $statuses );
		$rest   = (string) preg_replace( "/{$column}post_type = '([a-z0-9_-]+)'/", 'T', $rest, -1, $types );
		if ( 1 !== $types || $statuses < 1 || ! preg_match( "/{$column}post_type = '([a-z0-9_-]+)'/", $where, $type ) ) {
			return null;
		}
		// Only the shapes WP_Query writes for a type with its status list: T AND (S OR S …), in parentheses.
		$shape = (string) preg_replace( '/\s+/', ' ', trim( $rest ) );
		if ( ! preg_match( '/^AND \(*T AND \(*S( OR S)*\)*$/', $shape ) || substr_count( $shape, '(' ) !== substr_count( $shape, ')' ) ) {
			return null;
		}
		preg_match_all( "/{$column}post_status = '([a-z0-9_-]+)'/", $where, $found );
		$counts = self::status_counts( $type[1] );
		$total  = 0;
		foreach ( array_unique( $found[1] ) as $status ) {
			$total += $counts[ $status ] ?? 0;
		}
		return $total;
	}
}
