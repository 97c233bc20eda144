<?php
/**
 * Object-cache drop-in: WordPress's object cache in one Redis shared by every PHP node.
 *
 * Copy or symlink this file to wp-content/object-cache.php; it loads
 * Mvc\Core\Cache\ObjectCache\RedisCache from wp-content/plugins/mvc-core (WP_CONTENT_DIR is defined
 * when WordPress loads a drop-in, WP_PLUGIN_DIR is not yet). Configured in wp-config.php by
 * MVC_REDIS_SOCKET (a unix socket) or MVC_REDIS_HOST and MVC_REDIS_PORT, MVC_REDIS_DATABASE (default
 * 0) and MVC_CACHE_KEY_SALT (the prefix of this site's keys). Without a socket or a host it is
 * core's non-persistent cache; without the plugin it defines nothing, and WordPress uses its own.
 *
 * @package Mvc\Core
 */

if ( is_readable( WP_CONTENT_DIR . '/plugins/mvc-core/inc/Cache/ObjectCache/RedisCache.php' ) ) :

	require_once WP_CONTENT_DIR . '/plugins/mvc-core/inc/Cache/ObjectCache/RedisCache.php';

	// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals, Universal.Files.SeparateFunctionsFromOO.Mixed -- WordPress's own names, the class and the functions: the drop-in replaces wp-includes/cache.php.

	/**
	 * The object cache WordPress names: Redis with a per-request runtime copy.
	 */
	class WP_Object_Cache extends \Mvc\Core\Cache\ObjectCache\RedisCache {
	}

	/**
	 * Sets up the cache (wp_start_object_cache()).
	 *
	 * @return void
	 */
	function wp_cache_init() {
		$GLOBALS['wp_object_cache'] = new WP_Object_Cache(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the drop-in's job, as core's wp_cache_init().
	}

	/**
	 * Adds data to the cache if the key does not exist yet.
	 *
	 * @param int|string $key    Key.
	 * @param mixed      $data   Data.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds until expiry; 0 is none.
	 * @return bool
	 */
	function wp_cache_add( $key, $data, $group = '', $expire = 0 ) {
		return $GLOBALS['wp_object_cache']->add( $key, $data, $group, (int) $expire );
	}

	/**
	 * Adds several values to one group.
	 *
	 * @param array<int|string, mixed> $data   Key => value.
	 * @param string                   $group  Group.
	 * @param int                      $expire Seconds until expiry; 0 is none.
	 * @return array<int|string, bool>
	 */
	function wp_cache_add_multiple( array $data, $group = '', $expire = 0 ) {
		return $GLOBALS['wp_object_cache']->add_multiple( $data, $group, $expire );
	}

	/**
	 * Replaces the data of an existing key.
	 *
	 * @param int|string $key    Key.
	 * @param mixed      $data   Data.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds until expiry; 0 is none.
	 * @return bool
	 */
	function wp_cache_replace( $key, $data, $group = '', $expire = 0 ) {
		return $GLOBALS['wp_object_cache']->replace( $key, $data, $group, (int) $expire );
	}

	/**
	 * Saves data to the cache.
	 *
	 * @param int|string $key    Key.
	 * @param mixed      $data   Data.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds until expiry; 0 is none.
	 * @return bool
	 */
	function wp_cache_set( $key, $data, $group = '', $expire = 0 ) {
		return $GLOBALS['wp_object_cache']->set( $key, $data, $group, (int) $expire );
	}

	/**
	 * Saves several values to one group.
	 *
	 * @param array<int|string, mixed> $data   Key => value.
	 * @param string                   $group  Group.
	 * @param int                      $expire Seconds until expiry; 0 is none.
	 * @return array<int|string, bool>
	 */
	function wp_cache_set_multiple( array $data, $group = '', $expire = 0 ) {
		return $GLOBALS['wp_object_cache']->set_multiple( $data, $group, $expire );
	}

	/**
	 * Reads a value.
	 *
	 * @param int|string $key   Key.
	 * @param string     $group Group.
	 * @param bool       $force Whether to skip the runtime copy.
	 * @param bool|null  $found Set to whether the key was found.
	 * @return mixed|false
	 */
	function wp_cache_get( $key, $group = '', $force = false, &$found = null ) {
		return $GLOBALS['wp_object_cache']->get( $key, $group, $force, $found );
	}

	/**
	 * Reads several keys of one group.
	 *
	 * @param array<int|string> $keys  Keys.
	 * @param string            $group Group.
	 * @param bool              $force Whether to skip the runtime copy.
	 * @return array<int|string, mixed>
	 */
	function wp_cache_get_multiple( $keys, $group = '', $force = false ) {
		return $GLOBALS['wp_object_cache']->get_multiple( $keys, $group, $force );
	}

	/**
	 * Removes a key.
	 *
	 * @param int|string $key   Key.
	 * @param string     $group Group.
	 * @return bool
	 */
	function wp_cache_delete( $key, $group = '' ) {
		return $GLOBALS['wp_object_cache']->delete( $key, $group );
	}

	/**
	 * Removes several keys of one group.
	 *
	 * @param array<int|string> $keys  Keys.
	 * @param string            $group Group.
	 * @return array<int|string, bool>
	 */
	function wp_cache_delete_multiple( array $keys, $group = '' ) {
		return $GLOBALS['wp_object_cache']->delete_multiple( $keys, $group );
	}

	/**
	 * Increments a numeric value.
	 *
	 * @param int|string $key    Key.
	 * @param int        $offset Amount.
	 * @param string     $group  Group.
	 * @return int|float|false
	 */
	function wp_cache_incr( $key, $offset = 1, $group = '' ) {
		return $GLOBALS['wp_object_cache']->incr( $key, $offset, $group );
	}

	/**
	 * Decrements a numeric value.
	 *
	 * @param int|string $key    Key.
	 * @param int        $offset Amount.
	 * @param string     $group  Group.
	 * @return int|float|false
	 */
	function wp_cache_decr( $key, $offset = 1, $group = '' ) {
		return $GLOBALS['wp_object_cache']->decr( $key, $offset, $group );
	}

	/**
	 * Removes everything of this site.
	 *
	 * @return bool
	 */
	function wp_cache_flush() {
		return $GLOBALS['wp_object_cache']->flush();
	}

	/**
	 * Forgets the runtime copy only.
	 *
	 * @return bool
	 */
	function wp_cache_flush_runtime() {
		return $GLOBALS['wp_object_cache']->flush_runtime();
	}

	/**
	 * Removes one group.
	 *
	 * @param string $group Group.
	 * @return bool
	 */
	function wp_cache_flush_group( $group ) {
		return $GLOBALS['wp_object_cache']->flush_group( $group );
	}

	/**
	 * Whether a feature is supported.
	 *
	 * @param string $feature Feature.
	 * @return bool
	 */
	function wp_cache_supports( $feature ) {
		return $GLOBALS['wp_object_cache']->supports( $feature );
	}

	/**
	 * Closes the cache (nothing to do: the connection ends with the request).
	 *
	 * @return bool
	 */
	function wp_cache_close() {
		return $GLOBALS['wp_object_cache']->close();
	}

	/**
	 * Declares groups shared by every blog.
	 *
	 * @param string|string[] $groups Groups.
	 * @return void
	 */
	function wp_cache_add_global_groups( $groups ) {
		$GLOBALS['wp_object_cache']->add_global_groups( $groups );
	}

	/**
	 * Declares groups kept in the request's runtime copy only.
	 *
	 * @param string|string[] $groups Groups.
	 * @return void
	 */
	function wp_cache_add_non_persistent_groups( $groups ) {
		$GLOBALS['wp_object_cache']->add_non_persistent_groups( $groups );
	}

	/**
	 * Switches the blog of the non-global groups.
	 *
	 * @param int $blog_id Blog id.
	 * @return void
	 */
	function wp_cache_switch_to_blog( $blog_id ) {
		$GLOBALS['wp_object_cache']->switch_to_blog( $blog_id );
	}

	/**
	 * Deprecated since 3.5: forgets the runtime copy.
	 *
	 * @return void
	 */
	function wp_cache_reset() {
		_deprecated_function( __FUNCTION__, '3.5.0', 'wp_cache_switch_to_blog()' );
		$GLOBALS['wp_object_cache']->flush_runtime();
	}

	// phpcs:enable

endif;
