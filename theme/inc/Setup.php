<?php
/**
 * Theme supports and image sizes.
 *
 * @package Mvc
 */

namespace Mvc\Theme;

/**
 * What the theme declares to WordPress: supports, the editor's stylesheet, the card image size's name.
 */
final class Setup implements Module {

	/**
	 * The cards' image size. The plugin registers it (its Content\Media::IMAGE_CARD), since its
	 * REST answers name it too; without the plugin WordPress serves the full image instead.
	 */
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
		add_filter( 'get_site_icon_url', array( $this, 'default_icon_url' ), 10, 2 );
	}

	/**
	 * Until an operator sets a site icon (Appearance > Customise > Site Identity), the site's mark
	 * is its icon: WordPress then prints its icon links (wp_site_icon()) with it, and answers
	 * /favicon.ico with a redirect to it.
	 *
	 * @param string $url  The site icon's address, or WordPress's fallback.
	 * @param int    $size Requested size.
	 */
	public function default_icon_url( $url, $size = 512 ): string {
		unset( $size );
		if ( self::operator_icon() ) {
			return (string) $url;
		}
		// A feed's <image> must be a GIF, JPEG or PNG (RSS 2.0): feed readers show no SVG.
		return is_feed() ? get_template_directory_uri() . '/assets/images/feed-icon.png' : self::icon_url();
	}

	/**
	 * Whether an operator set a site icon (has_site_icon() asks get_site_icon_url(), which
	 * default_icon_url() answers, so the option is read directly).
	 */
	private static function operator_icon(): bool {
		return (int) get_option( 'site_icon' ) > 0;
	}

	/**
	 * The theme's icon (an SVG, sharp at any size).
	 */
	public static function icon_url(): string {
		return get_template_directory_uri() . '/assets/images/favicon.svg';
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
	 * Theme supports.
	 */
	public function supports(): void {
		add_theme_support( 'title-tag' );
		add_theme_support( 'automatic-feed-links' );
		add_theme_support( 'post-thumbnails' );
		add_theme_support( 'responsive-embeds' );
		add_theme_support( 'html5', array( 'search-form', 'gallery', 'caption', 'style', 'script', 'navigation-widgets' ) );
		// The site's stylesheet in the block editor, so blocks look there as they do on the page.
		add_theme_support( 'editor-styles' );
		add_editor_style( 'build/style.css' );
	}
}
