<?php
/**
 * A member resetting a forgotten password with an e-mailed code.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member;

use Mvc\Core\Failure;
use Mvc\Core\Member\WeChat\Identities;
use WP_Error;

/**
 * The code is checked before the address is looked up: reset codes go to members' addresses only,
 * so without the mailbox every address answers 5012 (or 5001), and the reset tells nobody which
 * addresses have accounts. The new password ends every session of the member and unlinks their
 * WeChat identities (whoever resets the password decides again which WeChat may log in). The
 * caller has applied the network's limits.
 */
final class PasswordReset {

	/**
	 * The member of the address, when its reset code is right.
	 *
	 * @param string $email   Address.
	 * @param string $code    The e-mailed code.
	 * @param bool   $consume Whether the code is used up.
	 * @return int|WP_Error The member's id.
	 */
	public function member_for_code( string $email, string $code, bool $consume ) {
		$valid = ( new VerificationCodes() )->verify( $email, VerificationCodes::RESET, $code, $consume );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$user = get_user_by( 'email', $email );
		if ( ! $user || ! Role::is_member( $user->ID ) ) {
			return Failure::of( Failure::EMAIL_UNKNOWN, 'email' );
		}
		return $user->ID;
	}

	/**
	 * Uses the code up and sets the new password.
	 *
	 * @param string $email    Address.
	 * @param string $code     The e-mailed code.
	 * @param string $password New password, checked.
	 * @return true|WP_Error
	 */
	public function reset( string $email, string $code, string $password ) {
		$user_id = $this->member_for_code( $email, $code, true );
		if ( is_wp_error( $user_id ) ) {
			return $user_id;
		}
		wp_set_password( $password, $user_id );
		( new Sessions() )->delete_for_user( $user_id );
		SessionCookie::ended_for( $user_id );
		Identities::detach_all( $user_id );
		return true;
	}
}
