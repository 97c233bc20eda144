<?php
/**
 * The block editors' preferences an operator starts with.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin;

use Mvc\Core\Module;

/**
 * The block editor's and the widgets editor's welcome guide (欢迎使用区块编辑器) is a slideshow of
 * images from s.w.org, which a server in China often cannot reach quickly, and which a machine
 * offline (CI) cannot reach at all (a failed image in the console on every first editor screen).
 * Operators start with it closed; 帮助 › 欢迎指南 in the editor's options menu still opens it, and
 * an operator's own choice, once stored, is kept.
 *
 * The preferences are core's user meta `{prefix}persisted_preferences`, which the editor's
 * scripts receive with the page: a user who has no choice of their own gets these defaults.
 */
final class EditorPreferences implements Module {

	/**
	 * Preferences by scope that an operator starts with.
	 */
	public const DEFAULTS = array(
		'core/edit-post'    => array( 'welcomeGuide' => false ),
		'core/edit-widgets' => array( 'welcomeGuide' => false ),
	);

	/**
	 * Always applies (the meta is read in wp-admin and over REST).
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'get_user_metadata', array( self::class, 'with_defaults' ), 10, 4 );
	}

	/**
	 * `get_user_metadata`: the stored preferences with DEFAULTS under them.
	 *
	 * @param mixed  $value     What a filter before answered (null: nothing).
	 * @param int    $user_id   User.
	 * @param string $meta_key  Meta key ('' for all of them).
	 * @param bool   $single    Whether one value is asked for.
	 * @return mixed
	 */
	public static function with_defaults( $value, $user_id, $meta_key, $single ) {
		global $wpdb;
		if ( null !== $value || $wpdb->get_blog_prefix() . 'persisted_preferences' !== $meta_key ) {
			return $value;
		}
		remove_filter( 'get_user_metadata', array( self::class, 'with_defaults' ), 10 );
		$stored = get_user_meta( (int) $user_id, $meta_key, true );
		add_filter( 'get_user_metadata', array( self::class, 'with_defaults' ), 10, 4 );
		$preferences = is_array( $stored ) ? $stored : array();
		foreach ( self::DEFAULTS as $scope => $defaults ) {
			$preferences[ $scope ] = array_merge( $defaults, is_array( $preferences[ $scope ] ?? null ) ? $preferences[ $scope ] : array() );
		}
		unset( $single );
		// get_metadata() answers the first of the values for a single one.
		return array( $preferences );
	}
}
