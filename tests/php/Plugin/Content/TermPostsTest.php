<?php
/**
 * The category list index kept on write, and the deep pages read from it.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Content;

use Mvc\Core\Content\TermPosts;
use Mvc\Tests\TestCase;
use Mvc\Theme\Content\Lists;
use WP_Query;

/**
 * `mvc_term_posts` holds exactly the published posts of each category (checked against
 * term_relationships after every write path), is filled again after bulk SQL, and a page far from
 * both ends of a big category is read from its key: same posts and totals as core's order, the page
 * an index-only range, wp_posts read by id (no scan, no sort of the category).
 */
final class TermPostsTest extends TestCase {

	/**
	 * The table's rows of a post: "tt_id|post_date" strings, sorted.
	 *
	 * @param int $post_id Post id.
	 * @return array<int, string>
	 */
	private static function rows( int $post_id ): array {
		global $wpdb;
		$rows = $wpdb->get_col( $wpdb->prepare( 'SELECT CONCAT(term_taxonomy_id, "|", post_date) FROM ' . TermPosts::table() . ' WHERE post_id = %d ORDER BY 1', $post_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from TermPosts.
		return array_map( 'strval', $rows );
	}

	/**
	 * What the rows of a post should be, from wp_posts and term_relationships.
	 *
	 * @param int $post_id Post id.
	 * @return array<int, string>
	 */
	private static function expected( int $post_id ): array {
		global $wpdb;
		$rows = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT CONCAT(tt.term_taxonomy_id, '|', p.post_date) FROM {$wpdb->posts} p
				INNER JOIN {$wpdb->term_relationships} tr ON tr.object_id = p.ID
				INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id AND tt.taxonomy = 'category'
				WHERE p.ID = %d AND p.post_type = 'post' AND p.post_status = 'publish' ORDER BY 1",
				$post_id
			)
		);
		return array_map( 'strval', $rows );
	}

	public function test_the_rows_follow_every_write_path(): void {
		$one = (int) wp_insert_term( 'list one', 'category' )['term_id'];
		$two = (int) wp_insert_term( 'list two', 'category' )['term_id'];
		$id  = (int) wp_insert_post(
			array(
				'post_title'    => 'kept',
				'post_status'   => 'publish',
				'post_date'     => '2024-03-01 10:00:00',
				'post_category' => array( $one ),
			)
		);
		$this->assertCount( 1, self::rows( $id ) );
		$this->assertSame( self::expected( $id ), self::rows( $id ), 'published' );

		wp_set_post_categories( $id, array( $one, $two ) );
		$this->assertCount( 2, self::rows( $id ) );
		$this->assertSame( self::expected( $id ), self::rows( $id ), 'a category added' );

		wp_set_post_categories( $id, array( $two ) );
		$this->assertSame( self::expected( $id ), self::rows( $id ), 'a category removed' );

		wp_update_post(
			array(
				'ID'        => $id,
				'post_date' => '2023-01-02 08:00:00',
			)
		);
		$this->assertSame( self::expected( $id ), self::rows( $id ), 'the date changed' );
		$this->assertStringEndsWith( '2023-01-02 08:00:00', self::rows( $id )[0] );

		wp_update_post(
			array(
				'ID'          => $id,
				'post_status' => 'draft',
			)
		);
		$this->assertSame( array(), self::rows( $id ), 'unpublished' );

		wp_publish_post( $id );
		$this->assertSame( self::expected( $id ), self::rows( $id ), 'published again' );
		$this->assertCount( 1, self::rows( $id ) );

		wp_trash_post( $id );
		$this->assertSame( array(), self::rows( $id ), 'trashed' );
		wp_untrash_post( $id );
		wp_publish_post( $id );
		$this->assertCount( 1, self::rows( $id ) );

		wp_delete_term( $two, 'category' );
		$this->assertSame( self::expected( $id ), self::rows( $id ), 'its category deleted' );

		wp_delete_post( $id, true );
		$this->assertSame( array(), self::rows( $id ), 'deleted' );

		$page = (int) wp_insert_post(
			array(
				'post_title'  => 'a page',
				'post_type'   => 'page',
				'post_status' => 'publish',
			)
		);
		$this->assertSame( array(), self::rows( $page ), 'pages are no list' );
	}

	/**
	 * Creates a category with $count published posts by SQL (two posts a date, so the id parts
	 * them), its count set as WordPress would.
	 *
	 * @param int $count Posts.
	 * @return array{0: int, 1: int} Term id, term taxonomy id.
	 */
	private static function big_category( int $count ): array {
		global $wpdb;
		$term = wp_insert_term( 'big list', 'category' );
		$tt   = (int) $term['term_taxonomy_id'];
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from WordPress; integers.
		$wpdb->query(
			"INSERT INTO {$wpdb->posts} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ping_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_type)
			SELECT 1, '2020-01-01' + INTERVAL (seq DIV 2) HOUR, '2020-01-01' + INTERVAL (seq DIV 2) HOUR, '', CONCAT('big ', seq), '', 'publish', 'open', 'open', CONCAT('big-list-', seq), '', '', NOW(), UTC_TIMESTAMP(), '', 'post'
			FROM seq_1_to_{$count}"
		);
		$wpdb->query( "INSERT INTO {$wpdb->term_relationships} (object_id, term_taxonomy_id) SELECT ID, {$tt} FROM {$wpdb->posts} WHERE post_name LIKE 'big-list-%'" );
		$wpdb->query( "UPDATE {$wpdb->term_taxonomy} SET count = {$count} WHERE term_taxonomy_id = {$tt}" );
		// phpcs:enable
		clean_term_cache( (int) $term['term_id'], 'category' );
		return array( (int) $term['term_id'], $tt );
	}

	public function test_the_fill_adds_the_rows_bulk_sql_wrote_resumably(): void {
		list( , $tt ) = self::big_category( 300 );
		global $wpdb;
		$count = static fn(): int => (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . TermPosts::table() . ' WHERE term_taxonomy_id = %d', $tt ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from TermPosts.
		$this->assertSame( 0, $count(), 'bulk SQL passes no hook' );

		update_option(
			TermPosts::BUILT_OPTION,
			array(
				'cursor' => 0,
				'done'   => false,
			)
		);
		$this->assertFalse( TermPosts::built() );
		$this->assertNull( TermPosts::page_sql( $tt, 0, 10 ), 'lists do not read a table being filled' );
		TermPosts::fill( 0 );
		$this->assertTrue( TermPosts::built() );
		$this->assertSame( 300, $count() );
		$this->assertNotNull( TermPosts::page_sql( $tt, 0, 10 ) );
	}

	/**
	 * Pages of a 1,000-post category: near the ends (core's walk), far from both (the list index,
	 * forward and from the oldest end).
	 *
	 * @return array<string, array{0: int}>
	 */
	public static function pages(): array {
		return array(
			'page 2 (walk)'                 => array( 2 ),
			'page 30 (index)'               => array( 30 ),
			'page 50, the middle (index)'   => array( 50 ),
			'page 51 (index, from the end)' => array( 51 ),
			'page 75 (index, from the end)' => array( 75 ),
			'page 98 (walk from the end)'   => array( 98 ),
			'page 100, the last'            => array( 100 ),
		);
	}

	/**
	 * A page of a big category shows core's posts in core's order, with core's total.
	 *
	 * @dataProvider pages
	 *
	 * @param int $paged Page number.
	 */
	public function test_a_deep_page_is_core_s_page( int $paged ): void {
		global $wpdb;
		list( $term_id, $tt ) = self::big_category( 1000 );
		delete_option( TermPosts::BUILT_OPTION );
		TermPosts::fill( 0 );
		$list = new WP_Query(
			array(
				'cat'            => $term_id,
				'paged'          => $paged,
				'posts_per_page' => 10,
				Lists::COUNTED   => true,
				'no_found_rows'  => true,
			)
		);
		$core = $wpdb->get_col( $wpdb->prepare( "SELECT p.ID FROM {$wpdb->posts} p INNER JOIN {$wpdb->term_relationships} tr ON tr.object_id = p.ID AND tr.term_taxonomy_id = %d WHERE p.post_type = 'post' AND p.post_status = 'publish' ORDER BY p.post_date DESC, p.ID DESC LIMIT %d, 10", $tt, ( $paged - 1 ) * 10 ) );

		$this->assertSame( array_map( 'intval', $core ), wp_list_pluck( $list->posts, 'ID' ) );
		$this->assertSame( 1000, (int) $list->found_posts );
		$this->assertSame( 100, (int) $list->max_num_pages );
		$deep = in_array( $paged, array( 30, 50, 51, 75 ), true );
		$this->assertSame( $deep, str_contains( $list->request, TermPosts::table() ), $list->request );
	}

	/**
	 * The middle page's plan: the page's ids an index-only range of the list index's primary key
	 * (no filesort of the category), wp_posts and term_relationships read by their primary keys;
	 * no real table scanned (the 10-row derived page is the only table read whole).
	 */
	public function test_the_middle_page_reads_the_list_index_without_a_scan_or_a_sort_of_the_category(): void {
		global $wpdb;
		list( $term_id ) = self::big_category( 1000 );
		delete_option( TermPosts::BUILT_OPTION );
		TermPosts::fill( 0 );
		foreach ( array( 50, 60 ) as $paged ) {
			$list = new WP_Query(
				array(
					'cat'            => $term_id,
					'paged'          => $paged,
					'posts_per_page' => 10,
					Lists::COUNTED   => true,
					'no_found_rows'  => true,
				)
			);
			$plan = $wpdb->get_results( 'EXPLAIN ' . $list->request, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- WordPress's own query.
			$json = (string) wp_json_encode( $plan );

			$index = wp_list_filter( $plan, array( 'table' => TermPosts::table() ) );
			$this->assertCount( 1, $index, $json );
			$this->assertSame( 'PRIMARY', current( $index )['key'], $json );
			$this->assertStringContainsString( 'Using index', (string) current( $index )['Extra'], $json );
			$this->assertStringNotContainsString( 'filesort', (string) current( $index )['Extra'], $json );
			foreach ( $plan as $row ) {
				if ( ! str_starts_with( (string) $row['table'], '<' ) ) {
					$this->assertNotSame( 'ALL', $row['type'], $json );
					$this->assertNotSame( 'index', $row['type'], $json );
				}
			}
			$posts = wp_list_filter( $plan, array( 'table' => $wpdb->posts ) );
			$this->assertSame( 'eq_ref', current( $posts )['type'], $json );
		}
	}
}
