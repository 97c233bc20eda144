<?php
/**
 * Password reset: /api/member/reset-password/verify-email and reset-password.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Rest\Schema\Errors;
use Mvc\Core\Failure;
use Mvc\Core\Member\PasswordReset;
use Mvc\Core\Member\VerificationCodes;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * Step 1 checks the e-mailed code without using it; step 2 checks it again, uses it up, sets the
 * new password and ends every session of the member (the browser that reset logs in again, with the
 * nonce the answer carries).
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
			Errors::challenge(),
			Errors::rate_limit(),
			Errors::catalogue( Failure::CODE_WRONG, 'verificationCode' ),
			Errors::catalogue( Failure::CODE_EXPIRED, 'verificationCode' ),
			Errors::catalogue( Failure::EMAIL_UNKNOWN, 'email' ),
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
					'mvc_limits'          => array( Limit::gate( 'code-check' ) ),
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
					'mvc_limits'          => array( Limit::gate( 'code-check' ) ),
					// Public by nature; needs the e-mailed code.
					'permission_callback' => '__return_true',
					'args'                => $args + array(
						'password'        => MemberArgs::password(),
						'confirmPassword' => MemberArgs::confirmation(),
					),
				),
			),
			'mvc-member-reset-password',
			self::nonce_data_schema(),
			array_merge(
				$errors,
				array(
					Errors::catalogue( Failure::PASSWORD_SHORT, 'password' ),
					Errors::catalogue( Failure::PASSWORD_MISMATCH, 'confirmPassword' ),
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
		$member = ( new PasswordReset() )->member_for_code( (string) $request['email'], (string) $request['verificationCode'], false );
		return is_wp_error( $member ) ? $member : Envelope::success( null );
	}

	/**
	 * Step 2: sets the new password and ends every session (Member\PasswordReset).
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function reset( $request ) {
		if ( (string) $request['password'] !== (string) $request['confirmPassword'] ) {
			return Failure::of( Failure::PASSWORD_MISMATCH, 'confirmPassword' );
		}
		$reset = ( new PasswordReset() )->reset( (string) $request['email'], (string) $request['verificationCode'], (string) $request['password'] );
		// The member's sessions ended, this browser's too when it was theirs: the page's nonce with them.
		return is_wp_error( $reset ) ? $reset : Envelope::success( array( 'nonce' => wp_create_nonce( 'wp_rest' ) ) );
	}
}
