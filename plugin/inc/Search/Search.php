<?php
/**
 * The site's search answered from the search index.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Search;

use Mvc\Core\Module;
use Mvc\Core\Security\Lock;
use WP_Post;
use WP_Query;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- full-text queries on the plugin's own index; the posts they name are primed through WordPress's caches.

/**
 * Answers a search of articles (the /search page's main query) from Index's table instead of core's
 * `LIKE '%…%'` over every body, through `posts_pre_query`. InnoDB's full-text search costs about
 * linearly in the matches (a common word: about a second), so each search's first ids and total are
 * cached per index generation, and a common word is served from its older result and computed again
 * after the response. WordPress's own search answers what this does not cover (other types, filters,
 * orders, wp-admin) and while the index is filled (Upkeep::built()). Rank, cache and figures:
 * docs/performance.md, "Search".
 */
final class Search implements Module {

	/**
	 * Ranked ids kept per search in the cache (the first 50 pages of 10).
	 */
	public const CACHED_IDS = 500;

	/**
	 * A cached result of an older generation with at least this many matches is still served (its
	 * ids checked against the index) and computed again after the response; a smaller one is
	 * computed at once (cheap), and dropped from the cache at the next write (Index::changed()).
	 */
	public const STALE_MIN_TOTAL = 2000;

	/**
	 * Searches (hash => BOOLEAN MODE query) to compute again after this response.
	 *
	 * @var array<string, string>
	 */
	private static array $refresh = array();

	/**
	 * Always applies: the filter looks at each query.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'posts_pre_query', array( self::class, 'pre_query' ), 10, 2 );
	}

	/**
	 * `posts_pre_query`: the page of a covered search, from the index.
	 *
	 * @param array<int, mixed>|null $posts Posts, or null to run the query.
	 * @param mixed                  $query The query.
	 * @return array<int, mixed>|null
	 */
	public static function pre_query( $posts, $query ) {
		if ( null !== $posts || ! $query instanceof WP_Query || ! self::covers( $query ) ) {
			return $posts;
		}
		$per_page = max( 1, (int) $query->get( 'posts_per_page' ) );
		$page     = max( 1, (int) $query->get( 'paged' ) );
		$result   = self::find( (string) $query->get( 's' ), (int) $query->get( 'cat' ), $per_page, ( $page - 1 ) * $per_page + max( 0, (int) $query->get( 'offset' ) ) );

		$query->found_posts   = $result['total'];
		$query->max_num_pages = (int) ceil( $result['total'] / $per_page );
		if ( 'ids' === $query->get( 'fields' ) ) {
			return $result['ids'];
		}
		_prime_post_caches( $result['ids'], (bool) $query->get( 'update_post_term_cache', true ), (bool) $query->get( 'update_post_meta_cache', true ) );
		return array_values( array_filter( array_map( 'get_post', $result['ids'] ), static fn( $post ): bool => $post instanceof WP_Post ) );
	}

	/**
	 * Whether the index answers a query: a front-end search of the indexed types, by keyword and
	 * at most one category, in relevance order, with the index complete.
	 *
	 * @param WP_Query $query Query.
	 */
	public static function covers( WP_Query $query ): bool {
		if ( ! $query->is_search() || ( is_admin() && ! wp_doing_ajax() ) || '' === trim( (string) $query->get( 's' ) ) ) {
			return false;
		}
		$types = (array) $query->get( 'post_type' );
		if ( array( 'post' ) !== array_values( array_filter( $types ) ) ) {
			return false;
		}
		$orderby = $query->get( 'orderby' );
		if ( ! in_array( $orderby, array( '', 'relevance' ), true ) || (int) $query->get( 'posts_per_page' ) < 1 ) {
			return false;
		}
		foreach ( array( 'tag', 'tag_id', 'tag__in', 'category__in', 'category__not_in', 'category__and', 'tax_query', 'meta_query', 'meta_key', 'author', 'author_name', 'author__in', 'm', 'year', 'monthnum', 'day', 'post__in', 'post__not_in', 'post_parent', 'name', 'p', 'sentence', 'exact', 'search_columns', 'date_query' ) as $var ) {
			if ( ! empty( $query->get( $var ) ) ) {
				return false;
			}
		}
		$status = $query->get( 'post_status' );
		if ( ! empty( $status ) && 'publish' !== $status && array( 'publish' ) !== $status ) {
			return false;
		}
		$category = $query->get( 'cat' );
		if ( '' !== $category && ! ctype_digit( (string) $category ) ) {
			return false;
		}
		return Upkeep::built();
	}

	/**
	 * A page of results and the total.
	 *
	 * @param string $search   What the reader typed.
	 * @param int    $category Category id, 0 for all.
	 * @param int    $limit    Results a page.
	 * @param int    $offset   Results skipped.
	 * @return array{ids: list<int>, total: int}
	 */
	public static function find( string $search, int $category, int $limit, int $offset ): array {
		$against = self::against( $search, $category );
		if ( '' === $against ) {
			return array(
				'ids'   => array(),
				'total' => 0,
			);
		}
		$ranked = self::ranked( $against );
		if ( $offset + $limit <= self::CACHED_IDS || $ranked['total'] <= self::CACHED_IDS || $offset >= $ranked['total'] ) {
			$ids = array_slice( $ranked['ids'], $offset, $limit );
			if ( $ranked['stale'] && $ids ) {
				$ids = Index::present( $ids );
			}
		} else {
			// Deeper than the cached ids: this page from the index itself.
			global $wpdb;
			$ids = array_map( 'intval', $wpdb->get_col( self::page_sql( $against, $limit, $offset ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared in page_sql().
		}
		return array(
			'ids'   => $ids,
			'total' => $ranked['total'],
		);
	}

	/**
	 * A search's first CACHED_IDS ids in rank order and its total: from the cache when it was
	 * computed at the index's current generation (one read by key) or, for a common word, at an
	 * older one (`stale`, computed again after the response); else computed now.
	 *
	 * @param string $against BOOLEAN MODE query.
	 * @return array{ids: list<int>, total: int, stale: bool}
	 */
	public static function ranked( string $against ): array {
		global $wpdb;
		$hash       = md5( $against );
		$generation = Index::generation();
		$row        = $wpdb->get_row( $wpdb->prepare( 'SELECT generation, total, ids FROM %i WHERE query_hash = %s', Index::cache_table(), $hash ) );
		if ( is_object( $row ) && ( $generation === (string) $row->generation || (int) $row->total >= self::STALE_MIN_TOTAL ) ) {
			$stale = $generation !== (string) $row->generation;
			if ( $stale ) {
				if ( ! self::$refresh ) {
					add_action( 'shutdown', array( self::class, 'refresh' ), PHP_INT_MAX );
				}
				self::$refresh[ $hash ] = $against;
			}
			return array(
				'ids'   => '' === (string) $row->ids ? array() : array_map( 'intval', explode( ',', (string) $row->ids ) ),
				'total' => (int) $row->total,
				'stale' => $stale,
			);
		}
		return self::compute( $against, $generation ) + array( 'stale' => false );
	}

	/**
	 * Computes a search's first CACHED_IDS ids and total with one full-text query (the total a
	 * window count over the same MATCH) and writes them to the cache for a generation.
	 *
	 * @param string $against    BOOLEAN MODE query.
	 * @param string $generation The index generation read before the query.
	 * @return array{ids: list<int>, total: int}
	 */
	public static function compute( string $against, string $generation ): array {
		global $wpdb;
		$rows  = (array) $wpdb->get_results( self::ranked_sql( $against ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared in ranked_sql().
		$ids   = array_map( static fn( $r ): int => (int) $r->post_id, $rows );
		$total = $rows ? (int) $rows[0]->total : 0;
		// A write in between renews the generation: this row is then older than the index's.
		$wpdb->replace(
			Index::cache_table(),
			array(
				'query_hash' => md5( $against ),
				'generation' => $generation,
				'total'      => $total,
				'ids'        => implode( ',', $ids ),
			),
			array( '%s', '%s', '%d', '%s' )
		);
		return array(
			'ids'   => $ids,
			'total' => $total,
		);
	}

	/**
	 * `shutdown` (last): the common-word searches served from an older result are computed again,
	 * after the response has been sent (PHP-FPM), each by one request at a time.
	 */
	public static function refresh(): void {
		$pending       = self::$refresh;
		self::$refresh = array();
		if ( ! $pending ) {
			return;
		}
		if ( function_exists( 'fastcgi_finish_request' ) ) {
			fastcgi_finish_request();
		}
		foreach ( $pending as $hash => $against ) {
			Lock::run( 'mvc_search_refresh_' . $hash, static fn(): array => self::compute( $against, Index::generation() ), 0, 300 );
		}
	}

	/**
	 * The query of the first CACHED_IDS ids in rank order, each row with the total of matches.
	 *
	 * @param string $against BOOLEAN MODE query.
	 */
	public static function ranked_sql( string $against ): string {
		global $wpdb;
		return $wpdb->prepare(
			'SELECT post_id, COUNT(*) OVER () AS total FROM %i WHERE MATCH (title, body) AGAINST (%s IN BOOLEAN MODE) ORDER BY MATCH (title) AGAINST (%s IN BOOLEAN MODE) > 0 DESC, MATCH (title, body) AGAINST (%s IN BOOLEAN MODE) DESC, post_date DESC, post_id DESC LIMIT %d',
			Index::table(),
			$against,
			self::title_against( $against ),
			$against,
			self::CACHED_IDS
		);
	}

	/**
	 * The BOOLEAN MODE query of a search and a category; '' when the search has no word.
	 *
	 * @param string $search   What the reader typed.
	 * @param int    $category Category id, 0 for all.
	 */
	public static function against( string $search, int $category ): string {
		$against = Tokenizer::query( $search );
		if ( '' === $against ) {
			return '';
		}
		return $category > 0 ? $against . ' +' . Index::category_token( $category ) : $against;
	}

	/**
	 * The page's query: ids in rank order.
	 *
	 * @param string $against BOOLEAN MODE query.
	 * @param int    $limit   Results a page.
	 * @param int    $offset  Results skipped.
	 */
	public static function page_sql( string $against, int $limit, int $offset ): string {
		global $wpdb;
		return $wpdb->prepare(
			'SELECT post_id FROM %i WHERE MATCH (title, body) AGAINST (%s IN BOOLEAN MODE) ORDER BY MATCH (title) AGAINST (%s IN BOOLEAN MODE) > 0 DESC, MATCH (title, body) AGAINST (%s IN BOOLEAN MODE) DESC, post_date DESC, post_id DESC LIMIT %d, %d',
			Index::table(),
			$against,
			self::title_against( $against ),
			$against,
			$offset,
			$limit
		);
	}

	/**
	 * The keyword's part of a query (the category token is not in titles).
	 *
	 * @param string $against BOOLEAN MODE query.
	 */
	private static function title_against( string $against ): string {
		return trim( (string) preg_replace( '/\+cat\d+/', '', $against ) );
	}
}
