<?php
/**
 * Keeps the search index fresh, and fills it from the existing articles in batches.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Search;

use Mvc\Core\Module;
use Mvc\Core\Security\Lock;
use WP_Post;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the backfill reads articles in key order in batches; never cached.

/**
 * Keeps the search index fresh and fills it on an existing site. Every save (`wp_after_insert_post`,
 * once terms and meta are saved, also for a scheduled post going live) and category change syncs the
 * post's row; leaving `publish` and deletion remove it. The backfill is the WP-Cron event HOOK, BATCH
 * articles a run for at most SECONDS, resumable from CURSOR_OPTION, one run at a time on every node
 * (Lock); Search answers from the index only once BUILT_OPTION is set. Running it without WP-Cron and
 * starting over: docs/performance.md, "Search".
 */
final class Upkeep implements Module {

	public const HOOK = 'mvc_search_backfill';

	public const CURSOR_OPTION = 'mvc_search_cursor';

	public const BUILT_OPTION = 'mvc_search_built';

	/**
	 * Articles read and written per statement.
	 */
	public const BATCH = 200;

	/**
	 * Seconds of work per WP-Cron run.
	 */
	public const SECONDS = 25;

	/**
	 * Always applies: posts change in wp-admin, REST, cron and WP-CLI alike.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'wp_after_insert_post', array( self::class, 'saved' ), 10, 2 );
		add_action( 'set_object_terms', array( self::class, 'terms_set' ), 10, 4 );
		add_action( 'transition_post_status', array( self::class, 'transition' ), 10, 3 );
		add_action( 'deleted_post', array( self::class, 'deleted' ) );
		add_action( self::HOOK, array( self::class, 'run' ) );
		add_action( 'init', array( self::class, 'maybe_schedule' ), 20 );
	}

	/**
	 * `wp_after_insert_post`: the row of a saved post.
	 *
	 * @param int   $post_id Post id.
	 * @param mixed $post    Post.
	 */
	public static function saved( $post_id, $post ): void {
		if ( $post instanceof WP_Post && in_array( $post->post_type, Index::POST_TYPES, true ) && ! wp_is_post_revision( $post ) ) {
			Index::sync( (int) $post_id );
		}
	}

	/**
	 * `set_object_terms`: categories changed outside a save (the filter's tokens).
	 *
	 * @param int    $object_id Post id.
	 * @param mixed  $terms     Terms given.
	 * @param mixed  $tt_ids    Term taxonomy ids.
	 * @param string $taxonomy  Taxonomy.
	 */
	public static function terms_set( $object_id, $terms, $tt_ids, $taxonomy ): void {
		unset( $terms, $tt_ids );
		if ( 'category' !== $taxonomy ) {
			return;
		}
		$post = get_post( (int) $object_id );
		if ( $post instanceof WP_Post && Index::belongs( $post ) ) {
			Index::sync( $post->ID );
		}
	}

	/**
	 * `transition_post_status`: out of `publish`, out of the index at once.
	 *
	 * @param string $new_status New status.
	 * @param string $old_status Old status.
	 * @param mixed  $post       Post.
	 */
	public static function transition( $new_status, $old_status, $post ): void {
		if ( 'publish' === $old_status && 'publish' !== $new_status && $post instanceof WP_Post && in_array( $post->post_type, Index::POST_TYPES, true ) ) {
			Index::remove( $post->ID );
		}
	}

	/**
	 * `deleted_post`: its row goes.
	 *
	 * @param int $post_id Post id.
	 */
	public static function deleted( $post_id ): void {
		Index::remove( (int) $post_id );
	}

	/**
	 * Whether the index holds every article (the search reads it only then).
	 */
	public static function built(): bool {
		return (bool) (int) get_option( self::BUILT_OPTION, 0 );
	}

	/**
	 * `init`: schedules the backfill while the index is not complete.
	 */
	public static function maybe_schedule(): void {
		if ( self::built() ) {
			return;
		}
		if ( false === get_option( self::BUILT_OPTION ) ) {
			// Present and autoloaded from now on, so that reading it costs no query on any request.
			add_option( self::BUILT_OPTION, '0', '', true );
		}
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_single_event( time(), self::HOOK );
		}
	}

	/**
	 * The WP-Cron event: a run of the backfill, the next one scheduled while work remains.
	 */
	public static function run(): void {
		if ( ! self::backfill( self::SECONDS ) ) {
			wp_schedule_single_event( time(), self::HOOK );
		}
	}

	/**
	 * Indexes the articles after the cursor, batch by batch, for about $seconds seconds.
	 *
	 * @param int $seconds Seconds of work at most (a batch started is finished).
	 * @return bool Whether the index is complete.
	 */
	public static function backfill( int $seconds ): bool {
		$done = Lock::run(
			self::HOOK,
			static function () use ( $seconds ): bool {
				$until = microtime( true ) + $seconds;
				do {
					$complete = self::batch();
				} while ( ! $complete && microtime( true ) < $until );
				return $complete;
			},
			0,
			$seconds + 120
		);
		return true === $done;
	}

	/**
	 * Indexes the next BATCH articles after the cursor.
	 *
	 * @return bool Whether that was the last batch.
	 */
	public static function batch(): bool {
		global $wpdb;
		$cursor = (int) get_option( self::CURSOR_OPTION, 0 );
		$types  = Index::POST_TYPES;
		$found  = $wpdb->get_results(
			$wpdb->prepare(
				'SELECT * FROM %i WHERE ID > %d AND post_status = %s AND post_type IN (' . implode( ', ', array_fill( 0, count( $types ), '%s' ) ) . ') ORDER BY ID LIMIT %d', // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- one %s per type.
				$wpdb->posts,
				$cursor,
				'publish',
				...array_merge( $types, array( self::BATCH ) )
			)
		);
		$posts  = array_map( static fn( $row ): WP_Post => new WP_Post( $row ), (array) $found );
		if ( $posts ) {
			$categories = Index::category_ids( array_map( static fn( WP_Post $post ): int => (int) $post->ID, $posts ) );
			$rows       = array();
			foreach ( $posts as $post ) {
				if ( Index::belongs( $post ) ) {
					$rows[] = Index::row( $post, $categories[ $post->ID ] ?? array() );
				}
			}
			Index::write( $rows );
			update_option( self::CURSOR_OPTION, (int) end( $posts )->ID, false );
		}
		if ( count( $posts ) < self::BATCH ) {
			update_option( self::BUILT_OPTION, (string) time(), true );
			return true;
		}
		return false;
	}
}
