<?php
/**
 * WordPress's own account, login and comment paths, closed to members.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Security;

use Mvc\Core\Api;
use Mvc\Core\Member\Login;
use Mvc\Core\Member\Role;
use Mvc\Core\Member\Sessions;
use Mvc\Core\Module;
use WP_Error;
use WP_User;

/**
 * Shuts WordPress's own doors to a member's account, e-mail, password, name and comments: those change
 * only through the site's flows, which enforce codes, fresh logins, limits and session endings, and
 * core's paths skip all of that. Each door answers before it reads the payload (core REST writes,
 * wp-login.php, lost password, wp-comments-post.php), and an operator setting a member's password ends
 * the member's sessions. The table of doors and answers: docs/security.md, "Doors that are shut".
 */
final class CoreDoors implements Module {

	/**
	 * Core REST routes a member may write to (besides the `api` namespace).
	 */
	private const MEMBER_CORE_WRITES = '#^/wp/v2/comments(/\d+)?$#';

	/**
	 * Lost-password requests taken per window: per client network and per account.
	 */
	public const LOST_PASSWORD_LIMIT_NETWORK = 20;
	public const LOST_PASSWORD_LIMIT_ACCOUNT = 3;
	public const LOST_PASSWORD_WINDOW        = HOUR_IN_SECONDS;

	/**
	 * The WP-Cron event that sends an operator's reset mail after the form has answered.
	 */
	public const LOST_PASSWORD_EVENT = 'mvc_lost_password_mail';

	/**
	 * Error codes of core's authentication that tell an unknown name from a wrong password.
	 */
	private const LOGIN_FAILURES = array( 'invalid_username', 'invalid_email', 'incorrect_password', Role::CORE_LOGIN_REFUSED );

	/**
	 * A bcrypt hash of nothing anyone types, checked for an unknown name so that the answer takes as
	 * long as for a wrong password.
	 */
	private const TIMING_HASH = '$2y$10$8W78/joXzryQxUcK2/f2xe/NPb/akPKCd/eHKD.SJl9zC0dQMLpA.';

	/**
	 * Always applies.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'authenticate', array( $this, 'one_login_answer' ), 100, 2 );
		add_action( 'lostpassword_post', array( $this, 'lost_password' ), 10, 2 );
		add_action( self::LOST_PASSWORD_EVENT, array( $this, 'send_lost_password_mail' ) );
		add_action( 'login_form_confirmaction', array( $this, 'check_confirm_action' ) );
		add_filter( 'allow_password_reset', array( $this, 'allow_password_reset' ), 10, 2 );
		add_action( 'validate_password_reset', array( $this, 'validate_password_reset' ), 10, 2 );
		add_action( 'user_profile_update_errors', array( $this, 'validate_profile_password' ), 10, 3 );
		add_action( 'after_password_reset', array( $this, 'end_member_sessions' ) );
		add_action( 'profile_update', array( $this, 'password_changed_by_operator' ), 10, 2 );
		add_action( 'wp_loaded', array( $this, 'refuse_member_comment_post' ) );
		add_filter( 'login_message', array( $this, 'lost_password_note' ) );
	}

	/**
	 * A member's write to a core REST route other than comments is refused before WordPress reads
	 * its arguments (the batch route runs this filter for each of its requests too).
	 *
	 * @param mixed            $result  Response so far (null to go on).
	 * @param \WP_REST_Server  $server  Server.
	 * @param \WP_REST_Request $request Request.
	 * @phpstan-param \WP_REST_Request<array<string, mixed>> $request
	 * @return mixed
	 */
	public function refuse_member_core_writes( $result, $server, $request ) {
		unset( $server );
		$route = untrailingslashit( $request->get_route() );
		if ( null !== $result
			|| in_array( $request->get_method(), array( 'GET', 'HEAD', 'OPTIONS' ), true )
			|| Api::is_api_route( $route )
			|| 1 === preg_match( self::MEMBER_CORE_WRITES, $route )
			|| ! Role::is_member() ) {
			return $result;
		}
		return new WP_Error(
			'mvc_member_core_write',
			__( 'Members change their account, e-mail and password in the personal centre of the site.', 'mvc-core' ),
			array( 'status' => 403 )
		);
	}

	/**
	 * Core's authentication (wp-login.php, XML-RPC, application passwords) gives one answer
	 * for an unknown name, a wrong password and a member's right password, and takes tries within
	 * the site login's limits: per address (or name) and per client network.
	 *
	 * @param WP_User|WP_Error|null $user     Result of authentication so far.
	 * @param mixed                 $username Name or e-mail typed.
	 * @return WP_User|WP_Error|null
	 */
	public function one_login_answer( $user, $username ) {
		$username = is_string( $username ) ? trim( $username ) : '';
		if ( '' === $username || ( ! $user instanceof WP_User && ! $user instanceof WP_Error ) ) {
			return $user;
		}
		if ( $user instanceof WP_Error && ! array_intersect( $user->get_error_codes(), self::LOGIN_FAILURES ) ) {
			// Empty fields and other refusals tell nothing about an account.
			return $user;
		}
		$known = get_user_by( is_email( $username ) ? 'email' : 'login', $username );
		if ( ! $known instanceof WP_User ) {
			wp_check_password( (string) wp_generate_password( 20, false ), self::TIMING_HASH );
		}
		// This page cannot show the challenge, so the network's hard limit applies at once.
		$limited = NetworkGate::pass_without_challenge( 'login' );
		$account = $known instanceof WP_User ? $known->user_email : $username;
		$limited = $limited ? $limited : Login::refused( $account );
		if ( $limited ) {
			return new WP_Error( 'mvc_login_limited', $limited->get_error_message() );
		}
		if ( $user instanceof WP_Error ) {
			Login::failed( $account );
			return new WP_Error( 'mvc_login_failed', __( 'The user name, e-mail address or password is wrong.', 'mvc-core' ) );
		}
		return $user;
	}

	/**
	 * The lost-password form of wp-login.php answers every request alike, at once, with core's own
	 * redirect (to "check your mail", or the form's redirect_to): a member (who resets on the site,
	 * with a code), an unknown address and a request over the limits send nothing; an operator's
	 * request within the limits is mailed by WP-Cron a moment later (LOST_PASSWORD_EVENT), so that
	 * neither the answer nor its time tells an operator's account from anything else.
	 *
	 * @param mixed         $errors    Errors so far (a WP_Error).
	 * @param WP_User|false $user_data The account asked for, or false.
	 */
	public function lost_password( $errors, $user_data ): void {
		if ( ! did_action( 'login_init' ) || ( $errors instanceof WP_Error && in_array( 'empty_username', $errors->get_error_codes(), true ) ) ) {
			return;
		}
		$send = $user_data instanceof WP_User && ! Role::is_member( $user_data->ID );
		if ( $send ) {
			$limiter = new RateLimiter();
			$send    = $limiter->hit( 'lost-password:net:' . Client::network(), self::LOST_PASSWORD_LIMIT_NETWORK, self::LOST_PASSWORD_WINDOW )
				&& $limiter->hit( 'lost-password:user:' . $user_data->ID, self::LOST_PASSWORD_LIMIT_ACCOUNT, self::LOST_PASSWORD_WINDOW );
		}
		if ( $send ) {
			wp_schedule_single_event( time(), self::LOST_PASSWORD_EVENT, array( $user_data->ID ) );
		}
		// As wp-login.php itself answers a request it took.
		$redirect_to = isset( $_REQUEST['redirect_to'] ) && is_string( $_REQUEST['redirect_to'] ) && '' !== $_REQUEST['redirect_to'] ? wp_unslash( $_REQUEST['redirect_to'] ) : 'wp-login.php?checkemail=confirm'; // phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- core's form; wp_safe_redirect() checks the address.
		wp_safe_redirect( $redirect_to );
		exit;
	}

	/**
	 * Sends an operator's reset mail (LOST_PASSWORD_EVENT, outside wp-login.php: core's own path).
	 *
	 * @param mixed $user_id The operator.
	 */
	public function send_lost_password_mail( $user_id ): void {
		$user = get_userdata( (int) $user_id );
		if ( $user instanceof WP_User && ! Role::is_member( $user->ID ) ) {
			retrieve_password( $user->user_login );
		}
	}

	/**
	 * The confirmation link of a personal-data request (wp-login.php?action=confirmaction) for a
	 * request that does not exist is refused in the site's language, before core reads it with
	 * warnings and answers 500 in English.
	 */
	public function check_confirm_action(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- the link's key is checked by core.
		$request_id = isset( $_GET['request_id'] ) && is_string( $_GET['request_id'] ) ? absint( $_GET['request_id'] ) : 0;
		$has_key    = isset( $_GET['confirm_key'] ) && is_string( $_GET['confirm_key'] ) && '' !== $_GET['confirm_key'];
		// phpcs:enable
		if ( $request_id > 0 && $has_key && wp_get_user_request( $request_id ) ) {
			return;
		}
		wp_die(
			esc_html__( 'This confirmation link is invalid or has expired.', 'mvc-core' ),
			esc_html__( 'Invalid link', 'mvc-core' ),
			array( 'response' => 400 )
		);
	}

	/**
	 * Members have no core password reset (no key, no mail, not from wp-admin either).
	 *
	 * @param bool $allow   Whether WordPress would allow it.
	 * @param int  $user_id User.
	 */
	public function allow_password_reset( $allow, $user_id ): bool {
		return (bool) $allow && ! Role::is_member( (int) $user_id );
	}

	/**
	 * Core's reset form: refused to members (a key made before this rule), and a new password has
	 * the site's minimum length.
	 *
	 * @param mixed            $errors Errors so far (a WP_Error).
	 * @param WP_User|WP_Error $user   The account the key belongs to.
	 */
	public function validate_password_reset( $errors, $user ): void {
		if ( ! $errors instanceof WP_Error ) {
			return;
		}
		if ( $user instanceof WP_User && Role::is_member( $user->ID ) ) {
			$errors->add( 'mvc_member_reset', self::member_reset_text() );
			return;
		}
		$password = isset( $_POST['pass1'] ) ? (string) wp_unslash( $_POST['pass1'] ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- core's reset form, checked by its key; a password is not sanitised.
		if ( '' !== $password && mb_strlen( trim( $password ) ) < Login::MIN_PASSWORD ) {
			$errors->add( 'mvc_short_password', self::short_password_text() );
		}
	}

	/**
	 * The profile and user forms of wp-admin: a new password has the site's minimum length.
	 *
	 * @param mixed                 $errors Errors so far (a WP_Error).
	 * @param bool                  $update Whether an existing user is updated.
	 * @param object|\stdClass|null $user  The user being saved, with the new password in user_pass.
	 */
	public function validate_profile_password( $errors, $update, $user ): void {
		unset( $update );
		$password = is_object( $user ) && isset( $user->user_pass ) ? (string) $user->user_pass : '';
		if ( $errors instanceof WP_Error && '' !== $password && mb_strlen( $password ) < Login::MIN_PASSWORD ) {
			$errors->add( 'pass', self::short_password_text(), array( 'form-field' => 'pass1' ) );
		}
	}

	/**
	 * A password reset through core ends every site session of the member.
	 *
	 * @param mixed $user The account (a WP_User).
	 */
	public function end_member_sessions( $user ): void {
		if ( $user instanceof WP_User && Role::is_member( $user->ID ) ) {
			( new Sessions() )->delete_for_user( $user->ID );
		}
	}

	/**
	 * An operator who sets a member's password in wp-admin ends the member's sessions.
	 *
	 * @param int   $user_id       The account.
	 * @param mixed $old_user_data The account before the change.
	 */
	public function password_changed_by_operator( $user_id, $old_user_data ): void {
		$user = get_userdata( (int) $user_id );
		if ( $user instanceof WP_User && $old_user_data instanceof WP_User && $user->user_pass !== $old_user_data->user_pass ) {
			$this->end_member_sessions( $user );
		}
	}

	/**
	 * The comment form's handler (wp-comments-post.php) refuses a member before it reads the form: members comment through the
	 * article's comments panel, whose REST route applies the site's rules (nonce, plain text, no
	 * replies, articles only). Visitors are refused by core (registration is required).
	 */
	public function refuse_member_comment_post(): void {
		global $pagenow;
		if ( 'wp-comments-post.php' !== $pagenow || ! Role::is_member() ) {
			return;
		}
		wp_die(
			esc_html__( 'Members comment with the comment button under the article.', 'mvc-core' ),
			esc_html__( 'Comment not accepted', 'mvc-core' ),
			array(
				'response'  => 403,
				'back_link' => true,
			)
		);
	}

	/**
	 * The lost-password form tells members where they reset their password.
	 *
	 * @param string $message Message above the form.
	 */
	public function lost_password_note( $message ): string {
		$action = isset( $_REQUEST['action'] ) ? sanitize_key( wp_unslash( $_REQUEST['action'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only chooses a message.
		if ( ! in_array( $action, array( 'lostpassword', 'retrievepassword' ), true ) ) {
			return (string) $message;
		}
		return $message . '<p class="message">' . esc_html( self::member_reset_text() ) . '</p>';
	}

	/**
	 * Where members reset their password.
	 */
	private static function member_reset_text(): string {
		return __( 'Members reset their password on the site: press Log in at the top of any page, choose e-mail login, then Forgot password.', 'mvc-core' );
	}

	/**
	 * The minimum length of a password.
	 */
	private static function short_password_text(): string {
		/* translators: %d: minimum number of characters. */
		return sprintf( __( 'The password must have at least %d characters.', 'mvc-core' ), Login::MIN_PASSWORD );
	}
}
