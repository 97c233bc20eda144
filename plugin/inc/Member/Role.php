<?php
/**
 * The member role.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member;

use Mvc\Core\Module;

/**
 * Members are WordPress users with the role `member`: they read, comment and keep their relations,
 * but never see wp-admin or the admin bar.
 */
final class Role implements Module {

	/**
	 * The admin-ajax.php actions a member may call: the REST nonce after a login (@wordpress/api-fetch).
	 */
	public const MEMBER_AJAX = array( 'rest-nonce' );

	public const NAME = 'member';

	/**
	 * The capability of the users who speak for the site (is_staff()).
	 */
	public const STAFF_CAPABILITY = 'edit_posts';

	/**
	 * Error code of a member's login refused by core's login paths.
	 */
	public const CORE_LOGIN_REFUSED = 'mvc_member_login';

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
		add_action( 'init', array( self::class, 'add' ), 1 );
		add_filter( 'show_admin_bar', array( $this, 'show_admin_bar' ) );
		add_action( 'admin_init', array( $this, 'keep_out_of_admin' ) );
		// Members log in through the site's login popup only, where the site's limits apply.
		add_filter( 'authenticate', array( $this, 'refuse_core_login' ), 99 );
		add_filter( 'wp_is_application_passwords_available_for_user', array( $this, 'no_application_passwords' ), 10, 2 );
		add_filter( 'xmlrpc_enabled', '__return_false' );
	}

	/**
	 * The core login page and XML-RPC refuse a member's credentials.
	 *
	 * @param \WP_User|\WP_Error|null $user Result of authentication so far.
	 * @return \WP_User|\WP_Error|null
	 */
	public function refuse_core_login( $user ) {
		if ( $user instanceof \WP_User && self::is_member( $user->ID ) ) {
			return new \WP_Error( self::CORE_LOGIN_REFUSED, __( 'Members log in on the site, with the login button at the top of every page.', 'mvc-core' ) );
		}
		return $user;
	}

	/**
	 * Members have no application passwords.
	 *
	 * @param bool     $available Whether WordPress would allow them.
	 * @param \WP_User $user      User.
	 */
	public function no_application_passwords( $available, $user ): bool {
		return (bool) $available && ! self::is_member( $user->ID );
	}

	/**
	 * Creates the role once (roles are stored in an option, so this is a lookup on later requests).
	 */
	public static function add(): void {
		if ( null === get_role( self::NAME ) ) {
			add_role( self::NAME, __( 'Member', 'mvc-core' ), array( 'read' => true ) );
		}
	}

	/**
	 * Whether a user is a member.
	 *
	 * @param int $user_id User id; 0 for the current user.
	 */
	public static function is_member( int $user_id = 0 ): bool {
		$user = $user_id ? get_userdata( $user_id ) : wp_get_current_user();
		return $user instanceof \WP_User && $user->exists() && in_array( self::NAME, $user->roles, true );
	}

	/**
	 * Whether a user speaks for the site (an operator who may edit posts): their comments and
	 * mentions carry the badge 官方, and ReservedNames keeps members from their names.
	 *
	 * @param int|\WP_User $user User id or user.
	 */
	public static function is_staff( $user ): bool {
		return user_can( $user, self::STAFF_CAPABILITY );
	}

	/**
	 * No admin bar for members.
	 *
	 * @param bool $show Whether WordPress would show it.
	 */
	public function show_admin_bar( bool $show ): bool {
		return $show && ! self::is_member();
	}

	/**
	 * Sends a member who reaches wp-admin back to the site. admin-post.php stays open (the forms
	 * without JavaScript post there); on admin-ajax.php a member may only ask for the REST nonce
	 * (MEMBER_AJAX): core's other actions are an operator's, and some write user meta for anyone
	 * logged in (dismiss-wp-pointer appends whatever it is sent).
	 */
	public function keep_out_of_admin(): void {
		if ( ! self::is_member() ) {
			return;
		}
		if ( wp_doing_ajax() ) {
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- compared with a fixed list only.
			$action = isset( $_REQUEST['action'] ) && is_string( $_REQUEST['action'] ) ? sanitize_key( wp_unslash( $_REQUEST['action'] ) ) : '';
			if ( ! in_array( $action, self::MEMBER_AJAX, true ) ) {
				wp_die( '-1', 403 );
			}
			return;
		}
		if ( str_contains( sanitize_text_field( wp_unslash( $_SERVER['SCRIPT_NAME'] ?? '' ) ), 'admin-post.php' ) ) {
			return;
		}
		wp_safe_redirect( home_url( '/profile' ) );
		exit;
	}
}
