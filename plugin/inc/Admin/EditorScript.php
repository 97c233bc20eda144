<?php
/**
 * One of the plugin's wp-admin scripts, built by wp-scripts.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin;

use Mvc\Core\I18n;
use Mvc\Core\Plugin;

/**
 * Enqueues a script of the plugin's build (its `index.js`, with the dependencies and version that
 * wp-scripts wrote into `index.asset.php`) and its Chinese translations.
 */
final class EditorScript {

	/**
	 * Enqueues the build's script under the handle, in the footer.
	 *
	 * @param string   $handle  The script's handle.
	 * @param string   $build   The build folder, relative to the plugin, with a trailing slash.
	 * @param string[] $globals WordPress's scripts the code uses through their globals (wp.*), which
	 *                          the asset file does not list.
	 * @return bool False when the build is missing (nothing enqueued).
	 */
	public static function enqueue( string $handle, string $build, array $globals ): bool {
		$asset = Plugin::path( $build . 'index.asset.php' );
		if ( ! is_readable( $asset ) ) {
			return false;
		}
		$info = require $asset;
		$deps = is_array( $info ) && isset( $info['dependencies'] ) ? (array) $info['dependencies'] : array();
		wp_enqueue_script(
			$handle,
			Plugin::url( $build . 'index.js' ),
			array_values( array_unique( array_merge( $deps, $globals ) ) ),
			is_array( $info ) && isset( $info['version'] ) ? (string) $info['version'] : null,
			array( 'in_footer' => true )
		);
		wp_set_script_translations( $handle, I18n::DOMAIN, I18n::path() );
		return true;
	}
}
