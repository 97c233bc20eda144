<?php
/**
 * The search index: one row of tokens per published article.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Search;

use WP_Post;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- a table of the plugin's own, written on each change of the article it copies; never cached.

/**
 * `{prefix}mvc_search` holds, per published article of the searched post types, its title and its
 * text (excerpt and body, HTML and shortcodes stripped) as Tokenizer tokens, with InnoDB FULLTEXT
 * indexes on the title and on title + text. The text column also carries one token per category
 * of the article and per ancestor of those (`cat12`), so that the search's category filter is a
 * required token of the same MATCH and never a join. `hash` is the digest of what was written: a
 * save that changes nothing the index holds writes nothing.
 */
final class Index {

	public const TABLE = 'mvc_search';

	/**
	 * The result cache (Search): a search's first ranked ids and its total, valid for one
	 * generation of the index.
	 */
	public const CACHE_TABLE = 'mvc_search_cache';

	/**
	 * The index's generation (autoloaded): a new value on every write that changes a row, so a
	 * cached result of an older generation is never read.
	 */
	public const GENERATION_OPTION = 'mvc_search_generation';

	/**
	 * The post types the site's search covers (the search page lists articles only).
	 */
	public const POST_TYPES = array( 'post' );

	/**
	 * The full table name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/**
	 * The table's columns and keys in dbDelta's format (Schema::tables()).
	 */
	public static function columns(): string {
		return 'post_id bigint(20) unsigned NOT NULL,
post_type varchar(20) NOT NULL DEFAULT \'post\',
post_date datetime NOT NULL,
hash char(32) NOT NULL DEFAULT \'\',
title text NOT NULL,
body mediumtext NOT NULL,
PRIMARY KEY  (post_id),
FULLTEXT KEY title (title),
FULLTEXT KEY title_body (title,body)';
	}

	/**
	 * The result cache's full table name.
	 */
	public static function cache_table(): string {
		global $wpdb;
		return $wpdb->prefix . self::CACHE_TABLE;
	}

	/**
	 * The result cache's columns (Schema::tables()): the hash of the BOOLEAN MODE query, the index
	 * generation it was computed at, the number of matches and the first ranked ids (comma-separated).
	 */
	public static function cache_columns(): string {
		return 'query_hash char(32) NOT NULL,
generation varchar(40) NOT NULL,
total int(10) unsigned NOT NULL,
ids text NOT NULL,
PRIMARY KEY  (query_hash)';
	}

	/**
	 * The current generation ('' before the first write).
	 */
	public static function generation(): string {
		return (string) get_option( self::GENERATION_OPTION, '' );
	}

	/**
	 * A new generation after a write. Cached results of older generations are dropped, except those
	 * of common words (Search::STALE_MIN_TOTAL matches or more), which are served until computed
	 * again; the cache thus holds the searches made since the last write and the common words.
	 */
	public static function changed(): void {
		global $wpdb;
		$generation = uniqid( '', true );
		update_option( self::GENERATION_OPTION, $generation, true );
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE generation <> %s AND total < %d', self::cache_table(), $generation, Search::STALE_MIN_TOTAL ) );
	}

	/**
	 * The ids still in the index, in the order given (a result served from an older generation
	 * never shows an article taken down since).
	 *
	 * @param int[] $ids Post ids.
	 * @return list<int>
	 */
	public static function present( array $ids ): array {
		global $wpdb;
		$found = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT post_id FROM %i WHERE post_id IN (' . implode( ', ', array_fill( 0, count( $ids ), '%d' ) ) . ')', self::table(), ...$ids ) ) ); // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- one %d per id.
		return array_values( array_intersect( $ids, $found ) );
	}

	/**
	 * The token of a category, as the text column carries it and a filter requires it.
	 *
	 * @param int $term_id Category id.
	 */
	public static function category_token( int $term_id ): string {
		return 'cat' . $term_id;
	}

	/**
	 * Whether a post belongs in the index: published, no password, a searched type.
	 *
	 * @param WP_Post $post Post.
	 */
	public static function belongs( WP_Post $post ): bool {
		return 'publish' === $post->post_status && '' === $post->post_password && in_array( $post->post_type, self::POST_TYPES, true );
	}

	/**
	 * Brings one post's row up to date: written when the post belongs (and changed), removed
	 * otherwise.
	 *
	 * @param int $post_id Post id.
	 */
	public static function sync( int $post_id ): void {
		$post = get_post( $post_id );
		if ( ! $post instanceof WP_Post || ! self::belongs( $post ) ) {
			self::remove( $post_id );
			return;
		}
		$row = self::row( $post, self::category_ids( array( $post->ID ) )[ $post->ID ] ?? array() );
		global $wpdb;
		$table = self::table();
		$hash  = $wpdb->get_var( $wpdb->prepare( 'SELECT hash FROM %i WHERE post_id = %d', $table, $post->ID ) );
		if ( $hash === $row['hash'] ) {
			return;
		}
		self::write( array( $row ) );
	}

	/**
	 * Removes a post's row.
	 *
	 * @param int $post_id Post id.
	 */
	public static function remove( int $post_id ): void {
		global $wpdb;
		if ( $wpdb->delete( self::table(), array( 'post_id' => $post_id ), array( '%d' ) ) ) {
			self::changed();
		}
	}

	/**
	 * Writes rows (insert or replace), in one statement.
	 *
	 * @param list<array{post_id: int, post_type: string, post_date: string, hash: string, title: string, body: string}> $rows Rows.
	 */
	public static function write( array $rows ): void {
		if ( ! $rows ) {
			return;
		}
		global $wpdb;
		$values = array();
		foreach ( $rows as $row ) {
			$values[] = $wpdb->prepare( '(%d, %s, %s, %s, %s, %s)', $row['post_id'], $row['post_type'], $row['post_date'], $row['hash'], $row['title'], $row['body'] );
		}
		// Each value is prepared above; the table name is the plugin's own.
		$wpdb->query( 'INSERT INTO ' . self::table() . ' (post_id, post_type, post_date, hash, title, body) VALUES ' . implode( ', ', $values ) . ' ON DUPLICATE KEY UPDATE post_type = VALUES(post_type), post_date = VALUES(post_date), hash = VALUES(hash), title = VALUES(title), body = VALUES(body)' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		self::changed();
	}

	/**
	 * A post's row.
	 *
	 * @param WP_Post $post       Post.
	 * @param int[]   $categories Its categories' ids.
	 * @return array{post_id: int, post_type: string, post_date: string, hash: string, title: string, body: string}
	 */
	public static function row( WP_Post $post, array $categories ): array {
		$title  = Tokenizer::document( self::plain( $post->post_title ) );
		$tokens = array();
		foreach ( self::with_ancestors( $categories ) as $term_id ) {
			$tokens[] = self::category_token( $term_id );
		}
		$body = trim( implode( ' ', $tokens ) . ' ' . Tokenizer::document( self::plain( $post->post_excerpt . "\n" . $post->post_content ) ) );
		return array(
			'post_id'   => (int) $post->ID,
			'post_type' => $post->post_type,
			'post_date' => $post->post_date,
			'hash'      => md5( $post->post_type . "\n" . $post->post_date . "\n" . $title . "\n" . $body ),
			'title'     => $title,
			'body'      => $body,
		);
	}

	/**
	 * The category ids of posts, read in one query.
	 *
	 * @param int[] $post_ids Post ids.
	 * @return array<int, list<int>> Post id => category ids.
	 */
	public static function category_ids( array $post_ids ): array {
		if ( ! $post_ids ) {
			return array();
		}
		global $wpdb;
		$rows = $wpdb->get_results(
			$wpdb->prepare( // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- one %d per id, passed spread.
				'SELECT tr.object_id, tt.term_id FROM %i tr INNER JOIN %i tt ON tt.term_taxonomy_id = tr.term_taxonomy_id WHERE tt.taxonomy = %s AND tr.object_id IN (' . implode( ', ', array_fill( 0, count( $post_ids ), '%d' ) ) . ')', // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- one %d per id.
				$wpdb->term_relationships,
				$wpdb->term_taxonomy,
				'category',
				...$post_ids
			)
		);
		$ids  = array();
		foreach ( (array) $rows as $row ) {
			$ids[ (int) $row->object_id ][] = (int) $row->term_id;
		}
		return $ids;
	}

	/**
	 * Categories with their ancestors (a filter on a parent finds its children's articles, as
	 * WordPress's `cat` does).
	 *
	 * @param int[] $term_ids Category ids.
	 * @return list<int>
	 */
	private static function with_ancestors( array $term_ids ): array {
		$all = array();
		foreach ( $term_ids as $term_id ) {
			$all[] = $term_id;
			foreach ( get_ancestors( $term_id, 'category', 'taxonomy' ) as $ancestor ) {
				$all[] = (int) $ancestor;
			}
		}
		$all = array_values( array_unique( $all ) );
		sort( $all );
		return $all;
	}

	/**
	 * Plain text of a field: shortcodes, tags and entities gone.
	 *
	 * @param string $text Field.
	 */
	private static function plain( string $text ): string {
		return html_entity_decode( wp_strip_all_tags( strip_shortcodes( $text ) ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	}
}
