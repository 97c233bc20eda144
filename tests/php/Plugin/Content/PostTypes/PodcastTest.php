<?php
/**
 * The podcast post type.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Content\PostTypes;

use Mvc\Core\Content\PostTypes\Podcast;
use Mvc\Tests\TestCase;

/**
 * Podcasts' listening address keeps only http(s) addresses; the box saves it only with its nonce
 * and the right to edit the podcast.
 */
final class PodcastTest extends TestCase {

	public function test_the_listening_address_keeps_only_http_addresses(): void {
		$podcast = self::factory()->post( array( 'post_type' => Podcast::TYPE ) );

		update_post_meta( $podcast, Podcast::META_URL, 'https://www.example.com/podcast/1' );
		$this->assertSame( 'https://www.example.com/podcast/1', get_post_meta( $podcast, Podcast::META_URL, true ) );
		update_post_meta( $podcast, Podcast::META_URL, 'javascript:alert(1)' );
		$this->assertSame( '', get_post_meta( $podcast, Podcast::META_URL, true ) );
	}

	public function test_the_box_saves_with_its_nonce_and_the_right_to_edit(): void {
		$podcast = self::factory()->post( array( 'post_type' => Podcast::TYPE ) );
		$author  = self::factory()->user( array( 'role' => 'editor' ) );
		// Podcasts are managed like pages: an author may not even edit them.
		$other = self::factory()->user( array( 'role' => 'author' ) );
		wp_update_post(
			array(
				'ID'          => $podcast,
				'post_author' => $author,
			)
		);

		wp_set_current_user( $other );
		$_POST = array(
			'mvc_podcast_nonce' => wp_create_nonce( 'mvc_podcast_save' ),
			Podcast::META_URL   => 'https://evil.example.com/',
		);
		( new Podcast() )->save( $podcast, get_post( $podcast ) );
		$this->assertSame( '', get_post_meta( $podcast, Podcast::META_URL, true ) );

		wp_set_current_user( $author );
		$_POST = array(
			'mvc_podcast_nonce' => 'forged',
			Podcast::META_URL   => 'https://evil.example.com/',
		);
		( new Podcast() )->save( $podcast, get_post( $podcast ) );
		$this->assertSame( '', get_post_meta( $podcast, Podcast::META_URL, true ) );

		$_POST = array(
			'mvc_podcast_nonce' => wp_create_nonce( 'mvc_podcast_save' ),
			Podcast::META_URL   => 'https://www.example.com/podcast/2',
		);
		( new Podcast() )->save( $podcast, get_post( $podcast ) );
		$_POST = array();
		$this->assertSame( 'https://www.example.com/podcast/2', get_post_meta( $podcast, Podcast::META_URL, true ) );
	}

	public function test_the_page_size_is_kept_within_its_limits(): void {
		for ( $i = 0; $i < 3; $i++ ) {
			self::factory()->post( array( 'post_type' => Podcast::TYPE ) );
		}

		$this->assertCount( 1, Podcast::page( 0, 1 )['list'] );
		$this->assertCount( 1, Podcast::page( 1, -5 )['list'] );
		$this->assertSame( 3, Podcast::page( 1000, 1 )['total'] );
	}
}
