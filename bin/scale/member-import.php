<?php
/**
 * The member import at scale (issue 28): every member of one of the scale instance's databases is written to a
 * member file (Transfer\MemberExport), given new addresses, logins and WeChat ids and another source site, stored
 * in the database's chunks (ImportFiles) and imported step after step (MemberImport::step(), the code the screen's
 * calls run), so every account is new and every relation resolves against the site's own content, as on a target
 * that imported the content first. Then the same file again (nothing may be added), then everything the import
 * added is deleted. Prints one JSON object: each phase's time, steps, queries, the largest memory a step added,
 * and the rows of the second run.
 *
 * Usage: php bin/scale/member-import.php <WordPress dir> <site url> demo|scale
 *
 * @package Mvc
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals, WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.WP.AlternativeFunctions -- a command-line script on the bench's own instance; table names from WordPress and the plugin.

require __DIR__ . '/load.php';

use Mvc\Core\Admin\MemberIndex;
use Mvc\Core\Admin\UserRoles;
use Mvc\Core\Data\Tables;
use Mvc\Core\Comments\CommentLikes;
use Mvc\Core\Comments\CommentMentionNames;
use Mvc\Core\Member\TagSubscriptions;
use Mvc\Core\Transfer\ImportFiles;
use Mvc\Core\Transfer\MemberExport;
use Mvc\Core\Transfer\MemberFile;
use Mvc\Core\Transfer\MemberImport;
use Mvc\Core\Transfer\TransferMap;

global $wpdb;
const BENCH_SITE = 'https://import-bench.example/';

/**
 * Rows of the tables a member import writes.
 *
 * @return array<string, int>
 */
function import_rows(): array {
	global $wpdb;
	$rows = array();
	foreach ( array( $wpdb->users, $wpdb->usermeta, Tables::likes(), Tables::collections(), Tables::comment_likes(), Tables::tag_subscriptions(), Tables::messages() ) as $table ) {
		$rows[ $table ] = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" );
	}
	return $rows;
}

/**
 * Stores a file in an import's chunks and runs its steps to the end.
 *
 * @param resource $file The member file, rewound.
 * @param int      $size Its size.
 * @return array<string, mixed> Figures.
 */
function import_run( $file, int $size ): array {
	global $wpdb;
	$t0   = microtime( true );
	$id   = ImportFiles::create( 'bench.jsonl', $size );
	$seq  = 0;
	$part = (string) stream_get_contents( $file, ImportFiles::CHUNK );
	while ( '' !== $part ) {
		// php://temp may answer a read short: a part is read to its full size.
		$missing = ImportFiles::CHUNK - strlen( $part );
		while ( $missing > 0 && ! feof( $file ) ) {
			$part   .= (string) stream_get_contents( $file, $missing );
			$missing = ImportFiles::CHUNK - strlen( $part );
		}
		ImportFiles::put_chunk( (int) $id, $seq++, $part );
		$part = (string) stream_get_contents( $file, ImportFiles::CHUNK );
	}
	$figures = array( 'upload_s' => round( microtime( true ) - $t0, 1 ) );
	$phase   = '';
	$status  = array();
	$largest = 0;
	$steps   = 0;
	$queries = $wpdb->num_queries;
	$start   = microtime( true );
	do {
		memory_reset_peak_usage();
		$base   = memory_get_usage();
		$status = MemberImport::step( (int) $id );
		if ( ! is_wp_error( $status ) && ImportFiles::UPLOADING === $status['phase'] ) {
			fwrite( STDERR, "member-import: the file was not stored whole\n" );
			exit( 1 );
		}
		if ( is_wp_error( $status ) ) {
			fwrite( STDERR, 'member-import: ' . $status->get_error_message() . "\n" );
			exit( 1 );
		}
		$largest = max( $largest, memory_get_peak_usage() - $base );
		++$steps;
		wp_cache_flush();
		if ( $status['phase'] !== $phase ) {
			if ( '' !== $phase ) {
				$figures[ $phase . '_s' ] = round( microtime( true ) - $start, 1 );
			}
			$phase = $status['phase'];
			$start = microtime( true );
		}
	} while ( ! in_array( $status['phase'], array( MemberImport::DONE, MemberImport::REFUSED ), true ) );
	ImportFiles::delete( (int) $id );
	return $figures + array(
		'total_s'          => round( microtime( true ) - $t0, 1 ),
		'steps'            => $steps,
		'queries'          => $wpdb->num_queries - $queries,
		'step_peak_mb'     => round( $largest / 1048576, 1 ),
		'members'          => $status['members'],
		'created'          => $status['created'],
		'found'            => $status['found'],
		'refused'          => $status['refused'],
		'relations'        => $status['relations'],
		'error'            => $status['error'],
		'members_a_second' => round( $status['members'] / max( 0.1, microtime( true ) - $t0 ), 0 ),
	);
}

/**
 * Deletes rows of users above an id, a batch at a time.
 *
 * @param string $table  Table.
 * @param string $column Its user column.
 * @param int    $after  The last user id before the import.
 */
function import_forget( string $table, string $column, int $after ): void {
	global $wpdb;
	do {
		$deleted = $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE {$column} > %d LIMIT 20000", $after ) );
	} while ( $deleted );
}

$before_users = (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->users}" );
$out          = array( 'db' => $wpdb->dbname );

// The site's members, renamed into a file of another site.
$t0       = microtime( true );
$exported = fopen( 'php://temp/maxmemory:0', 'w+b' );
( new MemberExport() )->write( $exported );
rewind( $exported );
$renamed = fopen( 'php://temp/maxmemory:0', 'w+b' );
$file    = new MemberFile( $renamed, BENCH_SITE );
for ( $text = fgets( $exported, MemberFile::MAX_LINE + 2 ); false !== $text; $text = fgets( $exported, MemberFile::MAX_LINE + 2 ) ) {
	$line = json_decode( $text, true );
	if ( ! is_array( $line ) || in_array( $line['t'] ?? '', array( 'header', 'trailer' ), true ) ) {
		continue;
	}
	if ( 'member' === $line['t'] ) {
		$line['email'] = 'i-' . $line['email'];
		$line['login'] = 'i_' . $line['login'];
		foreach ( (array) ( $line['wechat'] ?? array() ) as $field => $value ) {
			$line['wechat'][ $field ] = '' === $value ? '' : substr( 'i' . $value, 0, 64 );
		}
	}
	$file->write( $line );
}
$trailer = $file->finish();
fclose( $exported );
$size = (int) ftell( $renamed );
rewind( $renamed );
$out['file'] = array(
	'members' => $trailer['members'],
	'mb'      => round( $size / 1048576, 1 ),
	's'       => round( microtime( true ) - $t0, 1 ),
);

$out['first'] = import_run( $renamed, $size );
$rows         = import_rows();
rewind( $renamed );
$out['second']          = import_run( $renamed, $size );
$out['second']['added'] = array_sum( import_rows() ) - array_sum( $rows );
fclose( $renamed );

// Everything the import added goes.
$t0 = microtime( true );
foreach ( array( Tables::likes(), Tables::collections(), Tables::comment_likes(), Tables::tag_subscriptions(), Tables::messages(), Tables::member_index(), CommentMentionNames::table(), UserRoles::table(), $wpdb->usermeta ) as $table ) {
	import_forget( $table, 'user_id', $before_users );
}
import_forget( $wpdb->users, 'ID', $before_users );
$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . TransferMap::table() . ' WHERE source = %s', TransferMap::source( BENCH_SITE ) ) );
UserRoles::rebuild();
MemberIndex::build();
delete_option( TagSubscriptions::COUNTED_OPTION );
TagSubscriptions::count_all();
CommentLikes::recount_all();
$out['cleanup_s'] = round( microtime( true ) - $t0, 1 );
echo wp_json_encode( $out ), "\n";
