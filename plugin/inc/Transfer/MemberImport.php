<?php
/**
 * The member import, one step at a time.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Transfer;

use Mvc\Core\Admin\MemberIndex;
use Mvc\Core\Admin\UserRoles;
use Mvc\Core\Comments\CommentLikes;
use Mvc\Core\Comments\CommentMentionNames;
use Mvc\Core\Member\TagSubscriptions;
use Mvc\Core\Failure;
use WP_Error;

/**
 * Imports an uploaded member file (ImportFiles) in phases: CHECKING (the whole file, refused whole if
 * cut short or changed), ACCOUNTS, RELATIONS (once every member a message names has an account), then
 * FILLING the tables and counts WordPress's hooks would have kept (docs/performance.md, "Counts kept on
 * write"). The wp-admin screen asks for step() after step(); each works about SECONDS and saves where
 * it stopped, so the import survives a closed page or a dead node (a lease keeps two steps apart).
 * Running a file again adds nothing: accounts are found through TransferMap, relations are written
 * with INSERT IGNORE or after looking for them. See docs/operators.md, "Bringing members in".
 */
final class MemberImport {

	public const CHECKING  = 'check';
	public const ACCOUNTS  = 'accounts';
	public const RELATIONS = 'relations';
	public const FILLING   = 'fill';
	public const DONE      = 'done';
	public const REFUSED   = 'refused';

	/**
	 * Refills (fill()), one a step.
	 */
	private const FILLS = 5;

	/**
	 * Member lines a batch.
	 */
	public const BATCH = 500;

	/**
	 * Dictionary lines a batch at most: a member with tens of thousands of messages is described by as
	 * many lines, which then make a batch of their own.
	 */
	public const DICTIONARY_BATCH = 5000;

	/**
	 * How long a step works before it stops at the next batch's end (s).
	 */
	public const SECONDS = 5;

	/**
	 * Runs one step of an import.
	 *
	 * @param int $id Import id.
	 * @return array<string, mixed>|WP_Error status() after the step.
	 */
	public static function step( int $id ) {
		$import = ImportFiles::get( $id );
		if ( null === $import ) {
			return ImportFiles::not_found();
		}
		if ( ! in_array( $import['phase'], array( self::CHECKING, self::ACCOUNTS, self::RELATIONS, self::FILLING ), true ) ) {
			return self::status( $import );
		}
		$owner = ImportFiles::lease( $id );
		if ( '' === $owner ) {
			return Failure::make( 409, __( 'Another step of this import is running. Please wait a moment.', 'mvc-core' ), 409 );
		}
		try {
			$state = $import['state'];
			$phase = $import['phase'];
			$peak  = memory_get_usage();
			if ( self::FILLING === $phase ) {
				// One refill a step (FILLS of them): at 200,000 members they took 64 s together.
				$part            = (int) ( $state['filled'] ?? 0 );
				$state['filled'] = $part + 1;
				if ( ! self::fill( $part, $state ) ) {
					$phase = self::DONE;
				}
			} elseif ( self::CHECKING === $phase ) {
				list( $phase, $state ) = self::check( $id, $state );
			} else {
				list( $phase, $state ) = self::members( $id, $phase, $state );
			}
			$state['memory'] = max( (int) ( $state['memory'] ?? 0 ), memory_get_peak_usage() - $peak );
			ImportFiles::save( $id, $phase, $state );
			if ( in_array( $phase, array( self::DONE, self::REFUSED ), true ) ) {
				// Read no more: the database does not keep a copy of every member file.
				ImportChunks::drop_file( $id );
			}
		} finally {
			ImportFiles::release( $id, $owner );
		}//end try
		return self::status( (array) ImportFiles::get( $id ) );
	}

	/**
	 * A step of the check.
	 *
	 * @param int                  $id    Import id.
	 * @param array<string, mixed> $state State.
	 * @return array{0: string, 1: array<string, mixed>} The phase and state after it.
	 */
	private static function check( int $id, array $state ): array {
		$check    = FileCheck::from_state( (array) ( $state['check'] ?? array() ) );
		$reader   = self::reader( $id, $state );
		$deadline = microtime( true ) + self::SECONDS;
		$lines    = 0;
		while ( true ) {
			$text = $reader->next();
			if ( null === $text ) {
				$result = $check->end();
				if ( is_wp_error( $result ) ) {
					return array( self::REFUSED, array( 'error' => $result->get_error_message() ) );
				}
				return array(
					self::ACCOUNTS,
					array(
						'site'         => (string) ( $result['header']['site'] ?? '' ),
						'exported_at'  => (string) ( $result['header']['exported_at'] ?? '' ),
						'source'       => TransferMap::source( (string) ( $result['header']['site'] ?? '' ) ),
						'lines'        => $result['lines'],
						'members'      => $result['members'],
						'users_before' => self::last_user(),
						'counts'       => array(),
					),
				);
			}
			$error = $check->line( $text );
			if ( $error ) {
				return array( self::REFUSED, array( 'error' => $error->get_error_message() ) );
			}
			++$lines;
			if ( 0 === $lines % 1000 && microtime( true ) > $deadline ) {
				break;
			}
		}//end while
		$state['check']  = $check->state();
		$state['cursor'] = $reader->cursor();
		return array( self::CHECKING, $state );
	}

	/**
	 * A step of the accounts or the relations pass.
	 *
	 * @param int                  $id    Import id.
	 * @param string               $phase ACCOUNTS or RELATIONS.
	 * @param array<string, mixed> $state State.
	 * @return array{0: string, 1: array<string, mixed>} The phase and state after it.
	 */
	private static function members( int $id, string $phase, array $state ): array {
		$source   = (string) $state['source'];
		$writer   = new MemberWriter( $id, $source );
		$reader   = self::reader( $id, $state );
		$number   = (int) ( $state['line'] ?? 0 );
		$counts   = (array) ( $state['counts'] ?? array() );
		$deadline = microtime( true ) + self::SECONDS;
		do {
			$dictionary = new Dictionary( $source );
			$batch      = array();
			$follows    = array();
			$ended      = false;
			$size       = 0;
			$described  = 0;
			while ( $size < self::BATCH && $described < self::DICTIONARY_BATCH ) {
				$text = $reader->next();
				if ( null === $text ) {
					$ended = true;
					break;
				}
				$line = MemberFile::decode( $text );
				++$number;
				if ( 'member' === ( $line['t'] ?? '' ) ) {
					$batch[ $number ] = $line;
					++$size;
				} elseif ( FollowLines::KIND === ( $line['t'] ?? '' ) ) {
					// Added in the relations pass, with the members' other relations.
					if ( self::RELATIONS === $phase ) {
						$follows[ $number ] = $line;
						++$size;
					}
				} elseif ( self::ACCOUNTS === $phase ) {
					$dictionary->add( $line );
					++$described;
				}
			}//end while
			if ( self::ACCOUNTS === $phase ) {
				$dictionary->flush();
				foreach ( $writer->accounts( $batch ) as $key => $n ) {
					$counts[ $key ] = (int) ( $counts[ $key ] ?? 0 ) + $n;
				}
			} else {
				$counts['relations'] = (int) ( $counts['relations'] ?? 0 ) + $writer->relations( $batch ) + FollowLines::import( $id, $source, $follows );
			}
		} while ( ! $ended && microtime( true ) < $deadline );
		$state['counts'] = $counts;
		if ( ! $ended ) {
			$state['cursor'] = $reader->cursor();
			$state['line']   = $number;
			return array( $phase, $state );
		}
		unset( $state['cursor'], $state['line'] );
		return array( self::ACCOUNTS === $phase ? self::RELATIONS : self::FILLING, $state );
	}

	/**
	 * One of the tables and counts kept on write, refilled after the bulk writes (docs/performance.md, "Counts
	 * kept on write"), each one statement or a few over id ranges.
	 *
	 * @param int                  $part  Which (0, 1, …).
	 * @param array<string, mixed> $state State.
	 * @return bool Whether another remains.
	 */
	private static function fill( int $part, array $state ): bool {
		switch ( $part ) {
			case 0:
				UserRoles::rebuild();
				wp_cache_set_users_last_changed();
				break;
			case 1:
				MemberIndex::build();
				break;
			case 2:
				CommentMentionNames::build( (int) ( $state['users_before'] ?? 0 ) );
				break;
			case 3:
				delete_option( TagSubscriptions::COUNTED_OPTION );
				TagSubscriptions::count_all();
				break;
			default:
				CommentLikes::recount_all();
				return false;
		}
		return true;
	}

	/**
	 * A reader at the state's cursor.
	 *
	 * @param int                  $id    Import id.
	 * @param array<string, mixed> $state State.
	 */
	private static function reader( int $id, array $state ): ChunkLines {
		$cursor = (array) ( $state['cursor'] ?? array() );
		return new ChunkLines( $id, (int) ( $cursor['seq'] ?? 0 ), (int) ( $cursor['offset'] ?? 0 ) );
	}

	/**
	 * The highest user id now.
	 */
	private static function last_user(): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->users}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- once per import.
	}

	/**
	 * What the screen shows of an import.
	 *
	 * @param array<string, mixed> $import ImportFiles::get().
	 * @return array<string, mixed>
	 */
	public static function status( array $import ): array {
		$state  = (array) ( $import['state'] ?? array() );
		$cursor = (array) ( $state['cursor'] ?? array() );
		$phase  = (string) ( $import['phase'] ?? '' );
		$read   = (int) ( $cursor['seq'] ?? 0 ) * ImportFiles::CHUNK + (int) ( $cursor['offset'] ?? 0 );
		$counts = (array) ( $state['counts'] ?? array() );
		if ( in_array( $phase, array( self::CHECKING, self::ACCOUNTS, self::RELATIONS ), true ) ) {
			$progress = $import['size'] > 0 ? min( 100, (int) floor( 100 * $read / $import['size'] ) ) : 0;
		} elseif ( self::FILLING === $phase ) {
			$progress = (int) floor( 100 * (int) ( $state['filled'] ?? 0 ) / self::FILLS );
		} else {
			$progress = self::DONE === $phase ? 100 : 0;
		}
		return array(
			'id'          => (int) ( $import['id'] ?? 0 ),
			'name'        => (string) ( $import['name'] ?? '' ),
			'size'        => (int) ( $import['size'] ?? 0 ),
			'phase'       => $phase,
			'progress'    => $progress,
			'site'        => (string) ( $state['site'] ?? '' ),
			'exported_at' => (string) ( $state['exported_at'] ?? '' ),
			'members'     => (int) ( $state['members'] ?? 0 ),
			'created'     => (int) ( $counts['created'] ?? 0 ),
			'found'       => (int) ( $counts['found'] ?? 0 ),
			'refused'     => ImportRefusals::refused_count( (int) ( $import['id'] ?? 0 ) ),
			'relations'   => (int) ( $counts['relations'] ?? 0 ),
			'error'       => (string) ( $state['error'] ?? '' ),
			'created_at'  => (string) ( $import['created_at'] ?? '' ),
		);
	}
}
