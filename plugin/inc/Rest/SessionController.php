<?php
/**
 * Member sessions: /api/member/login-via-email, logout, userinfo (read and profile edit),
 * last-login-exceeded.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Rest\Schema\Errors;
use Mvc\Core\Failure;
use Mvc\Core\Member\Login;
use Mvc\Core\Member\Profile;
use Mvc\Core\Member\SessionCookie;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * Logging in with e-mail and password starts a server-side session (the mvc_member_token cookie);
 * logging out ends it. Both answer with the REST nonce the page must use from then on.
 */
final class SessionController extends ApiController {

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$nonce = self::nonce_data_schema();
		$this->register_api_route(
			'/member/login-via-email',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'login' ),
					'mvc_limits'          => array( Limit::gate( 'login' ) ),
					// Public by nature; rate-limited in login().
					'permission_callback' => '__return_true',
					'args'                => array(
						'email'    => MemberArgs::email(),
						'password' => MemberArgs::password(),
						'remember' => array(
							'description' => __( 'Keep me logged in: the session lasts 30 days instead of ending with the browser.', 'mvc-core' ),
							'type'        => 'boolean',
							'default'     => false,
						),
					),
				),
			),
			'mvc-member-login',
			$nonce,
			array(
				Errors::catalogue( Failure::PASSWORD_SHORT, 'password' ),
				Errors::catalogue( Failure::WRONG_CREDENTIALS, 'email' ),
				Errors::rate_limit( '', __( 'Too many login attempts for this address or from this network.', 'mvc-core' ) ),
				Errors::challenge(),
			)
		);
		$this->register_api_route(
			'/member/logout',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'logout' ),
					'permission_callback' => array( Permissions::class, 'member' ),
				),
			),
			'mvc-member-logout',
			$nonce
		);
		$this->register_api_route(
			'/member/userinfo',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'userinfo' ),
					'permission_callback' => array( Permissions::class, 'member' ),
					'args'                => array(
						'fields' => array(
							'description' => __( 'The fields to answer, by name.', 'mvc-core' ),
							'type'        => 'array',
							'required'    => true,
							'minItems'    => 1,
							'maxItems'    => count( Profile::FIELDS ),
							'uniqueItems' => true,
							'items'       => array(
								'type' => 'string',
								'enum' => Profile::FIELDS,
							),
						),
					),
				),
				array(
					'methods'             => 'PUT',
					'callback'            => array( $this, 'update_userinfo' ),
					'permission_callback' => array( Permissions::class, 'member' ),
					'args'                => self::profile_args(),
				),
			),
			'mvc-member-userinfo',
			array(
				'type'        => 'object',
				'description' => __( 'POST: the asked fields only. PUT: display_name, institution, title and research_area as saved.', 'mvc-core' ),
				'properties'  => self::userinfo_properties(),
			)
		);
		$this->register_api_route(
			'/member/last-login-exceeded',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'last_login_exceeded' ),
					'permission_callback' => array( Permissions::class, 'member' ),
				),
			),
			'mvc-member-last-login-exceeded',
			array(
				'type'       => 'object',
				'properties' => array(
					'exceeded' => array(
						'description' => __( 'Whether the login is too old for a sensitive change (more than 15 minutes).', 'mvc-core' ),
						'type'        => 'boolean',
					),
				),
			)
		);
	}

	/**
	 * The arguments of the profile edit (`PUT /api/member/userinfo`, members.md section 3, plus the
	 * public name): the registration's rules. A field left out stays as it is; all are checked
	 * before anything is saved.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function profile_args(): array {
		return array(
			'title'         => array(
				'description'       => __( 'Occupation: one of the registration\'s choices.', 'mvc-core' ),
				'type'              => 'string',
				'required'          => true,
				'validate_callback' => array( MemberArgs::class, 'validate_occupation' ),
			),
			'institution'   => array(
				'description'       => __( 'Institution, at most 50 characters; empty to remove it.', 'mvc-core' ),
				'type'              => 'string',
				'validate_callback' => array( MemberArgs::class, 'validate_short_text' ),
				// Stored as typed (plain text), escaped once where it is shown.
				'sanitize_callback' => array( Profile::class, 'plain_text' ),
			),
			'research_area' => array(
				'description'       => __( 'Research area: one of the registration\'s choices, or empty.', 'mvc-core' ),
				'type'              => 'string',
				'validate_callback' => array( MemberArgs::class, 'validate_research_area' ),
			),
			'display_name'  => array(
				'description'       => __( 'The public name, 1 to 20 characters of plain text without < > { } @.', 'mvc-core' ),
				'type'              => 'string',
				'validate_callback' => array( MemberArgs::class, 'validate_profile_display_name' ),
				'sanitize_callback' => array( Profile::class, 'plain_text' ),
			),
		);
	}

	/**
	 * The schemas of the member's fields userinfo answers.
	 *
	 * @return array<string, array<string, string>>
	 */
	private static function userinfo_properties(): array {
		$text  = static fn( string $description ): array => array(
			'description' => $description,
			'type'        => 'string',
		);
		$count = static fn( string $description ): array => array(
			'description' => $description,
			'type'        => 'integer',
		);
		return array(
			'display_name'        => $text( __( 'The public name.', 'mvc-core' ) ),
			'avatar'              => $text( __( 'The uploaded avatar\'s address, or an empty string.', 'mvc-core' ) ),
			'institution'         => $text( __( 'Institution.', 'mvc-core' ) ),
			'title'               => $text( __( 'Occupation.', 'mvc-core' ) ),
			'research_area'       => $text( __( 'Research area.', 'mvc-core' ) ),
			'email'               => $text( __( 'E-mail address.', 'mvc-core' ) ),
			'subscribed'          => array(
				'description' => __( 'Whether the member receives the bi-weekly digest.', 'mvc-core' ),
				'type'        => 'boolean',
			),
			'likeNumber'          => $count( __( 'Articles liked.', 'mvc-core' ) ),
			'collectionNumber'    => $count( __( 'Articles in the collection.', 'mvc-core' ) ),
			'subscriptionNumber'  => $count( __( 'Tags subscribed to.', 'mvc-core' ) ),
			'mentionMessageCount' => $count( __( 'Unread mention messages.', 'mvc-core' ) ),
			'systemMessageCount'  => $count( __( 'Unread system messages.', 'mvc-core' ) ),
		);
	}

	/**
	 * Logs a member in.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function login( $request ) {
		$email   = (string) $request['email'];
		$limited = Login::refused( $email, $request );
		if ( $limited ) {
			return $limited;
		}

		$member_id = Login::with_password( $email, (string) $request['password'], (bool) $request['remember'] );
		if ( is_wp_error( $member_id ) ) {
			return $member_id;
		}
		return Envelope::success( array( 'nonce' => wp_create_nonce( 'wp_rest' ) ) );
	}

	/**
	 * Logs the member out: the session row is deleted and the cookie cleared (503 when the row could
	 * not be deleted: nothing ended).
	 *
	 * @return WP_REST_Response|WP_Error
	 */
	public function logout() {
		$ended = SessionCookie::logout();
		if ( is_wp_error( $ended ) ) {
			return $ended;
		}
		return Envelope::success( array( 'nonce' => wp_create_nonce( 'wp_rest' ) ) );
	}

	/**
	 * The requested user info fields and counters of the member.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function userinfo( $request ) {
		$fields = is_array( $request['fields'] ) ? array_map( 'strval', $request['fields'] ) : array();
		// A count the database did not give answers 503, never a zero.
		$info = Profile::read( get_current_user_id(), $fields );
		return is_wp_error( $info ) ? $info : Envelope::success( $info );
	}

	/**
	 * Saves the member's profile fields given (all checked by the arguments) and answers them as
	 * the database has them now (503 when it did not give them).
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_userinfo( $request ) {
		$user_id = get_current_user_id();
		$fields  = array();
		foreach ( Profile::EDITABLE as $field ) {
			if ( $request->has_param( $field ) ) {
				$fields[ $field ] = (string) $request[ $field ];
			}
		}
		Profile::save( $user_id, $fields );
		$info = Profile::read( $user_id, Profile::EDITABLE );
		return is_wp_error( $info ) ? $info : Envelope::success( $info );
	}

	/**
	 * Whether the member's login is too old for a sensitive change.
	 *
	 * @return WP_REST_Response
	 */
	public function last_login_exceeded() {
		return Envelope::success( array( 'exceeded' => ! Login::is_fresh() ) );
	}
}
