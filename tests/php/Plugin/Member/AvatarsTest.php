<?php
/**
 * Members' avatars loaded at once.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Member;

use Mvc\Core\Member\Avatars;
use Mvc\Core\Member\Profile;
use Mvc\Tests\TestCase;

/**
 * Avatars::prime() loads the avatar attachments of several members in one go: reading their
 * avatar URLs afterwards asks the database nothing.
 */
final class AvatarsTest extends TestCase {

	/**
	 * A member with an avatar image.
	 *
	 * @param string $file The image's path under uploads.
	 * @return array{int, int} Member id, attachment id.
	 */
	public static function member_with_avatar( string $file ): array {
		$member     = self::factory()->member();
		$attachment = (int) wp_insert_attachment(
			array(
				'post_title'     => $file,
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			$file
		);
		wp_update_attachment_metadata(
			$attachment,
			array(
				'width'  => 400,
				'height' => 400,
				'file'   => $file,
				'sizes'  => array(
					'thumbnail' => array(
						'file'      => basename( $file, '.jpg' ) . '-150x150.jpg',
						'width'     => 150,
						'height'    => 150,
						'mime-type' => 'image/jpeg',
					),
				),
			)
		);
		update_user_meta( $member, Profile::META_AVATAR, $attachment );
		return array( $member, $attachment );
	}

	public function test_prime_loads_every_avatar_so_their_urls_need_no_query(): void {
		global $wpdb;
		$members = array();
		for ( $i = 0; $i < 4; $i++ ) {
			$members[] = self::member_with_avatar( '2024/01/avatar-' . $i . '.jpg' )[0];
		}
		$members[] = self::factory()->member();
		wp_cache_flush();
		wp_load_alloptions();

		$before = $wpdb->num_queries;
		Avatars::prime( $members );
		$primed = $wpdb->num_queries - $before;
		$before = $wpdb->num_queries;
		$urls   = array_map( array( Profile::class, 'avatar_url' ), $members );
		$after  = $wpdb->num_queries - $before;

		$this->assertLessThanOrEqual( 3, $primed );
		$this->assertSame( 0, $after );
		$this->assertStringEndsWith( '/2024/01/avatar-0-150x150.jpg', $urls[0] );
		$this->assertStringEndsWith( '/2024/01/avatar-3-150x150.jpg', $urls[3] );
		$this->assertSame( '', $urls[4] );
	}

	public function test_prime_of_no_members_asks_nothing(): void {
		global $wpdb;
		$before = $wpdb->num_queries;

		Avatars::prime( array( 0 ) );

		$this->assertSame( $before, $wpdb->num_queries );
	}
}
