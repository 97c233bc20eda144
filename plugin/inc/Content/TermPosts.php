<?php
/**
 * A narrow list index of each category's published posts, kept on write.
 *
 * @package Mvc
 */

namespace Mvc\Core\Content;

/**
 * `{prefix}mvc_term_posts (term_taxonomy_id, post_date, post_id)`: one narrow row per published post
 * and category, so a page far from both ends of a category list is an index-only range (page 1,000 of
 * 2,000 skips 20,000 rows of ~30 bytes instead of walking wp_posts' date index and probing
 * term_relationships for each post); the theme's list pages read page_ids(). Kept on write by
 * clean_post_cache and set_object_terms. Rows written without hooks (bulk SQL, an importer that
 * suspends cache invalidation) are not seen: delete BUILT_OPTION to fill again. See
 * docs/performance.md, "Lists, pages and the article's queries".
 */
final class TermPosts {

	/**
	 * The option that holds the fill's state: array{cursor: int, done: bool}.
	 */
	public const BUILT_OPTION = 'mvc_term_posts_built';

	/**
	 * Post ids the fill takes a request.
	 */
	public const STEP = 20000;

	/**
	 * The table's name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'mvc_term_posts';
	}

	/**
	 * The table's columns and keys (Schema::tables()).
	 */
	public static function columns(): string {
		return 'term_taxonomy_id bigint(20) unsigned NOT NULL,
post_date datetime NOT NULL,
post_id bigint(20) unsigned NOT NULL,
PRIMARY KEY  (term_taxonomy_id,post_date,post_id),
KEY post_id (post_id)';
	}

	/**
	 * Adds the hooks (called by ContentVersion::register()).
	 */
	public static function register(): void {
		add_action( 'clean_post_cache', array( self::class, 'on_clean_post' ), 10, 2 );
		add_action( 'set_object_terms', array( self::class, 'on_object_terms' ), 10, 4 );
		add_action( 'deleted_term_taxonomy', array( self::class, 'forget_term' ) );
		add_action( 'init', array( self::class, 'maybe_fill' ), 20 );
	}

	/**
	 * A post's row changed (or went): its rows are rewritten.
	 *
	 * @param int           $post_id Post id.
	 * @param \WP_Post|null $post    The post, when it still exists.
	 */
	public static function on_clean_post( $post_id, $post = null ): void {
		if ( $post instanceof \WP_Post && 'post' !== $post->post_type ) {
			return;
		}
		self::sync( (int) $post_id );
	}

	/**
	 * A post's categories changed.
	 *
	 * @param int    $object_id Object id.
	 * @param mixed  $terms     Terms given.
	 * @param mixed  $tt_ids    Term taxonomy ids now.
	 * @param string $taxonomy  Taxonomy.
	 */
	public static function on_object_terms( $object_id, $terms = null, $tt_ids = null, $taxonomy = '' ): void {
		if ( 'category' === $taxonomy ) {
			self::sync( (int) $object_id );
		}
	}

	/**
	 * A deleted category's rows go with it.
	 *
	 * @param int $tt_id Term taxonomy id.
	 */
	public static function forget_term( $tt_id ): void {
		global $wpdb;
		$table = self::table();
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE term_taxonomy_id = %d", (int) $tt_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- table name from table().
	}

	/**
	 * Rewrites one post's rows as wp_posts and term_relationships have it now: none unless it is a
	 * published post, one per category.
	 *
	 * @param int $post_id Post id.
	 */
	public static function sync( int $post_id ): void {
		global $wpdb;
		if ( $post_id <= 0 ) {
			return;
		}
		$table = self::table();
     // phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- table names from WordPress and table().
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE post_id = %d", $post_id ) );
		$wpdb->query(
			$wpdb->prepare(
				"INSERT IGNORE INTO {$table} (term_taxonomy_id, post_date, post_id)
				SELECT tr.term_taxonomy_id, p.post_date, p.ID
				FROM {$wpdb->posts} p
				INNER JOIN {$wpdb->term_relationships} tr ON tr.object_id = p.ID
				INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id AND tt.taxonomy = 'category'
				WHERE p.ID = %d AND p.post_type = 'post' AND p.post_status = 'publish'",
				$post_id
			)
		);
     // phpcs:enable
	}

	/**
	 * Whether the table holds every published post (the fill has ended).
	 */
	public static function built(): bool {
		$state = get_option( self::BUILT_OPTION );
		return is_array( $state ) && ! empty( $state['done'] );
	}

	/**
	 * Runs one step of the fill on a request when the table is not built yet.
	 */
	public static function maybe_fill(): void {
		if ( ! self::built() && ! wp_installing() ) {
			self::fill();
		}
	}

	/**
	 * One step of the fill: the rows of the published posts with ids after the cursor, STEP ids at
	 * a time ($steps steps), then the cursor moves on. Resumable; one request at a time (a transient
	 * claim); rows written meanwhile by sync() stay (INSERT IGNORE).
	 *
	 * @param  int $steps Steps to take (0: until the end).
	 * @return bool Whether the table is built now.
	 */
	public static function fill( int $steps = 1 ): bool {
		global $wpdb;
		$state = get_option( self::BUILT_OPTION );
		if ( is_array( $state ) && ! empty( $state['done'] ) ) {
			return true;
		}
		if ( get_transient( self::BUILT_OPTION . '_claim' ) ) {
			return false;
		}
		set_transient( self::BUILT_OPTION . '_claim', 1, MINUTE_IN_SECONDS );
		$cursor = is_array( $state ) ? (int) ( $state['cursor'] ?? 0 ) : 0;
		$last   = (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->posts}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one read per fill step.
		$done   = false;
		for ( $step = 0; 0 === $steps || $step < $steps; $step++ ) {
			self::fill_range( $cursor, $cursor + self::STEP );
			$cursor += self::STEP;
			$done    = $cursor >= $last;
			update_option(
				self::BUILT_OPTION,
				array(
					'cursor' => $cursor,
					'done'   => $done,
				),
				true
			);
			if ( $done ) {
				break;
			}
		}
		delete_transient( self::BUILT_OPTION . '_claim' );
		return $done;
	}

	/**
	 * Adds the rows of the published posts with ids in ( $after, $upto ].
	 *
	 * @param int $after Last id of the previous step.
	 * @param int $upto  Last id of this step.
	 */
	private static function fill_range( int $after, int $upto ): void {
		global $wpdb;
		$table = self::table();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- table names from WordPress and table().
		$wpdb->query(
			$wpdb->prepare(
				"INSERT IGNORE INTO {$table} (term_taxonomy_id, post_date, post_id)
				SELECT tr.term_taxonomy_id, p.post_date, p.ID
				FROM {$wpdb->posts} p
				INNER JOIN {$wpdb->term_relationships} tr ON tr.object_id = p.ID
				INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id AND tt.taxonomy = 'category'
				WHERE p.ID > %d AND p.ID <= %d AND p.post_type = 'post' AND p.post_status = 'publish'",
				$after,
				$upto
			)
		);
		// phpcs:enable
	}

	/**
	 * The ids of one page of a category's published posts, newest first (post date, then id), read
	 * from the table's key (index-only, no filesort), or null while the table is not built.
	 *
	 * @param  int  $tt_id    The category's term taxonomy id.
	 * @param  int  $offset   Posts before the page, newest first.
	 * @param  int  $number   Posts on the page.
	 * @param  bool $reversed Read oldest first from the other end ($offset then counts from the oldest).
	 * @return string|null A derived table `SELECT post_id … LIMIT …` for the list's join, or null.
	 */
	public static function page_sql( int $tt_id, int $offset, int $number, bool $reversed = false ): ?string {
		global $wpdb;
		if ( $tt_id <= 0 || $number <= 0 || $offset < 0 || ! self::built() ) {
			return null;
		}
		$order = $reversed ? 'ASC' : 'DESC';
		$table = self::table();
		return $wpdb->prepare(
			"SELECT post_id FROM {$table} WHERE term_taxonomy_id = %d ORDER BY post_date {$order}, post_id {$order} LIMIT %d, %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from table(), order a constant.
			$tt_id,
			$offset,
			$number
		);
	}
}
