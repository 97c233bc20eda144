<?php
/**
 * Changing the member's e-mail address: /api/member/reset-email.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Failure;
use Mvc\Core\Member\Login;
use Mvc\Core\Member\VerificationCodes;
use Mvc\Core\Security\Lock;
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
				self::fresh_login_error_doc(),
				self::catalogue_error_doc( Failure::CODE_WRONG, 'verificationCode' ),
				self::catalogue_error_doc( Failure::CODE_EXPIRED, 'verificationCode' ),
				self::catalogue_error_doc( Failure::EMAIL_REGISTERED, 'newEmail' ),
				self::catalogue_error_doc( Failure::EMAIL_UNCHANGED, 'newEmail' ),
				self::error_doc( 503, __( 'The server is busy with the same address.', 'mvc-core' ) ),
			)
		);
	}

	/**
	 * The schema's entry of SessionController::fresh_login_required(): a change of address needs a
	 * login of the last minutes; the page asks the member to log in again.
	 *
	 * @return array<string, mixed>
	 */
	public static function fresh_login_error_doc(): array {
		return self::error_doc(
			403,
			__( 'The member logged in too long ago: changing the e-mail address requires logging in again.', 'mvc-core' ),
			403,
			array(
				'reason' => array(
					'description' => __( 'Why the change is refused.', 'mvc-core' ),
					'type'        => 'string',
					'enum'        => array( 'login_required' ),
				),
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
			return SessionController::fresh_login_required();
		}
		$email  = (string) $request['newEmail'];
		$result = Lock::run(
			'register:' . $email,
			static function () use ( $email, $request ) {
				// The code first: without one mailed to this address, nothing about it is told.
				$valid = ( new VerificationCodes() )->verify( $email, VerificationCodes::EMAIL_CHANGE, (string) $request['verificationCode'], true );
				if ( is_wp_error( $valid ) ) {
					return $valid;
				}
				$error = self::check_new_address( $email, 'newEmail' );
				if ( $error ) {
					return $error;
				}
				return wp_update_user(
					array(
						'ID'         => get_current_user_id(),
						'user_email' => $email,
					)
				);
			}
		);
		if ( null === $result ) {
			return Envelope::error( 503, __( 'The server is busy. Please try again.', 'mvc-core' ), 503 );
		}
		if ( is_wp_error( $result ) ) {
			return 'existing_user_email' === $result->get_error_code() ? Failure::of( Failure::EMAIL_REGISTERED, 'newEmail' ) : $result;
		}
		return Envelope::success( array( 'email' => $email ) );
	}

	/**
	 * The new address must differ from the member's (5009) and be free (5006).
	 *
	 * @param string $email New address.
	 * @param string $field The form field it came in.
	 */
	public static function check_new_address( string $email, string $field ): ?WP_Error {
		$user = wp_get_current_user();
		if ( strtolower( $user->user_email ) === strtolower( $email ) ) {
			return Failure::of( Failure::EMAIL_UNCHANGED, $field );
		}
		if ( email_exists( $email ) ) {
			return Failure::of( Failure::EMAIL_REGISTERED, $field );
		}
		return null;
	}
}
