<?php
/**
 * The member file's dictionary: the terms, posts and comments its lines refer to.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Transfer;

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- batches of rows read by key for the file (table names from $wpdb, one placeholder per id); never cached.

/**
 * Each object is described once, before the first line that uses it; a relation to an object that
 * no longer exists is left out by the caller, which is told which of the asked ids exist. Memory
 * holds the ids already described, not the rows.
 */
final class ExportDictionary {

	/**
	 * The file being written.
	 *
	 * @var MemberFile
	 */
	private MemberFile $file;

	/**
	 * Ids already described, per kind (`term`, `post`, `comment`).
	 *
	 * @var array<string, array<int, true>>
	 */
	private array $described = array(
		'term'    => array(),
		'post'    => array(),
		'comment' => array(),
	);

	/**
	 * Writes the lines to come to a file (each step of an export has its own).
	 *
	 * @param MemberFile $file The file.
	 */
	public function to( MemberFile $file ): void {
		$this->file = $file;
	}

	/**
	 * Describes the tags not yet described; answers which of the asked exist.
	 *
	 * @param int[] $ids Term ids.
	 * @return array<int, true>
	 */
	public function terms( array $ids ): array {
		global $wpdb;
		return $this->describe(
			'term',
			$ids,
			static function ( array $missing ) use ( $wpdb ): array {
				$in = self::placeholders( $missing );
				return (array) $wpdb->get_results( $wpdb->prepare( "SELECT t.term_id AS id, tt.taxonomy, t.slug, t.name FROM {$wpdb->terms} t INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = t.term_id WHERE t.term_id IN ({$in})", $missing ), ARRAY_A );
			}
		);
	}

	/**
	 * Describes the posts not yet described; answers which of the asked exist.
	 *
	 * @param int[] $ids Post ids.
	 * @return array<int, true>
	 */
	public function posts( array $ids ): array {
		global $wpdb;
		return $this->describe(
			'post',
			$ids,
			static function ( array $missing ) use ( $wpdb ): array {
				$in = self::placeholders( $missing );
				return (array) $wpdb->get_results( $wpdb->prepare( "SELECT ID AS id, post_type AS type, post_name AS slug, guid, post_title AS title FROM {$wpdb->posts} WHERE ID IN ({$in})", $missing ), ARRAY_A );
			}
		);
	}

	/**
	 * Describes the comments not yet described; answers which of the asked exist, and (as values) their posts.
	 *
	 * @param int[] $ids Comment ids.
	 * @return array<int, int> Comment id => its post id, for the comments that exist.
	 */
	public function comments( array $ids ): array {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( $ids ) ) );
		if ( ! $ids ) {
			return array();
		}
		$in    = self::placeholders( $ids );
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT comment_ID AS id, comment_post_ID AS post, comment_date_gmt, comment_author_email FROM {$wpdb->comments} WHERE comment_ID IN ({$in})", $ids ), ARRAY_A );
		$posts = array();
		$found = array();
		foreach ( $rows as $row ) {
			$found[ (int) $row['id'] ] = (int) $row['post'];
			$posts[]                   = (int) $row['post'];
		}
		// A comment's post is described before the comment.
		$this->posts( $posts );
		foreach ( $rows as $row ) {
			$id = (int) $row['id'];
			if ( isset( $this->described['comment'][ $id ] ) ) {
				continue;
			}
			$this->described['comment'][ $id ] = true;
			$this->file->write(
				array(
					't'            => 'comment',
					'id'           => $id,
					'post'         => (int) $row['post'],
					'date_gmt'     => self::utc( (string) $row['comment_date_gmt'] ),
					'author_email' => (string) $row['comment_author_email'],
				)
			);
		}
		return $found;
	}

	/**
	 * Writes the dictionary lines of the objects of a kind not yet described.
	 *
	 * @param string   $kind `term` or `post`.
	 * @param int[]    $ids  Ids referred to.
	 * @param callable $load Rows of the missing ids (`id` first).
	 * @phpstan-param callable(int[]): array<int, array<string, mixed>> $load
	 * @return array<int, true> The asked ids that exist.
	 */
	private function describe( string $kind, array $ids, callable $load ): array {
		$ids     = array_values( array_unique( array_filter( $ids ) ) );
		$missing = array_values( array_filter( $ids, fn( int $id ): bool => ! isset( $this->described[ $kind ][ $id ] ) ) );
		if ( $missing ) {
			foreach ( $load( $missing ) as $row ) {
				$row['id']                              = (int) $row['id'];
				$this->described[ $kind ][ $row['id'] ] = true;
				$this->file->write( array( 't' => $kind ) + $row );
			}
		}
		$found = array();
		foreach ( $ids as $id ) {
			if ( isset( $this->described[ $kind ][ $id ] ) ) {
				$found[ $id ] = true;
			}
		}
		return $found;
	}

	/**
	 * One %d per id.
	 *
	 * @param int[] $ids Ids.
	 */
	public static function placeholders( array $ids ): string {
		return implode( ', ', array_fill( 0, count( $ids ), '%d' ) );
	}

	/**
	 * A database time in UTC as ISO 8601.
	 *
	 * @param string $utc `Y-m-d H:i:s`, UTC.
	 */
	public static function utc( string $utc ): string {
		return str_replace( ' ', 'T', $utc ) . 'Z';
	}
}
