<?php
/**
 * Signing in with a WeChat identity.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member\WeChat;

use Mvc\Core\Member\Registrations;
use Mvc\Core\Member\SessionCookie;
use WP_Error;

/**
 * What a WeChat identity the provider vouched for leads to (members.md section 1): a known
 * identity logs its member in; an unknown one starts a registration that keeps the identity
 * server-side for IDENTITY_TTL, which the registration popup then finishes (Member\Signup).
 */
final class SignIn {

	/** Seconds a WeChat identity waits for its registration (then 5007). */
	public const IDENTITY_TTL = 30 * MINUTE_IN_SECONDS;

	/** The query argument that tells the page how the login went: `ok` or `failed`. */
	public const NOTICE_ARG = 'wechat';

	/**
	 * Logs the identity's member in, or starts a registration with the identity.
	 *
	 * @param string                                                   $client   App (Config::CLIENT_QR or CLIENT_INAPP).
	 * @param array{openid: string, unionid: string, nickname: string} $identity The identity.
	 * @param bool                                                     $remember Whether the session lasts 30 days.
	 * @return bool|WP_Error True when a member was logged in, false when a registration started,
	 *                       Retry::busy() when the member's session was not stored or the identity
	 *                       could not be looked up.
	 */
	public function with_identity( string $client, array $identity, bool $remember ) {
		$member = Identities::find_member( $client, $identity );
		if ( is_wp_error( $member ) ) {
			// Not known to be nobody's: no registration starts, the one in progress stays.
			return $member;
		}
		$registrations = new Registrations();
		$registrations->clear();
		if ( $member ) {
			Identities::attach( $member, $client, $identity );
			$started = SessionCookie::login( $member, $remember );
			return is_wp_error( $started ) ? $started : true;
		}
		$registrations->save(
			Identities::to_registration( $client, $identity ) + array(
				'wechat_expires_at' => gmdate( 'Y-m-d H:i:s', time() + self::IDENTITY_TTL ),
			)
		);
		return false;
	}
}
