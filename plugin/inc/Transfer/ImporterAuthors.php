<?php
/**
 * The WordPress Importer's author lists, at a publisher's size.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Transfer;

use Mvc\Core\Admin\UserRoles;
use Mvc\Core\Member\Role;
use Mvc\Core\Module;

/**
 * The importer's screen (工具 › 导入 › WordPress) prints one list of every account of the site for
 * each author of the file (分配作者). With 200,000 members each list had 200,000 options; it now
 * offers the staff only (the roles that can write posts), read from UserRoles' table by its key.
 */
final class ImporterAuthors implements Module {

	/**
	 * The importer runs in wp-admin.
	 */
	public function can_register(): bool {
		return is_admin();
	}

	/**
	 * Adds the hook.
	 */
	public function register(): void {
		add_filter( 'wp_dropdown_users_args', array( self::class, 'staff_only' ), 10, 2 );
	}

	/**
	 * `wp_dropdown_users_args`: the importer's lists (named `user_map[n]`) offer the staff only.
	 *
	 * @param mixed $query_args  WP_User_Query arguments.
	 * @param mixed $parsed_args wp_dropdown_users() arguments.
	 * @return mixed
	 */
	public static function staff_only( $query_args, $parsed_args ) {
		if ( ! is_array( $query_args ) || ! is_array( $parsed_args ) || ! str_starts_with( (string) ( $parsed_args['name'] ?? '' ), 'user_map[' ) ) {
			return $query_args;
		}
		if ( ! UserRoles::ready() ) {
			$query_args['role__not_in'] = array( Role::NAME );
			return $query_args;
		}
		$staff                 = array_keys( array_filter( wp_roles()->roles, static fn( array $role ): bool => ! empty( $role['capabilities'][ Role::STAFF_CAPABILITY ] ) ) );
		$query_args['include'] = UserRoles::ids_of( $staff, 1000 );
		if ( ! $query_args['include'] ) {
			$query_args['include'] = array( 0 );
		}
		return $query_args;
	}
}
