<?php
/**
 * The official account's API client: its requests and WeChat's errcodes as reasons.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Syndication\WeChat;

use Mvc\Core\Member\WeChat\AccessToken;
use Mvc\Core\Syndication\WeChat\Client;
use Mvc\Core\Syndication\WeChat\Reasons;
use Mvc\Tests\FakeWeChat;
use Mvc\Tests\TestCase;
use WP_Error;

/**
 * WeChat's answers are given by `pre_http_request` (with a kept token, so no token is asked): each
 * errcode the sync can meet becomes `mvc_wechat_<errcode>` with its own Chinese reason, an unknown
 * one the general reason with its code, a timeout or a page that is not JSON the "could not be
 * reached" reason. Uploads are multipart with the field `media`; JSON keeps Chinese unescaped.
 */
final class ClientTest extends TestCase {

	/**
	 * The requests made: url and args.
	 *
	 * @var list<array{url: string, args: array<string, mixed>}>
	 */
	private array $requests = array();

	/**
	 * The filters answer() added.
	 *
	 * @var list<callable>
	 */
	private array $answers = array();

	protected function set_up(): void {
		parent::set_up();
		FakeWeChat::configure();
		set_transient( AccessToken::key( (array) AccessToken::app() ), 'kept-token', HOUR_IN_SECONDS );
	}

	protected function tear_down(): void {
		$this->stop_answering();
		parent::tear_down();
	}

	/**
	 * Removes the answers.
	 */
	private function stop_answering(): void {
		foreach ( $this->answers as $filter ) {
			remove_filter( 'pre_http_request', $filter, 10 );
		}
		$this->answers = array();
	}

	/**
	 * WeChat answers this body to every request.
	 *
	 * @param string|WP_Error $body The answer's body, or a failure.
	 * @param int             $code HTTP status.
	 */
	private function answer( $body, int $code = 200 ): void {
		$filter          = function ( $pre, $args, $url ) use ( $body, $code ) {
				$this->requests[] = array(
					'url'  => (string) $url,
					'args' => (array) $args,
				);
				if ( is_wp_error( $body ) ) {
					return $body;
				}
				return array(
					'headers'  => array(),
					'body'     => $body,
					'response' => array(
						'code'    => $code,
						'message' => 'OK',
					),
					'cookies'  => array(),
					'filename' => null,
				);
		};
		$this->answers[] = $filter;
		add_filter( 'pre_http_request', $filter, 10, 3 );
	}

	/**
	 * The errcodes with reasons of their own.
	 *
	 * @return array<string, array{0: int}>
	 */
	public function errcodes(): array {
		$codes = array( -1, 40001, 40005, 40007, 40009, 40164, 45002, 45003, 45004, 45009, 45011, 45110, 48001 );
		return array_combine( array_map( 'strval', $codes ), array_map( static fn( int $c ): array => array( $c ), $codes ) );
	}

	/**
	 * An errcode is the refusal with its Chinese reason.
	 *
	 * @dataProvider errcodes
	 * @param int $errcode WeChat's errcode.
	 */
	public function test_an_errcode_is_refused_with_its_chinese_reason( int $errcode ): void {
		$this->answer(
			(string) wp_json_encode(
				array(
					'errcode' => $errcode,
					'errmsg'  => 'whatever',
				)
			)
		);

		$result = Client::draft_add( array( 'title' => '标题' ) );

		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 'mvc_wechat_' . $errcode, $result->get_error_code() );
		$this->assertMatchesRegularExpression( '/\p{Han}/u', $result->get_error_message() );
		$this->assertSame( Reasons::of( $errcode ), $result->get_error_message() );
		$this->assertStringNotContainsString( '错误码', $result->get_error_message(), 'A known code has its own reason.' );
	}

	public function test_the_reasons_of_known_codes_differ(): void {
		$reasons = array_map( static fn( array $code ): string => Reasons::of( $code[0] ), $this->errcodes() );
		unset( $reasons['40001'] );
		$this->assertSame( count( $reasons ), count( array_unique( $reasons ) ) );
	}

	public function test_an_unknown_errcode_gives_the_general_reason_with_its_code(): void {
		$this->answer( '{"errcode":53404,"errmsg":"account has been frozen"}' );

		$result = Client::draft_update( 'media', array( 'title' => '标题' ) );

		$this->assertSame( 'mvc_wechat_53404', $result->get_error_code() );
		$this->assertStringContainsString( '53404', $result->get_error_message() );
		$this->assertMatchesRegularExpression( '/\p{Han}/u', $result->get_error_message() );
	}

	public function test_a_timeout_or_a_page_that_is_not_json_is_could_not_be_reached(): void {
		$this->answer( new WP_Error( 'http_request_failed', 'cURL error 28: Operation timed out' ) );
		$timeout = Client::draft_update( 'media', array() );
		$this->stop_answering();
		$this->answer( '<html>502 Bad Gateway</html>', 502 );
		$gateway = Client::draft_update( 'media', array() );

		foreach ( array( $timeout, $gateway ) as $result ) {
			$this->assertInstanceOf( WP_Error::class, $result );
			$this->assertSame( Reasons::unreachable(), $result->get_error_message() );
		}
		$this->assertSame( 'kept-token', get_transient( AccessToken::key( (array) AccessToken::app() ) ), 'The token is kept.' );
	}

	public function test_an_upload_is_multipart_with_the_field_media(): void {
		$this->answer( '{"url":"http://mmbiz.qpic.cn/mmbiz_png/abc/0"}' );

		$url = Client::upload_image(
			array(
				'bytes' => "\x89PNG\r\n\x1A\nbytes",
				'name'  => 'figure.png',
				'mime'  => 'image/png',
			)
		);

		$this->assertSame( 'http://mmbiz.qpic.cn/mmbiz_png/abc/0', $url );
		$request = $this->requests[0];
		$this->assertStringContainsString( '/cgi-bin/media/uploadimg?access_token=kept-token', $request['url'] );
		$this->assertSame( 'POST', $request['args']['method'] );
		$this->assertMatchesRegularExpression( '/^multipart\/form-data; boundary=(\S+)$/', $request['args']['headers']['Content-Type'] );
		$this->assertStringContainsString( "Content-Disposition: form-data; name=\"media\"; filename=\"figure.png\"\r\nContent-Type: image/png\r\n\r\n\x89PNG", $request['args']['body'] );
	}

	public function test_a_cover_is_permanent_image_material(): void {
		$this->answer( '{"media_id":"cover-1","url":"http://mmbiz.qpic.cn/mmbiz_jpg/x/0"}' );

		$cover = Client::add_material(
			array(
				'bytes' => "\xFF\xD8\xFFbytes",
				'name'  => 'cover.jpg',
				'mime'  => 'image/jpeg',
			)
		);

		$this->assertSame( 'cover-1', $cover['media_id'] );
		$this->assertStringContainsString( '/cgi-bin/material/add_material?access_token=kept-token&type=image', $this->requests[0]['url'] );
	}

	public function test_a_draft_is_json_with_chinese_unescaped(): void {
		$this->answer( '{"media_id":"draft-1"}' );

		$this->assertSame( 'draft-1', Client::draft_add( array( 'title' => '标题/副题' ) ) );

		$body = $this->requests[0]['args']['body'];
		$this->assertSame( '{"articles":[{"title":"标题/副题"}]}', $body );
	}

	public function test_an_answer_without_its_field_is_a_failure(): void {
		$this->answer( '{"errcode":0,"errmsg":"ok"}' );

		$this->assertInstanceOf( WP_Error::class, Client::draft_add( array( 'title' => '标题' ) ) );
	}
}
