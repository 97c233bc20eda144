<?php
/**
 * Registration: /api/member/verify-email, register, clean-registration.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Rest\Schema\Errors;
use Mvc\Core\Failure;
use Mvc\Core\Member\Profile;
use Mvc\Core\Member\Signup;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * The routes of the registration's steps: this controller checks the listed fields and applies the
 * network's limits; Member\Signup does the steps (and Member\WeChat\Linking the link of a scanned
 * WeChat identity to an existing account).
 */
final class RegistrationController extends ApiController {

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$account = array(
			'email'            => MemberArgs::email(),
			'verificationCode' => MemberArgs::code(),
			'password'         => MemberArgs::password(),
		);
		$nonce   = self::nonce_data_schema()['properties']['nonce'];
		$limits  = array(
			Errors::rate_limit( 'verificationCode', __( 'Too many code checks for this address or from this network.', 'mvc-core' ) ),
			Errors::challenge(),
		);
		$codes   = array(
			Errors::catalogue( Failure::CODE_WRONG, 'verificationCode' ),
			Errors::catalogue( Failure::CODE_EXPIRED, 'verificationCode' ),
			Errors::catalogue( Failure::PASSWORD_SHORT, 'password' ),
			Errors::catalogue( Failure::EMAIL_TAKEN, 'email' ),
			Errors::catalogue( Failure::WECHAT_EXPIRED ),
			Errors::doc( 409, __( 'The scanned WeChat account is already linked to another account; the registration ends.', 'mvc-core' ) ),
		);
		$this->register_api_route(
			'/member/verify-email',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'verify_email' ),
					'mvc_limits'          => array( Limit::gate( 'code-check' ) ),
					// Public by nature; the code is rate-limited by VerificationCodes.
					'permission_callback' => '__return_true',
					'args'                => $account + array(
						'confirmPassword' => MemberArgs::confirmation(),
					),
				),
			),
			'mvc-member-verify-email',
			array(
				'description' => __( 'Null once the address is verified; with a scanned WeChat identity and an existing account, the link\'s result.', 'mvc-core' ),
				'type'        => array( 'null', 'object' ),
				'properties'  => array(
					'linked' => array(
						'description' => __( 'The WeChat identity is now linked to the account, and the member logged in.', 'mvc-core' ),
						'type'        => 'boolean',
					),
					'nonce'  => $nonce,
				),
			),
			array_merge(
				$codes,
				$limits,
				array(
					Errors::catalogue( Failure::PASSWORD_MISMATCH, 'confirmPassword' ),
					Errors::catalogue( Failure::WRONG_CREDENTIALS, 'password' ),
					Errors::doc( 409, __( 'The account is already linked to another WeChat account.', 'mvc-core' ), 409, Errors::field( 'email' ) ),
				)
			)
		);
		$this->register_api_route(
			'/member/register',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'register_member' ),
					'mvc_limits'          => array( Limit::gate( 'code-check' ) ),
					// Public by nature; needs a valid e-mailed code.
					'permission_callback' => '__return_true',
					'args'                => $account + array(
						'display_name'  => array(
							'description'       => __( 'The public name, 1 to 20 characters of plain text; empty for the WeChat nickname or a neutral name.', 'mvc-core' ),
							'type'              => 'string',
							'default'           => '',
							'sanitize_callback' => array( Profile::class, 'plain_text' ),
							'validate_callback' => array( MemberArgs::class, 'validate_display_name' ),
						),
						'institution'   => array(
							'description'       => __( 'Institution, at most 50 characters.', 'mvc-core' ),
							'type'              => 'string',
							'default'           => '',
							'validate_callback' => array( MemberArgs::class, 'validate_short_text' ),
							// Stored as typed (plain text), escaped once where it is shown.
							'sanitize_callback' => array( Profile::class, 'plain_text' ),
						),
						'title'         => array(
							'description'       => __( 'Occupation: one of the registration\'s choices.', 'mvc-core' ),
							'type'              => 'string',
							'required'          => true,
							'validate_callback' => array( MemberArgs::class, 'validate_occupation' ),
						),
						'research_area' => array(
							'description'       => __( 'Research area: one of the registration\'s choices, or empty.', 'mvc-core' ),
							'type'              => 'string',
							'default'           => '',
							'validate_callback' => array( MemberArgs::class, 'validate_research_area' ),
						),
						'tags'          => array(
							'description'       => __( 'Ids of the tags to subscribe to.', 'mvc-core' ),
							'type'              => 'array',
							'default'           => array(),
							'validate_callback' => array( MemberArgs::class, 'validate_tags' ),
						),
					),
				),
			),
			'mvc-member-register',
			array(
				'type'       => 'object',
				'properties' => array( 'nonce' => $nonce ),
			),
			array_merge(
				$codes,
				$limits,
				array(
					Errors::doc( 500, __( 'The account could not be created.', 'mvc-core' ) ),
					Errors::doc( 503, __( 'The same address is being registered at this moment: try again.', 'mvc-core' ) ),
				)
			)
		);
		$this->register_api_route(
			'/member/clean-registration',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'clean' ),
					// Only ever ends the caller's own registration.
					'permission_callback' => '__return_true',
				),
			),
			'mvc-member-clean-registration',
			array(
				'description' => __( 'Null: the caller\'s registration in progress, if any, has ended.', 'mvc-core' ),
				'type'        => 'null',
			)
		);
	}

	/**
	 * Step 1 (Member\Signup::first_step()): the address verified, or with a pending WeChat identity
	 * and the address of an existing member, the link of the two.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function verify_email( $request ) {
		$step = ( new Signup() )->first_step( (string) $request['email'], (string) $request['verificationCode'], (string) $request['password'], (string) $request['confirmPassword'], $request );
		if ( is_wp_error( $step ) ) {
			return $step;
		}
		return Envelope::success(
			'linked' === $step
				? array(
					'linked' => true,
					'nonce'  => wp_create_nonce( 'wp_rest' ),
				)
				: null
		);
	}

	/**
	 * The last step (Member\Signup::complete()): the member is created and logged in.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function register_member( $request ) {
		$user_id = ( new Signup() )->complete(
			(string) $request['email'],
			(string) $request['verificationCode'],
			(string) $request['password'],
			array(
				'title'         => (string) $request['title'],
				'institution'   => (string) $request['institution'],
				'research_area' => (string) $request['research_area'],
			),
			array_map( 'intval', (array) $request['tags'] ),
			(string) $request['display_name']
		);
		return is_wp_error( $user_id ) ? $user_id : Envelope::success( array( 'nonce' => wp_create_nonce( 'wp_rest' ) ) );
	}

	/**
	 * Ends the caller's registration.
	 *
	 * @return WP_REST_Response
	 */
	public function clean() {
		( new Signup() )->clean();
		return Envelope::success( null );
	}
}
