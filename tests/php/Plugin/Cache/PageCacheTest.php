<?php
/**
 * The keys of nginx's page cache.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Cache;

use Mvc\Core\Cache\PageCache;
use Mvc\Tests\TestCase;

/**
 * An address's keys are nginx's (fastcgi_cache_key without its generation), for GET and HEAD, in both
 * spellings of percent-escapes.
 */
final class PageCacheTest extends TestCase {

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
}
