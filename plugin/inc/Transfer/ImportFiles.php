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
 * state (MemberImport). The file itself is in chunks_table(), CHUNK bytes a row, sent by the
 * browser one chunk a request (File.slice()): nothing is written to a PHP node's disk, so any node
 * of a cluster takes any request, and a lost request is sent again (a chunk is replaced whole).
 * The refused lines are in refusals_table(), one row per line number, so a step run twice records
 * a refusal once.
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
	 * The files' chunks.
	 */
	public static function chunks_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'mvc_member_import_chunks';
	}

	/**
	 * The refused lines.
	 */
	public static function refusals_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'mvc_member_import_refusals';
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
	 * The chunks' columns.
	 */
	public static function chunks_columns(): string {
		return 'import_id bigint(20) unsigned NOT NULL,
seq int(10) unsigned NOT NULL,
data mediumblob NOT NULL,
PRIMARY KEY  (import_id,seq)';
	}

	/**
	 * The refusals' columns.
	 */
	public static function refusals_columns(): string {
		return 'import_id bigint(20) unsigned NOT NULL,
line int(10) unsigned NOT NULL,
email varchar(100) NOT NULL DEFAULT \'\',
reason varchar(255) NOT NULL DEFAULT \'\',
PRIMARY KEY  (import_id,line)';
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
		return (int) ceil( $size / self::CHUNK );
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
		global $wpdb;
		$import = self::get( $id );
		if ( null === $import ) {
			return self::not_found();
		}
		if ( self::UPLOADING !== $import['phase'] ) {
			return Failure::make( 409, __( 'This file has been uploaded already.', 'mvc-core' ), 409 );
		}
		$chunks   = self::chunk_count( $import['size'] );
		$expected = $seq === $chunks - 1 ? $import['size'] - $seq * self::CHUNK : self::CHUNK;
		if ( $seq < 0 || $seq >= $chunks || strlen( $data ) !== $expected ) {
			/* translators: 1: the chunk's number, 2: bytes expected. */
			$message = __( 'Part %1$d of the file is not the size expected (%2$d bytes). Please upload the file again.', 'mvc-core' );
			return Failure::make( 400, sprintf( $message, $seq + 1, max( 0, $expected ) ), 400 );
		}
		$table  = self::chunks_table();
		$stored = self::store( $id, $seq, $data );
		if ( false === $stored ) {
			return Failure::make( 503, __( 'The part could not be stored. Please try again.', 'mvc-core' ), 503 );
		}
		$received = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE import_id = %d", $id ) );
		if ( $received === $chunks ) {
			self::save( $id, MemberImport::CHECKING, array(), self::UPLOADING );
		}
		return array(
			'received' => $received,
			'chunks'   => $chunks,
		);
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
		foreach ( '' === $bytes ? array() : str_split( $bytes, self::CHUNK ) as $part ) {
			if ( ! self::store( $id, $seq, $part ) ) {
				return false;
			}
			++$seq;
		}
		return $seq;
	}

	/**
	 * Stores one chunk (again: it replaces itself). The bytes go as base64, so the statement is ASCII:
	 * a chunk ends wherever its size does, often inside a UTF-8 character, and wpdb refuses a
	 * statement with text that is not valid UTF-8.
	 *
	 * @param int    $id   File id.
	 * @param int    $seq  Chunk number.
	 * @param string $data Bytes.
	 */
	private static function store( int $id, int $seq, string $data ): bool {
		global $wpdb;
		$table = self::chunks_table();
		return false !== $wpdb->query( $wpdb->prepare( "REPLACE INTO {$table} (import_id, seq, data) VALUES (%d, %d, FROM_BASE64(%s))", $id, $seq, base64_encode( $data ) ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- binary data through an ASCII statement, decoded by MariaDB.
	}

	/**
	 * Sends a file's chunks, in order, to a stream.
	 *
	 * @param int      $id  File id.
	 * @param resource $out Where to.
	 */
	public static function send( int $id, $out ): void {
		for ( $seq = 0, $data = self::chunk( $id, 0 ); null !== $data; $data = self::chunk( $id, ++$seq ) ) {
			fwrite( $out, $data ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- the response body (php://output) or a test's memory stream.
		}
	}

	/**
	 * One chunk's bytes, or null past the last.
	 *
	 * @param int $id  Import id.
	 * @param int $seq Chunk number.
	 */
	public static function chunk( int $id, int $seq ): ?string {
		global $wpdb;
		$table = self::chunks_table();
		$data  = $wpdb->get_var( $wpdb->prepare( "SELECT data FROM {$table} WHERE import_id = %d AND seq = %d", $id, $seq ) );
		return null === $data ? null : (string) $data;
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
		global $wpdb;
		if ( ! $rows ) {
			return;
		}
		$values = array();
		foreach ( $rows as $row ) {
			$values[] = $wpdb->prepare( '(%d, %d, %s, %s)', $id, $row['line'], mb_substr( $row['email'], 0, 100 ), mb_substr( $row['reason'], 0, 255 ) );
		}
		$wpdb->query( 'INSERT IGNORE INTO ' . self::refusals_table() . ' (import_id, line, email, reason) VALUES ' . implode( ', ', $values ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- each row prepared above.
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
		global $wpdb;
		$table = self::refusals_table();
		$lines = $wpdb->get_col( $wpdb->prepare( "SELECT line FROM {$table} WHERE import_id = %d AND line BETWEEN %d AND %d", $id, $first, $last ) );
		return array_fill_keys( array_map( 'intval', $lines ), true );
	}

	/**
	 * How many lines an import refused.
	 *
	 * @param int $id Import id.
	 */
	public static function refused_count( int $id ): int {
		global $wpdb;
		$table = self::refusals_table();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE import_id = %d", $id ) );
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
		global $wpdb;
		$table = self::refusals_table();
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT line, email, reason FROM {$table} WHERE import_id = %d ORDER BY line LIMIT %d OFFSET %d", $id, $per_page, ( $page - 1 ) * $per_page ), ARRAY_A );
		return array(
			'list'  => array_map(
				static fn( array $row ): array => array(
					'line'   => (int) $row['line'],
					'email'  => (string) $row['email'],
					'reason' => (string) $row['reason'],
				),
				$rows
			),
			'total' => self::refused_count( $id ),
		);
	}

	/**
	 * Deletes an import with its file and refusals (the members it brought stay).
	 *
	 * @param int $id Import id.
	 */
	public static function delete( int $id ): void {
		global $wpdb;
		self::drop_file( $id );
		$table = self::refusals_table();
		do {
			$deleted = $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE import_id = %d LIMIT 10000", $id ) );
		} while ( $deleted );
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
		global $wpdb;
		$table = self::chunks_table();
		// A few chunks a statement: a whole file in one transaction would be one Galera write set of its size.
		do {
			$deleted = $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE import_id = %d AND seq >= %d LIMIT 16", $id, $from ) );
		} while ( $deleted );
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
