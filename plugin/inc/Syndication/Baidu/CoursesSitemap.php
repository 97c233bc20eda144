<?php
/**
 * The courses' list in WordPress's sitemaps.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Syndication\Baidu;

use Mvc\Core\Content\Courses\Course;
use Mvc\Core\Module;
use WP_Sitemaps_Provider;

/**
 * Courses have no address of their own (a card opens a popup on /courses), so WordPress's sitemaps,
 * which list public post types, would leave them out: this provider (wp-sitemap-courses-1.xml) lists
 * the page that shows them, /courses/, while at least one course is published. The Baidu push sends
 * the same address for a course (Pusher::url()).
 */
final class CoursesSitemap extends WP_Sitemaps_Provider implements Module {

	/**
	 * The provider's name and object type.
	 */
	public function __construct() {
		$this->name        = 'courses';
		$this->object_type = 'courses';
	}

	/**
	 * Always applies: sitemaps are served on the front end.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'wp_sitemaps_init', array( self::class, 'add' ) );
	}

	/**
	 * `wp_sitemaps_init`: registers the provider.
	 */
	public static function add(): void {
		wp_register_sitemap_provider( 'courses', new self() );
	}

	/**
	 * The address of the courses' list.
	 */
	public static function url(): string {
		return home_url( user_trailingslashit( 'courses' ) );
	}

	/**
	 * The newest published course, or null (one indexed query: type, status, date).
	 */
	public static function newest(): ?\WP_Post {
		$found = get_posts(
			array(
				'post_type'        => Course::TYPE,
				'post_status'      => 'publish',
				'posts_per_page'   => 1,
				'orderby'          => 'modified',
				'order'            => 'DESC',
				'has_password'     => false,
				'no_found_rows'    => true,
				'suppress_filters' => false,
			)
		);
		return $found ? $found[0] : null;
	}

	/**
	 * The list's one entry while a course is published.
	 *
	 * @param int    $page_num       Page.
	 * @param string $object_subtype Unused.
	 * @return array<int, array<string, string>>
	 */
	public function get_url_list( $page_num, $object_subtype = '' ) {
		unset( $object_subtype );
		$newest = 1 === (int) $page_num ? self::newest() : null;
		if ( null === $newest ) {
			return array();
		}
		return array(
			array(
				'loc'     => self::url(),
				'lastmod' => (string) get_post_modified_time( DATE_W3C, true, $newest ),
			),
		);
	}

	/**
	 * One page while a course is published, none otherwise.
	 *
	 * @param string $object_subtype Unused.
	 */
	public function get_max_num_pages( $object_subtype = '' ) {
		unset( $object_subtype );
		return null === self::newest() ? 0 : 1;
	}
}
