<?php
/**
 * GET /api/journals and core's /wp/v2/journals.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Content\PostTypes\Journal;
use Mvc\Tests\Factory;
use Mvc\Tests\TestCase;

/**
 * Journal cards {id, title, cover, link}, newest first, filtered by a tag, the total in X-WP-Total;
 * every bad argument is a 400 in Chinese. Core's journal list works for visitors.
 */
final class JournalsControllerTest extends TestCase {

	private const ROUTE = '/api/journals';

	/**
	 * Journal ids, newest first.
	 *
	 * @var array<int, int>
	 */
	private static array $journals = array();

	private static int $tag;

	private static int $draft;

	public static function wpSetUpBeforeClass( Factory $factory ): void {
		self::$tag      = $factory->term( 'post_tag', array( 'name' => '期刊分类测试' ) );
		self::$journals = array();
		for ( $i = 1; $i <= 16; $i++ ) {
			$id = $factory->post(
				array(
					'post_type'  => Journal::TYPE,
					'post_title' => "期刊 {$i}",
					'post_name'  => "journal-test-{$i}",
					'post_date'  => sprintf( '2026-03-%02d 09:00:00', 25 - $i ),
				)
			);
			if ( 0 === $i % 3 ) {
				wp_set_post_terms( $id, array( self::$tag ), 'post_tag' );
			}
			self::$journals[] = $id;
		}
		$cover = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/png',
				'post_title'     => 'cover',
				'post_status'    => 'inherit',
			),
			'journal-cover.png'
		);
		update_post_meta( self::$journals[0], '_thumbnail_id', $cover );
		self::$draft = $factory->post(
			array(
				'post_type'   => Journal::TYPE,
				'post_title'  => '草稿期刊',
				'post_status' => 'draft',
				'post_date'   => '2026-04-01 09:00:00',
			)
		);
		wp_set_post_terms( self::$draft, array( self::$tag ), 'post_tag' );
	}

	/**
	 * A successful answer.
	 *
	 * @param array<string, mixed> $query Query.
	 */
	private function journals( array $query = array() ): \WP_REST_Response {
		$response = $this->rest( 'GET', self::ROUTE, $query );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 200, $response->get_data()['code'] );
		return $response;
	}

	public function test_the_home_call_gives_the_fourteen_newest_and_the_total_in_headers(): void {
		$response = $this->journals(
			array(
				'pageSize'       => '14',
				'pageNumber'     => '1',
				'classification' => 'all',
			)
		);

		$data = $response->get_data()['data'];
		$this->assertTrue( array_is_list( $data ) );
		$this->assertSame( array_slice( self::$journals, 0, 14 ), array_column( $data, 'id' ) );
		$this->assertSame(
			array(
				'id'    => self::$journals[0],
				'title' => '期刊 1',
				'cover' => wp_get_upload_dir()['baseurl'] . '/journal-cover.png',
				'link'  => home_url( '/journals/journal-test-1/' ),
			),
			$data[0]
		);
		$this->assertSame( '', $data[1]['cover'] );
		$this->assertSame( '16', $response->get_headers()['X-WP-Total'] );
		$this->assertSame( '2', $response->get_headers()['X-WP-TotalPages'] );
	}

	public function test_without_arguments_it_is_the_home_call(): void {
		$response = $this->journals();

		$this->assertSame( array_slice( self::$journals, 0, Journal::CAROUSEL_COUNT ), array_column( $response->get_data()['data'], 'id' ) );
		$this->assertSame( $response->get_data()['data'], Journal::newest() );
	}

	public function test_the_second_page_has_the_rest(): void {
		$response = $this->journals(
			array(
				'pageSize'   => 14,
				'pageNumber' => 2,
			)
		);

		$this->assertSame( array_slice( self::$journals, 14 ), array_column( $response->get_data()['data'], 'id' ) );
		$this->assertSame( '16', $response->get_headers()['X-WP-Total'] );
	}

	public function test_a_classification_lists_the_published_journals_of_that_tag(): void {
		$response = $this->journals(
			array(
				'pageSize'       => 2,
				'classification' => (string) self::$tag,
			)
		);

		$expected = array( self::$journals[2], self::$journals[5] );
		$this->assertSame( $expected, array_column( $response->get_data()['data'], 'id' ) );
		$this->assertSame( '5', $response->get_headers()['X-WP-Total'] );
		$this->assertSame( '3', $response->get_headers()['X-WP-TotalPages'] );
		$this->assertSame(
			Journal::cards( 2, 1, self::$tag ),
			array(
				'list'  => $response->get_data()['data'],
				'total' => 5,
			)
		);
	}

	public function test_zero_all_and_empty_mean_all_journals(): void {
		foreach ( array( '0', 0, 'all', 'ALL', '' ) as $all ) {
			$response = $this->journals( array( 'classification' => $all ) );
			$this->assertSame( '16', $response->get_headers()['X-WP-Total'], (string) wp_json_encode( $all ) );
		}
	}

	public function test_drafts_are_not_listed(): void {
		$ids = array_column( $this->journals( array( 'pageSize' => 100 ) )->get_data()['data'], 'id' );

		$this->assertCount( 16, $ids );
		$this->assertNotContains( self::$draft, $ids );
	}

	public function test_a_tag_without_journals_is_an_empty_list(): void {
		$response = $this->journals( array( 'classification' => self::factory()->term() ) );

		$this->assertSame( array(), $response->get_data()['data'] );
		$this->assertSame( '0', $response->get_headers()['X-WP-Total'] );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>, 1: string}>
	 */
	public function data_bad_queries(): array {
		return array(
			'size zero'              => array( array( 'pageSize' => '0' ), 'pageSize' ),
			'size 101'               => array( array( 'pageSize' => 101 ), 'pageSize' ),
			'size letters'           => array( array( 'pageSize' => 'abc' ), 'pageSize' ),
			'number zero'            => array( array( 'pageNumber' => '0' ), 'pageNumber' ),
			'number letters'         => array( array( 'pageNumber' => 'x' ), 'pageNumber' ),
			'classification letters' => array( array( 'classification' => 'x' ), 'classification' ),
			'classification minus'   => array( array( 'classification' => '-1' ), 'classification' ),
			'classification decimal' => array( array( 'classification' => '1.5' ), 'classification' ),
			'classification array'   => array( array( 'classification' => array( 1 ) ), 'classification' ),
			'classification unknown' => array( array( 'classification' => '987654321' ), 'classification' ),
		);
	}

	/**
	 * @dataProvider data_bad_queries
	 *
	 * @param array<string, mixed> $query Query.
	 * @param string               $field The argument at fault.
	 */
	public function test_a_bad_argument_is_refused_in_chinese( array $query, string $field ): void {
		$response = $this->rest( 'GET', self::ROUTE, $query );

		$this->assertSame( 400, $response->get_status() );
		$body = $response->get_data();
		$this->assertSame( 400, $body['code'] );
		$this->assertMatchesRegularExpression( '/\p{Han}/u', $body['message'] );
		$this->assertSame( $field, $body['data']['field'] );
	}

	public function test_a_category_is_not_a_classification(): void {
		$category = self::factory()->term( 'category' );

		$response = $this->rest( 'GET', self::ROUTE, array( 'classification' => (string) $category ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( '该标签不存在。', $response->get_data()['message'] );
	}

	public function test_core_journal_list_works_for_visitors(): void {
		$response = $this->rest(
			'GET',
			'/wp/v2/journals',
			array(
				'per_page' => 20,
				'_fields'  => 'id,title,link',
			)
		);

		$this->assertSame( 200, $response->get_status() );
		$ids = array_column( $response->get_data(), 'id' );
		$this->assertSame( self::$journals, $ids );
		$this->assertSame( '16', (string) $response->get_headers()['X-WP-Total'] );
		$this->assertSame( '期刊 1', $response->get_data()[0]['title']['rendered'] );
	}

	public function test_core_journal_lookup_by_slug_works_for_visitors(): void {
		$response = $this->rest( 'GET', '/wp/v2/journals', array( 'slug' => 'journal-test-3' ) );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( self::$journals[2] ), array_column( $response->get_data(), 'id' ) );
	}

	public function test_a_visitor_cannot_read_a_draft_journal_through_core(): void {
		$one  = $this->rest( 'GET', '/wp/v2/journals/' . self::$draft );
		$list = $this->rest( 'GET', '/wp/v2/journals', array( 'status' => 'draft' ) );

		$this->assertSame( 401, $one->get_status() );
		$this->assertSame( 400, $list->get_status() );
	}
}
