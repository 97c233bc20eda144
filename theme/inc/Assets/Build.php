<?php
/**
 * What the front-end build wrote into theme/build.
 *
 * @package Mvc
 */

namespace Mvc\Theme\Assets;

use Mvc\Theme\Theme;

/**
 * Reads the `*.asset.php` files webpack writes beside each script: its WordPress dependencies and
 * a content hash used as the version.
 */
final class Build {

	/**
	 * The asset file of a build entry, or null when the build has not produced it.
	 *
	 * @param string $entry Entry path under build/, without extension (runtime, islands/carousel).
	 * @return array{dependencies: array<int, string>, version: string}|null
	 */
	public static function asset( string $entry ): ?array {
		$file = Theme::path( 'build/' . $entry . '.asset.php' );
		if ( ! is_readable( $file ) ) {
			return null;
		}
		$asset = require $file;
		if ( ! is_array( $asset ) ) {
			return null;
		}
		return array(
			'dependencies' => isset( $asset['dependencies'] ) && is_array( $asset['dependencies'] ) ? array_values( array_map( 'strval', $asset['dependencies'] ) ) : array(),
			'version'      => isset( $asset['version'] ) && is_scalar( $asset['version'] ) ? (string) $asset['version'] : MVC_THEME_VERSION,
		);
	}

	/**
	 * Names of the islands the build produced (build/islands/<name>.js).
	 *
	 * @return array<int, string>
	 */
	public static function islands(): array {
		return self::names( 'islands' );
	}

	/**
	 * Names of the page behaviours the build produced (build/behaviours/<name>.js).
	 *
	 * @return array<int, string>
	 */
	public static function behaviours(): array {
		return self::names( 'behaviours' );
	}

	/**
	 * Names of the scripts built into a folder of build/.
	 *
	 * @param string $folder Folder under build/.
	 * @return array<int, string>
	 */
	private static function names( string $folder ): array {
		$files = glob( Theme::path( 'build/' . $folder . '/*.asset.php' ) );
		return array_map(
			static fn( string $file ): string => basename( $file, '.asset.php' ),
			is_array( $files ) ? $files : array()
		);
	}

	/**
	 * URL of a built file.
	 *
	 * @param string $file File under build/.
	 */
	public static function url( string $file ): string {
		return Theme::url( 'build/' . $file );
	}
}
