<?php
/**
 * POST /api/online-course/filter and PUT /api/online-course/{post_id}/learners.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Content\Courses\Course;
use Mvc\Core\Content\Courses\CourseFilter;
use Mvc\Core\Rest\CoursesController;
use Mvc\Tests\Factory;
use Mvc\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * The filter's answer and its refusals (in Chinese, 400), the learner call's count, its 404s and its
 * limit; and against the running site, twenty concurrent presses of one reader count once.
 */
final class CoursesControllerTest extends TestCase {

	private const FILTER = '/api/online-course/filter';

	/**
	 * Course ids: paper writing in Chinese, 45 minutes, newest first; then research figures in
	 * English, 90 minutes.
	 *
	 * @var array<string, list<int>>
	 */
	private static array $courses = array();

	public static function wpSetUpBeforeClass( Factory $factory ): void {
		self::$courses = array(
			'writing' => array(),
			'figures' => array(),
		);
		for ( $i = 0; $i < 14; $i++ ) {
			$writing = $i < 9;
			$id      = $factory->post(
				array(
					'post_type' => Course::TYPE,
					'post_date' => sprintf( '2026-04-%02d 10:00:00', 28 - $i ),
				)
			);
			update_post_meta( $id, Course::META_DURATION, $writing ? 45 : 90 );
			update_post_meta( $id, Course::META_LEARNERS, $i );
			wp_set_object_terms( $id, array( $writing ? 'paper-writing' : 'research-figures' ), Course::TAX_SKILL );
			wp_set_object_terms( $id, array( $writing ? 'chinese' : 'english' ), Course::TAX_LANGUAGE );
			self::$courses[ $writing ? 'writing' : 'figures' ][] = $id;
		}
	}

	/**
	 * Sends the filter as the island does: the paging in the query, the filter as a JSON body.
	 *
	 * @param string               $body  The JSON body.
	 * @param array<string, mixed> $query The query.
	 */
	private function filter( string $body, array $query = array() ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', self::FILTER );
		$request->set_query_params( $query );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( $body );
		return $this->dispatch( $request, 'POST' );
	}

	public function test_the_unfiltered_first_page_has_twelve_newest_first_and_the_total(): void {
		$response = $this->filter( '{}' );
		$data     = $response->get_data()['data'];

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 14, $data['total'] );
		$this->assertSame( array_slice( array_merge( self::$courses['writing'], self::$courses['figures'] ), 0, CourseFilter::PAGE_SIZE ), array_column( $data['list'], 'post_id' ) );
		$this->assertSame( array(), $data['recommendedCourses'] );
	}

	public function test_groups_and_and_values_or_with_paging_in_the_query(): void {
		$both    = $this->filter(
			'{"skills":["paper-writing","research-figures"],"language":["english"]}',
			array(
				'pageSize'   => '2',
				'pageNumber' => '2',
			)
		)->get_data()['data'];
		$one     = $this->filter( '{"skills":["paper-writing"],"duration":["30-60"],"language":[],"certificate":[]}', array( 'pageSize' => 100 ) )->get_data()['data'];
		$nothing = $this->filter( '{"skills":["paper-writing"],"duration":["over-60"]}' )->get_data()['data'];

		$this->assertSame( 5, $both['total'] );
		$this->assertSame( array_slice( self::$courses['figures'], 2, 2 ), array_column( $both['list'], 'post_id' ) );
		$this->assertSame( self::$courses['writing'], array_column( $one['list'], 'post_id' ) );
		$this->assertSame( 0, $nothing['total'] );
		$this->assertSame( array( self::$courses['figures'][4], self::$courses['figures'][3], self::$courses['figures'][2], self::$courses['figures'][1] ), array_column( $nothing['recommendedCourses'], 'post_id' ) );
	}

	public function test_a_form_encoded_body_is_read_too(): void {
		$response = $this->rest( 'POST', self::FILTER, array( 'skills' => array( 'research-figures' ) ) );

		$this->assertSame( 5, $response->get_data()['data']['total'] );
	}

	/**
	 * @return array<string, array{0: string, 1: array<string, mixed>, 2: string, 3: string}>
	 */
	public function data_bad_requests(): array {
		return array(
			'unknown key'      => array( '{"skill":["paper-writing"]}', array(), 'skill', '未知的筛选项“skill”' ),
			'unknown value'    => array( '{"skills":["cooking"]}', array(), 'skills', '没有取值“cooking”' ),
			'not a list'       => array( '{"skills":"paper-writing"}', array(), 'skills', '必须是一个取值列表' ),
			'an object'        => array( '{"language":{"a":"chinese"}}', array(), 'language', '必须是一个取值列表' ),
			'a list of arrays' => array( '{"duration":[["30-60"]]}', array(), 'duration', '没有取值' ),
			'huge pageSize'    => array( '{}', array( 'pageSize' => '101' ), 'pageSize', 'pageSize' ),
			'zero pageSize'    => array( '{}', array( 'pageSize' => '0' ), 'pageSize', 'pageSize' ),
			'negative page'    => array( '{}', array( 'pageNumber' => '-1' ), 'pageNumber', 'pageNumber' ),
			'text page'        => array( '{}', array( 'pageNumber' => 'two' ), 'pageNumber', 'pageNumber' ),
		);
	}

	/**
	 * @dataProvider data_bad_requests
	 *
	 * @param string               $body    The body.
	 * @param array<string, mixed> $query   The query.
	 * @param string               $field   The field at fault.
	 * @param string               $message What the message says.
	 */
	public function test_a_bad_request_is_a_400_in_chinese_naming_the_fault( string $body, array $query, string $field, string $message ): void {
		$response = $this->filter( $body, $query );
		$answer   = $response->get_data();

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 400, $answer['code'] );
		$this->assertSame( $field, $answer['data']['field'] );
		$this->assertStringContainsString( $message, $answer['message'] );
		$this->assertMatchesRegularExpression( '/\p{Han}/u', $answer['message'] );
	}

	public function test_starting_a_course_counts_the_reader_once_a_day(): void {
		$course = self::$courses['writing'][0];
		$route  = '/api/online-course/' . $course . '/learners';

		$first  = $this->rest( 'PUT', $route );
		$second = $this->rest( 'PUT', $route );

		$this->assertSame( 200, $first->get_status() );
		$this->assertSame( array( 'count' => 1 ), $first->get_data()['data'] );
		$this->assertSame( array( 'count' => 1 ), $second->get_data()['data'] );
		$this->assertArrayNotHasKey( 'Set-Cookie', $first->get_headers() );
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public function data_not_courses(): array {
		return array(
			'unknown' => array( 'unknown' ),
			'draft'   => array( 'draft' ),
			'article' => array( 'article' ),
		);
	}

	/**
	 * @dataProvider data_not_courses
	 *
	 * @param string $kind What the id is.
	 */
	public function test_what_is_not_a_published_course_is_a_404_in_chinese( string $kind ): void {
		$ids = array(
			'unknown' => 999999,
			'draft'   => self::factory()->post(
				array(
					'post_type'   => Course::TYPE,
					'post_status' => 'draft',
				)
			),
			'article' => self::factory()->post(),
		);

		$response = $this->rest( 'PUT', '/api/online-course/' . $ids[ $kind ] . '/learners' );

		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( '该课程不存在或尚未发布。', $response->get_data()['message'] );
		$this->assertSame( 'post_id', $response->get_data()['data']['field'] );
	}

	public function test_the_learner_call_is_limited_per_address(): void {
		$limit    = static fn( int $value, string $bucket ): int => str_starts_with( $bucket, 'course-learners:' ) ? 3 : $value;
		add_filter( 'mvc_rate_limit', $limit, 10, 2 );
		$statuses = array();
		for ( $i = 0; $i < 4; $i++ ) {
			$statuses[] = $this->rest( 'PUT', '/api/online-course/' . self::$courses['writing'][1] . '/learners' )->get_status();
		}
		$_SERVER['REMOTE_ADDR'] = '10.1.2.3';
		$elsewhere              = $this->rest( 'PUT', '/api/online-course/' . self::$courses['writing'][1] . '/learners' )->get_status();
		$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
		remove_filter( 'mvc_rate_limit', $limit );

		$this->assertSame( array( 200, 200, 200, 429 ), $statuses );
		$this->assertSame( 200, $elsewhere );
	}

	public function test_a_call_from_another_site_is_refused(): void {
		$_SERVER['HTTP_ORIGIN'] = 'https://evil.example.com';
		$response               = $this->rest( 'PUT', '/api/online-course/' . self::$courses['writing'][2] . '/learners' );

		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( '2', get_post_meta( self::$courses['writing'][2], Course::META_LEARNERS, true ) );
	}

	/**
	 * Against the running site (MVC_TEST_URL): twenty concurrent presses of one new reader (a user
	 * agent of its own) on a published course raise its count by exactly one.
	 */
	public function test_concurrent_presses_of_one_reader_on_the_running_site_count_once(): void {
		$filter = wp_remote_post(
			MVC_TESTS_URL . '/wp-json' . self::FILTER . '?pageSize=1',
			array(
				'headers' => array( 'Content-Type' => 'application/json' ),
				'body'    => '{}',
				'timeout' => 20,
			)
		);
		$this->assertIsArray( $filter, is_wp_error( $filter ) ? $filter->get_error_message() : '' );
		$courses = json_decode( wp_remote_retrieve_body( $filter ), true );
		$this->assertNotEmpty( $courses['data']['list'] ?? array(), 'the site at ' . MVC_TESTS_URL . ' has no published course (the demo content adds them)' );
		$course = (int) $courses['data']['list'][0]['post_id'];
		$before = (int) $courses['data']['list'][0]['count'];
		$agent  = 'mvc-phpunit-' . wp_generate_password( 12, false );

		$multi   = curl_multi_init(); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_multi_init -- concurrent requests, which the WordPress HTTP API cannot send.
		$handles = array();
		for ( $i = 0; $i < 20; $i++ ) {
			$handle = curl_init( MVC_TESTS_URL . '/wp-json/api/online-course/' . $course . '/learners' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_init
			curl_setopt_array( // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_setopt_array
				$handle,
				array(
					CURLOPT_CUSTOMREQUEST  => 'PUT',
					CURLOPT_USERAGENT      => $agent,
					CURLOPT_RETURNTRANSFER => true,
					CURLOPT_HEADER         => true,
					CURLOPT_TIMEOUT        => 30,
				)
			);
			curl_multi_add_handle( $multi, $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_multi_add_handle
			$handles[] = $handle;
		}
		do {
			$status = curl_multi_exec( $multi, $running ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_multi_exec
			if ( $running ) {
				curl_multi_select( $multi ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_multi_select
			}
		} while ( $running && CURLM_OK === $status );
		$counts = array();
		foreach ( $handles as $handle ) {
			$raw  = (string) curl_multi_getcontent( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_multi_getcontent
			$size = (int) curl_getinfo( $handle, CURLINFO_HEADER_SIZE ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_getinfo
			$this->assertSame( 200, curl_getinfo( $handle, CURLINFO_RESPONSE_CODE ), substr( $raw, $size ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_getinfo
			$this->assertDoesNotMatchRegularExpression( '/^set-cookie:/im', substr( $raw, 0, $size ) );
			$counts[] = (int) ( json_decode( substr( $raw, $size ), true )['data']['count'] ?? -1 );
			curl_multi_remove_handle( $multi, $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_multi_remove_handle
			curl_close( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_close
		}
		curl_multi_close( $multi ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_multi_close
		$after = wp_remote_request(
			MVC_TESTS_URL . '/wp-json/api/online-course/' . $course . '/learners',
			array(
				'method'     => 'PUT',
				'user-agent' => $agent,
				'timeout'    => 20,
			)
		);

		$this->assertSame( $before + 1, (int) json_decode( wp_remote_retrieve_body( $after ), true )['data']['count'] );
		$this->assertSame( $before + 1, max( $counts ) );
		$this->assertGreaterThanOrEqual( $before, min( $counts ) );
	}

	/**
	 * Against the running site (MVC_TEST_URL): twenty concurrent first presses of twenty readers
	 * (each a user agent of its own) raise the count by exactly twenty, however the requests
	 * interleave (the reader's row and the count's +1 are one transaction).
	 */
	public function test_concurrent_presses_of_twenty_readers_on_the_running_site_count_twenty(): void {
		$filter  = wp_remote_post(
			MVC_TESTS_URL . '/wp-json' . self::FILTER . '?pageSize=1',
			array(
				'headers' => array( 'Content-Type' => 'application/json' ),
				'body'    => '{}',
				'timeout' => 20,
			)
		);
		$courses = json_decode( wp_remote_retrieve_body( $filter ), true );
		$this->assertNotEmpty( $courses['data']['list'] ?? array(), 'the site at ' . MVC_TESTS_URL . ' has no published course' );
		$course = (int) $courses['data']['list'][0]['post_id'];
		$url    = MVC_TESTS_URL . '/wp-json/api/online-course/' . $course . '/learners';
		$run    = wp_generate_password( 12, false );
		$first  = $this->press( $url, 'mvc-phpunit-first-' . $run );

		$multi   = curl_multi_init(); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_multi_init -- concurrent requests, which the WordPress HTTP API cannot send.
		$handles = array();
		for ( $i = 0; $i < 20; $i++ ) {
			$handle = curl_init( $url ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_init
			curl_setopt_array( // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_setopt_array
				$handle,
				array(
					CURLOPT_CUSTOMREQUEST  => 'PUT',
					CURLOPT_USERAGENT      => 'mvc-phpunit-' . $run . '-' . $i,
					CURLOPT_RETURNTRANSFER => true,
					CURLOPT_TIMEOUT        => 30,
				)
			);
			curl_multi_add_handle( $multi, $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_multi_add_handle
			$handles[] = $handle;
		}
		do {
			$status = curl_multi_exec( $multi, $running ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_multi_exec
			if ( $running ) {
				curl_multi_select( $multi ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_multi_select
			}
		} while ( $running && CURLM_OK === $status );
		$statuses = array();
		foreach ( $handles as $handle ) {
			$statuses[] = (int) curl_getinfo( $handle, CURLINFO_RESPONSE_CODE ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_getinfo
			curl_multi_remove_handle( $multi, $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_multi_remove_handle
			curl_close( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_close
		}
		curl_multi_close( $multi ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_multi_close
		// The first reader again: counted already, so the answer is the count after the twenty.
		$after = $this->press( $url, 'mvc-phpunit-first-' . $run );

		$this->assertSame( array_fill( 0, 20, 200 ), $statuses );
		$this->assertSame( $first + 20, $after );
	}

	/**
	 * One press on the running site; the count it answers.
	 *
	 * @param string $url   The learners route.
	 * @param string $agent The reader's user agent.
	 */
	private function press( string $url, string $agent ): int {
		$response = wp_remote_request(
			$url,
			array(
				'method'     => 'PUT',
				'user-agent' => $agent,
				'timeout'    => 20,
			)
		);
		return (int) ( json_decode( wp_remote_retrieve_body( $response ), true )['data']['count'] ?? -1 );
	}

	public function test_the_controller_is_a_module_of_the_plugin(): void {
		$this->assertArrayHasKey( '/api/online-course/(?P<post_id>[\d]+)/learners', rest_get_server()->get_routes( 'api' ) );
		$this->assertArrayHasKey( '/api' . CoursesController::ROUTE . '/filter', rest_get_server()->get_routes( 'api' ) );
	}
}
