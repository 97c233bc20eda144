<?php
/**
 * A member changing their e-mail address.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member;

use Mvc\Core\Failure;
use Mvc\Core\Security\Lock;
use WP_Error;

/**
 * The code was mailed to the new address; with it the address changes (the caller has checked that
 * the login is fresh). The code is checked first: without one mailed to the address, nothing about
 * it is told. The change runs under the same lock as a registration of that address, so the two
 * cannot both take it. WordPress tells the old address (its e-mail-change notice, Mail\CoreMails).
 */
final class EmailChange {

	/**
	 * The new address differs from the member's (5009) and is free (5006).
	 *
	 * @param int    $user_id Member.
	 * @param string $email   New address.
	 * @param string $field   The form field it came in.
	 */
	public static function check_new_address( int $user_id, string $email, string $field ): ?WP_Error {
		$user = get_userdata( $user_id );
		if ( $user && strtolower( $user->user_email ) === strtolower( $email ) ) {
			return Failure::of( Failure::EMAIL_UNCHANGED, $field );
		}
		if ( email_exists( $email ) ) {
			return Failure::of( Failure::EMAIL_REGISTERED, $field );
		}
		return null;
	}

	/**
	 * Changes the member's address.
	 *
	 * @param int    $user_id Member.
	 * @param string $email   New address.
	 * @param string $code    The code mailed to it.
	 * @return true|WP_Error
	 */
	public function change( int $user_id, string $email, string $code ) {
		$result = Lock::run(
			'register:' . $email,
			static function () use ( $user_id, $email, $code ) {
				$valid = ( new VerificationCodes() )->verify( $email, VerificationCodes::EMAIL_CHANGE, $code, true );
				if ( is_wp_error( $valid ) ) {
					return $valid;
				}
				$error = self::check_new_address( $user_id, $email, 'newEmail' );
				if ( $error ) {
					return $error;
				}
				return wp_update_user(
					array(
						'ID'         => $user_id,
						'user_email' => $email,
					)
				);
			}
		);
		if ( null === $result ) {
			return Failure::make( 503, __( 'The server is busy. Please try again.', 'mvc-core' ), 503 );
		}
		if ( is_wp_error( $result ) ) {
			return 'existing_user_email' === $result->get_error_code() ? Failure::of( Failure::EMAIL_REGISTERED, 'newEmail' ) : $result;
		}
		return true;
	}
}
