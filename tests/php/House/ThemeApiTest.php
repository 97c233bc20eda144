<?php
/**
 * The theme asks the plugin only through Mvc\Core\View.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\House;

use PHPUnit\Framework\TestCase;
use RecursiveDirectoryIterator;
use RecursiveIteratorIterator;

/**
 * Every PHP file of theme/ names no class of the plugin outside Mvc\Core\View (the one folder a
 * newcomer reads to see what the theme may ask). A template that needs more from the plugin gets
 * a method there, not a `use` of the plugin's inner classes.
 */
final class ThemeApiTest extends TestCase {

	/**
	 * The plugin's names outside View in some PHP source.
	 *
	 * @param string $source PHP source.
	 * @return list<string>
	 */
	private static function names_in( string $source ): array {
		// Mvc\Core, also spelt Mvc\\Core in a string, with whatever follows it.
		preg_match_all( '/\bMvc\\\\{1,2}Core\b(?:\\\\{1,2}\w+)*/i', $source, $matches );
		$names = array();
		foreach ( $matches[0] as $name ) {
			$name  = (string) preg_replace( '/\\\\+/', '\\', $name );
			$parts = explode( '\\', $name );
			if ( 'view' !== strtolower( $parts[2] ?? '' ) ) {
				$names[] = $name;
			}
		}
		return array_values( array_unique( $names ) );
	}

	/**
	 * Every file of theme/ that names a plugin class outside View, with the names it uses.
	 *
	 * @return array<string, list<string>> Path relative to theme/ => names.
	 */
	private static function offenders(): array {
		$root  = dirname( __DIR__, 3 ) . '/theme';
		$found = array();
		$files = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $root, RecursiveDirectoryIterator::SKIP_DOTS ) );
		foreach ( $files as $file ) {
			$path = (string) $file->getPathname();
			if ( ! str_ends_with( $path, '.php' ) || str_contains( $path, '/node_modules/' ) ) {
				continue;
			}
			$names = self::names_in( (string) file_get_contents( $path ) );
			if ( $names ) {
				$found[ substr( $path, strlen( $root ) + 1 ) ] = $names;
			}
		}
		ksort( $found );
		return $found;
	}

	public function test_theme_files_name_no_plugin_class_outside_view(): void {
		$offenders = self::offenders();
		$lines     = array();
		foreach ( $offenders as $path => $names ) {
			$lines[] = 'theme/' . $path . ': ' . implode( ', ', $names );
		}

		$this->assertSame( array(), $lines, "Name only Mvc\\Core\\View\\* in the theme (add a view model there):\n" . implode( "\n", $lines ) );
	}

	public function test_the_scan_tells_a_plugin_class_from_a_view(): void {
		// The scan must catch what it is for, or the test above could not fail.
		$this->assertSame( array( 'Mvc\\Core\\Member\\Likes' ), self::names_in( "use Mvc\\Core\\Member\\Likes;\n\\Mvc\\Core\\View\\Article::reactions();" ) );
		$this->assertSame( array( 'Mvc\\Core\\Settings', 'Mvc\\Core' ), self::names_in( "'Mvc\\\\Core\\\\Settings'; use Mvc\\Core as C;" ) );
		$this->assertSame( array(), self::names_in( 'use Mvc\\Core\\View; the plugin MVC Core' ) );
	}
}
