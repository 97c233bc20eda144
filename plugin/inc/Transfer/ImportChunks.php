<?php
/**
 * The bytes of member files, kept in the database in chunks.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Transfer;

use Mvc\Core\Failure;
use WP_Error;

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the import's own table (name from $wpdb->prefix), read and written by key; never cached (each step must see the last one's writes).

/**
 * A file is in table(), ImportFiles::CHUNK bytes a row: an upload one chunk a request (a lost
 * request is sent again and replaces its chunk whole), an export as its steps write it.
 */
final class ImportChunks {

	/**
	 * The files' chunks.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'mvc_member_import_chunks';
	}

	/**
	 * The chunks' columns.
	 */
	public static function columns(): string {
		return 'import_id bigint(20) unsigned NOT NULL,
seq int(10) unsigned NOT NULL,
data mediumblob NOT NULL,
PRIMARY KEY  (import_id,seq)';
	}

	/**
	 * The number of chunks of a file of this size.
	 *
	 * @param int $size Bytes.
	 */
	public static function chunk_count( int $size ): int {
		return (int) ceil( $size / ImportFiles::CHUNK );
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
		$import = ImportFiles::get( $id );
		if ( null === $import ) {
			return ImportFiles::not_found();
		}
		if ( ImportFiles::UPLOADING !== $import['phase'] ) {
			return Failure::make( 409, __( 'This file has been uploaded already.', 'mvc-core' ), 409 );
		}
		$chunks   = self::chunk_count( $import['size'] );
		$expected = $seq === $chunks - 1 ? $import['size'] - $seq * ImportFiles::CHUNK : ImportFiles::CHUNK;
		if ( $seq < 0 || $seq >= $chunks || strlen( $data ) !== $expected ) {
			/* translators: 1: the chunk's number, 2: bytes expected. */
			$message = __( 'Part %1$d of the file is not the size expected (%2$d bytes). Please upload the file again.', 'mvc-core' );
			return Failure::make( 400, sprintf( $message, $seq + 1, max( 0, $expected ) ), 400 );
		}
		$table  = self::table();
		$stored = self::store( $id, $seq, $data );
		if ( false === $stored ) {
			return Failure::make( 503, __( 'The part could not be stored. Please try again.', 'mvc-core' ), 503 );
		}
		$received = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE import_id = %d", $id ) );
		if ( $received === $chunks ) {
			ImportFiles::save( $id, MemberImport::CHECKING, array(), ImportFiles::UPLOADING );
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
		foreach ( '' === $bytes ? array() : str_split( $bytes, ImportFiles::CHUNK ) as $part ) {
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
		$table = self::table();
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
		$table = self::table();
		$data  = $wpdb->get_var( $wpdb->prepare( "SELECT data FROM {$table} WHERE import_id = %d AND seq = %d", $id, $seq ) );
		return null === $data ? null : (string) $data;
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
		$table = self::table();
		// A few chunks a statement: a whole file in one transaction would be one Galera write set of its size.
		do {
			$deleted = $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE import_id = %d AND seq >= %d LIMIT 16", $id, $from ) );
		} while ( $deleted );
	}
}
