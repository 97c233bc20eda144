<?php
/**
 * Uploaded member files and their imports, kept in the database.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Transfer;

use Mvc\Core\Failure;
use WP_Error;

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the import's own tables (names from $wpdb->prefix), read and written by key; never cached (each step must see the last one's writes).

/**
 * An import is one row of table(): the file's name and size, who uploaded it, its phase and its
 * state (MemberImport), taken by one step at a time through a lease. The file's bytes are
 * ImportChunks', CHUNK bytes a row, sent by the browser one chunk a request (File.slice()):
 * nothing is written to a PHP node's disk, so any node of a cluster takes any request. The refused
 * lines are ImportRefusals'. The chunk and refusal methods here hand over to those two, for callers
 * that know an import only by this class.
 */
final class ImportFiles {

	/**
	 * Bytes a chunk (the last one is shorter): well under nginx's and PHP's 64 MB body limits and
	 * MariaDB's max_allowed_packet, and a small Galera write set.
	 */
	public const CHUNK = 2097152;

	/**
	 * The largest file taken (bytes): 200,000 members with their relations measured 957 MB.
	 */
	public const MAX_SIZE = 8589934592;

	/**
	 * The phase of an import whose chunks are still coming.
	 */
	public const UPLOADING = 'upload';

	/**
	 * The kind, and the phase while it is written, of a member file this site writes
	 * (create_export(), MemberExportJob).
	 */
	public const EXPORT = 'export';

	/**
	 * The imports.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'mvc_member_imports';
	}

	/**
	 * The imports' columns (Schema::tables()).
	 */
	public static function columns(): string {
		return 'id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
kind varchar(10) NOT NULL DEFAULT \'import\',
name varchar(190) NOT NULL DEFAULT \'\',
size bigint(20) unsigned NOT NULL,
created_by bigint(20) unsigned NOT NULL DEFAULT 0,
created_at datetime NOT NULL,
updated_at datetime NOT NULL,
phase varchar(12) NOT NULL DEFAULT \'upload\',
state longtext NOT NULL,
lease_owner char(32) NOT NULL DEFAULT \'\',
lease_until datetime DEFAULT NULL,
PRIMARY KEY  (id),
KEY updated_at (updated_at),
KEY kind (kind,id)';
	}

	/**
	 * The files' chunks.
	 */
	public static function chunks_table(): string {
		return ImportChunks::table();
	}

	/**
	 * The chunks' columns.
	 */
	public static function chunks_columns(): string {
		return ImportChunks::columns();
	}

	/**
	 * The refused lines.
	 */
	public static function refusals_table(): string {
		return ImportRefusals::table();
	}

	/**
	 * The refusals' columns.
	 */
	public static function refusals_columns(): string {
		return ImportRefusals::columns();
	}

	/**
	 * Starts an import of a file of this size.
	 *
	 * @param string $name The file's name, as the browser gave it.
	 * @param int    $size Bytes.
	 * @return int|WP_Error The import's id.
	 */
	public static function create( string $name, int $size ) {
		if ( $size < 1 || $size > self::MAX_SIZE ) {
			return Failure::make( 400, __( 'The file is empty or too large.', 'mvc-core' ), 400 );
		}
		return self::insert( 'import', mb_substr( sanitize_file_name( $name ), 0, 190 ), $size, self::UPLOADING );
	}

	/**
	 * Starts a member file this site writes (MemberExportJob).
	 *
	 * @return int|WP_Error Its id.
	 */
	public static function create_export() {
		return self::insert( self::EXPORT, '', 0, self::EXPORT );
	}

	/**
	 * Adds a row.
	 *
	 * @param string $kind  `import` or EXPORT.
	 * @param string $name  File name.
	 * @param int    $size  Bytes.
	 * @param string $phase Phase.
	 * @return int|WP_Error The row's id.
	 */
	private static function insert( string $kind, string $name, int $size, string $phase ) {
		global $wpdb;
		$now  = current_time( 'mysql', true );
		$done = $wpdb->insert(
			self::table(),
			array(
				'kind'       => $kind,
				'name'       => $name,
				'size'       => $size,
				'created_by' => get_current_user_id(),
				'created_at' => $now,
				'updated_at' => $now,
				'phase'      => $phase,
				'state'      => '{}',
			),
			array( '%s', '%s', '%d', '%d', '%s', '%s', '%s', '%s' )
		);
		return $done ? (int) $wpdb->insert_id : Failure::make( 503, __( 'The import could not be started. Please try again.', 'mvc-core' ), 503 );
	}

	/**
	 * An import's row.
	 *
	 * @param int $id Import id.
	 * @return array{id: int, kind: string, name: string, size: int, created_at: string, updated_at: string, phase: string, state: array<string, mixed>}|null
	 */
	public static function get( int $id ): ?array {
		global $wpdb;
		$table = self::table();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT id, kind, name, size, created_at, updated_at, phase, state FROM {$table} WHERE id = %d", $id ), ARRAY_A );
		if ( ! is_array( $row ) ) {
			return null;
		}
		$state = json_decode( (string) $row['state'], true );
		return array(
			'id'         => (int) $row['id'],
			'kind'       => (string) $row['kind'],
			'name'       => (string) $row['name'],
			'size'       => (int) $row['size'],
			'created_at' => (string) $row['created_at'],
			'updated_at' => (string) $row['updated_at'],
			'phase'      => (string) $row['phase'],
			'state'      => is_array( $state ) ? $state : array(),
		);
	}

	/**
	 * The latest imports, newest first.
	 *
	 * @param int    $limit How many.
	 * @param string $kind  `import` or EXPORT.
	 * @return list<array{id: int, kind: string, name: string, size: int, created_at: string, updated_at: string, phase: string, state: array<string, mixed>}>
	 */
	public static function latest( int $limit, string $kind = 'import' ): array {
		global $wpdb;
		$table = self::table();
		$ids   = $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$table} WHERE kind = %s ORDER BY id DESC LIMIT %d", $kind, $limit ) );
		return array_values( array_filter( array_map( static fn( $id ) => self::get( (int) $id ), $ids ) ) );
	}

	/**
	 * The number of chunks of a file of this size.
	 *
	 * @param int $size Bytes.
	 */
	public static function chunk_count( int $size ): int {
		return ImportChunks::chunk_count( $size );
	}

	/**
	 * Stores one chunk of a file still uploading (again: a chunk sent twice replaces itself).
	 *
	 * @param int    $id   Import id.
	 * @param int    $seq  The chunk's number, from 0.
	 * @param string $data Its bytes.
	 * @return array{received: int, chunks: int}|WP_Error How many chunks the import has of how many.
	 */
	public static function put_chunk( int $id, int $seq, string $data ) {
		return ImportChunks::put_chunk( $id, $seq, $data );
	}

	/**
	 * Adds bytes to a file this site writes, CHUNK bytes a row.
	 *
	 * @param int    $id    Export id.
	 * @param int    $seq   The next chunk's number.
	 * @param string $bytes Bytes.
	 * @return int|false The next chunk's number after them, or false when a part was not stored.
	 */
	public static function append( int $id, int $seq, string $bytes ) {
		return ImportChunks::append( $id, $seq, $bytes );
	}

	/**
	 * Sends a file's chunks, in order, to a stream.
	 *
	 * @param int      $id  File id.
	 * @param resource $out Where to.
	 */
	public static function send( int $id, $out ): void {
		ImportChunks::send( $id, $out );
	}

	/**
	 * One chunk's bytes, or null past the last.
	 *
	 * @param int $id  Import id.
	 * @param int $seq Chunk number.
	 */
	public static function chunk( int $id, int $seq ): ?string {
		return ImportChunks::chunk( $id, $seq );
	}

	/**
	 * Writes an import's phase and state (only while it is in $from, when given).
	 *
	 * @param int                  $id    Import id.
	 * @param string               $phase Phase.
	 * @param array<string, mixed> $state State.
	 * @param string               $from  The phase it must be in, or ''.
	 */
	public static function save( int $id, string $phase, array $state, string $from = '' ): bool {
		global $wpdb;
		$table = self::table();
		$json  = wp_json_encode( (object) $state, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
		$sql   = $wpdb->prepare( "UPDATE {$table} SET phase = %s, state = %s, updated_at = %s WHERE id = %d", $phase, (string) $json, current_time( 'mysql', true ), $id );
		if ( '' !== $from ) {
			$sql .= $wpdb->prepare( ' AND phase = %s', $from );
		}
		return (bool) $wpdb->query( $sql ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared above.
	}

	/**
	 * Takes the import for one step: a conditional UPDATE (no GET_LOCK: Galera does not replicate
	 * it), so two steps of one import never run at once. The lease outlasts the longest a request
	 * may run (PHP's max_execution_time, plus a margin; a step usually takes seconds, the refills
	 * at the end of a big import about a minute), so only a step that died is taken over.
	 *
	 * @param int $id Import id.
	 * @return string The lease's owner key, or '' when another step holds it.
	 */
	public static function lease( int $id ): string {
		global $wpdb;
		$limit   = (int) ini_get( 'max_execution_time' );
		$seconds = ( $limit > 0 ? $limit : 300 ) + 30;
		$owner   = wp_generate_password( 32, false );
		$table   = self::table();
		$now     = current_time( 'mysql', true );
		$taken   = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET lease_owner = %s, lease_until = %s WHERE id = %d AND (lease_until IS NULL OR lease_until < %s)", $owner, gmdate( 'Y-m-d H:i:s', time() + $seconds ), $id, $now ) );
		return $taken ? $owner : '';
	}

	/**
	 * Gives the lease back.
	 *
	 * @param int    $id    Import id.
	 * @param string $owner The lease's owner key.
	 */
	public static function release( int $id, string $owner ): void {
		global $wpdb;
		$table = self::table();
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET lease_owner = '', lease_until = NULL WHERE id = %d AND lease_owner = %s", $id, $owner ) );
	}

	/**
	 * Records refused lines (a line recorded before stays as it was).
	 *
	 * @param int                                                         $id   Import id.
	 * @param array<int, array{line: int, email: string, reason: string}> $rows Refusals.
	 */
	public static function refuse( int $id, array $rows ): void {
		ImportRefusals::refuse( $id, $rows );
	}

	/**
	 * The refused lines among some line numbers.
	 *
	 * @param int $id    Import id.
	 * @param int $first First line number.
	 * @param int $last  Last line number.
	 * @return array<int, true> Line numbers.
	 */
	public static function refused_between( int $id, int $first, int $last ): array {
		return ImportRefusals::refused_between( $id, $first, $last );
	}

	/**
	 * How many lines an import refused.
	 *
	 * @param int $id Import id.
	 */
	public static function refused_count( int $id ): int {
		return ImportRefusals::refused_count( $id );
	}

	/**
	 * A page of the refused lines, in line order.
	 *
	 * @param int $id       Import id.
	 * @param int $page     Page, from 1.
	 * @param int $per_page Lines a page.
	 * @return array{list: list<array{line: int, email: string, reason: string}>, total: int}
	 */
	public static function refusals( int $id, int $page, int $per_page ): array {
		return ImportRefusals::refusals( $id, $page, $per_page );
	}

	/**
	 * Deletes an import with its file and refusals (the members it brought stay).
	 *
	 * @param int $id Import id.
	 */
	public static function delete( int $id ): void {
		global $wpdb;
		ImportChunks::drop_file( $id );
		ImportRefusals::forget( $id );
		$wpdb->delete( self::table(), array( 'id' => $id ), array( '%d' ) );
	}

	/**
	 * Deletes an import's file (its chunks), keeping its row and refusals: when the import ended,
	 * the file is no longer read (a second run is a new upload).
	 *
	 * @param int $id   Import id.
	 * @param int $from The first chunk deleted (0: the whole file).
	 */
	public static function drop_file( int $id, int $from = 0 ): void {
		ImportChunks::drop_file( $id, $from );
	}

	/**
	 * Imports last changed before a time, in a phase (any when ''), at most 100.
	 *
	 * @param string $before UTC `Y-m-d H:i:s`.
	 * @param string $phase  Phase, or ''.
	 * @return int[]
	 */
	public static function idle_since( string $before, string $phase = '' ): array {
		global $wpdb;
		$table = self::table();
		$sql   = $wpdb->prepare( "SELECT id FROM {$table} WHERE updated_at < %s", $before );
		if ( '' !== $phase ) {
			$sql .= $wpdb->prepare( ' AND phase = %s', $phase );
		}
		return array_map( 'intval', $wpdb->get_col( $sql . ' LIMIT 100' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared above.
	}

	/**
	 * The answer for an import that does not exist.
	 */
	public static function not_found(): WP_Error {
		return Failure::make( 404, __( 'This import does not exist (it may have been deleted).', 'mvc-core' ), 404 );
	}
}
