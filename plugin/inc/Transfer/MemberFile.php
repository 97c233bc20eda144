<?php
/**
 * The member file: members and their relations, moved between two sites.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Transfer;

use WP_Error;

/**
 * Format `mvc-members`, version 1: JSON Lines (UTF-8, one object a line, each ending in "\n"), each
 * line's kind in `t`: a `header`, the dictionary (`term`, `post`, `comment`, each described once
 * before its first use by keys another site can find it by), `member` lines and a `trailer` with the
 * count and a SHA-256 of every byte before it. A file whose trailer is missing or disagrees was cut
 * short or changed: refused whole, before anything is read into the site. Later versions only add: a
 * reader ignores unknown fields and refuses an unknown kind with its line number. The table of kinds:
 * docs/operators.md, "Moving members to another site"; why a format of its own: docs/decisions.md.
 */
final class MemberFile {

	public const FORMAT  = 'mvc-members';
	public const VERSION = 1;

	/**
	 * The kinds of line version 1 has.
	 */
	public const KINDS = array( 'header', 'term', 'post', 'comment', 'member', FollowLines::KIND, 'trailer' );

	/**
	 * The longest line read (bytes): a member with every relation fits many times over.
	 */
	public const MAX_LINE = 4194304;

	/**
	 * Where the file is written.
	 *
	 * @var resource
	 */
	private $stream;

	/**
	 * Hash of the bytes written so far.
	 *
	 * @var \HashContext
	 */
	private \HashContext $hash;

	/**
	 * Lines written, the header included.
	 *
	 * @var int
	 */
	private int $lines = 0;

	/**
	 * Member lines written.
	 *
	 * @var int
	 */
	private int $members = 0;

	/**
	 * Whether the trailer is written (the hash is final).
	 *
	 * @var bool
	 */
	private bool $finished = false;

	/**
	 * Starts a file on a stream with its header, or continues one (written in steps) from its state().
	 *
	 * @param resource             $stream A writable stream.
	 * @param string               $site   The source's home URL.
	 * @param array<string, mixed> $resume What state() gave at the end of the last step, or nothing.
	 */
	public function __construct( $stream, string $site, array $resume = array() ) {
		$this->stream = $stream;
		$this->hash   = hash_init( 'sha256' );
		if ( $resume ) {
			$hash = unserialize( (string) base64_decode( (string) ( $resume['hash'] ?? '' ), true ), array( 'allowed_classes' => array( \HashContext::class ) ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize, WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- the state written by state(), only a HashContext allowed.
			if ( $hash instanceof \HashContext ) {
				$this->hash = $hash;
			}
			$this->lines   = (int) ( $resume['lines'] ?? 0 );
			$this->members = (int) ( $resume['members'] ?? 0 );
			return;
		}
		$this->write(
			array(
				't'           => 'header',
				'format'      => self::FORMAT,
				'version'     => self::VERSION,
				'site'        => $site,
				'exported_at' => gmdate( 'Y-m-d\TH:i:s\Z' ),
			)
		);
	}

	/**
	 * Writes one line.
	 *
	 * @param array<string, mixed> $line The line's object, `t` first.
	 */
	public function write( array $line ): void {
		$json = wp_json_encode( $line, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
		$text = ( false === $json ? '{}' : $json ) . "\n";
		hash_update( $this->hash, $text );
		fwrite( $this->stream, $text ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- a stream the caller opened (memory, php://output or a temporary file).
		++$this->lines;
		if ( 'member' === ( $line['t'] ?? '' ) ) {
			++$this->members;
		}
	}

	/**
	 * Where the file is, for the next step to continue it (the constructor's $resume).
	 *
	 * @return array{hash: string, lines: int, members: int}
	 */
	public function state(): array {
		return array(
			'hash'    => $this->finished ? '' : base64_encode( serialize( $this->hash ) ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize, WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- a HashContext (its state, not the bytes), read back only by the constructor.
			'lines'   => $this->lines,
			'members' => $this->members,
		);
	}

	/**
	 * Ends the file with its trailer.
	 *
	 * @return array{lines: int, members: int, sha256: string} What the trailer says.
	 */
	public function finish(): array {
		$this->finished = true;
		$trailer        = array(
			'lines'   => $this->lines,
			'members' => $this->members,
			'sha256'  => hash_final( $this->hash ),
		);
		$json           = wp_json_encode( array( 't' => 'trailer' ) + $trailer );
		fwrite( $this->stream, $json . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- as in write().
		return $trailer;
	}

	/**
	 * Checks a whole file without keeping it in memory: the header, every line (JSON, a known kind,
	 * not too long), and the trailer's count and hash.
	 *
	 * @param resource $stream A readable stream at the file's start.
	 * @return array{header: array<string, mixed>, lines: int, members: int}|WP_Error The header and
	 *     counts, or the first reason the file is refused (Chinese, with the line number).
	 */
	public static function check( $stream ) {
		$check = new FileCheck();
		while ( true ) {
			$text = fgets( $stream, self::MAX_LINE + 2 );
			if ( false === $text ) {
				break;
			}
			$error = $check->line( $text );
			if ( $error ) {
				return $error;
			}
		}
		return $check->end();
	}

	/**
	 * Decodes a line of a file that passed the check.
	 *
	 * @param string $text The line.
	 * @return array<string, mixed>
	 */
	public static function decode( string $text ): array {
		$line = json_decode( $text, true );
		return is_array( $line ) ? $line : array();
	}

	/**
	 * A file cut short or changed after it was written.
	 */
	public static function incomplete(): WP_Error {
		return new WP_Error( 'mvc_transfer_incomplete', __( 'The file is incomplete (its last line is missing or its checksum does not match): nothing was imported.', 'mvc-core' ) );
	}

	/**
	 * A refused line.
	 *
	 * @param int    $number The line's number (from 1).
	 * @param string $reason Why.
	 */
	public static function refusal( int $number, string $reason ): WP_Error {
		return new WP_Error(
			'mvc_transfer_bad_line',
			/* translators: 1: line number, 2: the reason. */
			sprintf( __( 'Line %1$d: %2$s', 'mvc-core' ), $number, $reason ),
			array( 'line' => $number )
		);
	}
}
