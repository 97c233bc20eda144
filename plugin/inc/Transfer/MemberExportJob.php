<?php
/**
 * The member file written in steps, kept in the database until it is downloaded.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Transfer;

use Mvc\Core\Failure;
use Mvc\Core\Member\Role;
use WP_Error;

/**
 * 工具 › 导出会员 runs it: start() makes an export row (ImportFiles, kind EXPORT), each step()
 * writes the members of about SECONDS (MemberExport::step(), whole batches) into the row's chunks
 * and saves where it stopped (the last member id and the file's hash, line and member counts), so
 * no request has to outlast PHP's time limit and a died step is run again from there (a lease keeps
 * two steps apart). The last step writes the trailer; the file is then downloaded from the chunks.
 * A new export deletes the earlier ones.
 */
final class MemberExportJob {

	/**
	 * How long a step writes before it stops at the next batch's end (s).
	 */
	public const SECONDS = 5;

	/**
	 * The phase of a file written whole.
	 */
	public const DONE = 'done';

	/**
	 * Starts an export.
	 *
	 * @return int|WP_Error Its id.
	 */
	public static function start() {
		// One member file at a time: the database keeps no pile of copies of every member.
		foreach ( ImportFiles::latest( 10, ImportFiles::EXPORT ) as $earlier ) {
			ImportFiles::delete( $earlier['id'] );
		}
		$id = ImportFiles::create_export();
		if ( is_wp_error( $id ) ) {
			return $id;
		}
		ImportFiles::save(
			$id,
			ImportFiles::EXPORT,
			array(
				'after'   => 0,
				'seq'     => 0,
				'total'   => (int) ( count_users()['avail_roles'][ Role::NAME ] ?? 0 ),
				'file'    => array(),
				'site'    => home_url( '/' ),
				'started' => time(),
			)
		);
		return $id;
	}

	/**
	 * Writes one step.
	 *
	 * @param int $id Export id.
	 * @return array<string, mixed>|WP_Error status() after it.
	 */
	public static function step( int $id ) {
		$export = ImportFiles::get( $id );
		if ( null === $export || ImportFiles::EXPORT !== $export['kind'] ) {
			return ImportFiles::not_found();
		}
		if ( ImportFiles::EXPORT !== $export['phase'] ) {
			return self::status( $export );
		}
		$owner = ImportFiles::lease( $id );
		if ( '' === $owner ) {
			return Failure::make( 409, __( 'Another step of this export is running. Please wait a moment.', 'mvc-core' ), 409 );
		}
		try {
			$state  = $export['state'];
			$stream = fopen( 'php://temp/maxmemory:67108864', 'w+b' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- PHP's memory (a disk file only past 64 MB).
			$file   = new MemberFile( $stream, (string) $state['site'], (array) $state['file'] );
			/**
			 * Filters how long a step of the member export writes (seconds) before it stops at a batch's end.
			 *
			 * @param int $seconds SECONDS.
			 */
			$seconds = (int) apply_filters( 'mvc_member_export_step_seconds', self::SECONDS );
			$result  = ( new MemberExport() )->step( $file, (int) $state['after'], microtime( true ) + $seconds, (int) ( $state['follows'] ?? -1 ) );
			$phase   = ImportFiles::EXPORT;
			if ( $result['ended'] ) {
				$file->finish();
				$phase = self::DONE;
			}
			$ended = $result['ended'];
			$size  = (int) ftell( $stream );
			rewind( $stream );
			$seq = ImportChunks::append( $id, (int) $state['seq'], (string) stream_get_contents( $stream ) );
			fclose( $stream ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- the stream opened above.
			if ( false === $seq ) {
				return Failure::make( 503, __( 'The server is busy. Please try again.', 'mvc-core' ), 503 );
			}
			if ( $ended ) {
				// Parts a step that died after writing them left past the end.
				ImportChunks::drop_file( $id, $seq );
			}
			$state = array(
				'after'   => $result['after'],
				'follows' => $result['follows'],
				'seq'     => $seq,
				'file'    => $file->state(),
				'bytes'   => (int) ( $state['bytes'] ?? 0 ) + $size,
			) + $state;
			ImportFiles::save( $id, $phase, $state );
		} finally {
			ImportFiles::release( $id, $owner );
		}//end try
		return self::status( (array) ImportFiles::get( $id ) );
	}

	/**
	 * What the screen shows of an export.
	 *
	 * @param array<string, mixed> $export ImportFiles::get().
	 * @return array{id: int, phase: string, members: int, total: int, progress: int, bytes: int, created_at: string}
	 */
	public static function status( array $export ): array {
		$state   = (array) ( $export['state'] ?? array() );
		$members = (int) ( ( (array) ( $state['file'] ?? array() ) )['members'] ?? 0 );
		$total   = max( $members, (int) ( $state['total'] ?? 0 ) );
		$done    = self::DONE === ( $export['phase'] ?? '' );
		return array(
			'id'         => (int) ( $export['id'] ?? 0 ),
			'phase'      => (string) ( $export['phase'] ?? '' ),
			'members'    => $members,
			'total'      => $total,
			'progress'   => $done ? 100 : ( $total ? min( 99, (int) floor( 100 * $members / $total ) ) : 0 ),
			'bytes'      => (int) ( $state['bytes'] ?? 0 ),
			'created_at' => (string) ( $export['created_at'] ?? '' ),
		);
	}
}
