<?php
/**
 * Recommended reading.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Content\ContentVersion;
use Mvc\Core\Content\Recommendations;
use Mvc\Core\Rest\RecommendController;
use Mvc\Tests\Factory;
use Mvc\Tests\TestCase;
use Mvc\Theme\Setup;

/**
 * GET /api/daily-blog/get-recommend-article: an object keyed by the article's tag ids plus 0, each
 * list at most 10 other published articles, newest first, items in the spec's shape; 400 for a bad
 * post_id, 404 for an unknown or unpublished article; few queries.
 */
final class RecommendControllerTest extends TestCase {

	private static int $article;

	private static int $lonely;

	private static int $draft;

	private static int $tag_a;

	private static int $tag_b;

	/**
	 * Ids of the tag-a articles, newest first.
	 *
	 * @var list<int>
	 */
	private static array $tagged = array();

	/**
	 * Ids of the articles of the category, newest first.
	 *
	 * @var list<int>
	 */
	private static array $in_category = array();

	private static int $blank;

	private static int $cover;

	public static function wpSetUpBeforeClass( Factory $factory ): void {
		$category    = $factory->term( 'category', array( 'name' => '推荐测试分类' ) );
		$other       = $factory->term( 'category', array( 'name' => '其他分类' ) );
		self::$tag_a = $factory->term();
		self::$tag_b = $factory->term();

		$time          = strtotime( '2026-01-01 08:00:00' );
		$post          = static function ( array $args ) use ( $factory, &$time ): int {
			$time += HOUR_IN_SECONDS;
			return $factory->post( array_merge( array( 'post_date' => gmdate( 'Y-m-d H:i:s', $time ) ), $args ) );
		};
		self::$article = $post(
			array(
				'post_category' => array( $category ),
				'tags_input'    => array( self::$tag_a, self::$tag_b ),
			)
		);
		for ( $i = 0; $i < 12; $i++ ) {
			array_unshift(
				self::$tagged,
				$post(
					array(
						'post_category' => array( $category ),
						'tags_input'    => array( self::$tag_a ),
					)
				)
			);
		}
		self::$in_category = self::$tagged;
		self::$blank       = $post(
			array(
				'post_title'    => '<em>二维</em> 材料 &amp; 器件',
				'post_category' => array( $other ),
				'tags_input'    => array( self::$tag_b ),
				'meta_input'    => array( '_links_to_target' => '_blank' ),
			)
		);
		self::$cover       = $post(
			array(
				'post_category' => array( $other ),
				'tags_input'    => array( self::$tag_b ),
			)
		);
		$attachment        = wp_insert_attachment(
			array(
				'post_title'     => 'cover',
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			'2026/01/cover.jpg',
			self::$cover
		);
		update_post_meta( $attachment, '_wp_attached_file', '2026/01/cover.jpg' );
		update_post_meta(
			$attachment,
			'_wp_attachment_metadata',
			array(
				'width'  => 1280,
				'height' => 800,
				'file'   => '2026/01/cover.jpg',
				'sizes'  => array(
					Setup::IMAGE_CARD => array(
						'file'      => 'cover-640x400.jpg',
						'width'     => 640,
						'height'    => 400,
						'mime-type' => 'image/jpeg',
					),
				),
			)
		);
		set_post_thumbnail( self::$cover, $attachment );
		self::$draft  = $post(
			array(
				'post_status'   => 'draft',
				'post_category' => array( $category ),
				'tags_input'    => array( self::$tag_a, self::$tag_b ),
			)
		);
		self::$lonely = $post( array( 'post_category' => array( $other ) ) );
	}

	/**
	 * Calls the route.
	 *
	 * @param array<string, mixed> $query Query.
	 */
	private function recommend( array $query ): \WP_REST_Response {
		return $this->rest( 'GET', '/api/daily-blog/get-recommend-article', $query );
	}

	/**
	 * The lists of an answer, as a caller decodes the JSON.
	 *
	 * @param \WP_REST_Response $response Answer.
	 * @return array<string, list<array<string, mixed>>>
	 */
	private function lists( \WP_REST_Response $response ): array {
		$json = json_decode( (string) wp_json_encode( $response->get_data() ), true );
		$this->assertIsArray( $json );
		return $json['data'];
	}

	public function test_answer_is_an_object_keyed_by_tag_id_with_0_for_all(): void {
		$response = $this->recommend( array( 'post_id' => self::$article ) );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 200, $response->get_data()['code'] );
		$this->assertStringContainsString( '"data":{"0":[', (string) wp_json_encode( $response->get_data() ) );
		$keys = array_keys( $this->lists( $response ) );
		sort( $keys );
		$expected = array( 0, self::$tag_a, self::$tag_b );
		sort( $expected );
		$this->assertSame( $expected, $keys );
	}

	public function test_lists_hold_the_ten_newest_other_published_articles(): void {
		$lists = $this->lists( $this->recommend( array( 'post_id' => (string) self::$article ) ) );

		$this->assertSame( array_slice( self::$tagged, 0, 10 ), array_column( $lists[ self::$tag_a ], 'id' ) );
		$this->assertSame( array_slice( self::$in_category, 0, 10 ), array_column( $lists[0], 'id' ) );
		$this->assertSame( array( self::$cover, self::$blank ), array_column( $lists[ self::$tag_b ], 'id' ) );
		foreach ( $lists as $list ) {
			$this->assertNotContains( self::$article, array_column( $list, 'id' ) );
			$this->assertNotContains( self::$draft, array_column( $list, 'id' ) );
		}
	}

	public function test_items_have_the_spec_shape(): void {
		$lists = $this->lists( $this->recommend( array( 'post_id' => self::$article ) ) );
		$items = array_column( $lists[ self::$tag_b ], null, 'id' );

		$blank = $items[ self::$blank ];
		$this->assertSame( array( 'id', 'title', 'link', 'date', 'cover', 'linkTarget' ), array_keys( $blank ) );
		$this->assertSame( '二维 材料 & 器件', $blank['title'] );
		$this->assertSame( get_permalink( self::$blank ), $blank['link'] );
		$this->assertSame( get_the_date( 'Y-m-d', self::$blank ), $blank['date'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}$/', $blank['date'] );
		$this->assertSame( '', $blank['cover'] );
		$this->assertSame( '_blank', $blank['linkTarget'] );

		$cover = $items[ self::$cover ];
		$this->assertStringEndsWith( '/2026/01/cover-640x400.jpg', $cover['cover'] );
		$this->assertSame( '', $cover['linkTarget'] );
	}

	public function test_article_without_tags_has_only_key_0_as_an_object(): void {
		$response = $this->recommend( array( 'post_id' => self::$lonely ) );

		$this->assertStringContainsString( '"data":{"0":[', (string) wp_json_encode( $response->get_data() ) );
		$lists = $this->lists( $response );
		$this->assertSame( array( 0 ), array_keys( $lists ) );
		$this->assertSame( array( self::$cover, self::$blank ), array_column( $lists[0], 'id' ) );
	}

	public function test_unknown_or_unpublished_article_is_404(): void {
		foreach ( array( self::$draft, 999999999 ) as $post_id ) {
			$response = $this->recommend( array( 'post_id' => $post_id ) );

			$this->assertSame( 404, $response->get_status() );
			$this->assertSame( 404, $response->get_data()['code'] );
			$this->assertSame( '文章不存在。', $response->get_data()['message'] );
		}
	}

	public function test_bad_post_id_is_400(): void {
		foreach ( array( array( 'post_id' => 'abc' ), array( 'post_id' => '0' ), array( 'post_id' => '-1' ), array( 'post_id' => '1.5' ), array() ) as $query ) {
			$response = $this->recommend( $query );

			$this->assertSame( 400, $response->get_status() );
			$this->assertSame( 400, $response->get_data()['code'] );
			$this->assertMatchesRegularExpression( '/\p{Han}/u', $response->get_data()['message'] );
		}
	}

	public function test_queries_are_few(): void {
		global $wpdb;
		wp_cache_flush();
		wp_load_alloptions();
		$before = $wpdb->num_queries;

		$this->recommend( array( 'post_id' => self::$article ) );

		// With a cold object cache: the article and its terms (3); per list (3 here) the term
		// lookup WP_Query makes and the id query; then the posts, their meta and terms (4), and
		// the cover images with their meta (2); reading and keeping the lists' transient (3); the
		// rate limit's count (2) and its hit, a one-statement transaction (Retry::once(): the check for
		// an open transaction and the savepoint inside the test's own, 2).
		$this->assertLessThanOrEqual( 9 + 2 * 3 + 3 + 2 + 2, $wpdb->num_queries - $before );

		$warm = $wpdb->num_queries;
		$this->recommend( array( 'post_id' => self::$article ) );

		// Again: the kept lists are read back and nothing is built; the rate limit's hit is a
		// one-statement transaction (Retry::once(): 2 more than a bare statement in a test).
		$this->assertLessThanOrEqual( 2 + 2, $wpdb->num_queries - $warm );
	}

	public function test_the_kept_lists_are_forgotten_when_an_article_changes(): void {
		$first = $this->lists( $this->recommend( array( 'post_id' => self::$article ) ) );
		$new   = self::factory()->post(
			array(
				'post_category' => wp_get_post_categories( self::$article ),
				'post_title'    => 'Newest related',
			)
		);

		$again = $this->lists( $this->recommend( array( 'post_id' => self::$article ) ) );

		$this->assertNotContains( $new, array_column( $first[0], 'id' ) );
		$this->assertSame( $new, $again[0][0]['id'] );
	}

	public function test_drafts_leave_the_kept_lists_and_publishing_forgets_them(): void {
		$this->recommend( array( 'post_id' => self::$article ) );
		$draft  = self::factory()->post(
			array(
				'post_status'   => 'draft',
				'post_category' => wp_get_post_categories( self::$article ),
			)
		);
		$before = ContentVersion::current();

		wp_update_post(
			array(
				'ID'         => $draft,
				'post_title' => '仍是草稿',
			)
		);
		$this->assertSame( $before, ContentVersion::current() );

		wp_update_post(
			array(
				'ID'          => $draft,
				'post_status' => 'publish',
			)
		);
		$this->assertNotSame( $before, ContentVersion::current() );
		$this->assertContains( $draft, array_column( $this->lists( $this->recommend( array( 'post_id' => self::$article ) ) )[0], 'id' ) );
	}
}
