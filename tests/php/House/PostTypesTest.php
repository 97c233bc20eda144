<?php
/**
 * Every post type of the plugin is a PostType.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\House;

use PHPUnit\Framework\TestCase;
use RecursiveDirectoryIterator;
use RecursiveIteratorIterator;

/**
 * Only Content\PostTypes\PostType calls register_post_type(), so a post type's name, arguments, labels
 * and hooks are found in one shape (issue 29).
 */
final class PostTypesTest extends TestCase {

	public function test_only_the_base_registers_post_types(): void {
		$root  = dirname( __DIR__, 3 );
		$found = array();
		$files = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $root . '/plugin/inc', RecursiveDirectoryIterator::SKIP_DOTS ) );
		foreach ( $files as $file ) {
			$path = (string) $file->getPathname();
			if ( str_ends_with( $path, '.php' ) && preg_match( '/\bregister_post_type\s*\(/', (string) file_get_contents( $path ) ) ) {
				$found[] = substr( $path, strlen( $root ) + 1 );
			}
		}
		sort( $found );
		$this->assertSame( array( 'plugin/inc/Content/PostTypes/PostType.php' ), $found, 'Extend Content\PostTypes\PostType.' );
	}
}
