<?php
/**
 * Theme supports and image sizes.
 *
 * @package Mvc
 */

namespace Mvc;

/**
 * What the theme declares to WordPress, and the head clean-up a visitor's cacheable page needs.
 */
final class Setup implements Module {

	public const IMAGE_CARD = 'mvc-card';

	/**
	 * Always applies.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'after_setup_theme', array( $this, 'supports' ) );
		add_action( 'init', array( $this, 'skip_empty_pattern_lookup' ), 0 );
		add_action( 'after_switch_theme', array( Settings::class, 'install' ) );
		// Emoji detection script and styles: 15 KB nobody here needs.
		remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
		remove_action( 'wp_print_styles', 'print_emoji_styles' );
		remove_action( 'wp_head', 'wp_generator' );
		remove_action( 'wp_head', 'rsd_link' );
		remove_action( 'wp_head', 'wlwmanifest_link' );
	}

	/**
	 * Core registers the theme's block patterns on every request from a cache kept in an option
	 * that is not autoloaded: one query per request (REST calls included), even for a theme without
	 * a patterns/ folder, whose cache holds nothing. This theme has none, so the lookup is skipped
	 * unless the theme (or a child theme) brings the folder.
	 */
	public function skip_empty_pattern_lookup(): void {
		if ( ! is_dir( get_stylesheet_directory() . '/patterns' ) && ! is_dir( get_template_directory() . '/patterns' ) ) {
			remove_action( 'init', '_register_theme_block_patterns' );
		}
	}

	/**
	 * Theme supports and image sizes.
	 */
	public function supports(): void {
		add_theme_support( 'title-tag' );
		add_theme_support( 'automatic-feed-links' );
		add_theme_support( 'post-thumbnails' );
		add_theme_support( 'responsive-embeds' );
		add_theme_support( 'html5', array( 'search-form', 'gallery', 'caption', 'style', 'script', 'navigation-widgets' ) );
		add_image_size( self::IMAGE_CARD, 640, 400, true );
	}
}
