<?php
/**
 * The empty site of `npm start -- --empty` (bin/seed/EmptySite.php).
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Seed;

use Mvc\Seed\EmptySite;
use Mvc\Tests\TestCase;
use WP_Error;

require_once dirname( __DIR__, 3 ) . '/bin/seed/EmptySite.php';

/**
 * A fresh WordPress loses its sample post, page and privacy draft (with the sample comment) and is marked
 * empty; a site with content of its own is refused and keeps everything; the mark holds on later runs.
 */
final class EmptySiteTest extends TestCase {

	/**
	 * The samples wp_install_defaults() writes: a post with a comment, a page, a privacy-policy draft.
	 *
	 * @return array{post: int, page: int, privacy: int, comment: int}
	 */
	private function fresh_install(): array {
		global $wpdb;
		// Nothing but the samples: what a test before left (committed rows of the PHPUnit database) is set aside.
		$wpdb->query( "DELETE FROM {$wpdb->posts}" );
		$wpdb->query( "DELETE FROM {$wpdb->comments}" );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->users} WHERE ID <> %d", 1 ) );
		$post    = self::factory()->post( array( 'post_author' => 1 ) );
		$page    = self::factory()->post(
			array(
				'post_type'   => 'page',
				'post_author' => 1,
			)
		);
		$privacy = self::factory()->post(
			array(
				'post_type'   => 'page',
				'post_status' => 'draft',
				'post_author' => 1,
			)
		);
		$wpdb->update( $wpdb->posts, array( 'ID' => 1 ), array( 'ID' => $post ) );
		$wpdb->update( $wpdb->posts, array( 'ID' => 2 ), array( 'ID' => $page ) );
		clean_post_cache( $post );
		clean_post_cache( $page );
		update_option( 'wp_page_for_privacy_policy', $privacy );
		$comment = (int) wp_insert_comment(
			array(
				'comment_post_ID' => 1,
				'comment_content' => 'Hi, this is a comment.',
			)
		);
		delete_option( EmptySite::OPTION );
		return array(
			'post'    => 1,
			'page'    => 2,
			'privacy' => $privacy,
			'comment' => $comment,
		);
	}

	public function test_a_fresh_install_loses_its_samples_and_is_marked_empty(): void {
		$samples = $this->fresh_install();

		$this->assertTrue( EmptySite::apply() );

		foreach ( array( 'post', 'page', 'privacy' ) as $kind ) {
			$this->assertNull( get_post( $samples[ $kind ] ), $kind );
		}
		$this->assertNull( get_comment( $samples['comment'] ) );
		$this->assertSame( 0, (int) get_option( 'wp_page_for_privacy_policy' ) );
		$this->assertTrue( EmptySite::marked() );
		$this->assertFalse( wp_load_alloptions()[ EmptySite::OPTION ] ?? false, 'the mark is not autoloaded' );
	}

	public function test_a_site_with_content_of_its_own_is_refused_and_keeps_everything(): void {
		$samples = $this->fresh_install();
		$article = self::factory()->post( array( 'post_title' => '一篇文章' ) );
		$member  = self::factory()->user();

		$refused = EmptySite::apply();

		$this->assertInstanceOf( WP_Error::class, $refused );
		$this->assertStringContainsString( '1 posts', $refused->get_error_message() );
		$this->assertStringContainsString( '1 users besides the operator', $refused->get_error_message() );
		$this->assertNotNull( get_post( $samples['post'] ) );
		$this->assertNotNull( get_post( $article ) );
		$this->assertNotFalse( get_userdata( $member ) );
		$this->assertFalse( EmptySite::marked() );
	}

	public function test_the_themes_own_records_are_not_content_and_the_mark_holds(): void {
		$this->fresh_install();
		self::factory()->post(
			array(
				'post_type'   => 'wp_navigation',
				'post_author' => 0,
			)
		);

		$this->assertTrue( EmptySite::apply() );
		// Content imported later never undoes the mark (a restart must not seed the demo into it).
		self::factory()->post();
		$this->assertTrue( EmptySite::apply() );
		$this->assertTrue( EmptySite::marked() );
	}
}
