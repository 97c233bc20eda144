<?php
/**
 * The scale bench's jobs, on one of the scale instance's databases (the demo copy or the grown site): the digest
 * (chunks of Digest::BATCH members into the instance's mail sink, their throughput and the time 60,000 members
 * would take; every member with MVC_SCALE_DIGEST_FULL=1), the data export and the account deletion of a member
 * as big as the demo member (a clone of them: their messages, likes, collections, comments and comment likes,
 * so the demo member stays for the next run), the member file of every member (Transfer\MemberExport), and the
 * daily purges. Prints one JSON object.
 *
 * Usage: php bin/scale/jobs.php <WordPress dir> <site url> demo|scale
 *
 * @package Mvc
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals, WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- a command-line script on the bench's own instance; table names from WordPress and Tables.

require __DIR__ . '/load.php';

use Mvc\Core\Data\Tables;
use Mvc\Core\Mail\Digest;
use Mvc\Core\Member\AccountData;

global $wpdb;

/**
 * Runs a job: seconds, queries and the memory it added to the process's peak.
 *
 * @param callable $job The job.
 * @return array{s: float, queries: int, peak_mb: float}
 */
function scale_job( callable $job ): array {
	global $wpdb;
	$queries = $wpdb->num_queries;
	$t0      = microtime( true );
	$job();
	return array(
		's'       => round( microtime( true ) - $t0, 2 ),
		'queries' => $wpdb->num_queries - $queries,
		'peak_mb' => round( memory_get_peak_usage() / 1048576, 1 ),
	);
}

$out = array( 'db' => $wpdb->dbname );
$big = (int) $wpdb->get_var( "SELECT ID FROM {$wpdb->users} WHERE user_email = 'member@example.com'" );

// The digest: chunks of Digest::BATCH members (budget 0: one chunk a call), as the batch event runs them.
$digest        = new Digest();
$recipients    = Digest::recipients_total();
$chunks        = getenv( 'MVC_SCALE_DIGEST_FULL' ) ? PHP_INT_MAX : 3;
$sent          = 0;
$handled       = 0;
$run           = scale_job(
	static function () use ( $digest, $chunks, &$sent, &$handled ): void {
		for ( $i = 0; $i < $chunks; $i++ ) {
			$before   = (int) ( Digest::state()['cursor'] ?? 0 );
			$sent    += $digest->start( time(), 0 );
			$state    = Digest::state();
			$handled += $state ? Digest::recipients_until( (int) $state['cursor'] ) - Digest::recipients_until( $before ) : 0;
			if ( ! $state || $state['finished'] ) {
				break;
			}
		}
	}
);
$per_member    = $handled ? $run['s'] / $handled : 0;
$out['digest'] = $run + array(
	'recipients'        => $recipients,
	'members_handled'   => $handled,
	'sent'              => $sent,
	'ms_per_member'     => round( $per_member * 1000, 1 ),
	'minutes_for_60000' => round( $per_member * 60000 / 60, 1 ),
	'minutes_for_all'   => round( $per_member * $recipients / 60, 1 ),
);

// The export of the demo member (20,000 messages, 5,000 likes, 2,000 comments at scale).
$out['export'] = scale_job(
	static function () use ( $big ): void {
		AccountData::export( $big );
	}
);

// The member file of every member (工具 › 导出会员) into a temporary file: its time, queries, peak memory and size.
$sink    = fopen( 'php://temp/maxmemory:0', 'w+b' );
$trailer = array();
$file    = scale_job(
	static function () use ( $sink, &$trailer ): void {
		$trailer = ( new \Mvc\Core\Transfer\MemberExport() )->write( $sink );
	}
);

$out['members_file'] = $file + array(
	'members' => $trailer['members'] ?? 0,
	'mb'      => round( ftell( $sink ) / 1048576, 1 ),
);
fclose( $sink );

// A clone of the demo member, deleted.
$clone        = (int) wp_insert_user(
	array(
		'user_login' => 'scale_clone_' . time(),
		'user_email' => 'scale-clone-' . time() . '@example.com',
		'user_pass'  => 'password',
		'role'       => 'member',
	)
);
$copy         = scale_job(
	static function () use ( $wpdb, $big, $clone ): void {
		$wpdb->query( $wpdb->prepare( 'INSERT INTO ' . Tables::messages() . ' (user_id, category, type, comment_id, post_id, actor_id, excerpt, status, created_at) SELECT %d, category, type, comment_id, post_id, actor_id, excerpt, status, created_at FROM ' . Tables::messages() . ' WHERE user_id = %d', $clone, $big ) );
		foreach ( array( Tables::likes(), Tables::collections() ) as $table ) {
			$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (user_id, post_id, created_at) SELECT %d, post_id, created_at FROM {$table} WHERE user_id = %d", $clone, $big ) );
		}
		$wpdb->query( $wpdb->prepare( "INSERT INTO {$wpdb->comments} (comment_post_ID, comment_author, comment_author_email, comment_author_url, comment_author_IP, comment_date, comment_date_gmt, comment_content, comment_karma, comment_approved, comment_agent, comment_type, comment_parent, user_id) SELECT comment_post_ID, comment_author, %s, '', comment_author_IP, comment_date, comment_date_gmt, comment_content, 0, comment_approved, '', comment_type, 0, %d FROM {$wpdb->comments} WHERE user_id = %d", 'clone@example.com', $clone, $big ) );
		$wpdb->query( $wpdb->prepare( 'INSERT IGNORE INTO ' . Tables::comment_likes() . ' (user_id, comment_id, created_at) SELECT %d, comment_id, created_at FROM ' . Tables::comment_likes() . ' WHERE user_id = %d', $clone, $big ) );
		// The counts WordPress and the plugin keep, for the copied rows (as their write paths would leave them).
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->comments} c JOIN " . Tables::comment_likes() . ' l ON l.comment_id = c.comment_ID AND l.user_id = %d SET c.comment_karma = c.comment_karma + 1', $clone ) );
		foreach ( $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT comment_post_ID FROM {$wpdb->comments} WHERE user_id = %d", $clone ) ) as $post ) {
			wp_update_comment_count_now( (int) $post );
		}
		delete_option( 'mvc_comment_total' );
	}
);
$out['clone'] = $copy + array(
	'messages' => (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Tables::messages() . ' WHERE user_id = %d', $clone ) ),
	'likes'    => (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Tables::likes() . ' WHERE user_id = %d', $clone ) ),
	'comments' => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->comments} WHERE user_id = %d", $clone ) ),
);
wp_cache_flush();
$out['delete'] = scale_job(
	static function () use ( $clone ): void {
		$deleted = AccountData::delete( $clone );
		if ( true !== $deleted ) {
			fwrite( STDERR, 'jobs: the clone was not deleted: ' . ( is_wp_error( $deleted ) ? $deleted->get_error_message() : 'not a member' ) . " ({$GLOBALS['wpdb']->last_error})\n" );
		}
	}
);

// The daily purges (their WP-Cron hooks).
foreach ( array( 'mvc_purge_expired_sessions', 'mvc_purge_post_views', 'mvc_purge_submissions' ) as $hook ) {
	$out[ 'purge ' . $hook ] = scale_job(
		static function () use ( $hook ): void {
			do_action( $hook ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- the plugin's own hooks.
		}
	);
}
echo wp_json_encode( $out ), "\n";
