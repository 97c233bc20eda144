<?php
/**
 * What the home page asks the plugin.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\View;

use Mvc\Core\Content\PostTypes\HomeBanner;

/**
 * The home page's banner slides (the home-banner posts, in order); its lists of articles and
 * journals come from View\Site's categories and View\Journals.
 */
final class Home {

	/**
	 * The image size of a banner slide.
	 */
	public const BANNER_IMAGE_SIZE = HomeBanner::IMAGE_SIZE;

	/**
	 * The published slides that have an image, in order: title, image (attachment and address),
	 * link and text.
	 *
	 * @return list<array{title: string, imageId: int, image: string, externalLink: string, bannerText: string}>
	 */
	public static function banners(): array {
		return HomeBanner::entries();
	}
}
