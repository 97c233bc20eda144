<?php
/**
 * Reads an uploaded file's lines from its chunks.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Transfer;

/**
 * Reads lines from a cursor (a chunk number and a byte offset in it), loading one chunk at a time;
 * a line may run over several chunks. After each line, cursor() says where the next one starts, so
 * a step that stops between two lines is continued by the next step from there.
 */
final class ChunkLines {

	/**
	 * The import.
	 *
	 * @var int
	 */
	private int $import;

	/**
	 * Bytes loaded and not yet read, from $pos.
	 *
	 * @var string
	 */
	private string $buffer = '';

	/**
	 * Where the next line starts in $buffer.
	 *
	 * @var int
	 */
	private int $pos = 0;

	/**
	 * The last chunk loaded.
	 *
	 * @var int
	 */
	private int $seq;

	/**
	 * Where that chunk starts in $buffer.
	 *
	 * @var int
	 */
	private int $seq_start = 0;

	/**
	 * Whether the last chunk has been loaded.
	 *
	 * @var bool
	 */
	private bool $ended = false;

	/**
	 * Opens the file at a cursor.
	 *
	 * @param int $import Import id.
	 * @param int $seq    Chunk number.
	 * @param int $offset Byte offset in that chunk.
	 */
	public function __construct( int $import, int $seq, int $offset ) {
		$this->import = $import;
		$this->seq    = $seq;
		$data         = ImportChunks::chunk( $import, $seq );
		if ( null === $data ) {
			$this->ended = true;
			return;
		}
		$this->buffer = $data;
		$this->pos    = $offset;
	}

	/**
	 * The next line with its "\n"; without it, the file's last bytes or the first MAX_LINE + 1 bytes
	 * of a line too long; null at the end.
	 */
	public function next(): ?string {
		while ( true ) {
			$end = strpos( $this->buffer, "\n", $this->pos );
			if ( false !== $end && $end - $this->pos <= MemberFile::MAX_LINE ) {
				$line      = substr( $this->buffer, $this->pos, $end + 1 - $this->pos );
				$this->pos = $end + 1;
				return $line;
			}
			if ( false !== $end || strlen( $this->buffer ) - $this->pos > MemberFile::MAX_LINE || ! $this->load() ) {
				break;
			}
		}
		if ( $this->pos >= strlen( $this->buffer ) ) {
			return null;
		}
		// The rest: a line too long, or the file's end without "\n".
		$rest      = substr( $this->buffer, $this->pos, MemberFile::MAX_LINE + 1 );
		$this->pos = strlen( $this->buffer );
		return $rest;
	}

	/**
	 * Where the next line starts.
	 *
	 * @return array{seq: int, offset: int}
	 */
	public function cursor(): array {
		return array(
			'seq'    => $this->seq,
			'offset' => $this->pos - $this->seq_start,
		);
	}

	/**
	 * Appends the next chunk to what is left of the buffer.
	 *
	 * @return bool False at the end of the file.
	 */
	private function load(): bool {
		if ( $this->ended ) {
			return false;
		}
		$data = ImportChunks::chunk( $this->import, $this->seq + 1 );
		if ( null === $data ) {
			$this->ended = true;
			return false;
		}
		++$this->seq;
		$this->buffer    = substr( $this->buffer, $this->pos ) . $data;
		$this->seq_start = strlen( $this->buffer ) - strlen( $data );
		$this->pos       = 0;
		return true;
	}
}
