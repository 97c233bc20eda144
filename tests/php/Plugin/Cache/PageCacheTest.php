<?php
/**
 * Files of nginx's page cache.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Cache;

use Mvc\Core\Cache\PageCache;
use Mvc\Tests\TestCase;

/**
 * An address's keys are nginx's (fastcgi_cache_key), its file is where nginx keeps it (levels=1:2),
 * removing by URL takes that file only, removing all stays inside the folder and follows no link,
 * and without a folder nothing is touched.
 */
final class PageCacheTest extends TestCase {

	/**
	 * The cache folder of the test (its pages/ inside).
	 *
	 * @var string
	 */
	private string $dir = '';

	/**
	 * A folder outside the cache.
	 *
	 * @var string
	 */
	private string $outside = '';

	protected function set_up(): void {
		parent::set_up();
		$base          = get_temp_dir() . 'mvc-page-cache-' . wp_generate_password( 8, false );
		$this->dir     = $base . '/cache';
		$this->outside = $base . '/outside';
		wp_mkdir_p( $this->dir . '/pages' );
		wp_mkdir_p( $this->outside );
		add_filter( 'mvc_page_cache_dir', array( $this, 'cache_dir' ) );
	}

	protected function tear_down(): void {
		remove_filter( 'mvc_page_cache_dir', array( $this, 'cache_dir' ) );
		self::remove_tree( dirname( $this->dir ) );
		parent::tear_down();
	}

	/**
	 * The filter `mvc_page_cache_dir`.
	 */
	public function cache_dir(): string {
		return $this->dir;
	}

	/**
	 * Writes a cached page where nginx would, for the key.
	 *
	 * @param string $key Cache key.
	 * @return string The file.
	 */
	private function cached( string $key ): string {
		$md5  = md5( $key );
		$file = $this->dir . '/pages/' . substr( $md5, -1 ) . '/' . substr( $md5, -3, 2 ) . '/' . $md5;
		wp_mkdir_p( dirname( $file ) );
		file_put_contents( $file, "KEY: {$key}\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test fixture.
		return $file;
	}

	/**
	 * Removes a folder of the test (links are removed, not followed).
	 *
	 * @param string $dir Folder.
	 */
	private static function remove_tree( string $dir ): void {
		if ( ! is_dir( $dir ) || is_link( $dir ) ) {
			return;
		}
		foreach ( (array) scandir( $dir ) as $name ) {
			if ( '.' === $name || '..' === $name ) {
				continue;
			}
			$path = $dir . '/' . $name;
			if ( is_link( $path ) || ! is_dir( $path ) ) {
				unlink( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- a test fixture.
			} else {
				self::remove_tree( $path );
			}
		}
		rmdir( $dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- a test fixture.
	}

	public function test_keys_are_nginx_keys_of_get_and_head(): void {
		$keys = PageCache::keys( 'http://localhost:8888/research-news/' );
		$this->assertSame( array( 'GET|localhost:8888|/research-news/', 'HEAD|localhost:8888|/research-news/' ), $keys );

		$this->assertContains( 'GET|example.com:443|/tag/a/?x=1', PageCache::keys( 'https://Example.com/tag/a/?x=1' ) );
		$this->assertContains( 'GET|example.com:80|/', PageCache::keys( 'http://example.com' ) );
		$this->assertSame( array(), PageCache::keys( '/relative/' ) );
	}

	public function test_keys_give_both_spellings_of_percent_escapes(): void {
		$keys = PageCache::keys( 'http://localhost:8888/tag/%e6%9d%90%e6%96%99/' );

		$this->assertContains( 'GET|localhost:8888|/tag/%e6%9d%90%e6%96%99/', $keys );
		$this->assertContains( 'GET|localhost:8888|/tag/%E6%9D%90%E6%96%99/', $keys );
		$this->assertContains( 'HEAD|localhost:8888|/tag/%E6%9D%90%E6%96%99/', $keys );
	}

	public function test_relative_path_is_the_last_character_then_the_two_before_it(): void {
		$md5 = md5( 'GET|localhost:8888|/research-news/' );

		$this->assertSame( $md5[31] . '/' . $md5[29] . $md5[30] . '/' . $md5, PageCache::relative_path( 'GET|localhost:8888|/research-news/' ) );
	}

	public function test_remove_urls_removes_the_files_of_their_keys_only(): void {
		$page    = $this->cached( 'GET|localhost:8888|/research-news/' );
		$head    = $this->cached( 'HEAD|localhost:8888|/research-news/' );
		$escaped = $this->cached( 'GET|localhost:8888|/tag/%E6%9D%90/' );
		$other   = $this->cached( 'GET|localhost:8888|/industry-news/' );

		$removed = PageCache::remove_urls( array( 'http://localhost:8888/research-news/', 'http://localhost:8888/tag/%e6%9d%90/' ) );

		$this->assertSame( 3, $removed );
		$this->assertFileDoesNotExist( $page );
		$this->assertFileDoesNotExist( $head );
		$this->assertFileDoesNotExist( $escaped );
		$this->assertFileExists( $other );
	}

	public function test_remove_all_removes_every_page_and_nothing_outside_the_folder(): void {
		$pages   = array( $this->cached( 'GET|localhost:8888/' ), $this->cached( 'GET|localhost:8888|/tag/a/' ) );
		$writing = $this->dir . '/pages/0/00/0000000012';
		wp_mkdir_p( dirname( $writing ) );
		file_put_contents( $writing, 'nginx is writing this' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test fixture.
		$outside = $this->outside . '/' . md5( 'outside' );
		file_put_contents( $outside, 'not the cache' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test fixture.
		symlink( $this->outside, $this->dir . '/pages/f' );
		symlink( $outside, $this->dir . '/pages/0/00/' . md5( 'link' ) );
		$beside = $this->dir . '/' . md5( 'beside' );
		file_put_contents( $beside, 'the temp folder' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test fixture.

		$removed = PageCache::remove_all();

		$this->assertSame( 2, $removed );
		foreach ( $pages as $page ) {
			$this->assertFileDoesNotExist( $page );
		}
		$this->assertFileExists( $writing );
		$this->assertFileExists( $outside );
		$this->assertFileExists( $beside );
		$this->assertTrue( is_link( $this->dir . '/pages/0/00/' . md5( 'link' ) ) );
	}

	public function test_nothing_is_removed_without_a_folder(): void {
		$page = $this->cached( 'GET|localhost:8888|/' );
		remove_filter( 'mvc_page_cache_dir', array( $this, 'cache_dir' ) );
		add_filter( 'mvc_page_cache_dir', '__return_empty_string' );

		$this->assertSame( '', PageCache::pages_dir() );
		$this->assertSame( 0, PageCache::remove_urls( array( 'http://localhost:8888/' ) ) );
		$this->assertSame( 0, PageCache::remove_all() );
		$this->assertFileExists( $page );
		remove_filter( 'mvc_page_cache_dir', '__return_empty_string' );
	}

	public function test_a_missing_folder_is_no_folder(): void {
		$missing = static fn(): string => '/nonexistent/mvc-page-cache';
		add_filter( 'mvc_page_cache_dir', $missing, 20 );

		$this->assertSame( '', PageCache::pages_dir() );
		$this->assertSame( 0, PageCache::remove_all() );
		$this->assertSame( 0, PageCache::remove_urls( array( 'http://localhost:8888/' ) ) );
		remove_filter( 'mvc_page_cache_dir', $missing, 20 );
	}
}
