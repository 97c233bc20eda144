<?php
/**
 * Each part translates with its own text domain.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests;

use PHPUnit\Framework\TestCase as PlainTestCase;

/**
 * The plugin's strings are in `mvc-core`, the theme's in `mvc`: a string of one part in the other's
 * domain would be left out of both catalogues (bin/i18n.mjs scans each part for its own domain)
 * and stay English.
 */
final class TextDomainsTest extends PlainTestCase {

	/**
	 * Every PHP file of a folder.
	 *
	 * @param string $folder Folder of the repository.
	 * @return list<string>
	 */
	private static function php_files( string $folder ): array {
		$files    = array();
		$iterator = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( dirname( __DIR__, 2 ) . '/' . $folder, \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $iterator as $file ) {
			if ( $file->isFile() && 'php' === $file->getExtension() && ! str_contains( $file->getPathname(), '/build/' ) ) {
				$files[] = $file->getPathname();
			}
		}
		return $files;
	}

	/**
	 * The files of a folder that pass the other part's domain to a translation function.
	 *
	 * @param string $folder Folder of the repository.
	 * @param string $domain The domain that must not appear.
	 * @return list<string>
	 */
	private static function files_using( string $folder, string $domain ): array {
		$found = array();
		foreach ( self::php_files( $folder ) as $file ) {
			if ( preg_match( '/(?:__|_e|_x|_ex|_n|_nx|esc_html__|esc_html_e|esc_attr__|esc_attr_e|esc_html_x|esc_attr_x)\([^;]*?,\s*\'' . preg_quote( $domain, '/' ) . '\'\s*\)/s', (string) file_get_contents( $file ) ) ) {
				$found[] = $file;
			}
		}
		return $found;
	}

	public function test_the_plugin_translates_with_mvc_core_only(): void {
		$this->assertNotEmpty( self::php_files( 'plugin' ) );
		$this->assertSame( array(), self::files_using( 'plugin', 'mvc' ) );
		$this->assertSame( array(), self::files_using( 'blocks', 'mvc' ) );
	}

	public function test_the_theme_translates_with_mvc_only(): void {
		$this->assertNotEmpty( self::php_files( 'theme' ) );
		$this->assertSame( array(), self::files_using( 'theme', 'mvc-core' ) );
	}
}
