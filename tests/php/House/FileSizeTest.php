<?php
/**
 * Source files stay short enough to read.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\House;

use PHPUnit\Framework\TestCase;
use RecursiveDirectoryIterator;
use RecursiveIteratorIterator;

/**
 * No source file of the product or its tooling is over 400 lines (issue 29: a class with one job
 * fits), apart from declarative tables and the object-cache drop-in, named below with why. Files
 * still to split are listed with the length they had when listed: a listed file may not grow, and an
 * entry that is no longer over the limit fails too, so the list only shrinks.
 */
final class FileSizeTest extends TestCase {

	private const LIMIT = 400;

	private const FOLDERS = array( 'plugin', 'theme', 'src', 'editor', 'blocks', 'bin' );

	private const EXTENSIONS = array( 'php', 'ts', 'tsx', 'js', 'mjs', 'cjs', 'sh' );

	/**
	 * Long by nature.
	 */
	private const ALLOWED = array(
		// The persistent object cache: WordPress's WP_Object_Cache API in one drop-in class, as core's own.
		'plugin/inc/Cache/ObjectCache/RedisCache.php',
		// Tables of the post types' labels and messages in the site's language.
		'plugin/inc/Content/PostTypes/Labels.php',
		// The typed table of every REST route the client calls.
		'src/runtime/api/routes.ts',
	);

	/**
	 * Still to split: path => lines when listed.
	 */
	private const TO_SPLIT = array();

	/**
	 * Every source file over the limit: path => lines.
	 *
	 * @return array<string, int>
	 */
	private static function long_files(): array {
		$root  = dirname( __DIR__, 3 );
		$found = array();
		foreach ( self::FOLDERS as $folder ) {
			$files = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $root . '/' . $folder, RecursiveDirectoryIterator::SKIP_DOTS ) );
			foreach ( $files as $file ) {
				$path = substr( (string) $file->getPathname(), strlen( $root ) + 1 );
				if ( ! in_array( pathinfo( $path, PATHINFO_EXTENSION ), self::EXTENSIONS, true ) || preg_match( '#(^|/)(build|node_modules|vendor|languages)/#', $path ) ) {
					continue;
				}
				$content = file( $root . '/' . $path );
				$lines   = is_array( $content ) ? count( $content ) : 0;
				if ( $lines > self::LIMIT ) {
					$found[ $path ] = $lines;
				}
			}
		}
		ksort( $found );
		return $found;
	}

	public function test_no_source_file_is_over_the_limit(): void {
		$long = array_diff_key( self::long_files(), array_flip( self::ALLOWED ), self::TO_SPLIT );
		$this->assertSame( array(), $long, 'Split the file by job (one class, one job), or justify it in ALLOWED.' );
	}

	public function test_the_list_to_split_only_shrinks(): void {
		$long  = self::long_files();
		$wrong = array();
		foreach ( self::TO_SPLIT as $path => $listed ) {
			if ( ! isset( $long[ $path ] ) ) {
				$wrong[ $path ] = 'no longer over the limit: remove it from TO_SPLIT';
			} elseif ( $long[ $path ] > $listed ) {
				$wrong[ $path ] = sprintf( 'grew from %d to %d lines', $listed, $long[ $path ] );
			}
		}
		$this->assertSame( array(), $wrong );
	}

	public function test_allowed_files_are_still_long(): void {
		$this->assertSame( array(), array_values( array_diff( self::ALLOWED, array_keys( self::long_files() ) ) ), 'An allowed file is short now: remove it from ALLOWED.' );
	}
}
