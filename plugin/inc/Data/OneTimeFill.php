<?php
/**
 * A table filled once from existing rows, on the first request after an upgrade or after a bulk load.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Data;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the mark's own row and the schema's table list; never cached, as the options API would answer a stale claim.

/**
 * The claim and the mark of a one-time fill, in one autoloaded option (no query per request once
 * done): a whole fill (`claim()`, `run()`, `restart()`: absent, `building <time>`, then `<time>`; a
 * dead claim is taken over after ten minutes, and callers answer from the old queries until done), or
 * a fill by ranges of ids (`ranges()`: about three seconds a request under a lock, so a dead request
 * loses one range at most and each statement stays a small Galera write set). After bulk SQL, delete
 * the option or call the owner's rebuild. See docs/performance.md, "Counts kept on write, and the
 * fills after a bulk import".
 */
final class OneTimeFill {

	/**
	 * A claim older than this (seconds) is taken over.
	 */
	private const TAKE_OVER_AFTER = 600;

	/**
	 * A range lock older than this (seconds) is taken over.
	 */
	private const RANGE_LOCK_TTL = 300;

	/**
	 * Seconds of work per request for a fill by ranges.
	 */
	private const RANGE_SECONDS = 3;

	/**
	 * A fill marked in an option, writing into a table.
	 *
	 * @param string $option The mark (autoloaded).
	 * @param string $table  The table filled: nothing is claimed before the schema has created it.
	 */
	public function __construct( private readonly string $option, private readonly string $table ) {
	}

	/**
	 * Whether the fill is done (the table may be read).
	 */
	public function done(): bool {
		$mark = (string) get_option( $this->option, '' );
		return '' !== $mark && ! str_starts_with( $mark, 'building' );
	}

	/**
	 * Whether the fill has begun: from then on, changes are written to the table as well.
	 */
	public function begun(): bool {
		return '' !== (string) get_option( $this->option, '' );
	}

	/**
	 * Claims the fill for this request: false when it is done, claimed by another live request, or
	 * when the table does not exist yet.
	 */
	public function claim(): bool {
		if ( $this->done() ) {
			return false;
		}
		global $wpdb;
		$mark = (string) get_option( $this->option, '' );
		if ( str_starts_with( $mark, 'building' ) && (int) substr( $mark, 9 ) < time() - self::TAKE_OVER_AFTER ) {
			// Only the dead claim read above is removed: a newer one stays.
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value = %s", $this->option, $mark ) );
			wp_cache_delete( $this->option, 'options' );
			wp_cache_delete( 'alloptions', 'options' );
		}
		if ( $this->table !== $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $this->table ) ) ) ) {
			return false;
		}
		return add_option( $this->option, 'building ' . time(), '', true );
	}

	/**
	 * Drops the mark and claims the fill again (a repair, or after a bulk load).
	 */
	public function restart(): void {
		delete_option( $this->option );
		add_option( $this->option, 'building ' . time(), '', true );
	}

	/**
	 * Runs the fill to its end, whatever the client does, and marks it done.
	 *
	 * @param callable(): void $fill The statements.
	 */
	public function run( callable $fill ): void {
		ignore_user_abort( true );
		if ( function_exists( 'set_time_limit' ) ) {
			set_time_limit( 0 ); // phpcs:ignore Squiz.PHP.DiscouragedFunctions.Discouraged -- a one-time fill of a large site.
		}
		$fill();
		update_option( $this->option, (string) time(), true );
	}

	/**
	 * Claims the fill and runs it, when it is not done and nobody else runs it.
	 *
	 * @param callable(): void $fill The statements.
	 */
	public function run_once( callable $fill ): void {
		if ( $this->claim() ) {
			$this->run( $fill );
		}
	}

	/**
	 * Fills by ranges of ids, resumable: the option holds the next id, then 'done'. One request at a
	 * time (the option `<option>_lock`, taken over after five minutes); each works about three seconds.
	 *
	 * @param string                   $option The progress option.
	 * @param int                      $last   The highest id to reach.
	 * @param int                      $step   Ids per range.
	 * @param callable(int, int): void $range  Fills ids from (excluded) to (included).
	 */
	public static function ranges( string $option, int $last, int $step, callable $range ): void {
		if ( 'done' === get_option( $option ) ) {
			return;
		}
		$lock = $option . '_lock';
		if ( ! add_option( $lock, (string) time(), '', false ) ) {
			if ( (int) get_option( $lock ) > time() - self::RANGE_LOCK_TTL ) {
				return;
			}
			update_option( $lock, (string) time(), false );
		}
		try {
			$from  = (int) get_option( $option, 0 );
			$until = microtime( true ) + self::RANGE_SECONDS;
			while ( $from <= $last && microtime( true ) < $until ) {
				$range( $from, $from + $step );
				$from += $step;
				update_option( $option, (string) $from, true );
			}
			if ( $from > $last ) {
				update_option( $option, 'done', true );
			}
		} finally {
			delete_option( $lock );
		}
	}
}
