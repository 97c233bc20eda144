<?php
/**
 * Permission checks shared by the member controllers.
 *
 * @package Mvc
 */

namespace Mvc\Rest;

use Mvc\Member\Role;
use WP_Error;

/**
 * Member-only routes answer a visitor with 401 and "please log in first", before WordPress
 * validates the arguments (a visitor learns nothing about a member route's payload).
 */
final class Permissions implements \Mvc\Module {

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
		add_filter( 'rest_request_before_callbacks', array( $this, 'members_first' ), 10, 2 );
	}

	/**
	 * For a member-only route, the visitor's 401 replaces an argument error.
	 *
	 * @param mixed                $response Result so far (an argument error, or null).
	 * @param array<string, mixed> $handler  Route handler.
	 * @return mixed
	 */
	public function members_first( $response, $handler ) {
		if ( ! is_wp_error( $response ) || array( self::class, 'member' ) !== ( $handler['permission_callback'] ?? null ) ) {
			return $response;
		}
		$allowed = self::member();
		return true === $allowed ? $response : $allowed;
	}

	/**
	 * A logged-in member.
	 *
	 * @return true|WP_Error
	 */
	public static function member() {
		if ( Role::is_member() ) {
			return true;
		}
		return Envelope::error( 401, __( 'Please log in first.', 'mvc' ), rest_authorization_required_code() );
	}
}
