<?php
/**
 * WordPress's sitemaps list what the Baidu push pushes.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Syndication\Baidu;

use Mvc\Tests\TestCase;

/**
 * Published articles and journals are in their post type's sitemap and the courses' list is in the
 * courses sitemap (Syndication\Baidu\CoursesSitemap) while a course is published; a taken-down article,
 * journal or course is not (the sitemap is read as WordPress serves it, through its providers).
 */
final class SitemapTest extends TestCase {

	/**
	 * Every address of every sitemap, as the sitemaps' server lists them.
	 *
	 * @return list<string>
	 */
	private static function sitemap_urls(): array {
		$urls = array();
		foreach ( wp_get_sitemap_providers() as $provider ) {
			$subtypes = array_keys( $provider->get_object_subtypes() );
			foreach ( $subtypes ? $subtypes : array( '' ) as $subtype ) {
				$pages = (int) $provider->get_max_num_pages( $subtype );
				for ( $page = 1; $page <= $pages; $page++ ) {
					foreach ( $provider->get_url_list( $page, $subtype ) as $entry ) {
						$urls[] = $entry['loc'];
					}
				}
			}
		}
		return $urls;
	}

	public function test_published_content_is_in_the_sitemaps_and_a_takedown_is_not(): void {
		global $wpdb;
		// Only this test's courses: the others are drafted inside the test's transaction.
		$wpdb->update( $wpdb->posts, array( 'post_status' => 'draft' ), array( 'post_type' => 'course' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- rolled back after the test.
		wp_cache_flush();
		$article   = self::factory()->post();
		$journal   = self::factory()->post( array( 'post_type' => 'journal' ) );
		$course    = self::factory()->post( array( 'post_type' => 'course' ) );
		$withdrawn = self::factory()->post();
		$closed    = self::factory()->post( array( 'post_type' => 'journal' ) );
		wp_update_post(
			array(
				'ID'          => $withdrawn,
				'post_status' => 'draft',
			)
		);
		wp_trash_post( $closed );

		$urls = self::sitemap_urls();
		$this->assertContains( get_permalink( $article ), $urls );
		$this->assertContains( get_permalink( $journal ), $urls );
		$this->assertContains( home_url( '/courses/' ), $urls );
		$this->assertNotContains( get_permalink( $withdrawn ), $urls );
		$this->assertNotContains( home_url( '/journals/' . get_post_field( 'post_name', $closed ) . '/' ), $urls );

		// The only course taken down: the courses' list leaves the sitemap.
		wp_update_post(
			array(
				'ID'          => $course,
				'post_status' => 'draft',
			)
		);
		$this->assertNotContains( home_url( '/courses/' ), self::sitemap_urls() );
	}
}
