<?php
/**
 * Core's avatar tag with the site's default avatar.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Member;

use Mvc\Core\Member\Avatars;
use Mvc\Tests\TestCase;

/**
 * Core's get_avatar() escapes its URL with esc_url(), which drops the default's `data:` URL: the tag would
 * say `src='' srcset=' 2x'` and every admin screen asked for /wp-admin/2x. The default keeps its
 * URL and has no srcset; an uploaded avatar's tag is core's own.
 */
final class AvatarTagTest extends TestCase {

	public function test_the_default_avatar_keeps_its_url_and_no_srcset(): void {
		$tag = (string) get_avatar( self::factory()->user( array( 'role' => 'editor' ) ), 26 );

		$this->assertStringContainsString( "src='" . esc_url( Avatars::DEFAULT_URL, array( 'data' ) ) . "'", $tag );
		$this->assertStringNotContainsString( "src=''", $tag );
		$this->assertStringNotContainsString( 'srcset', $tag );
		$this->assertStringContainsString( "width='26'", $tag );
	}

	public function test_an_avatar_with_an_address_keeps_cores_tag(): void {
		$uploaded = static function ( $args ) {
			$args['url'] = 'https://example.com/avatar-' . $args['size'] . '.jpg';
			return $args;
		};
		add_filter( 'pre_get_avatar_data', $uploaded, 20 );
		$tag = (string) get_avatar( self::factory()->member(), 26 );
		remove_filter( 'pre_get_avatar_data', $uploaded, 20 );

		$this->assertStringContainsString( "src='https://example.com/avatar-26.jpg'", $tag );
		$this->assertStringContainsString( "srcset='https://example.com/avatar-52.jpg 2x'", $tag );
	}
}
