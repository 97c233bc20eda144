<?php
/**
 * Password reset: /api/member/reset-password/verify-email and reset-password.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Failure;
use Mvc\Core\Member\Role;
use Mvc\Core\Member\Sessions;
use Mvc\Core\Member\VerificationCodes;
use Mvc\Core\Member\WeChat\Identities;
use Mvc\Core\Security\NetworkGate;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * Step 1 checks the e-mailed code without using it; step 2 checks it again, uses it up, sets the
 * new password and ends every session of the member (the browser that reset logs in again).
 */
final class PasswordController extends ApiController {

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$args   = array(
			'email'            => MemberArgs::email(),
			'verificationCode' => MemberArgs::code( VerificationCodes::RESET ),
		);
		$errors = array(
			self::challenge_error_doc(),
			self::rate_limit_error_doc(),
			self::catalogue_error_doc( Failure::CODE_WRONG, 'verificationCode' ),
			self::catalogue_error_doc( Failure::CODE_EXPIRED, 'verificationCode' ),
			self::catalogue_error_doc( Failure::EMAIL_UNKNOWN, 'email' ),
		);
		$none   = array(
			'description' => __( 'Nothing: the code is the answer.', 'mvc-core' ),
			'type'        => 'null',
		);
		$this->register_api_route(
			'/member/reset-password/verify-email',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'verify' ),
					// Public by nature; rate-limited here and by the code's tries.
					'permission_callback' => '__return_true',
					'args'                => $args,
				),
			),
			'mvc-member-reset-password-verify-email',
			$none,
			$errors
		);
		$this->register_api_route(
			'/member/reset-password',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'reset' ),
					// Public by nature; needs the e-mailed code.
					'permission_callback' => '__return_true',
					'args'                => $args + array(
						'password'        => MemberArgs::password(),
						'confirmPassword' => MemberArgs::confirmation(),
					),
				),
			),
			'mvc-member-reset-password',
			$none,
			array_merge(
				$errors,
				array(
					self::catalogue_error_doc( Failure::PASSWORD_SHORT, 'password' ),
					self::catalogue_error_doc( Failure::PASSWORD_MISMATCH, 'confirmPassword' ),
				)
			)
		);
	}

	/**
	 * Step 1: the code is right for a member's address.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function verify( $request ) {
		$checked = $this->check( $request, false );
		return is_wp_error( $checked ) ? $checked : Envelope::success( null );
	}

	/**
	 * Step 2: sets the new password and ends every session.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function reset( $request ) {
		if ( (string) $request['password'] !== (string) $request['confirmPassword'] ) {
			return Failure::of( Failure::PASSWORD_MISMATCH, 'confirmPassword' );
		}
		$user_id = $this->check( $request, true );
		if ( is_wp_error( $user_id ) ) {
			return $user_id;
		}
		wp_set_password( (string) $request['password'], $user_id );
		( new Sessions() )->delete_for_user( $user_id );
		// Whoever resets the password decides again which WeChat may log in.
		Identities::detach_all( $user_id );
		return Envelope::success( null );
	}

	/**
	 * The member of the address, when the code is right.
	 *
	 * @param WP_REST_Request $request Request.
	 * @param bool            $consume Whether the code is used up.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return int|WP_Error
	 */
	private function check( $request, bool $consume ) {
		$limited = NetworkGate::pass( 'code-check', $request );
		if ( $limited ) {
			return $limited;
		}
		// The code first: reset codes go to members' addresses only, so without the mailbox every
		// address answers 5012 (or 5001), and this step tells nobody which addresses have accounts.
		$email = (string) $request['email'];
		$valid = ( new VerificationCodes() )->verify( $email, VerificationCodes::RESET, (string) $request['verificationCode'], $consume );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$user = get_user_by( 'email', $email );
		if ( ! $user || ! Role::is_member( $user->ID ) ) {
			return Failure::of( Failure::EMAIL_UNKNOWN, 'email' );
		}
		return $user->ID;
	}
}
