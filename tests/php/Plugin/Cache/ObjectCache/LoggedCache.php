<?php
/**
 * A cache that keeps its log lines.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Cache\ObjectCache;

use Mvc\Core\Cache\ObjectCache\RedisCache;

/**
 * A cache whose "Redis unavailable" lines are kept for the test to count.
 */
final class LoggedCache extends RedisCache {

	/**
	 * Lines the cache logged.
	 *
	 * @var string[]
	 */
	public $lines = array();

	/**
	 * Keeps the line.
	 *
	 * @param string $line Line.
	 */
	protected function log( string $line ): void {
		$this->lines[] = $line;
	}
}
