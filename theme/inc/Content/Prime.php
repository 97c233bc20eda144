<?php
/**
 * Reads every page makes, fetched together.
 *
 * @package Mvc
 */

namespace Mvc\Theme\Content;

use Mvc\Core\View\Site;
use Mvc\Theme\Module;
use Mvc\Theme\PluginGuard;
use WP_Post;

/**
 * Every page reads two options WordPress does not autoload (the WeChat settings for the page's
 * security headers, core's site_logo for the header) and draws attachments one by one (the footer's
 * QR code, the privacy page of the menu, the article's cover and journal logo, the covers of the
 * main list): each was a query or two of its own. Here the options come in one query before the
 * main query, and those posts with their meta in two queries once the main query ran. What the
 * pages show is unchanged: the same reads, answered from the cache WordPress fills.
 */
final class Prime implements Module {

	/**
	 * The article's meta holding its journal logo (an attachment id, or an address).
	 */
	public const LOGO_META = 'journal_logo';

	/**
	 * Applies while the plugin is active: it reads the plugin's settings.
	 */
	public function can_register(): bool {
		return PluginGuard::active();
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'parse_request', array( $this, 'options' ) );
		add_action( 'wp', array( $this, 'posts' ), 0 );
	}

	/**
	 * The options read on every page and not autoloaded, in one query (absent ones are remembered
	 * as absent). Read here, not in a class constant: a constant naming a plugin class is resolved
	 * when the theme boots, and the theme boots without the plugin too.
	 */
	public function options(): void {
		wp_prime_option_caches( array( Site::WECHAT_OPTION, 'site_logo' ) );
	}

	/**
	 * The attachments and pages the page will draw, with their meta, in two queries.
	 */
	public function posts(): void {
		_prime_post_caches( self::post_ids(), false, true );
	}

	/**
	 * Ids of the posts every page draws (footer QR code, privacy page) and those of the main query:
	 * an article's cover and journal logo, a list's covers.
	 *
	 * @return array<int, int>
	 */
	public static function post_ids(): array {
		global $wp_query;
		$ids = array( Site::id( 'follow_qr_image_id' ), (int) get_option( 'wp_page_for_privacy_policy' ) );
		foreach ( is_array( $wp_query->posts ?? null ) ? $wp_query->posts : array() as $post ) {
			if ( ! $post instanceof WP_Post || 'post' !== $post->post_type ) {
				continue;
			}
			$ids[] = (int) get_post_thumbnail_id( $post );
			if ( is_singular() ) {
				$logo  = get_post_meta( $post->ID, self::LOGO_META, true );
				$ids[] = is_string( $logo ) && ctype_digit( $logo ) ? (int) $logo : 0;
			}
		}
		return array_values( array_unique( array_filter( $ids ) ) );
	}
}
