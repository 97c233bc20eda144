<?php
/**
 * The round trip to WeChat's login page.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member\WeChat;

use Mvc\Core\Failure;
use Mvc\Core\Member\Role;
use Mvc\Core\Security\Client;
use Mvc\Core\Security\Cookie;
use Mvc\Core\Security\RateLimiter;
use Mvc\Core\Security\Signer;
use WP_Error;

/**
 * The login starts with start(): the provider's address with a state bound to this browser (a nonce
 * in the HttpOnly cookie mvc_wechat_state, signed with the return address, "keep me logged in" and
 * the member a link is for), so neither another browser nor an edited callback address passes.
 * finish() checks the state once, asks the provider for the identity and logs in, links, or leaves a
 * registration to finish; it answers the notice the page shows (SignIn::NOTICE_ARG), as a redirect
 * cannot show an error.
 */
final class OAuth {

	public const STATE_COOKIE = 'mvc_wechat_state';

	/** Seconds the provider's round trip may take. */
	public const STATE_TTL = 10 * MINUTE_IN_SECONDS;

	/**
	 * Logins allowed per network (Client::network()) and sliding window: each costs two calls to the
	 * provider and needs a code WeChat issued. Counted here, not declared on the route, because a
	 * refusal is a redirect with `wechat=failed`, after the state is spent.
	 */
	public const LOGIN_LIMIT = 600;
	public const WINDOW      = 15 * MINUTE_IN_SECONDS;

	/**
	 * The provider's address for this browser, with a fresh state.
	 *
	 * @param string $client   Config::CLIENT_QR or Config::CLIENT_INAPP.
	 * @param string $callback The route the provider sends the browser back to.
	 * @param string $redirect The page to return to.
	 * @param bool   $remember Keep me logged in.
	 * @param bool   $link     Link the logged-in member's account instead of logging in.
	 * @return string|WP_Error The address, or why not: 503 without the app, 401 for a link without a member.
	 */
	public static function start( string $client, string $callback, string $redirect, bool $remember, bool $link ) {
		if ( ! Config::app( $client ) ) {
			return Failure::make( 503, __( 'WeChat login is not available at the moment. Please log in with your e-mail address.', 'mvc-core' ), 503 );
		}
		// Linking needs the member's own session (the call carries its nonce).
		if ( $link && ! Role::is_member() ) {
			return Failure::make( 401, __( 'Please log in first.', 'mvc-core' ), 401 );
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
			$callback
		);
		return Provider::authorize_url( $client, $callback, self::state( $nonce, $client, $redirect, $remember, $member ) );
	}

	/**
	 * The provider's answer: the notice for the page ('ok', 'failed', 'linked', 'taken'), or '' for a
	 * new identity whose registration the page's popup finishes.
	 *
	 * @param string $state    The state the provider sent back.
	 * @param string $code     The provider's code ('' when the user declined).
	 * @param string $redirect The page to return to.
	 * @param bool   $remember Keep me logged in.
	 * @param int    $member   The member a link is for (0 for a login).
	 */
	public static function finish( string $state, string $code, string $redirect, bool $remember, int $member ): string {
		$nonce     = Cookie::get( self::STATE_COOKIE );
		$client    = (string) strstr( $state, '.', true );
		$signature = substr( $state, strlen( $client ) + 1 );
		// The state is single-use.
		Cookie::set( self::STATE_COOKIE, '', 0 );

		if ( '' === $nonce || ! in_array( $client, array( Config::CLIENT_QR, Config::CLIENT_INAPP ), true )
			|| ! Signer::verify( Signer::WECHAT_STATE, $signature, $nonce, $client, $redirect, $remember ? '1' : '0', (string) $member ) ) {
			return 'failed';
		}
		if ( '' === $code || strlen( $code ) > 128 ) {
			// The user declined.
			return 'failed';
		}
		if ( ! ( new RateLimiter() )->hit( 'wechat-login:net:' . Client::network(), self::LOGIN_LIMIT, self::WINDOW ) ) {
			return 'failed';
		}
		$identity = Provider::identity( $client, $code );
		if ( is_wp_error( $identity ) ) {
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- an operator needs to see why logins fail.
			error_log( 'mvc: WeChat login failed: ' . $identity->get_error_code() . ' ' . $identity->get_error_message() );
			return 'failed';
		}
		if ( $member ) {
			return self::link( $member, $client, $identity );
		}
		$signed_in = ( new SignIn() )->with_identity( $client, $identity, $remember );
		if ( is_wp_error( $signed_in ) ) {
			return 'failed';
		}
		return $signed_in ? 'ok' : '';
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
	 * The state of a login: the app and a MAC over this browser's nonce and the return address. The
	 * key is the auth salt (the nonce salt is bound to a member's session, which the provider's
	 * redirect may not carry).
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
}
