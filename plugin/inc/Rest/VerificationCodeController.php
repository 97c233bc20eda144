<?php
/**
 * Sending verification codes: /api/member/send-verification-code, reset-password/email and
 * reset-email/email.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Rest\Schema\Errors;
use Mvc\Core\Failure;
use Mvc\Core\Member\EmailChange;
use Mvc\Core\Member\Login;
use Mvc\Core\Member\Role;
use Mvc\Core\Member\Signup;
use Mvc\Core\Member\VerificationCodes;
use Mvc\Core\Security\Client;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * A registration code goes only to an address without an account (5006 otherwise), a reset code
 * only to a member's address (5008 otherwise). Both are public, limited per network here
 * (NetworkGate) and per address by VerificationCodes.
 */
final class VerificationCodeController extends ApiController {

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$errors = array(
			Errors::challenge(),
			Errors::rate_limit( 'email' ),
			Errors::rate_limit( 'email', __( 'The address was sent a code less than a minute ago, or as many codes as it may have in an hour or a day.', 'mvc-core' ) ),
			Errors::doc( 503, __( 'The e-mail could not be sent.', 'mvc-core' ), 503, Errors::field( 'email' ) ),
		);
		$this->register_api_route(
			'/member/send-verification-code',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'send_registration_code' ),
					'mvc_limits'          => array( Limit::gate( 'code-request', 'email' ) ),
					// Public by nature; rate-limited by VerificationCodes.
					'permission_callback' => '__return_true',
					'args'                => array( 'email' => MemberArgs::email( __( 'The address to register (at most 50 characters).', 'mvc-core' ) ) ),
				),
			),
			'mvc-member-send-verification-code',
			self::sent_schema(),
			array_merge( $errors, array( Errors::catalogue( Failure::EMAIL_REGISTERED, 'email' ) ) )
		);
		$this->register_api_route(
			'/member/reset-password/email',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'send_reset_code' ),
					'mvc_limits'          => array( Limit::gate( 'code-request', 'email' ) ),
					// Public by nature; rate-limited by VerificationCodes.
					'permission_callback' => '__return_true',
					'args'                => array( 'email' => MemberArgs::email() ),
				),
			),
			'mvc-member-reset-password-email',
			self::sent_schema(),
			array_merge( $errors, array( Errors::catalogue( Failure::EMAIL_UNKNOWN, 'email' ) ) )
		);
		$this->register_api_route(
			'/member/reset-email/email',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'send_email_change_code' ),
					'mvc_limits'          => array( Limit::gate( 'code-request', 'email' ) ),
					'permission_callback' => array( Permissions::class, 'member' ),
					'args'                => array( 'email' => MemberArgs::email( __( 'The new address (at most 50 characters).', 'mvc-core' ) ) ),
				),
			),
			'mvc-member-reset-email-email',
			self::sent_schema(),
			array_merge(
				$errors,
				array(
					FreshLogin::error_doc(),
					Errors::catalogue( Failure::EMAIL_REGISTERED, 'email' ),
					Errors::catalogue( Failure::EMAIL_UNCHANGED, 'email' ),
				)
			)
		);
	}

	/**
	 * Sends a registration code.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function send_registration_code( $request ) {
		$email = (string) $request['email'];
		if ( ! email_exists( $email ) ) {
			return $this->send( $email, VerificationCodes::REGISTER );
		}
		// A registration that started from WeChat may join an existing account (step 1 links it, for
		// members only; every registered address gets the same answer here). The mail says so.
		if ( is_array( ( new Signup() )->pending_wechat() ) ) {
			return $this->send( $email, VerificationCodes::LINK_WECHAT );
		}
		return Failure::of( Failure::EMAIL_REGISTERED, 'email' );
	}

	/**
	 * Sends a password-reset code.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function send_reset_code( $request ) {
		$email = (string) $request['email'];
		$user  = get_user_by( 'email', $email );
		if ( ! $user || ! Role::is_member( $user->ID ) ) {
			return Failure::of( Failure::EMAIL_UNKNOWN, 'email' );
		}
		return $this->send( $email, VerificationCodes::RESET );
	}

	/**
	 * Sends an e-mail-change code to the new address; the member's login must be fresh.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function send_email_change_code( $request ) {
		if ( ! Login::is_fresh() ) {
			return FreshLogin::required();
		}
		$email = (string) $request['email'];
		$error = EmailChange::check_new_address( get_current_user_id(), $email, 'email' );
		return $error ? $error : $this->send( $email, VerificationCodes::EMAIL_CHANGE );
	}


	/**
	 * Issues and mails a code.
	 *
	 * @param string $email   Address.
	 * @param string $purpose A VerificationCodes purpose.
	 * @return WP_REST_Response|WP_Error
	 */
	private function send( string $email, string $purpose ) {
		$sent = ( new VerificationCodes() )->send( $email, $purpose, Client::ip() );
		if ( is_wp_error( $sent ) ) {
			return $sent;
		}
		return Envelope::success(
			array(
				'length'    => VerificationCodes::length( $purpose ),
				'expiresIn' => VerificationCodes::TTL,
				'resendIn'  => VerificationCodes::RESEND_WAIT,
			)
		);
	}

	/**
	 * Schema of a sent code's `data`.
	 *
	 * @return array<string, mixed>
	 */
	private static function sent_schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'length'    => array(
					'description' => __( 'How many digits the code has.', 'mvc-core' ),
					'type'        => 'integer',
					'enum'        => array( 4, 6 ),
				),
				'expiresIn' => array(
					'description' => __( 'Seconds the code stays valid.', 'mvc-core' ),
					'type'        => 'integer',
				),
				'resendIn'  => array(
					'description' => __( 'Seconds before another code may be sent to the address.', 'mvc-core' ),
					'type'        => 'integer',
				),
			),
			'required'   => array( 'length', 'expiresIn', 'resendIn' ),
		);
	}
}
