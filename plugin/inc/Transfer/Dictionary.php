<?php
/**
 * Finds the member file's tags, posts and comments on this site.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Transfer;

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- look-ups of a batch of dictionary lines by indexed keys (each condition prepared); never cached.

/**
 * The dictionary lines of a batch (MemberFile) are resolved together and written to TransferMap:
 * a tag by taxonomy and slug; a post by type and slug (the `type_status_date` and `post_name`
 * indexes), the GUID choosing between two of one slug, and by GUID alone only for what the slug did
 * not find; a comment by its post (already resolved), its date and its author's e-mail (index
 * `mvc_post_date`). What is not found maps to 0, and a member line that needs it is refused.
 */
final class Dictionary {

	/**
	 * Conditions a statement: at 200 ranges on 1,000,000 comments MariaDB still reads by range; at
	 * 5,000 it read the whole index (EXPLAIN, bin/scale).
	 */
	private const RANGES = 200;

	/**
	 * The source.
	 *
	 * @var string
	 */
	private string $source;

	/**
	 * Lines waiting, per kind.
	 *
	 * @var array<string, list<array<string, mixed>>>
	 */
	private array $waiting = array(
		'term'    => array(),
		'post'    => array(),
		'comment' => array(),
	);

	/**
	 * For a source.
	 *
	 * @param string $source TransferMap::source().
	 */
	public function __construct( string $source ) {
		$this->source = $source;
	}

	/**
	 * Takes a dictionary line.
	 *
	 * @param array<string, mixed> $line The line.
	 */
	public function add( array $line ): void {
		$kind = (string) ( $line['t'] ?? '' );
		if ( isset( $this->waiting[ $kind ] ) && is_int( $line['id'] ?? null ) && $line['id'] > 0 ) {
			$this->waiting[ $kind ][] = $line;
		}
	}

	/**
	 * Resolves the lines taken and writes them to the map: posts before comments.
	 */
	public function flush(): void {
		TransferMap::put( $this->source, 'term', $this->terms( $this->waiting['term'] ) );
		TransferMap::put( $this->source, 'post', $this->posts( $this->waiting['post'] ) );
		TransferMap::put( $this->source, 'comment', $this->comments( $this->waiting['comment'] ) );
		$this->waiting = array_map( static fn(): array => array(), $this->waiting );
	}

	/**
	 * Tags by taxonomy and slug.
	 *
	 * @param list<array<string, mixed>> $lines Term lines.
	 * @return array<int, int>
	 */
	private function terms( array $lines ): array {
		global $wpdb;
		$found = array();
		$where = array();
		foreach ( $lines as $line ) {
			$where[] = $wpdb->prepare( '(tt.taxonomy = %s AND t.slug = %s)', (string) ( $line['taxonomy'] ?? '' ), (string) ( $line['slug'] ?? '' ) );
		}
		foreach ( array_chunk( $where, self::RANGES ) as $some ) {
			foreach ( (array) $wpdb->get_results( "SELECT t.term_id, tt.taxonomy, t.slug FROM {$wpdb->terms} t INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = t.term_id WHERE " . implode( ' OR ', $some ), ARRAY_A ) as $row ) {
				$found[ $row['taxonomy'] . "\0" . $row['slug'] ] = (int) $row['term_id'];
			}
		}
		$map = array();
		foreach ( $lines as $line ) {
			$map[ (int) $line['id'] ] = $found[ ( $line['taxonomy'] ?? '' ) . "\0" . ( $line['slug'] ?? '' ) ] ?? 0;
		}
		return $map;
	}

	/**
	 * Posts by type and slug, then by GUID.
	 *
	 * @param list<array<string, mixed>> $lines Post lines.
	 * @return array<int, int>
	 */
	private function posts( array $lines ): array {
		global $wpdb;
		$map = array();
		if ( ! $lines ) {
			return $map;
		}
		$slugs = array_values( array_unique( array_filter( array_map( static fn( array $line ): string => (string) ( $line['slug'] ?? '' ), $lines ) ) ) );
		$rows  = array();
		if ( $slugs ) {
			$in   = implode( ', ', array_fill( 0, count( $slugs ), '%s' ) );
			$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT ID, post_type, post_name, guid FROM {$wpdb->posts} WHERE post_name IN ({$in}) AND post_status NOT IN ('trash', 'auto-draft', 'inherit')", $slugs ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- one %s per slug.
		}
		$by_slug = array();
		foreach ( $rows as $row ) {
			$by_slug[ $row['post_type'] . "\0" . $row['post_name'] ][] = $row;
		}
		$guids = array();
		foreach ( $lines as $line ) {
			$id         = (int) $line['id'];
			$guid       = (string) ( $line['guid'] ?? '' );
			$candidates = $by_slug[ ( $line['type'] ?? '' ) . "\0" . ( $line['slug'] ?? '' ) ] ?? array();
			$map[ $id ] = 0;
			foreach ( $candidates as $row ) {
				if ( 0 === $map[ $id ] || ( '' !== $guid && $row['guid'] === $guid ) ) {
					$map[ $id ] = (int) $row['ID'];
				}
			}
			if ( 0 === $map[ $id ] && '' !== $guid ) {
				$guids[ $guid ][] = $id;
			}
		}
		if ( $guids ) {
			// guid has no index: one statement for what the slugs did not find.
			$in = implode( ', ', array_fill( 0, count( $guids ), '%s' ) );
			foreach ( (array) $wpdb->get_results( $wpdb->prepare( "SELECT ID, guid FROM {$wpdb->posts} WHERE guid IN ({$in})", array_keys( $guids ) ), ARRAY_A ) as $row ) { // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- one %s per GUID.
				foreach ( $guids[ $row['guid'] ] ?? array() as $id ) {
					$map[ $id ] = (int) $row['ID'];
				}
			}
		}
		return $map;
	}

	/**
	 * Comments by post, date and author's e-mail.
	 *
	 * @param list<array<string, mixed>> $lines Comment lines.
	 * @return array<int, int>
	 */
	private function comments( array $lines ): array {
		global $wpdb;
		$map = array();
		if ( ! $lines ) {
			return $map;
		}
		$posts = TransferMap::get( $this->source, 'post', array_map( static fn( array $line ): int => (int) ( $line['post'] ?? 0 ), $lines ) );
		$where = array();
		$keys  = array();
		foreach ( $lines as $line ) {
			$post       = $posts[ (int) ( $line['post'] ?? 0 ) ] ?? 0;
			$date       = MemberLine::datetime( $line['date_gmt'] ?? null );
			$id         = (int) $line['id'];
			$map[ $id ] = 0;
			if ( $post && null !== $date ) {
				$where[] = $wpdb->prepare( '(comment_post_ID = %d AND comment_date_gmt = %s)', $post, $date );
				$keys[ $post . "\0" . $date . "\0" . strtolower( (string) ( $line['author_email'] ?? '' ) ) ][] = $id;
			}
		}
		// A few hundred ranges a statement: with thousands, MariaDB gives up the ranges and reads the whole index (measured).
		foreach ( array_chunk( $where, self::RANGES ) as $some ) {
			foreach ( (array) $wpdb->get_results( "SELECT comment_ID, comment_post_ID, comment_date_gmt, comment_author_email FROM {$wpdb->comments} WHERE " . implode( ' OR ', $some ), ARRAY_A ) as $row ) {
				foreach ( $keys[ $row['comment_post_ID'] . "\0" . $row['comment_date_gmt'] . "\0" . strtolower( (string) $row['comment_author_email'] ) ] ?? array() as $id ) {
					$map[ $id ] = (int) $row['comment_ID'];
				}
			}
		}
		return $map;
	}
}
