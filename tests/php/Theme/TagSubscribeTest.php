<?php
/**
 * The tag subscribe partial.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme;

use Mvc\Core\Member\TagSubscriptions;
use Mvc\Tests\TestCase;

/**
 * The partial template-parts/tag-subscribe.php: the subscribe button, and the follower count in
 * the language's plural when the page asks for it.
 */
final class TagSubscribeTest extends TestCase {

	/**
	 * The partial's HTML for a tag.
	 *
	 * @param int                  $tag  Tag id.
	 * @param array<string, mixed> $args More arguments.
	 */
	private function button( int $tag, array $args = array() ): string {
		ob_start();
		get_template_part( 'template-parts/tag-subscribe', null, array( 'term' => get_term( $tag, 'post_tag' ) ) + $args );
		return (string) ob_get_clean();
	}

	public function test_button_with_followers_shows_their_count(): void {
		$tag = self::factory()->term();
		foreach ( array( self::factory()->member(), self::factory()->member() ) as $member ) {
			( new TagSubscriptions() )->add( $member, $tag );
		}
		TagSubscriptions::forget_followers();

		$html = $this->button( $tag, array( 'followers' => true ) );

		$this->assertStringContainsString( '<button type="button" class="mvc-tag-subscribe">订阅</button>', $html );
		$this->assertStringContainsString( '<span class="mvc-tag-subscribe__followers">2 人订阅</span>', $html );
	}

	public function test_button_without_followers_shows_no_count(): void {
		$html = $this->button( self::factory()->term() );

		$this->assertStringContainsString( '<button type="button" class="mvc-tag-subscribe">订阅</button>', $html );
		$this->assertStringNotContainsString( 'mvc-tag-subscribe__followers', $html );
	}
}
