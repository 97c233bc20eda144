<?php
/**
 * The search's rank order, category filter, pages, total and cache, against the full-text index.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Search;

use Mvc\Core\Search\Index;
use Mvc\Core\Search\Search;
use Mvc\Core\Search\Upkeep;
use Mvc\Tests\OtherConnection;
use Mvc\Tests\TestCase;
use WP_Post;
use WP_Query;

/**
 * InnoDB adds rows to a full-text index when they are committed, so the index rows of these tests
 * are written on another connection (committed at once, deleted after each test) and this class
 * reads at READ COMMITTED. Upkeep's hooks are off here (IndexTest covers them): a write of the
 * index on the test's own connection would lock the generation option's row until the rollback.
 */
final class SearchTest extends TestCase {

	use OtherConnection;

	/**
	 * Ids of the index rows written in this test.
	 *
	 * @var list<int>
	 */
	private array $written = array();

	/**
	 * Reads what other connections commit.
	 */
	public static function set_up_before_class(): void {
		global $wpdb;
		$wpdb->query( 'SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED' );
		parent::set_up_before_class();
	}

	/**
	 * Back to the default isolation.
	 */
	public static function tear_down_after_class(): void {
		parent::tear_down_after_class();
		global $wpdb;
		$wpdb->query( 'SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ' );
	}

	/**
	 * Upkeep's hooks off; the index counts as built.
	 */
	protected function set_up(): void {
		parent::set_up();
		remove_action( 'wp_after_insert_post', array( Upkeep::class, 'saved' ) );
		remove_action( 'set_object_terms', array( Upkeep::class, 'terms_set' ) );
		add_filter( 'pre_option_' . Upkeep::BUILT_OPTION, array( self::class, 'built' ) );
	}

	/**
	 * The committed rows go.
	 */
	protected function tear_down(): void {
		$written = $this->written;
		$this->as_other(
			static function () use ( $written ): void {
				global $wpdb;
				foreach ( array_chunk( $written, 500 ) as $ids ) {
					$wpdb->query( 'DELETE FROM ' . Index::table() . ' WHERE post_id IN (' . implode( ',', array_map( 'intval', $ids ) ) . ')' ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- ints.
				}
				$wpdb->query( $wpdb->prepare( 'DELETE FROM %i', Index::cache_table() ) );
				delete_option( Index::GENERATION_OPTION );
			}
		);
		$this->written = array();
		remove_filter( 'pre_option_' . Upkeep::BUILT_OPTION, array( self::class, 'built' ) );
		add_action( 'wp_after_insert_post', array( Upkeep::class, 'saved' ), 10, 2 );
		add_action( 'set_object_terms', array( Upkeep::class, 'terms_set' ), 10, 4 );
		parent::tear_down();
	}

	/**
	 * `pre_option_mvc_search_built`.
	 */
	public static function built(): string {
		return '1';
	}

	/**
	 * A post object that is not in the database (index rows only).
	 *
	 * @param int    $id    Id (high, apart from real posts).
	 * @param string $title Title.
	 * @param string $body  Text.
	 * @param string $date  Date.
	 */
	private static function post( int $id, string $title, string $body, string $date = '2024-01-01 00:00:00' ): WP_Post {
		return new WP_Post(
			(object) array(
				'ID'            => $id,
				'post_title'    => $title,
				'post_content'  => $body,
				'post_excerpt'  => '',
				'post_date'     => $date,
				'post_type'     => 'post',
				'post_status'   => 'publish',
				'post_password' => '',
			)
		);
	}

	/**
	 * Writes index rows on the other connection (committed).
	 *
	 * @param array<int, WP_Post|null>    $posts      Posts.
	 * @param array<int, array<int, int>> $categories Post id => category ids.
	 */
	private function index( array $posts, array $categories = array() ): void {
		$rows = array();
		foreach ( array_filter( $posts ) as $post ) {
			$rows[]          = Index::row( $post, array_values( $categories[ $post->ID ] ?? array() ) );
			$this->written[] = (int) $post->ID;
		}
		$this->as_other(
			static function () use ( $rows ): void {
				foreach ( array_chunk( $rows, 100 ) as $chunk ) {
					Index::write( $chunk );
				}
			}
		);
	}

	/**
	 * Search::find() on the other connection (its cache write committed at once, as a request's).
	 *
	 * @param string $search   Search.
	 * @param int    $category Category id.
	 * @param int    $limit    Results a page.
	 * @param int    $offset   Results skipped.
	 * @return array{ids: list<int>, total: int}
	 */
	private function find( string $search, int $category = 0, int $limit = 10, int $offset = 0 ): array {
		return $this->as_other( static fn(): array => Search::find( $search, $category, $limit, $offset ) );
	}

	public function test_title_hits_come_first_then_relevance_then_the_newer(): void {
		$this->index(
			array(
				self::post( 990000001, '行业综述', '钙钛矿钙钛矿钙钛矿，钙钛矿材料的又一年。', '2025-06-01 00:00:00' ),
				self::post( 990000002, '钙钛矿电池效率新纪录', '研究团队报告。', '2020-01-01 00:00:00' ),
				self::post( 990000003, '新闻', '一篇提到钙钛矿的报道。', '2021-01-01 00:00:00' ),
				self::post( 990000004, '新闻', '一篇提到钙钛矿的报道。', '2023-01-01 00:00:00' ),
				self::post( 990000005, '无关', '锂电池。', '2026-01-01 00:00:00' ),
			)
		);
		$result = $this->find( '钙钛矿' );
		$this->assertSame( 4, $result['total'] );
		$this->assertSame( 990000002, $result['ids'][0], 'the title hit first, though older and with fewer occurrences' );
		$this->assertSame( 990000001, $result['ids'][1], 'more occurrences rank higher among body hits' );
		$this->assertSame( array( 990000004, 990000003 ), array_slice( $result['ids'], 2 ), 'equal relevance: the newer first' );
	}

	public function test_a_one_character_search_and_a_latin_prefix(): void {
		$this->index(
			array(
				self::post( 990000011, '锂', 'Lithium 电池', '2024-01-01 00:00:00' ),
				self::post( 990000012, '钠', '钠离子', '2024-01-02 00:00:00' ),
			)
		);
		$this->assertSame( array( 990000011 ), $this->find( '锂' )['ids'] );
		$this->assertSame( array( 990000011 ), $this->find( 'lith' )['ids'] );
		$this->assertSame( array( 990000012 ), $this->find( '离' )['ids'], 'a character inside a word' );
		$this->assertSame( 0, $this->find( '+-"()' )['total'], 'punctuation only' );
	}

	public function test_the_category_filter_takes_a_parent_and_its_children(): void {
		$parent = (int) wp_insert_term( 'search parent', 'category' )['term_id'];
		$child  = (int) wp_insert_term( 'search child', 'category', array( 'parent' => $parent ) )['term_id'];
		$other  = (int) wp_insert_term( 'search other', 'category' )['term_id'];
		$this->index(
			array(
				self::post( 990000021, '石墨烯', '', '2024-01-01 00:00:00' ),
				self::post( 990000022, '石墨烯', '', '2024-01-02 00:00:00' ),
				self::post( 990000023, '石墨烯', '', '2024-01-03 00:00:00' ),
			),
			array(
				990000021 => array( $parent ),
				990000022 => array( $child ),
				990000023 => array( $other ),
			)
		);
		$this->assertSame( array( 990000022, 990000021 ), $this->find( '石墨烯', $parent )['ids'] );
		$this->assertSame( array( 990000022 ), $this->find( '石墨烯', $child )['ids'] );
		$this->assertSame( 3, $this->find( '石墨烯' )['total'] );
	}

	public function test_pages_and_total_past_the_cached_ids_and_the_cache_follows_writes(): void {
		$posts = array();
		$count = Search::CACHED_IDS + 5;
		for ( $i = 0; $i < $count; $i++ ) {
			$posts[] = self::post( 990001000 + $i, '氮化镓', '', gmdate( 'Y-m-d H:i:s', 1600000000 + $i * 3600 ) );
		}
		$this->index( $posts );
		$all = array();
		for ( $page = 0; $page * 10 < $count; $page++ ) {
			$result = $this->find( '氮化镓', 0, 10, $page * 10 );
			$this->assertSame( $count, $result['total'] );
			$all = array_merge( $all, $result['ids'] );
		}
		$expected = array_reverse( array_map( static fn( WP_Post $post ): int => (int) $post->ID, $posts ) );
		$this->assertSame( $expected, $all, 'every page in order, the last one past the cached ids read from the index' );
		$this->assertSame( array(), $this->find( '氮化镓', 0, 10, $count )['ids'], 'past the end' );

		$queries = array();
		$log     = static function ( string $sql ) use ( &$queries ): string {
			$queries[] = $sql;
			return $sql;
		};
		add_filter( 'query', $log );
		$this->find( '氮化镓' );
		remove_filter( 'query', $log );
		$this->assertCount( 1, $queries, 'a repeated search: one read of the cache by key' );
		$this->assertStringContainsString( Index::cache_table(), $queries[0] );

		$this->index( array( self::post( 990000999, '氮化镓快讯', '', '2030-01-01 00:00:00' ) ) );
		$result = $this->find( '氮化镓' );
		$this->assertSame( $count + 1, $result['total'], 'a write renews the generation: the cache is not read' );
		$this->assertSame( 990000999, $result['ids'][0] );
	}

	public function test_a_common_word_is_served_from_its_older_result_until_computed_again(): void {
		$this->index(
			array(
				self::post( 990000041, '锂金属', '', '2024-01-01 00:00:00' ),
				self::post( 990000043, '锂金属负极', '', '2024-01-03 00:00:00' ),
			)
		);
		$against = Search::against( '锂金属', 0 );
		// A result computed before the last write, of a common word: 990000042 was taken down since.
		$this->as_other(
			static function () use ( $against ): void {
				global $wpdb;
				$wpdb->replace(
					Index::cache_table(),
					array(
						'query_hash' => md5( $against ),
						'generation' => 'older',
						'total'      => Search::STALE_MIN_TOTAL,
						'ids'        => '990000042,990000041',
					)
				);
			}
		);
		$result = $this->find( '锂金属' );
		$this->assertSame( array( 990000041 ), $result['ids'], 'served from the older result, without the article taken down' );
		$this->assertSame( Search::STALE_MIN_TOTAL, $result['total'] );

		$this->as_other( array( Search::class, 'refresh' ) );
		$result = $this->find( '锂金属' );
		$this->assertSame( array( 990000043, 990000041 ), $result['ids'], 'computed again after the response' );
		$this->assertSame( 2, $result['total'] );

		// A rare word's older result is never served: computed at once.
		$this->as_other(
			static function () use ( $against ): void {
				global $wpdb;
				$wpdb->update( Index::cache_table(), array( 'generation' => 'older' ), array( 'query_hash' => md5( $against ) ) );
			}
		);
		$this->index( array( self::post( 990000044, '锂金属电池', '', '2024-01-04 00:00:00' ) ) );
		$this->assertSame( 3, $this->find( '锂金属' )['total'] );
	}

	public function test_the_query_shapes(): void {
		global $wpdb;
		$this->index( array( self::post( 990000031, '钙钛矿', '' ) ) );
		$against = Search::against( '钙钛矿', 0 );
		$explain = $wpdb->get_results( 'EXPLAIN ' . Search::ranked_sql( $against ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared in ranked_sql().
		$this->assertCount( 1, $explain, 'one table, no join' );
		$this->assertSame( 'fulltext', $explain[0]['type'] );
		$this->assertSame( 'title_body', $explain[0]['key'] );
		$explain = $wpdb->get_results( 'EXPLAIN ' . Search::page_sql( $against, 10, 300 ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared in page_sql().
		$this->assertSame( 'fulltext', $explain[0]['type'] );
		$this->find( '钙钛矿' );
		$explain = $wpdb->get_results( $wpdb->prepare( 'EXPLAIN SELECT total, ids FROM %i WHERE query_hash = %s AND generation = %s', Index::cache_table(), md5( $against ), Index::generation() ), ARRAY_A );
		$this->assertContains( $explain[0]['type'], array( 'const', 'eq_ref' ), 'the cache: one row by its key' );
	}

	public function test_the_search_page_query_is_answered_from_the_index(): void {
		$old = self::factory()->post(
			array(
				'post_title'  => '钙钛矿太阳能电池',
				'post_status' => 'publish',
				'post_date'   => '2022-01-01 00:00:00',
			)
		);
		$new = self::factory()->post(
			array(
				'post_title'   => '综述',
				'post_content' => '本文讨论钙钛矿。',
				'post_status'  => 'publish',
				'post_date'    => '2025-01-01 00:00:00',
			)
		);
		$this->index( array( get_post( $old ), get_post( $new ) ) );
		// Computed once as by another request: this connection reads the cache and writes nothing
		// (a write here would hold its rows' locks until the class's rollback).
		$this->assertSame( array( $old, $new ), $this->find( '钙钛矿' )['ids'] );
		$queries = array();
		$log     = static function ( string $sql ) use ( &$queries ): string {
			$queries[] = $sql;
			return $sql;
		};
		add_filter( 'query', $log );
		$query = new WP_Query(
			array(
				's'         => '钙钛矿',
				'post_type' => 'post',
			)
		);
		remove_filter( 'query', $log );
		$this->assertSame( array( $old, $new ), wp_list_pluck( $query->posts, 'ID' ) );
		$this->assertSame( 2, $query->found_posts );
		$this->assertSame( 1, $query->max_num_pages );
		foreach ( $queries as $sql ) {
			$this->assertStringNotContainsString( 'LIKE', $sql, 'no LIKE over the posts' );
			$this->assertStringNotContainsString( 'SQL_CALC_FOUND_ROWS', $sql );
		}
	}
}
