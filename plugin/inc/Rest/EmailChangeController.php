<?php
/**
 * Changing the member's e-mail address: /api/member/reset-email.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Rest\Schema\Errors;
use Mvc\Core\Failure;
use Mvc\Core\Member\EmailChange;
use Mvc\Core\Member\Login;
use Mvc\Core\Member\VerificationCodes;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * The code was mailed to the new address (`reset-email/email`); with it, and a fresh login, the
 * address changes. WordPress tells the old address (its e-mail-change notice).
 */
final class EmailChangeController extends ApiController {

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$this->register_api_route(
			'/member/reset-email',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'change' ),
					'permission_callback' => array( Permissions::class, 'member' ),
					'args'                => array(
						'newEmail'         => MemberArgs::email( __( 'The new address (at most 50 characters).', 'mvc-core' ) ),
						'verificationCode' => MemberArgs::code( VerificationCodes::EMAIL_CHANGE ),
					),
				),
			),
			'mvc-member-reset-email',
			array(
				'type'       => 'object',
				'properties' => array(
					'email' => array(
						'description' => __( 'The member\'s address now.', 'mvc-core' ),
						'type'        => 'string',
						'format'      => 'email',
					),
				),
				'required'   => array( 'email' ),
			),
			array(
				FreshLogin::error_doc(),
				Errors::catalogue( Failure::CODE_WRONG, 'verificationCode' ),
				Errors::catalogue( Failure::CODE_EXPIRED, 'verificationCode' ),
				Errors::catalogue( Failure::EMAIL_REGISTERED, 'newEmail' ),
				Errors::catalogue( Failure::EMAIL_UNCHANGED, 'newEmail' ),
				Errors::doc( 503, __( 'The server is busy with the same address.', 'mvc-core' ) ),
			)
		);
	}

	/**
	 * Changes the address.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function change( $request ) {
		if ( ! Login::is_fresh() ) {
			return FreshLogin::required();
		}
		$email   = (string) $request['newEmail'];
		$changed = ( new EmailChange() )->change( get_current_user_id(), $email, (string) $request['verificationCode'] );
		if ( is_wp_error( $changed ) ) {
			return $changed;
		}
		return Envelope::success( array( 'email' => $email ) );
	}
}
