<?php
/**
 * WeChat login: /api/member/wechat/authorize and /api/member/login-via-wechat.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Rest\Schema\Errors;
use Mvc\Core\Member\WeChat\Config;
use Mvc\Core\Member\WeChat\Identities;
use Mvc\Core\Member\WeChat\OAuth;
use Mvc\Core\Member\WeChat\SignIn;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * The popup asks `wechat/authorize` for the provider's address (the QR frame, or the one-tap
 * authorisation inside WeChat's browser); that call binds a CSRF state to this browser with the
 * HttpOnly cookie mvc_wechat_state. The provider sends the browser back to `login-via-wechat` with
 * a code; a known identity is logged in, an unknown one starts a registration that keeps the
 * identity server-side. Either way the browser is sent back to the page it came from, with
 * `wechat=ok` (the page says 登录成功), `wechat=failed` (the page says so and opens the login popup
 * again) or nothing (a registration to finish).
 */
final class WeChatController extends ApiController {

	public const STATE_COOKIE = OAuth::STATE_COOKIE;

	/**
	 * Requests for a QR frame allowed per network (Client::network()) and sliding window: every popup
	 * opening makes one, and campus and hospital networks put many readers behind one address (a
	 * redirect cannot show the proof-of-work check). Logins are counted by OAuth.
	 */
	public const AUTHORIZE_LIMIT = 600;
	public const WINDOW          = OAuth::WINDOW;

	/** The query argument that tells the page how the login went (Member\WeChat\SignIn). */
	public const NOTICE_ARG = SignIn::NOTICE_ARG;

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$remember = array(
			'description' => __( 'Keep me logged in: the session lasts 30 days instead of ending with the browser.', 'mvc-core' ),
			'type'        => 'boolean',
			'default'     => false,
		);
		$link     = array(
			'description' => __( 'True to link a WeChat account to the logged-in member instead of logging in.', 'mvc-core' ),
			'type'        => 'boolean',
			'default'     => false,
		);
		$this->register_api_route(
			'/member/wechat/authorize',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'authorize' ),
					'mvc_limits'          => array( Limit::per_network( 'wechat-authorize', self::AUTHORIZE_LIMIT, self::WINDOW ) ),
					// Public by nature: it starts a login; rate-limited.
					'permission_callback' => '__return_true',
					'args'                => array(
						'redirect_uri' => array(
							'description' => __( 'The page of this site to return to after the login.', 'mvc-core' ),
							'type'        => 'string',
							'required'    => true,
						),
						'remember'     => $remember,
						'link'         => $link,
						'client'       => array(
							'description' => __( 'The WeChat app: the QR code on a computer, or the one-tap authorisation inside WeChat\'s browser.', 'mvc-core' ),
							'type'        => 'string',
							'enum'        => array( Config::CLIENT_QR, Config::CLIENT_INAPP ),
							'default'     => Config::CLIENT_QR,
						),
					),
				),
			),
			'mvc-member-wechat-authorize',
			array(
				'type'       => 'object',
				'properties' => array(
					'url' => array(
						'description' => __( 'The WeChat address to open (in the login popup\'s frame, or as the page).', 'mvc-core' ),
						'type'        => 'string',
						'format'      => 'uri',
					),
				),
			),
			array(
				Errors::rate_limit(),
				Errors::doc( 503, __( 'WeChat login is not configured for this site\'s environment.', 'mvc-core' ) ),
			)
		);
		$this->register_api_route(
			'/member/login-via-wechat',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'login' ),
					// The provider's redirect target: the state cookie proves the browser started the login.
					'permission_callback' => '__return_true',
					// A browser arrives here: whatever is missing ends on the home page with the failure notice.
					'args'                => array(
						'redirect_uri' => array(
							'description' => __( 'The page to return to.', 'mvc-core' ),
							'type'        => 'string',
							'default'     => '',
						),
						'remember'     => $remember,
						'link'         => array(
							'description' => __( 'The member a link was started for (0 for a login).', 'mvc-core' ),
							'type'        => 'integer',
							'minimum'     => 0,
							'default'     => 0,
						),
						'code'         => array(
							'description' => __( 'The code WeChat issued (absent when the user declined).', 'mvc-core' ),
							'type'        => 'string',
							'default'     => '',
						),
						'state'        => array(
							'description' => __( 'The state the authorisation was started with.', 'mvc-core' ),
							'type'        => 'string',
							'default'     => '',
						),
					),
				),
			),
			'mvc-member-login-via-wechat',
			array(
				'description' => __( 'No body: a 302 redirect to the page, with wechat=ok (logged in), wechat=failed, wechat=linked or wechat=taken (a link), or nothing (a registration to finish).', 'mvc-core' ),
				'type'        => 'null',
			)
		);
		$this->register_link_routes();
	}

	/**
	 * Registers the member's WeChat status and unlink routes.
	 */
	private function register_link_routes(): void {
		$schema = array(
			'type'       => 'object',
			'properties' => array(
				'linked' => array(
					'description' => __( 'Whether a WeChat account is linked to the member\'s account.', 'mvc-core' ),
					'type'        => 'boolean',
				),
			),
			'required'   => array( 'linked' ),
		);
		$this->register_api_route(
			'/member/wechat',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'status' ),
					'permission_callback' => array( Permissions::class, 'member' ),
				),
			),
			'mvc-member-wechat',
			$schema
		);
		$this->register_api_route(
			'/member/wechat/unlink',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'unlink' ),
					'permission_callback' => array( Permissions::class, 'member' ),
				),
			),
			'mvc-member-wechat-unlink',
			$schema
		);
	}

	/**
	 * The provider's address for this browser, with a fresh state.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function authorize( $request ) {
		$url = OAuth::start( (string) $request['client'], rest_url( $this->namespace . '/member/login-via-wechat' ), self::page( (string) $request['redirect_uri'] ), (bool) $request['remember'], (bool) $request['link'] );
		if ( is_wp_error( $url ) ) {
			return $url;
		}
		$response = Envelope::success( array( 'url' => $url ) );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}

	/**
	 * The provider's redirect: log in, link, or start a registration with the identity; back to the
	 * page with the notice (none for a registration the page's popup finishes).
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	public function login( $request ): WP_REST_Response {
		$redirect = self::page( (string) $request['redirect_uri'] );
		$notice   = OAuth::finish( (string) $request['state'], (string) $request['code'], $redirect, (bool) $request['remember'], (int) $request['link'] );
		return self::redirect( '' === $notice ? $redirect : add_query_arg( self::NOTICE_ARG, $notice, $redirect ) );
	}

	/**
	 * `GET /api/member/wechat`: whether the member's account has a WeChat account linked.
	 */
	public function status(): WP_REST_Response {
		return Envelope::success( array( 'linked' => Identities::is_linked( get_current_user_id() ) ) );
	}

	/**
	 * `POST /api/member/wechat/unlink`: the member's account has no WeChat account any more (they
	 * log in with their e-mail address).
	 */
	public function unlink(): WP_REST_Response {
		Identities::detach_all( get_current_user_id() );
		return Envelope::success( array( 'linked' => false ) );
	}

	/**
	 * The page to return to: an address of this site without our notice, or the home page.
	 *
	 * @param string $url Requested address.
	 */
	public static function page( string $url ): string {
		$home = home_url( '/' );
		$url  = wp_validate_redirect( esc_url_raw( $url, array( 'http', 'https' ) ), $home );
		return remove_query_arg( self::NOTICE_ARG, '' === $url ? $home : $url );
	}

	/**
	 * A redirect the browser must not cache.
	 *
	 * @param string $url Where to.
	 */
	private static function redirect( string $url ): WP_REST_Response {
		$response = new WP_REST_Response( null, 302 );
		$response->header( 'Location', $url );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}
}
