<?php
/**
 * The links between the pages of a post split with the Page Break block (wp_link_pages()).
 *
 * @package Mvc
 */

wp_link_pages(
	array(
		'before' => '<nav class="mvc-page-links" aria-label="' . esc_attr__( 'Pages of the article', 'mvc' ) . '">',
		'after'  => '</nav>',
	)
);
