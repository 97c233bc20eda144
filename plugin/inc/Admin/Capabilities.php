<?php
/**
 * Who does what in wp-admin.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin;

use Mvc\Core\Module;

/**
 * WordPress's own roles run the site; this adds the few capabilities they lack (GRANTS: the digest's
 * preview, list_users for editors, read only). The inbox needs edit_others_posts, which authors lack
 * (SubmissionType maps it); 站点设置 stays manage_options. The capabilities are stored with the roles
 * (`wp_user_roles`), so a role editor shows them; granted on activation and, when VERSION is raised,
 * on the next request. Who does what: docs/operators.md, "Who does what in wp-admin (roles)".
 */
final class Capabilities implements Module {

	/**
	 * Opening the digest's screen: its last runs, a member's next digest and its test send.
	 */
	public const DIGEST = 'mvc_preview_digest';

	/**
	 * What the plugin adds to WordPress's roles.
	 */
	public const GRANTS = array(
		'administrator' => array( self::DIGEST ),
		'editor'        => array( self::DIGEST, 'list_users' ),
	);

	/**
	 * The version of GRANTS; raise it when GRANTS changes.
	 */
	public const VERSION = 1;

	/**
	 * The option holding the version granted.
	 */
	public const OPTION = 'mvc_capabilities_version';

	/**
	 * Always applies: the check is one autoloaded option.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', array( self::class, 'maybe_grant' ), 1 );
	}

	/**
	 * Grants the capabilities when the stored version is older than VERSION.
	 */
	public static function maybe_grant(): void {
		if ( (int) get_option( self::OPTION, 0 ) < self::VERSION ) {
			self::grant();
		}
	}

	/**
	 * Adds GRANTS to the roles that exist (a site may have removed one) and records the version.
	 * Adding a capability a role has changes nothing, so two requests doing it at once agree.
	 */
	public static function grant(): void {
		foreach ( self::GRANTS as $name => $capabilities ) {
			$role = get_role( $name );
			if ( null === $role ) {
				continue;
			}
			foreach ( $capabilities as $capability ) {
				if ( ! $role->has_cap( $capability ) ) {
					$role->add_cap( $capability );
				}
			}
		}
		update_option( self::OPTION, self::VERSION, true );
	}
}
