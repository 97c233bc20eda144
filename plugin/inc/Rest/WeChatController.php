<?php
/**
 * WeChat login: /api/member/wechat/authorize and /api/member/login-via-wechat.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Rest\Schema\Errors;
use Mvc\Core\Member\Role;
use Mvc\Core\Member\WeChat\Config;
use Mvc\Core\Member\WeChat\Identities;
use Mvc\Core\Member\WeChat\Provider;
use Mvc\Core\Member\WeChat\SignIn;
use Mvc\Core\Security\Client;
use Mvc\Core\Security\Cookie;
use Mvc\Core\Security\RateLimiter;
use Mvc\Core\Security\Signer;
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

	public const STATE_COOKIE = 'mvc_wechat_state';

	/** Seconds the provider's round trip may take. */
	public const STATE_TTL = 10 * MINUTE_IN_SECONDS;

	/**
	 * Calls allowed per network (Client::network()) and sliding window: logins (each costs two
	 * calls to the provider and needs a code WeChat issued), and the cheap requests for a QR frame,
	 * which every popup opening makes (campus and hospital networks put many readers behind one
	 * address; a redirect cannot show the proof-of-work check).
	 */
	public const LOGIN_LIMIT     = 600;
	public const AUTHORIZE_LIMIT = 600;
	public const WINDOW          = 15 * MINUTE_IN_SECONDS;

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
		$client = (string) $request['client'];
		if ( ! Config::app( $client ) ) {
			return Envelope::error( 503, __( 'WeChat login is not available at the moment. Please log in with your e-mail address.', 'mvc-core' ), 503 );
		}
		$redirect = self::page( (string) $request['redirect_uri'] );
		$remember = (bool) $request['remember'];
		// Linking needs the member's own session (the call carries its nonce).
		$link = (bool) $request['link'];
		if ( $link && ! Role::is_member() ) {
			return Envelope::error( 401, __( 'Please log in first.', 'mvc-core' ), 401 );
		}
		$member = $link ? get_current_user_id() : 0;
		$nonce  = bin2hex( random_bytes( 16 ) );
		Cookie::set( self::STATE_COOKIE, $nonce, time() + self::STATE_TTL );
		$callback = add_query_arg(
			array(
				'redirect_uri' => rawurlencode( $redirect ),
				'remember'     => $remember ? '1' : '0',
				'link'         => (string) $member,
			),
			rest_url( $this->namespace . '/member/login-via-wechat' )
		);
		$url      = Provider::authorize_url( $client, $callback, self::state( $nonce, $client, $redirect, $remember, $member ) );
		$response = Envelope::success( array( 'url' => $url ) );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}

	/**
	 * The provider's redirect: log in, or start a registration with the identity.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	public function login( $request ): WP_REST_Response {
		$redirect = self::page( (string) $request['redirect_uri'] );
		$remember = (bool) $request['remember'];
		$failed   = add_query_arg( self::NOTICE_ARG, 'failed', $redirect );
		$nonce    = Cookie::get( self::STATE_COOKIE );
		$state    = (string) $request['state'];
		$client   = (string) strstr( $state, '.', true );
		$code     = (string) $request['code'];
		$member   = (int) $request['link'];
		// The state is single-use.
		Cookie::set( self::STATE_COOKIE, '', 0 );

		if ( '' === $nonce || ! in_array( $client, array( Config::CLIENT_QR, Config::CLIENT_INAPP ), true )
			|| ! hash_equals( self::state( $nonce, $client, $redirect, $remember, $member ), $state ) ) {
			return self::redirect( $failed );
		}
		if ( '' === $code || strlen( $code ) > 128 ) {
			// The user declined.
			return self::redirect( $failed );
		}
		if ( ! ( new RateLimiter() )->hit( 'wechat-login:net:' . Client::network(), self::LOGIN_LIMIT, self::WINDOW ) ) {
			return self::redirect( $failed );
		}
		$identity = Provider::identity( $client, $code );
		if ( is_wp_error( $identity ) ) {
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- an operator needs to see why logins fail.
			error_log( 'mvc: WeChat login failed: ' . $identity->get_error_code() . ' ' . $identity->get_error_message() );
			return self::redirect( $failed );
		}

		if ( $member ) {
			return self::redirect( add_query_arg( self::NOTICE_ARG, self::link( $member, $client, $identity ), $redirect ) );
		}
		$member = ( new SignIn() )->with_identity( $client, $identity, $remember );
		if ( is_wp_error( $member ) ) {
			return self::redirect( $failed );
		}
		if ( $member ) {
			return self::redirect( add_query_arg( self::NOTICE_ARG, 'ok', $redirect ) );
		}
		// A new identity: the registration popup opens on the page and finishes the account.
		return self::redirect( $redirect );
	}

	/**
	 * Links a WeChat identity to the member who started the link: `linked`, or `taken` when it
	 * belongs to another member or the member has another WeChat account, or `failed` (nothing
	 * linked) when the database did not say whose it is.
	 *
	 * @param int                                                      $member   The member (the state's MAC vouches for it).
	 * @param string                                                   $client   App that gave it.
	 * @param array{openid: string, unionid: string, nickname: string} $identity Identity.
	 */
	private static function link( int $member, string $client, array $identity ): string {
		$owner = Identities::find_member( $client, $identity );
		if ( is_wp_error( $owner ) ) {
			return 'failed';
		}
		if ( ! Role::is_member( $member ) || ( $owner && $owner !== $member ) || Identities::has_other( $member, $client, $identity ) ) {
			return 'taken';
		}
		Identities::attach( $member, $client, $identity );
		return 'linked';
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
	 * The state of a login: the app and a MAC over this browser's nonce and the return address, so
	 * neither another browser nor an edited callback address passes. The key is the auth salt (the
	 * nonce salt is bound to a member's session, which the provider's redirect may not carry).
	 *
	 * @param string $nonce    The browser's cookie.
	 * @param string $client   App.
	 * @param string $redirect Return address.
	 * @param bool   $remember Keep me logged in.
	 * @param int    $member   The member a link is for (0 for a login).
	 */
	private static function state( string $nonce, string $client, string $redirect, bool $remember, int $member = 0 ): string {
		return $client . '.' . Signer::sign( Signer::WECHAT_STATE, $nonce, $client, $redirect, $remember ? '1' : '0', (string) $member );
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
