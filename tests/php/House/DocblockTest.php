<?php
/**
 * Class docblocks stay short enough to read.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\House;

use PHPUnit\Framework\TestCase;
use RecursiveDirectoryIterator;
use RecursiveIteratorIterator;

/**
 * No class, interface or trait docblock in plugin/inc or theme/inc is over 10 lines, the `/**` and
 * the closing line counted (issue 29: a comment says the job and the why; what the spec or docs/
 * tell is linked, not retold). Move a longer story to docs/ or to the method's docblock.
 */
final class DocblockTest extends TestCase {

	private const LIMIT = 10;

	private const FOLDERS = array( 'plugin/inc', 'theme/inc' );

	/**
	 * Every class docblock over the limit: path => lines.
	 *
	 * @return array<string, int>
	 */
	private static function long_docblocks(): array {
		$root  = dirname( __DIR__, 3 );
		$found = array();
		foreach ( self::FOLDERS as $folder ) {
			$files = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $root . '/' . $folder, RecursiveDirectoryIterator::SKIP_DOTS ) );
			foreach ( $files as $file ) {
				$path = substr( (string) $file->getPathname(), strlen( $root ) + 1 );
				if ( 'php' !== pathinfo( $path, PATHINFO_EXTENSION ) ) {
					continue;
				}
				$source = (string) file_get_contents( $root . '/' . $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
				$count  = preg_match_all( '#/\*\*((?:(?!/\*\*).)*?)\*/\s*\n\s*(?:\#\[[^\n]*\]\s*\n\s*)?(?:(?:final|abstract|readonly)\s+)*(?:class|interface|trait)\s+\w+#s', $source, $matches );
				for ( $i = 0; $i < $count; $i++ ) {
					$lines = substr_count( $matches[1][ $i ], "\n" ) + 1;
					if ( $lines > self::LIMIT ) {
						$found[ $path ] = $lines;
					}
				}
			}
		}
		ksort( $found );
		return $found;
	}

	public function test_no_class_docblock_is_over_the_limit(): void {
		$this->assertSame( array(), self::long_docblocks(), 'Say the job and the why in at most 10 lines; link docs/ or the spec for the rest.' );
	}
}
