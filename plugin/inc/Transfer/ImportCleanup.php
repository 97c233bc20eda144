<?php
/**
 * Old member imports go.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Transfer;

use Mvc\Core\Module;

/**
 * Once a day (WP-Cron): an upload or an export left unfinished for a day is deleted with its parts,
 * and an import or export untouched for KEEP_DAYS with its file and refused lines (the members it
 * brought stay). An ended import's
 * file is deleted when it ends (MemberImport::step()).
 */
final class ImportCleanup implements Module {

	public const HOOK = 'mvc_purge_member_imports';

	/**
	 * Days an import's report is kept.
	 */
	public const KEEP_DAYS = 30;

	/**
	 * Always applies: WP-Cron runs outside wp-admin.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', array( self::class, 'schedule' ) );
		add_action( self::HOOK, array( self::class, 'purge' ) );
	}

	/**
	 * Schedules the daily run.
	 */
	public static function schedule(): void {
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::HOOK );
		}
	}

	/**
	 * Deletes the old imports (at most 100 of each kind a run).
	 *
	 * @param mixed $now Unix time (the tests'), or the hook's nothing.
	 * @return int Imports deleted.
	 */
	public static function purge( $now = null ): int {
		$now = is_int( $now ) ? $now : time();
		$ids = array_unique(
			array_merge(
				ImportFiles::idle_since( gmdate( 'Y-m-d H:i:s', $now - DAY_IN_SECONDS ), ImportFiles::UPLOADING ),
				ImportFiles::idle_since( gmdate( 'Y-m-d H:i:s', $now - DAY_IN_SECONDS ), ImportFiles::EXPORT ),
				ImportFiles::idle_since( gmdate( 'Y-m-d H:i:s', $now - self::KEEP_DAYS * DAY_IN_SECONDS ) )
			)
		);
		foreach ( $ids as $id ) {
			ImportFiles::delete( $id );
		}
		return count( $ids );
	}
}
