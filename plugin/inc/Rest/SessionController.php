<?php
/**
 * Member sessions: /api/member/login-via-email, logout, userinfo, last-login-exceeded.
 *
 * @package Mvc
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Member\Profile;
use Mvc\Core\Member\Role;
use Mvc\Core\Member\SessionCookie;
use Mvc\Core\Security\NetworkGate;
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
	 * Longest input of the member forms (members.md section 5).
	 */
	public const MAX_INPUT = 50;

	public const MIN_PASSWORD = 8;

	/**
	 * A login older than this is too old for a sensitive change (such as the e-mail address).
	 */
	public const FRESH_LOGIN = 15 * MINUTE_IN_SECONDS;

	/**
	 * Login attempts allowed per sliding window and e-mail address (per network: NetworkGate's
	 * `login` limits, which ask for a challenge before they refuse).
	 */
	public const LOGIN_LIMIT_EMAIL = 10;
	public const LOGIN_WINDOW      = 15 * MINUTE_IN_SECONDS;

	/**
	 * A bcrypt hash of nothing anyone types, checked when the address has no member account so that
	 * the answer takes as long as for a wrong password.
	 */
	private const TIMING_HASH = '$2y$10$8W78/joXzryQxUcK2/f2xe/NPb/akPKCd/eHKD.SJl9zC0dQMLpA.';

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/member/login-via-email',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'login' ),
				// Public by nature; rate-limited in login().
				'permission_callback' => '__return_true',
				'args'                => array(
					'email'    => MemberArgs::email(),
					'password' => MemberArgs::password(),
					'remember' => array(
						'type'    => 'boolean',
						'default' => false,
					),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/member/logout',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'logout' ),
				'permission_callback' => array( Permissions::class, 'member' ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/member/userinfo',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'userinfo' ),
				'permission_callback' => array( Permissions::class, 'member' ),
				'args'                => array(
					'fields' => array(
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
			)
		);
		register_rest_route(
			$this->namespace,
			'/member/last-login-exceeded',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'last_login_exceeded' ),
				'permission_callback' => array( Permissions::class, 'member' ),
			)
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
		$email = (string) $request['email'];
		$gate  = NetworkGate::pass( 'login', $request );
		if ( $gate ) {
			return $gate;
		}
		$limited = self::address_limit( $email );
		if ( $limited ) {
			return $limited;
		}

		$password = (string) $request['password'];
		$user     = get_user_by( 'email', $email );
		$member   = $user && Role::is_member( $user->ID ) ? $user : null;
		// One answer, in about the same time, for an unknown address and a wrong password: the form
		// tells nobody which addresses have accounts.
		$valid = $member ? wp_check_password( $password, $member->user_pass, $member->ID ) : wp_check_password( $password, self::TIMING_HASH );
		if ( ! $member || ! $valid ) {
			return ErrorCatalogue::error( ErrorCatalogue::WRONG_CREDENTIALS, 'email' );
		}
		if ( wp_password_needs_rehash( $member->user_pass, $member->ID ) ) {
			wp_set_password( $password, $member->ID );
		}

		SessionCookie::login( $member->ID, (bool) $request['remember'] );
		/** This action is documented in wp-includes/user.php */
		do_action( 'wp_login', $member->user_login, $member ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own action, fired as core fires it.
		return Envelope::success( array( 'nonce' => wp_create_nonce( 'wp_rest' ) ) );
	}

	/**
	 * Counts a password try against an address: LOGIN_LIMIT_EMAIL per sliding LOGIN_WINDOW, shared
	 * by the site's login, wp-login.php and the WeChat link step.
	 *
	 * @param string $email Address (or the name typed on wp-login.php).
	 * @return WP_Error|null The refusal, with the minutes to wait; null within the limit.
	 */
	public static function address_limit( string $email ): ?WP_Error {
		return NetworkGate::within( 'login:email:' . strtolower( $email ), self::LOGIN_LIMIT_EMAIL, self::LOGIN_WINDOW );
	}

	/**
	 * Logs the member out: the session row is deleted and the cookie cleared.
	 *
	 * @return WP_REST_Response
	 */
	public function logout() {
		SessionCookie::logout();
		return Envelope::success( array( 'nonce' => wp_create_nonce( 'wp_rest' ) ) );
	}

	/**
	 * The requested user info fields and counters of the member.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response
	 */
	public function userinfo( $request ) {
		$fields = is_array( $request['fields'] ) ? array_map( 'strval', $request['fields'] ) : array();
		return Envelope::success( Profile::get( get_current_user_id(), $fields ) );
	}

	/**
	 * Whether the member's login is too old for a sensitive change.
	 *
	 * @return WP_REST_Response
	 */
	public function last_login_exceeded() {
		return Envelope::success( array( 'exceeded' => ! self::login_is_fresh() ) );
	}

	/**
	 * Whether this session's login is recent enough for a sensitive change.
	 */
	public static function login_is_fresh(): bool {
		$session = SessionCookie::session();
		return $session && time() - $session['created'] <= self::FRESH_LOGIN;
	}

	/**
	 * The answer to a sensitive change with an old login: the page asks the member to log in again.
	 */
	public static function fresh_login_required(): WP_Error {
		return Envelope::error( 403, __( 'Changing your e-mail address requires logging in again.', 'mvc-core' ), 403, array( 'reason' => 'login_required' ) );
	}

	/**
	 * An e-mail address as the forms accept it.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public static function validate_email( $value ) {
		if ( ! is_string( $value ) || '' === trim( $value ) ) {
			return new WP_Error( 'rest_invalid_param', __( 'Please enter your e-mail address.', 'mvc-core' ), array( 'status' => 400 ) );
		}
		if ( mb_strlen( $value ) > self::MAX_INPUT || ! is_email( trim( $value ) ) ) {
			return new WP_Error( 'rest_invalid_param', __( 'Please enter a correct e-mail address.', 'mvc-core' ), array( 'status' => 400 ) );
		}
		return true;
	}

	/**
	 * The address, trimmed and lower-cased.
	 *
	 * @param string $value Valid address.
	 */
	public static function sanitize_email( $value ): string {
		return strtolower( sanitize_email( trim( (string) $value ) ) );
	}

	/**
	 * A password as the forms accept it.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public static function validate_password( $value ) {
		if ( ! is_string( $value ) || '' === $value ) {
			return new WP_Error( 'rest_invalid_param', __( 'Please enter your password.', 'mvc-core' ), array( 'status' => 400 ) );
		}
		if ( mb_strlen( $value ) < self::MIN_PASSWORD ) {
			return ErrorCatalogue::error( ErrorCatalogue::PASSWORD_SHORT, 'password' );
		}
		if ( mb_strlen( $value ) > self::MAX_INPUT ) {
			/* translators: %d: the longest input. */
			return new WP_Error( 'rest_invalid_param', sprintf( __( 'Please enter at most %d characters.', 'mvc-core' ), self::MAX_INPUT ), array( 'status' => 400 ) );
		}
		return true;
	}
}
