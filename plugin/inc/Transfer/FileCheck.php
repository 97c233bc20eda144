<?php
/**
 * The check of a member file, a line at a time.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Transfer;

use WP_Error;

/**
 * Fed a member file's lines in order (line()), then told it ended (end()), it says whether the
 * file is whole: the header, every line JSON of a known kind and not too long, and the trailer's
 * count and hash (MemberFile). Its state fits in a database row (state(), from_state()), so the
 * check of a big file runs over several requests.
 */
final class FileCheck {

	/**
	 * Lines read.
	 *
	 * @var int
	 */
	private int $number = 0;

	/**
	 * Member lines read.
	 *
	 * @var int
	 */
	private int $members = 0;

	/**
	 * The header line.
	 *
	 * @var array<string, mixed>|null
	 */
	private ?array $header = null;

	/**
	 * The trailer line.
	 *
	 * @var array<string, mixed>|null
	 */
	private ?array $trailer = null;

	/**
	 * Hash of the lines before the trailer.
	 *
	 * @var \HashContext
	 */
	private \HashContext $hash;

	/**
	 * Starts a check.
	 */
	public function __construct() {
		$this->hash = hash_init( 'sha256' );
	}

	/**
	 * Reads the next line.
	 *
	 * @param string $text The line with its "\n" (without it: cut short, or too long).
	 * @return WP_Error|null Why the file is refused, or null.
	 */
	public function line( string $text ): ?WP_Error {
		$number = ++$this->number;
		if ( null !== $this->trailer ) {
			return MemberFile::refusal( $number, __( 'There is more after the last line (the trailer).', 'mvc-core' ) );
		}
		if ( ! str_ends_with( $text, "\n" ) ) {
			return strlen( $text ) > MemberFile::MAX_LINE
				? MemberFile::refusal( $number, __( 'The line is too long.', 'mvc-core' ) )
				: MemberFile::incomplete();
		}
		$line = json_decode( $text, true );
		if ( ! is_array( $line ) || ! isset( $line['t'] ) || ! is_string( $line['t'] ) ) {
			return MemberFile::refusal( $number, __( 'The line is not a valid JSON object with its kind ("t").', 'mvc-core' ) );
		}
		if ( ! in_array( $line['t'], MemberFile::KINDS, true ) ) {
			/* translators: %s: the kind of line. */
			return MemberFile::refusal( $number, sprintf( __( 'Unknown kind of line: %s.', 'mvc-core' ), $line['t'] ) );
		}
		if ( 1 === $number ) {
			if ( 'header' !== $line['t'] || MemberFile::FORMAT !== ( $line['format'] ?? '' ) ) {
				return new WP_Error( 'mvc_transfer_not_member_file', __( 'This is not a member file of this site (its first line is not the header of the mvc-members format).', 'mvc-core' ) );
			}
			if ( ! is_int( $line['version'] ?? null ) || $line['version'] > MemberFile::VERSION ) {
				return new WP_Error( 'mvc_transfer_version', __( 'The file was written by a newer version of the plugin: update the plugin first.', 'mvc-core' ) );
			}
			$this->header = $line;
		} elseif ( 'header' === $line['t'] ) {
			return MemberFile::refusal( $number, __( 'A second header.', 'mvc-core' ) );
		}
		if ( 'trailer' === $line['t'] ) {
			$this->trailer = $line;
			return null;
		}
		hash_update( $this->hash, $text );
		if ( 'member' === $line['t'] ) {
			++$this->members;
		}
		return null;
	}

	/**
	 * The file ended: whether it is whole.
	 *
	 * @return array{header: array<string, mixed>, lines: int, members: int}|WP_Error The header and
	 *     counts, or why the file is refused.
	 */
	public function end() {
		if ( null === $this->header ) {
			return new WP_Error( 'mvc_transfer_empty', __( 'The file is empty.', 'mvc-core' ) );
		}
		$lines = $this->number - ( null === $this->trailer ? 0 : 1 );
		if (
			null === $this->trailer
			|| ( $this->trailer['lines'] ?? null ) !== $lines
			|| ( $this->trailer['members'] ?? null ) !== $this->members
			|| ! hash_equals( hash_final( $this->hash ), (string) ( $this->trailer['sha256'] ?? '' ) )
		) {
			return MemberFile::incomplete();
		}
		return array(
			'header'  => $this->header,
			'lines'   => $lines,
			'members' => $this->members,
		);
	}

	/**
	 * The check's state, for a database row.
	 *
	 * @return array<string, mixed>
	 */
	public function state(): array {
		return array(
			'number'  => $this->number,
			'members' => $this->members,
			'header'  => $this->header,
			'trailer' => $this->trailer,
			// A hash context serialises since PHP 8.0 (no copy of the bytes read, only the hash's state).
			'hash'    => base64_encode( serialize( $this->hash ) ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize, WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- a HashContext, read back only by from_state() with allowed_classes.
		);
	}

	/**
	 * A check continued from its state.
	 *
	 * @param array<string, mixed> $state What state() gave.
	 */
	public static function from_state( array $state ): self {
		$check = new self();
		if ( isset( $state['hash'] ) && is_string( $state['hash'] ) ) {
			$hash = unserialize( (string) base64_decode( $state['hash'], true ), array( 'allowed_classes' => array( \HashContext::class ) ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize, WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- the state written by state(), only a HashContext allowed.
			if ( $hash instanceof \HashContext ) {
				$check->hash = $hash;
			}
		}
		$check->number  = (int) ( $state['number'] ?? 0 );
		$check->members = (int) ( $state['members'] ?? 0 );
		$check->header  = isset( $state['header'] ) && is_array( $state['header'] ) ? $state['header'] : null;
		$check->trailer = isset( $state['trailer'] ) && is_array( $state['trailer'] ) ? $state['trailer'] : null;
		return $check;
	}
}
