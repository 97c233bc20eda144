<?php
/**
 * The home page (public-site spec, section 2): its sections (template-parts/home/sections.php) are
 * the same for every reader, so they are drawn from a kept copy until the content they show, or
 * the files that draw them, change (Mvc\Theme\Content\Fragments).
 *
 * @package Mvc
 */

use Mvc\Theme\Content\Fragments;

get_header();

Fragments::print(
	'home',
	array(
		__FILE__,
		__DIR__ . '/template-parts/home/sections.php',
		__DIR__ . '/template-parts/home/news-pages.php',
		__DIR__ . '/template-parts/post-card.php',
	),
	static function (): void {
		get_template_part( 'template-parts/home/sections' );
	}
);

get_footer();
