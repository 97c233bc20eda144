<?php
/**
 * Bad requests answered 4xx in Chinese, without a warning.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Security;

use Mvc\Core\Member\Sessions;
use Mvc\Core\Rest\Envelope;
use Mvc\Tests\FakeWeChat;
use Mvc\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Issue 12: non-object JSON bodies, JSON nulls, JSONP, `_envelope`, `_fields` on a redirect, method
 * overrides and cross-site writes on core routes, routes spelt in capitals and the batch route each
 * answer a 4xx with a Chinese message and change nothing. PHPUnit turns any PHP warning or
 * deprecation into a failure, so each test also proves none was raised.
 */
final class RequestGuardTest extends TestCase {

	private const HAN = '/\p{Han}/u';

	protected function tear_down(): void {
		unset( $_SERVER['HTTP_ORIGIN'], $_SERVER['HTTP_SEC_FETCH_SITE'] );
		parent::tear_down();
	}

	/**
	 * Sends a request with a raw JSON body as /wp-json would, as TestCase::rest() does.
	 *
	 * @param string               $method HTTP method the route sees.
	 * @param string               $route  Route.
	 * @param string|null          $body   Raw JSON body (null: none).
	 * @param array<string, mixed> $query  Query (also the HTTP request's $_GET).
	 * @param string|null          $nonce  X-WP-Nonce, if any.
	 * @param string|null          $real   The HTTP request's own method, when it differs (an override).
	 */
	private function send( string $method, string $route, ?string $body, array $query = array(), ?string $nonce = null, ?string $real = null ): WP_REST_Response {
		$request = new WP_REST_Request( $method, $route );
		$request->set_query_params( $query );
		$_GET = $query;
		if ( null !== $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( $body );
		}
		return $this->dispatch( $request, $real ?? $method, $nonce );
	}

	/**
	 * Asserts a refusal: the status, a message in Chinese, and for a core route core's error code.
	 *
	 * @param int              $status   Expected status.
	 * @param WP_REST_Response $response Answer.
	 * @param string|null      $code     Expected code of a core route's error.
	 * @return array<string, mixed> The body.
	 */
	private function assert_refused( int $status, WP_REST_Response $response, ?string $code = null ): array {
		$body = (array) $response->get_data();
		$this->assertSame( $status, $response->get_status(), (string) wp_json_encode( $body ) );
		$this->assertMatchesRegularExpression( self::HAN, (string) ( $body['message'] ?? '' ) );
		if ( null !== $code ) {
			$this->assertSame( $code, $body['code'] );
		}
		return $body;
	}

	/**
	 * The number of tags.
	 */
	private static function tags(): int {
		return (int) wp_count_terms( array( 'taxonomy' => 'post_tag' ) );
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public static function non_object_bodies(): array {
		return array(
			'string'  => array( '"x"' ),
			'number'  => array( '5' ),
			'boolean' => array( 'true' ),
			'list'    => array( '[1, 2]' ),
			'null'    => array( 'null' ),
		);
	}

	/**
	 * @dataProvider non_object_bodies
	 * @param string $body Raw body.
	 */
	public function test_core_write_refuses_a_body_that_is_not_an_object( string $body ): void {
		$posts = (int) wp_count_posts()->publish;

		$this->assert_refused( 400, $this->send( 'POST', '/wp/v2/posts', $body ), 'mvc_body_not_object' );
		$this->assertSame( '请求内容必须是 JSON 对象。', $this->send( 'POST', '/wp/v2/tags', $body )->get_data()['message'] );
		$this->assertSame( $posts, (int) wp_count_posts()->publish );
	}

	/**
	 * @dataProvider non_object_bodies
	 * @param string $body Raw body.
	 */
	public function test_api_route_refuses_a_body_that_is_not_an_object_in_the_envelope( string $body ): void {
		$response = $this->send( 'POST', '/api/member/login-via-email', $body );

		$this->assertSame(
			array(
				'code'    => 400,
				'message' => '请求内容必须是 JSON 对象。',
				'data'    => null,
			),
			$this->assert_refused( 400, $response )
		);
	}

	public function test_core_tags_refuse_a_null_slug_naming_it(): void {
		$tags = self::tags();

		$body = $this->assert_refused( 400, $this->send( 'POST', '/wp/v2/tags', '{"name":"x","slug":null}' ), 'rest_invalid_param' );

		$this->assertSame( 'slug 不能为空。', $body['message'] );
		$this->assertSame( $tags, self::tags() );
	}

	public function test_search_users_refuses_a_null_per_page_naming_it(): void {
		$nonce = $this->log_in_member( self::factory()->member() );

		$body = $this->assert_refused( 400, $this->send( 'POST', '/api/member/search-users', '{"search":"a","per_page":null}', array(), $nonce ) );

		$this->assertSame( 400, $body['code'] );
		$this->assertSame( 'per_page 不能为空。', $body['message'] );
		$this->assertSame( 'per_page', $body['data']['field'] );
	}

	public function test_core_post_refuses_an_array_as_its_template_before_core_reads_it(): void {
		$posts = (int) wp_count_posts()->publish;

		$body = $this->assert_refused( 400, $this->send( 'POST', '/wp/v2/posts', '{"title":"x","template":["a"]}' ), 'rest_invalid_param' );

		$this->assertSame( '参数 template 的值无效。', $body['message'] );
		$this->assertSame( $posts, (int) wp_count_posts()->publish );
	}

	public function test_core_post_refuses_an_array_as_its_password(): void {
		$post = self::factory()->post( array( 'post_password' => 'secret' ) );

		$body = $this->assert_refused( 400, $this->send( 'GET', "/wp/v2/posts/$post", null, array( 'password' => array( 'secret' ) ) ), 'rest_invalid_param' );

		$this->assertSame( 'password', $body['data']['field'] );
	}

	public function test_core_comment_refuses_an_array_as_its_author_email(): void {
		$this->assert_refused( 400, $this->send( 'POST', '/wp/v2/comments', '{"post":1,"content":"x","author_email":["a@example.com"]}' ), 'rest_invalid_param' );
	}

	public function test_core_post_refuses_an_excerpt_length_beyond_32_bits(): void {
		// Without an excerpt of its own, the post's excerpt is its text cut to excerpt_length words.
		$post = self::factory()->post( array( 'post_excerpt' => '' ) );

		$body = $this->assert_refused( 400, $this->send( 'GET', "/wp/v2/posts/$post", null, array( 'excerpt_length' => '9223372036854775807' ) ), 'rest_invalid_param' );

		$this->assertSame( '参数 excerpt_length 的值无效。', $body['message'] );
		$this->assertFalse( has_filter( 'excerpt_length' ) );
		$this->assertSame( 200, $this->send( 'GET', "/wp/v2/posts/$post", null, array( 'excerpt_length' => '20' ) )->get_status() );
	}

	public function test_null_is_taken_by_an_argument_whose_type_allows_it(): void {
		$register = static function (): void {
			register_rest_route(
				Envelope::NAMESPACE,
				'/guard-test',
				array(
					'methods'             => 'POST',
					'permission_callback' => '__return_true',
					'callback'            => static fn( WP_REST_Request $request ) => Envelope::success( array( 'parent' => $request['parent'] ) ),
					'args'                => array(
						'parent' => array( 'type' => array( 'integer', 'null' ) ),
						'name'   => array( 'type' => 'string' ),
					),
				)
			);
		};
		add_action( 'rest_api_init', $register );

		$taken   = $this->send( 'POST', '/api/guard-test', '{"parent":null}' );
		$refused = $this->send( 'POST', '/api/guard-test', '{"parent":null,"name":null}' );
		remove_action( 'rest_api_init', $register );

		$this->assertSame( 200, $taken->get_status() );
		$this->assertSame( 'name 不能为空。', $this->assert_refused( 400, $refused )['message'] );
	}

	public function test_jsonp_is_refused_in_chinese_before_core_echoes_its_own_error(): void {
		// WP_REST_Server::serve_request() asks the filter, then reads $_GET['_jsonp'] and echoes
		// rest_callback_invalid / rest_callback_disabled in English when it is there.
		$_GET['_jsonp'] = '1x;alert(1)';

		$enabled = apply_filters( 'rest_jsonp_enabled', true );

		$this->assertFalse( $enabled );
		$this->assertArrayNotHasKey( '_jsonp', $_GET );
		$body = $this->assert_refused( 400, $this->send( 'GET', '/wp/v2/types', null ), 'rest_callback_disabled' );
		$this->assertSame( '本站不支持 JSONP 请求。', $body['message'] );
		// The refusal is the HTTP request's: the next dispatch is answered.
		$this->assertSame( 200, $this->send( 'GET', '/wp/v2/types', null )->get_status() );
	}

	public function test_method_override_that_is_not_a_string_is_refused_before_core_reads_it(): void {
		// serve_request() asks the JSONP filter, then passes $_GET['_method'] to strtoupper().
		$_GET['_method'] = array( 'PUT' );

		apply_filters( 'rest_jsonp_enabled', true );

		$this->assertArrayNotHasKey( '_method', $_GET );
		$body = $this->assert_refused( 400, $this->send( 'GET', '/api/home-banner', null ) );
		$this->assertSame( '请求无效。', $body['message'] );
		$this->assertSame( 200, $this->send( 'GET', '/api/home-banner', null )->get_status() );
	}

	/**
	 * Page requests whose query variables or login fields are arrays.
	 *
	 * @return array<string, array{0: callable(): void}>
	 */
	public function array_page_requests(): array {
		return array(
			'?feed[]=rss'                => array(
				static function (): void {
					apply_filters( 'request', array( 'feed' => array( 'rss' ) ) );
				},
			),
			'?taxonomy[]=category'       => array(
				static function (): void {
					apply_filters(
						'request',
						array(
							'taxonomy' => array( 'category' ),
							'term'     => 'x',
						)
					);
				},
			),
			'wp-login.php log[]=x'       => array(
				static function (): void {
					$_POST['log'] = array( 'x' );
					do_action( 'login_init' );
				},
			),
			'lost password user_login[]' => array(
				static function (): void {
					$_GET['action']     = 'lostpassword';
					$_POST['user_login'] = array( 'x' );
					do_action( 'login_init' );
				},
			),
		);
	}

	/**
	 * A page request with an array where WordPress reads a string answers 400 in Chinese.
	 *
	 * @dataProvider array_page_requests
	 *
	 * @param callable $request Runs the request's hook.
	 */
	public function test_page_request_with_an_array_is_refused( callable $request ): void {
		$died = null;
		add_filter(
			'wp_die_handler',
			static function () use ( &$died ) {
				return static function ( $message, $title, $args ) use ( &$died ): void {
					$died = array( (string) $message, (int) ( $args['response'] ?? 0 ) );
					throw new \RuntimeException( 'died' );
				};
			}
		);

		try {
			$request();
		} catch ( \RuntimeException $e ) {
			unset( $e );
		}

		$this->assertSame( array( '请求无效。', 400 ), $died );
	}

	public function test_page_request_with_strings_goes_on(): void {
		$vars = apply_filters(
			'request',
			array(
				'feed' => 'rss2',
				's'    => 'x',
			)
		);

		$this->assertSame( 'rss2', $vars['feed'] );
	}

	public function test_envelope_is_refused_on_api_routes_and_on_writes(): void {
		$api   = $this->send( 'GET', '/api/home-banner', null, array( '_envelope' => '1' ) );
		$write = $this->send( 'POST', '/wp/v2/tags', '{"name":"x"}', array( '_envelope' => '1' ) );

		$this->assertSame( '此处不接受 _envelope 参数。', $this->assert_refused( 400, $api )['message'] );
		$this->assert_refused( 400, $write, 'mvc_envelope_refused' );
		// Taken away, so that core does not wrap the refusal into a 200.
		$this->assertArrayNotHasKey( '_envelope', $_GET );
		$this->assertSame( 200, $this->send( 'GET', '/wp/v2/types', null, array( '_envelope' => '1' ) )->get_status() );
	}

	public function test_fields_on_the_wechat_redirect_is_ignored(): void {
		$response = $this->send( 'GET', '/api/member/login-via-wechat', null, array( '_fields' => 'x' ) );

		$this->assertSame( 302, $response->get_status() );
		$this->assertStringContainsString( 'wechat=failed', $response->get_headers()['Location'] );
	}

	public function test_core_write_refuses_a_method_override_on_a_get(): void {
		wp_set_current_user( 1 );
		$tags = self::tags();

		$this->assert_refused( 405, $this->send( 'POST', '/wp/v2/tags', null, array( 'name' => 'guard' ), null, 'GET' ) );
		$this->assertSame( $tags, self::tags() );
	}

	public function test_core_write_refuses_a_foreign_origin(): void {
		wp_set_current_user( 1 );
		$tags                   = self::tags();
		$_SERVER['HTTP_ORIGIN'] = 'https://evil.example.com';

		$body = $this->assert_refused( 403, $this->send( 'POST', '/wp/v2/tags', '{"name":"guard"}' ) );

		$this->assertSame( '拒绝来自其他网站的请求。', $body['message'] );
		$this->assertSame( $tags, self::tags() );
	}

	public function test_a_route_in_capitals_is_unknown(): void {
		$member                 = self::factory()->member(
			array(
				'user_email' => 'guard-caps@example.com',
				'user_pass'  => 'correct-horse',
			)
		);
		$_SERVER['HTTP_ORIGIN'] = 'https://evil.example.com';

		$login = $this->send( 'POST', '/API/member/login-via-email', '{"email":"guard-caps@example.com","password":"correct-horse"}' );
		$users = $this->send( 'GET', '/WP/V2/users', null );

		$this->assertSame( 404, $this->assert_refused( 404, $login )['code'] );
		$this->assertSame( 0, ( new Sessions() )->count_for_user( $member ) );
		$this->assert_refused( 404, $users, 'rest_no_route' );
	}

	public function test_batch_is_refused_to_a_visitor_and_a_member(): void {
		$batch = '{"requests":[{"method":"POST","path":"/wp/v2/tags","body":{"name":"guard"}}]}';
		$tags  = self::tags();

		$this->assert_refused( 401, $this->send( 'POST', '/batch/v1', $batch ), 'rest_batch_not_allowed' );
		$nonce = $this->log_in_member( self::factory()->member() );
		$this->assert_refused( 403, $this->send( 'POST', '/batch/v1', $batch, array(), $nonce ), 'rest_batch_not_allowed' );
		$this->assertSame( $tags, self::tags() );
	}

	public function test_batch_of_an_operator_refuses_api_routes_and_nulls(): void {
		wp_set_current_user( 1 );
		$tags = self::tags();

		$api  = $this->send( 'POST', '/batch/v1', '{"requests":[{"method":"POST","path":"/wp/v2/tags","body":{"name":"guard"}},{"method":"POST","path":"/api/member/logout"}]}' );
		$null = $this->send( 'POST', '/batch/v1', '{"requests":[{"method":"POST","path":"/wp/v2/tags","body":{"name":"guard","slug":null}}]}' );

		$this->assertSame( '该接口不能通过批量请求调用。', $this->assert_refused( 400, $api, 'rest_batch_not_allowed' )['message'] );
		$this->assertSame( 'slug 不能为空。', $this->assert_refused( 400, $null, 'rest_invalid_param' )['message'] );
		$this->assertSame( $tags, self::tags() );
	}

	public function test_batch_of_an_operator_still_writes_core_routes(): void {
		wp_set_current_user( 1 );
		$tags = self::tags();

		$response = $this->send( 'POST', '/batch/v1', '{"requests":[{"method":"POST","path":"/wp/v2/tags","body":{"name":"guard-batch"}}]}' );

		$this->assertSame( 207, $response->get_status() );
		$this->assertSame( 201, $response->get_data()['responses'][0]['status'] );
		$this->assertSame( $tags + 1, self::tags() );
	}

	public function test_batch_from_a_foreign_origin_is_refused(): void {
		wp_set_current_user( 1 );
		$_SERVER['HTTP_ORIGIN'] = 'https://evil.example.com';

		$this->assert_refused( 403, $this->send( 'POST', '/batch/v1', '{"requests":[{"method":"POST","path":"/wp/v2/tags","body":{"name":"guard"}}]}' ) );
	}

	/**
	 * Every route of the `api` namespace, every method, as a visitor and as a member with a nonce:
	 * a body that is not an object, a null, an array and a 100 KB string for each declared argument
	 * answer below 500 with a Chinese message (or a redirect).
	 */
	public function test_every_api_route_answers_malformed_input_without_a_server_error(): void {
		// WeChat's routes answer 503 where WeChat is not configured.
		FakeWeChat::configure();
		$long  = str_repeat( '材', intdiv( 100 * 1024, 3 ) );
		$cases = array();
		foreach ( rest_get_server()->get_routes( Envelope::NAMESPACE ) as $route => $handlers ) {
			foreach ( $handlers as $handler ) {
				foreach ( array_keys( array_filter( $handler['methods'] ) ) as $method ) {
					$read = 'GET' === $method;
					if ( ! $read ) {
						$cases[] = array( $method, $route, '"x"', array() );
					}
					foreach ( array_keys( $handler['args'] ?? array() ) as $arg ) {
						foreach ( array( null, array( 'x' ), $long ) as $value ) {
							if ( $read && null !== $value ) {
								$cases[] = array( $method, $route, null, array( $arg => $value ) );
							} elseif ( ! $read ) {
								$cases[] = array( $method, $route, (string) wp_json_encode( array( $arg => $value ) ), array() );
							}
						}
					}
				}
			}
		}
		$this->assertGreaterThan( 100, count( $cases ) );

		foreach ( array( 'visitor', 'member' ) as $who ) {
			$nonce = 'member' === $who ? $this->log_in_member( self::factory()->member() ) : null;
			foreach ( $cases as list( $method, $route, $body, $query ) ) {
				$response = $this->send( $method, $route, $body, $query, $nonce );
				$status   = $response->get_status();
				$label    = "$who $method $route " . substr( (string) ( $body ?? wp_json_encode( $query ) ), 0, 60 ) . ": $status";
				$this->assertLessThan( 500, $status, $label );
				if ( $status >= 400 ) {
					// The follow mails' links answer a Chinese HTML page.
					$data = $response->get_data();
					$this->assertMatchesRegularExpression( self::HAN, is_string( $data ) ? $data : (string) ( $data['message'] ?? '' ), $label );
				}
			}
		}
	}
}
