<?php
/**
 * The forms' routes.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Submissions\Submissions;
use Mvc\Core\Submissions\SubmissionType;
use Mvc\Tests\Factory;
use Mvc\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * POST /api/contact-us/submit, /api/minisite/contact-us/submit and /api/minisite/faq/submit: the
 * envelope, the service's Chinese messages with data.field for any input (wrong types, huge
 * strings, NUL bytes, a JSON body that is not an object), the honeypot's silent success, the
 * limits, and nothing but null in a success.
 */
final class SubmissionsControllerTest extends TestCase {

	private static int $journal;

	public static function wpSetUpBeforeClass( Factory $factory ): void {
		self::$journal = $factory->post(
			array(
				'post_type'  => 'journal',
				'post_title' => '能源材料',
			)
		);
	}

	protected function set_up(): void {
		parent::set_up();
		$_SERVER['REMOTE_ADDR'] = '198.51.100.7';
	}

	/**
	 * A fresh sender address.
	 */
	private function address(): string {
		return 'rest-' . strtolower( wp_generate_password( 10, false ) ) . '@example.com';
	}

	/**
	 * The submissions stored, newest first.
	 *
	 * @return list<int>
	 */
	private function stored(): array {
		global $wpdb;
		return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s ORDER BY ID DESC", SubmissionType::TYPE ) ) );
	}

	/**
	 * Asserts an envelope refusal.
	 *
	 * @param WP_REST_Response $response Response.
	 * @param int              $code     Code and status.
	 * @param string           $message  Message.
	 * @param string|null      $field    data.field, when one.
	 */
	private function assertRefused( WP_REST_Response $response, int $code, string $message, ?string $field = null ): void {
		$this->assertSame( $code, $response->get_status() );
		$body = $response->get_data();
		$this->assertSame( $code, $body['code'] );
		$this->assertSame( $message, $body['message'] );
		if ( null !== $field ) {
			$this->assertSame( $field, $body['data']['field'] ?? null );
		}
	}

	public function test_a_contact_message_is_stored_and_answered_with_null(): void {
		$email = $this->address();

		$response = $this->rest(
			'POST',
			'/api/contact-us/submit',
			array(
				'name'    => '王五',
				'email'   => $email,
				'title'   => '版权问题',
				'message' => '你好 😀',
				'website' => '',
			)
		);

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'code'    => 200,
				'message' => '成功',
				'data'    => null,
			),
			$response->get_data()
		);
		$ids = $this->stored();
		$this->assertCount( 1, $ids );
		$submission = Submissions::get( $ids[0] );
		$this->assertSame( Submissions::CONTACT, $submission['kind'] ?? null );
		$this->assertSame( $email, $submission['email'] ?? null );
		$this->assertSame( '你好 😀', $submission['message'] ?? null );
	}

	public function test_the_minisite_routes_store_their_kinds_with_the_journal(): void {
		$contact  = $this->rest(
			'POST',
			'/api/minisite/contact-us/submit',
			array(
				'name'      => '赵六',
				'email'     => $this->address(),
				'message'   => '想投稿',
				'postTitle' => '能源材料',
				'postId'    => (string) self::$journal,
			)
		);
		$question = $this->rest(
			'POST',
			'/api/minisite/faq/submit',
			array(
				'name'        => '钱七',
				'email'       => $this->address(),
				'description' => '是否开放获取？',
				'postTitle'   => '能源材料',
				'postId'      => self::$journal,
			)
		);

		$this->assertSame( 200, $contact->get_status() );
		$this->assertSame( 200, $question->get_status() );
		$ids = $this->stored();
		$this->assertSame( Submissions::FAQ_QUESTION, Submissions::get( $ids[0] )['kind'] ?? null );
		$this->assertSame( Submissions::MINISITE_CONTACT, Submissions::get( $ids[1] )['kind'] ?? null );
		$this->assertSame( self::$journal, Submissions::get( $ids[0] )['source_id'] ?? null );
	}

	public function test_bad_fields_get_the_services_message_and_field(): void {
		$this->assertRefused( $this->rest( 'POST', '/api/contact-us/submit', array() ), 400, '请输入姓名！', 'name' );
		$this->assertRefused(
			$this->rest(
				'POST',
				'/api/contact-us/submit',
				array(
					'name'  => '张三',
					'email' => 'bad',
					'title' => 'x',
				)
			),
			400,
			'请输入正确的邮箱格式！',
			'email'
		);
		$this->assertRefused(
			$this->rest(
				'POST',
				'/api/minisite/faq/submit',
				array(
					'name'        => '张三',
					'email'       => $this->address(),
					'description' => '问题',
					'postId'      => 999999999,
				)
			),
			400,
			'期刊不存在。',
			'postId'
		);
		$this->assertSame( array(), $this->stored() );
	}

	public function test_any_input_gets_a_clear_answer_and_no_warning(): void {
		$strange = array(
			array( 'x' ),
			array( 'a' => array( 'b' => 'c' ) ),
			str_repeat( '长', 100 * 1024 ),
			"\0\0\0",
			12345,
			true,
			null,
		);
		foreach ( $strange as $value ) {
			foreach ( array( 'name', 'email', 'title', 'message', 'website' ) as $field ) {
				$params           = array(
					'name'  => '张三',
					'email' => $this->address(),
					'title' => '标题',
				);
				$params[ $field ] = $value;
				$response         = $this->rest( 'POST', '/api/contact-us/submit', $params );
				$this->assertContains( $response->get_status(), array( 200, 400 ), $field );
				$this->assertIsString( $response->get_data()['message'] );
				$this->assertMatchesRegularExpression( '/\p{Han}/u', $response->get_data()['message'] );
			}
		}
	}

	public function test_a_json_body_that_is_not_an_object_is_refused_in_chinese(): void {
		foreach ( array( '[1,2,3]', '"text"', '42', 'null', '[]', '{"name":["x"]}', '{"name":' ) as $body ) {
			$request = new WP_REST_Request( 'POST', '/api/contact-us/submit' );
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( $body );

			$response = $this->dispatch( $request, 'POST' );

			$this->assertSame( 400, $response->get_status(), $body );
			$this->assertMatchesRegularExpression( '/\p{Han}/u', $response->get_data()['message'], $body );
		}
		$request = new WP_REST_Request( 'POST', '/api/contact-us/submit' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( '{"name":["x"],"email":"a@example.com","title":"t"}' );
		$this->assertRefused( $this->dispatch( $request, 'POST' ), 400, '姓名必须是文本。', 'name' );
		$this->assertSame( array(), $this->stored() );
	}

	public function test_a_filled_honeypot_answers_the_same_success_and_stores_nothing(): void {
		$response = $this->rest(
			'POST',
			'/api/contact-us/submit',
			array(
				'name'    => 'bot',
				'email'   => $this->address(),
				'title'   => 'cheap pills',
				'website' => 'https://spam.example',
			)
		);

		$this->assertSame( 200, $response->get_status() );
		$this->assertNull( $response->get_data()['data'] );
		$this->assertSame( array(), $this->stored() );
	}

	public function test_past_the_limit_the_answer_is_429_with_the_minutes(): void {
		$email = $this->address();
		for ( $i = 0; $i < Submissions::EMAIL_LIMIT; $i++ ) {
			$this->assertSame(
				200,
				$this->rest(
					'POST',
					'/api/contact-us/submit',
					array(
						'name'  => '张三',
						'email' => $email,
						'title' => '第' . $i . '次',
					)
				)->get_status()
			);
		}

		$response = $this->rest(
			'POST',
			'/api/contact-us/submit',
			array(
				'name'  => '张三',
				'email' => $email,
				'title' => '再一次',
			)
		);

		$this->assertSame( 429, $response->get_status() );
		$this->assertSame( 429, $response->get_data()['code'] );
		$this->assertStringContainsString( '分钟后再试', $response->get_data()['message'] );
		$this->assertGreaterThan( 0, $response->get_data()['data']['retryAfter'] );
	}

	public function test_past_the_networks_quiet_limit_a_form_sent_through_rest_asks_for_a_challenge(): void {
		$limit = static function ( int $limit, string $bucket ): int {
			return str_starts_with( $bucket, 'submission:net:' ) && str_ends_with( $bucket, ':quiet' ) ? 1 : $limit;
		};
		add_filter( 'mvc_rate_limit', $limit, 10, 2 );
		$body   = static function ( string $email ): array {
			return array(
				'name'  => '张三',
				'email' => $email,
				'title' => '咨询',
			);
		};
		$first  = $this->rest( 'POST', '/api/contact-us/submit', $body( $this->address() ) );
		$second = $this->rest( 'POST', '/api/contact-us/submit', $body( $this->address() ) );
		remove_filter( 'mvc_rate_limit', $limit );

		$this->assertSame( 200, $first->get_status() );
		$this->assertSame( 428, $second->get_status() );
		$this->assertArrayHasKey( 'challenge', $second->get_data()['data'] );
		$this->assertCount( 1, $this->stored() );
	}

	public function test_a_call_from_another_site_is_refused(): void {
		$response = $this->rest(
			'POST',
			'/api/contact-us/submit',
			array(
				'name'  => '张三',
				'email' => $this->address(),
				'title' => '标题',
			),
			null,
			array()
		);
		$this->assertSame( 200, $response->get_status() );

		$_SERVER['HTTP_SEC_FETCH_SITE'] = 'cross-site';
		$response                       = $this->rest(
			'POST',
			'/api/contact-us/submit',
			array(
				'name'  => '张三',
				'email' => $this->address(),
				'title' => '标题',
			)
		);
		unset( $_SERVER['HTTP_SEC_FETCH_SITE'] );

		$this->assertSame( 403, $response->get_status() );
		$this->assertCount( 1, $this->stored() );
	}

	public function test_the_index_describes_the_three_routes(): void {
		$routes = $this->rest( 'GET', '/api', array( 'context' => 'help' ) )->get_data()['routes'];

		foreach ( array( '/api/contact-us/submit', '/api/minisite/contact-us/submit', '/api/minisite/faq/submit' ) as $route ) {
			$this->assertArrayHasKey( $route, $routes );
			$this->assertSame( array( 'POST' ), $routes[ $route ]['methods'] );
			$this->assertContains( 429, array_column( $routes[ $route ]['schema']['errors'], 'code' ) );
			$this->assertArrayHasKey( 'website', $routes[ $route ]['endpoints'][0]['args'] );
		}
		$this->assertArrayHasKey( 'postId', $routes['/api/minisite/faq/submit']['endpoints'][0]['args'] );
		$this->assertArrayHasKey( 'description', $routes['/api/minisite/faq/submit']['endpoints'][0]['args'] );
		$this->assertArrayNotHasKey( 'postId', $routes['/api/contact-us/submit']['endpoints'][0]['args'] );
	}
}
