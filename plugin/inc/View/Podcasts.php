<?php
/**
 * What the podcast page asks the plugin.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\View;

use Mvc\Core\Content\PostTypes\Podcast;

/**
 * /podcast: one page of the published podcasts' cards, newest first, and how many there are.
 */
final class Podcasts {

	/**
	 * Cards per page.
	 */
	public const PAGE_SIZE = Podcast::PAGE_SIZE;

	/**
	 * One page of cards and the total.
	 *
	 * @param int $page Page, from 1.
	 * @return array{list: list<array{cover: string, title: string, description: string, postDate: string, url: string}>, total: int}
	 */
	public static function page( int $page ): array {
		return Podcast::page( self::PAGE_SIZE, $page );
	}
}
