<?php
/**
 * Who does what in wp-admin.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin;

use Mvc\Core\Module;

/**
 * WordPress's own roles run the site. The administrator does everything; the editor (编辑) does the
 * daily work: articles, journals, courses, podcasts, home banners and pages (core's post and page
 * capabilities), comments (moderate_comments), the inbox 留言与提问 (the submissions' type maps
 * every capability to edit_others_posts, which authors lack), the digest's preview and test send
 * (邮件推送, DIGEST) and finding members on the users screen (list_users, read only: editing a user
 * stays edit_users). 站点设置 stays manage_options, the administrator's alone. An author (作者)
 * writes and publishes their own articles and journals only.
 *
 * The capabilities the plugin adds to roles are stored with the roles (the `wp_user_roles`
 * option), so a role editor shows and changes them. They are granted on the plugin's activation
 * and, when VERSION is raised, on the next request (one autoloaded option read otherwise).
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
