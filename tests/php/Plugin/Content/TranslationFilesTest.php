<?php
/**
 * Translation files converted once to PHP.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Content;

use Mvc\Core\Content\TranslationFiles;
use Mvc\Tests\TestCase;

/**
 * A domain without a `.l10n.php` is loaded from a PHP file converted from its `.mo` (no parsing of
 * the `.mo` on every request), with the same translations; a changed `.mo` is converted again; the
 * domain's folder stays the `.mo` file's.
 */
final class TranslationFilesTest extends TestCase {

	public function test_a_mo_file_is_loaded_from_its_php_conversion_with_the_same_translations(): void {
		global $wp_textdomain_registry;
		$mo = get_template_directory() . '/languages/zh_CN.mo';
		$this->assertFileExists( $mo );
		$this->assertFileDoesNotExist( substr( $mo, 0, -3 ) . '.l10n.php' );

		unload_textdomain( 'mvc-test-mo' );
		add_filter( 'translation_file_format', $mo_only = static fn( $format, $domain ) => 'mvc-test-mo' === $domain ? 'mo' : $format, 10, 2 );
		load_textdomain( 'mvc-test-mo', $mo, 'zh_CN' );
		remove_filter( 'translation_file_format', $mo_only );
		load_textdomain( 'mvc-test-php', $mo, 'zh_CN' );

		$converted = WP_CONTENT_DIR . '/' . TranslationFiles::FOLDER . '/' . md5( $mo ) . '-' . filemtime( $mo ) . '-' . filesize( $mo ) . '.l10n.php';
		$this->assertFileExists( $converted );
		$entries = ( include $converted )['messages'];
		$this->assertGreaterThan( 50, count( $entries ) );
		foreach ( array_slice( array_keys( $entries ), 0, 50 ) as $original ) {
			if ( ! str_contains( (string) $original, "\4" ) && ! str_contains( (string) $original, "\0" ) ) {
				$this->assertSame( get_translations_for_domain( 'mvc-test-mo' )->translate( (string) $original ), get_translations_for_domain( 'mvc-test-php' )->translate( (string) $original ) );
			}
		}

		TranslationFiles::restore_folders();
		$this->assertSame( trailingslashit( dirname( $mo ) ), trailingslashit( (string) $wp_textdomain_registry->get( 'mvc-test-php', 'zh_CN' ) ) );
		unload_textdomain( 'mvc-test-mo' );
		unload_textdomain( 'mvc-test-php' );
	}

	public function test_a_changed_mo_file_is_converted_again(): void {
		$mo = get_temp_dir() . 'mvc-test-' . wp_generate_password( 6, false ) . '.mo';
		copy( get_template_directory() . '/languages/zh_CN.mo', $mo );
		touch( $mo, time() - 100 );
		clearstatcache();
		$first = TranslationFiles::file( substr( $mo, 0, -3 ) . '.l10n.php', 'mvc-test', 'zh_CN' );
		touch( $mo, time() );
		clearstatcache();
		$second = TranslationFiles::file( substr( $mo, 0, -3 ) . '.l10n.php', 'mvc-test', 'zh_CN' );

		$this->assertNotSame( $first, $second );
		$this->assertFileExists( $second );
		$this->assertFileDoesNotExist( $first, 'the old conversion is removed' );
		$this->assertSame( 'x.l10n.php', TranslationFiles::file( 'x.l10n.php', 'mvc-test', 'zh_CN' ), 'no .mo: unchanged' );
		wp_delete_file( $second );
		wp_delete_file( $mo );
	}
}
