<?php
/**
 * Translation files compiled once to PHP.
 *
 * @package Mvc
 */

namespace Mvc\Core\Content;

use WP_Translation_File;

/**
 * Writes a `.l10n.php` for a domain that has none, converted from its `.mo` by WordPress itself
 * (WP_Translation_File::transform()), to `wp-content/cache/mvc-l10n/`: WordPress parses a `.mo` on the
 * first lookup of every request, and the site's three (~290 KB) cost a few milliseconds of every page,
 * while an `.l10n.php` is an array OPcache keeps compiled. The name carries the `.mo` file's path,
 * modification time and size, so a changed `.mo` is converted again; where the folder cannot be
 * written, the `.mo` is read as before. The `.mo` file's folder is put back as the domain's at init
 * (just-in-time loading after a locale switch looks there). See docs/performance.md.
 */
final class TranslationFiles {

	/**
	 * The folder of the converted files, under WP_CONTENT_DIR.
	 */
	public const FOLDER = 'cache/mvc-l10n';

	/**
	 * The `.mo` folders of the domains loaded from a converted file: domain => [locale, folder].
	 *
	 * @var array<string, array{0: string, 1: string}>
	 */
	private static array $loaded = array();

	/**
	 * Adds the hooks (called by ContentVersion::register(), as the plugin boots: before WordPress
	 * loads its own domain).
	 */
	public static function register(): void {
		add_filter( 'load_translation_file', array( self::class, 'file' ), 10, 3 );
		add_action( 'init', array( self::class, 'restore_folders' ), 1 );
	}

	/**
	 * The converted file for a `.l10n.php` WordPress looks for and does not find.
	 *
	 * @param mixed $file   The file WordPress is about to load.
	 * @param mixed $domain Its text domain.
	 * @param mixed $locale Its locale.
	 * @return mixed
	 */
	public static function file( $file, $domain = '', $locale = '' ) {
		if ( ! is_string( $file ) || ! str_ends_with( $file, '.l10n.php' ) || ! class_exists( WP_Translation_File::class ) || is_readable( $file ) ) {
			return $file;
		}
		$mo   = substr( $file, 0, -strlen( '.l10n.php' ) ) . '.mo';
		$stat = is_readable( $mo ) ? stat( $mo ) : false;
		if ( ! $stat ) {
			return $file;
		}
		$folder    = WP_CONTENT_DIR . '/' . self::FOLDER;
		$name      = md5( $mo );
		$converted = "{$folder}/{$name}-{$stat['mtime']}-{$stat['size']}.l10n.php";
		if ( ! is_readable( $converted ) && ! self::convert( $mo, $folder, $name, $converted ) ) {
			return $file;
		}
		self::$loaded[ (string) $domain ] = array( (string) $locale, dirname( $mo ) );
		return $converted;
	}

	/**
	 * Writes the converted file (a temporary file renamed into place, so no request reads half of
	 * it) and removes the older conversions of the same `.mo`.
	 *
	 * @param string $mo        The `.mo` file.
	 * @param string $folder    The folder.
	 * @param string $name      The `.mo` file's key.
	 * @param string $converted The converted file's path.
	 */
	private static function convert( string $mo, string $folder, string $name, string $converted ): bool {
		$php = WP_Translation_File::transform( $mo, 'php' );
		if ( ! is_string( $php ) || ! wp_mkdir_p( $folder ) || ! wp_is_writable( $folder ) ) {
			return false;
		}
		$temporary = $converted . '.' . uniqid( '', true ) . '.tmp';
		// phpcs:disable WordPress.WP.AlternativeFunctions -- a cache file written before WP_Filesystem can be had (translations load as WordPress boots).
		if ( false === file_put_contents( $temporary, $php ) || ! rename( $temporary, $converted ) ) {
			wp_delete_file( $temporary );
			return false;
		}
		// phpcs:enable
		foreach ( (array) glob( "{$folder}/{$name}-*.l10n.php" ) as $old ) {
			if ( is_string( $old ) && $old !== $converted ) {
				wp_delete_file( $old );
			}
		}
		return true;
	}

	/**
	 * Gives the domains loaded from a converted file their `.mo` file's folder again.
	 */
	public static function restore_folders(): void {
		global $wp_textdomain_registry;
		foreach ( self::$loaded as $domain => list( $locale, $folder ) ) {
			$wp_textdomain_registry->set( $domain, $locale, $folder );
		}
	}
}
