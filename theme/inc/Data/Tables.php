<?php
/**
 * Names of the custom tables.
 *
 * @package Mvc
 */

namespace Mvc\Data;

/**
 * One definition of each custom table's name, with the site's table prefix.
 */
final class Tables {

	public const LIKES       = 'mvc_likes';
	public const COLLECTIONS = 'mvc_collections';

	/**
	 * Post likes by members.
	 */
	public static function likes(): string {
		return self::prefixed( self::LIKES );
	}

	/**
	 * Post favourites (collections) by members.
	 */
	public static function collections(): string {
		return self::prefixed( self::COLLECTIONS );
	}

	/**
	 * The name with the site's prefix.
	 *
	 * @param string $name Unprefixed table name.
	 */
	private static function prefixed( string $name ): string {
		global $wpdb;
		return $wpdb->prefix . $name;
	}
}
