<?php
/**
 * Linking a WeChat identity to an existing member account.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member\WeChat;

use Mvc\Core\Failure;
use Mvc\Core\Mail\NoticeMail;
use Mvc\Core\Member\Registrations;
use Mvc\Core\Member\SessionCookie;
use Mvc\Core\Member\Signup;
use Mvc\Core\Member\VerificationCodes;
use WP_Error;

/**
 * Someone who scanned the WeChat QR code and then gives the address of an existing member account
 * links the two (members.md section 1): with the account's password and a code e-mailed to the
 * address, the identity is attached, the member is told by mail and logged in. An identity another
 * account holds, or an account that holds another identity, is refused. The caller has applied the
 * network's and the address's limits.
 */
final class Linking {

	/**
	 * Links the pending WeChat identity to the member.
	 *
	 * @param int    $user_id  The account the address belongs to (a member).
	 * @param array  $wechat   The pending identity (Member\Signup::pending_wechat()).
	 * @param string $email    Address.
	 * @param string $code     The code e-mailed for the link.
	 * @param string $password The account's password.
	 * @param string $confirm  The password typed again.
	 * @phpstan-param array{client: string, identity: array{openid: string, unionid: string, nickname: string}} $wechat
	 * @return true|WP_Error
	 */
	public function link( int $user_id, array $wechat, string $email, string $code, string $password, string $confirm ) {
		if ( $password !== $confirm ) {
			return Failure::of( Failure::PASSWORD_MISMATCH, 'confirmPassword' );
		}
		$codes = new VerificationCodes();
		$valid = $codes->verify( $email, VerificationCodes::LINK_WECHAT, $code, false );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$user = get_userdata( $user_id );
		if ( ! $user || ! wp_check_password( $password, $user->user_pass, $user_id ) ) {
			return Failure::of( Failure::WRONG_CREDENTIALS, 'password' );
		}
		$owner = Identities::find_member( $wechat['client'], $wechat['identity'] );
		if ( is_wp_error( $owner ) ) {
			return $owner;
		}
		if ( $owner && $owner !== $user_id ) {
			return ( new Signup() )->wechat_taken();
		}
		if ( Identities::has_other( $user_id, $wechat['client'], $wechat['identity'] ) ) {
			return Failure::make( 409, __( 'This account is already linked to another WeChat account.', 'mvc-core' ), 409, array( 'field' => 'email' ) );
		}
		$codes->verify( $email, VerificationCodes::LINK_WECHAT, $code, true );
		Identities::attach( $user_id, $wechat['client'], $wechat['identity'] );
		( new Registrations() )->clear();
		NoticeMail::wechat_linked( $user, $wechat['identity']['nickname'] );
		return SessionCookie::login( $user_id, false );
	}
}
