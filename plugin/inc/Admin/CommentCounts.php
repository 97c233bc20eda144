<?php
/**
 * The site's comment counts without counting a million comments on every wp-admin page.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin;

use Mvc\Core\Data\Retry;
use Mvc\Core\Module;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- one counter row of the options table, read and written by SQL (never the options cache, which another request's increment would leave stale).

/**
 * Answers the site's comment counts (the menu's pending bubble on every wp-admin page, the dashboard,
 * the comments screen) without core's COUNT of approved comments, which read the whole status index.
 * Held, spam and trash are counted as core does (they are few); approved = a total kept on write
 * minus those. The total moves by SQL increments on `wp_insert_comment` and `deleted_comment` (which
 * runs only for the request whose DELETE removed the row), so no race; status changes do not touch
 * it. Counted once when missing; after bulk SQL, delete OPTION. See docs/performance.md, "wp-admin
 * screens".
 */
final class CommentCounts implements Module {

	/**
	 * The options row of the counter (its value: every comment's count).
	 */
	public const OPTION = 'mvc_comment_total';

	/**
	 * The KeptCounts record of the site's comments per status other than approved (key 'others').
	 */
	public const RECORD = 'comments';

	/**
	 * Applies everywhere: comments are written from the site's pages, REST and wp-admin.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'wp_insert_comment', array( self::class, 'inserted' ), 10, 2 );
		add_action( 'deleted_comment', array( self::class, 'deleted' ), 10, 2 );
		add_action( 'transition_comment_status', array( self::class, 'moved' ) );
		add_action( 'trashed_post_comments', array( self::class, 'moved' ) );
		add_action( 'untrashed_post_comments', array( self::class, 'moved' ) );
		add_filter( 'wp_count_comments', array( self::class, 'counts' ), 10, 2 );
		add_filter( 'comments_pre_query', array( self::class, 'list_total' ), 10, 2 );
	}

	/**
	 * `comments_pre_query`: the comments screen's total (its pager) of the views 全部 and 已批准 with
	 * nothing else narrowing them is the site's count of those statuses (counts()), not a COUNT of
	 * every approved comment; any search, author, article, type or post type keeps core's count.
	 *
	 * @param mixed $data  Comments or a count a filter before gave (null: none).
	 * @param mixed $query The query (a WP_Comment_Query).
	 * @return mixed
	 */
	public static function list_total( $data, $query ) {
		if ( null !== $data || ! $query instanceof \WP_Comment_Query || empty( $query->query_vars['count'] ) || ! is_admin() ) {
			return $data;
		}
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! $screen || 'edit-comments' !== $screen->id ) {
			return $data;
		}
		$vars   = $query->query_vars;
		$status = $vars['status'] ?? '';
		if ( ! in_array( $status, array( '', 'all', 'approve' ), true ) ) {
			return $data;
		}
		$type = $vars['type'] ?? '';
		if ( '' !== $type && ( 'approve' === $status || ! in_array( $type, array( 'comment', 'pings' ), true ) ) ) {
			return $data;
		}
		$narrowing = array( 'search', 'user_id', 'post_id', 'post_type', 'post__in', 'post__not_in', 'author__in', 'author__not_in', 'author_email', 'author_url', 'comment__in', 'comment__not_in', 'include_unapproved', 'meta_query', 'meta_key', 'type__in', 'type__not_in', 'post_author', 'post_status', 'post_name', 'post_parent', 'parent', 'parent__in', 'date_query', 'karma', 'post_author__in', 'post_author__not_in' );
		foreach ( $narrowing as $var ) {
			if ( ! empty( $vars[ $var ] ) ) {
				return $data;
			}
		}
		$counts = self::counts( array(), 0 );
		if ( '' !== $type ) {
			return self::type_count( $type, (int) $counts->all );
		}
		return (int) ( 'approve' === $status ? $counts->approved : $counts->all );
	}

	/**
	 * The comments screen's type dropdown (core counts each type to list only those that exist):
	 * held and approved comments of a type. Pings are read on mvc_type_status (they are few);
	 * comments ('' or 'comment') are the held and approved of every type less those of the other
	 * types, which the same index ranges over on both sides of '' … 'comment'.
	 *
	 * @param string $type 'comment' or 'pings'.
	 * @param int    $all  Held and approved comments of every type (counts()->all).
	 */
	public static function type_count( string $type, int $all ): int {
		global $wpdb;
		return 'pings' === $type
			? (int) $wpdb->get_var( self::type_sql( "comment_type IN ('pingback', 'trackback')" ) ) // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- constant statements (type_sql()).
			: max( 0, $all - (int) $wpdb->get_var( self::type_sql( "(comment_type > '' AND comment_type < 'comment' OR comment_type > 'comment')" ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- constant statements (type_sql()).
	}

	/**
	 * A count of held and approved comments of some types on mvc_type_status (tests EXPLAIN it).
	 *
	 * @param string $types The types' condition (a constant).
	 */
	public static function type_sql( string $types ): string {
		global $wpdb;
		return "SELECT COUNT(*) FROM {$wpdb->comments} FORCE INDEX (mvc_type_status) WHERE {$types} AND comment_approved IN ('0', '1')";
	}

	/**
	 * `wp_insert_comment`: one more; a comment that is not approved makes the kept counts of the
	 * other statuses stale.
	 *
	 * @param mixed $comment_id The comment's id.
	 * @param mixed $comment    The comment.
	 */
	public static function inserted( $comment_id = 0, $comment = null ): void {
		self::add( 1 );
		if ( ! $comment instanceof \WP_Comment || '1' !== (string) $comment->comment_approved ) {
			KeptCounts::bump( self::RECORD );
		}
	}

	/**
	 * `deleted_comment`: one less; a deleted comment that was not approved makes the kept counts
	 * of the other statuses stale.
	 *
	 * @param mixed $comment_id The comment's id.
	 * @param mixed $comment    The comment as it was.
	 */
	public static function deleted( $comment_id = 0, $comment = null ): void {
		self::add( -1 );
		if ( ! $comment instanceof \WP_Comment || '1' !== (string) $comment->comment_approved ) {
			KeptCounts::bump( self::RECORD );
		}
	}

	/**
	 * `transition_comment_status`, `trashed_post_comments`, `untrashed_post_comments`: a status
	 * change (approve, hold, spam, trash, an article's comments trashed with it or restored) makes
	 * the kept counts of the other statuses stale.
	 */
	public static function moved(): void {
		KeptCounts::bump( self::RECORD );
		wp_cache_delete( 'comments-0', 'counts' );
	}

	/**
	 * Moves the counter (a no-op until it has been counted).
	 *
	 * @param int $delta +1 or −1.
	 */
	private static function add( int $delta ): void {
		global $wpdb;
		Retry::once( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = CAST(option_value AS SIGNED) + %d WHERE option_name = %s", $delta, self::OPTION ) );
		wp_cache_delete( 'comments-0', 'counts' );
	}

	/**
	 * Every comment's count: the counter, counted first when missing.
	 */
	public static function total(): int {
		global $wpdb;
		$total = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::OPTION ) );
		if ( null !== $total ) {
			return (int) $total;
		}
		// One request counts (the others count too but do not write): the row is inserted with the count.
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) SELECT %s, COUNT(*), 'off' FROM {$wpdb->comments}", self::OPTION ) );
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::OPTION ) );
	}

	/**
	 * `wp_count_comments`: the site's counts (no post), in WordPress's shape and order.
	 *
	 * @param mixed $counts  Counts a filter before gave (an empty array: none).
	 * @param mixed $post_id The post (0: the site).
	 * @return mixed
	 */
	public static function counts( $counts, $post_id ) {
		if ( ! empty( $counts ) || 0 !== (int) $post_id ) {
			return $counts;
		}
		$cached = wp_cache_get( 'comments-0', 'counts' );
		if ( is_object( $cached ) ) {
			return $cached;
		}
		global $wpdb;
		$total  = self::total();
		$others = KeptCounts::get(
			self::RECORD,
			'others',
			static function () use ( $wpdb ): array {
				$rows = $wpdb->get_results( self::others_sql(), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- a constant statement (others_sql()).
				return array_map( 'intval', array_column( is_array( $rows ) ? $rows : array(), 'n', 'comment_approved' ) );
			}
		);
		$by     = array();
		$held   = 0;
		foreach ( is_array( $others ) ? $others : array() as $status => $n ) {
			$by[ 's' . $status ] = (int) $n;
			$held                = '0' === (string) $status ? (int) $n : $held;
		}
		$stats                   = array(
			'approved'       => max( 0, $total - array_sum( $by ) ),
			'spam'           => $by['sspam'] ?? 0,
			'trash'          => $by['strash'] ?? 0,
			'post-trashed'   => $by['spost-trashed'] ?? 0,
			'all'            => 0,
			'total_comments' => 0,
		);
		$stats['all']            = $stats['approved'] + $held;
		$stats['total_comments'] = $stats['all'] + $stats['spam'];
		$stats['moderated']      = $held;
		$object                  = (object) $stats;
		wp_cache_set( 'comments-0', $object, 'counts' );
		return $object;
	}

	/**
	 * The count of every status but approved: a range of core's status index on each side of '1'.
	 */
	public static function others_sql(): string {
		global $wpdb;
		return "SELECT comment_approved, COUNT(*) AS n FROM {$wpdb->comments} FORCE INDEX (comment_approved_date_gmt) WHERE comment_approved < '1' OR comment_approved > '1' GROUP BY comment_approved";
	}
}
