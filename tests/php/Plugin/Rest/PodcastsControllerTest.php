<?php
/**
 * GET /api/podcasts.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Content\PostTypes\Podcast;
use Mvc\Tests\Factory;
use Mvc\Tests\TestCase;

/**
 * Pages of the published podcasts, newest first, with the total; every bad pageSize and pageNumber
 * is a 400 in Chinese.
 */
final class PodcastsControllerTest extends TestCase {

	private const ROUTE = '/api/podcasts';

	/**
	 * Podcast ids, newest first.
	 *
	 * @var array<int, int>
	 */
	private static array $podcasts = array();

	public static function wpSetUpBeforeClass( Factory $factory ): void {
		self::$podcasts = array();
		for ( $i = 1; $i <= 11; $i++ ) {
			$id = $factory->post(
				array(
					'post_type'    => Podcast::TYPE,
					'post_title'   => "播客 {$i}",
					'post_excerpt' => "第 {$i} 期的简介",
					'post_date'    => sprintf( '2026-03-%02d 09:00:00', 20 - $i ),
				)
			);
			update_post_meta( $id, Podcast::META_URL, "https://www.example.com/podcast/{$i}" );
			self::$podcasts[] = $id;
		}
		$cover = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/png',
				'post_title'     => 'cover',
				'post_status'    => 'inherit',
			),
			'podcast-cover.png'
		);
		update_post_meta( self::$podcasts[0], '_thumbnail_id', $cover );
		$factory->post(
			array(
				'post_type'   => Podcast::TYPE,
				'post_title'  => '草稿播客',
				'post_date'   => '2026-04-01 09:00:00',
				'post_status' => 'draft',
			)
		);
	}

	/**
	 * The answer's data.
	 *
	 * @param array<string, mixed> $query Query.
	 * @return array{list: array<int, array<string, string>>, total: int}
	 */
	private function page( array $query = array() ): array {
		$response = $this->rest( 'GET', self::ROUTE, $query );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 200, $response->get_data()['code'] );
		return $response->get_data()['data'];
	}

	public function test_the_first_page_has_nine_newest_first_and_the_total(): void {
		$page = $this->page();

		$this->assertSame( 11, $page['total'] );
		$this->assertCount( Podcast::PAGE_SIZE, $page['list'] );
		$this->assertSame(
			array(
				'cover'       => wp_get_upload_dir()['baseurl'] . '/podcast-cover.png',
				'title'       => '播客 1',
				'description' => '第 1 期的简介',
				'postDate'    => '2026-03-19',
				'url'         => 'https://www.example.com/podcast/1',
			),
			$page['list'][0]
		);
		$this->assertSame( array_map( static fn( int $i ): string => "播客 {$i}", range( 1, 9 ) ), array_column( $page['list'], 'title' ) );
		$this->assertSame( '', $page['list'][1]['cover'] );
	}

	public function test_the_second_page_has_the_rest(): void {
		$page = $this->page(
			array(
				'pageSize'   => '9',
				'pageNumber' => '2',
			)
		);

		$this->assertSame( 11, $page['total'] );
		$this->assertSame( array( '播客 10', '播客 11' ), array_column( $page['list'], 'title' ) );
	}

	public function test_a_page_past_the_end_is_empty_with_the_total(): void {
		$page = $this->page(
			array(
				'pageSize'   => 100,
				'pageNumber' => 3,
			)
		);

		$this->assertSame(
			array(
				'list'  => array(),
				'total' => 11,
			),
			$page
		);
	}

	public function test_the_template_helper_gives_the_same_page(): void {
		$this->assertSame(
			$this->page(
				array(
					'pageSize'   => 4,
					'pageNumber' => 2,
				)
			),
			Podcast::page( 4, 2 )
		);
	}

	public function test_titles_and_descriptions_are_plain_text(): void {
		self::factory()->post(
			array(
				'post_type'    => Podcast::TYPE,
				'post_title'   => '材料 & 化学 <b>对话</b>',
				'post_excerpt' => '<p>高分子 &amp; 复合材料</p>',
				'post_date'    => '2026-05-01 09:00:00',
			)
		);

		$item = $this->page( array( 'pageSize' => 1 ) )['list'][0];

		$this->assertSame( '材料 & 化学 对话', $item['title'] );
		$this->assertSame( '高分子 & 复合材料', $item['description'] );
		$this->assertSame( '', $item['url'] );
		$this->assertSame( 12, $this->page()['total'] );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>, 1: string}>
	 */
	public function data_bad_queries(): array {
		return array(
			'size zero'       => array( array( 'pageSize' => '0' ), 'pageSize' ),
			'size 101'        => array( array( 'pageSize' => '101' ), 'pageSize' ),
			'size letters'    => array( array( 'pageSize' => 'abc' ), 'pageSize' ),
			'size negative'   => array( array( 'pageSize' => '-1' ), 'pageSize' ),
			'size decimal'    => array( array( 'pageSize' => '1.5' ), 'pageSize' ),
			'size empty'      => array( array( 'pageSize' => '' ), 'pageSize' ),
			'size array'      => array( array( 'pageSize' => array( 9 ) ), 'pageSize' ),
			'number zero'     => array( array( 'pageNumber' => '0' ), 'pageNumber' ),
			'number letters'  => array( array( 'pageNumber' => 'abc' ), 'pageNumber' ),
			'number huge'     => array( array( 'pageNumber' => '99999999999999999999' ), 'pageNumber' ),
			'number negative' => array( array( 'pageNumber' => -2 ), 'pageNumber' ),
		);
	}

	/**
	 * @dataProvider data_bad_queries
	 *
	 * @param array<string, mixed> $query Query.
	 * @param string               $field The argument at fault.
	 */
	public function test_a_bad_page_is_refused_in_chinese( array $query, string $field ): void {
		$response = $this->rest( 'GET', self::ROUTE, $query );

		$this->assertSame( 400, $response->get_status() );
		$body = $response->get_data();
		$this->assertSame( 400, $body['code'] );
		$this->assertMatchesRegularExpression( '/\p{Han}/u', $body['message'] );
		$this->assertSame( $field, $body['data']['field'] );
	}

	public function test_podcasts_have_no_address_of_their_own(): void {
		$this->assertFalse( is_post_type_viewable( Podcast::TYPE ) );
		$this->assertTrue( get_post_type_object( Podcast::TYPE )->show_ui );
		$this->assertTrue( post_type_supports( Podcast::TYPE, 'excerpt' ) );
		$this->assertTrue( post_type_supports( Podcast::TYPE, 'thumbnail' ) );
	}
}
