<?php
/**
 * The article page's special-issue box after the follow's confirmation link.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme;

use Mvc\Core\Follows\FollowRequests;
use Mvc\Theme\Assets\Assets;
use Mvc\Tests\TestCase;

/**
 * The article page (single.php): opened with ?followed=1 (where the confirmation link leads), the
 * box says the follow is confirmed and shows it as made (a disabled 已确认关注), with no follow
 * button or form left; without it, the follow button (the island) and its no-script form show.
 */
final class SingleTest extends TestCase {

	protected function tear_down(): void {
		unset( $_GET[ FollowRequests::FOLLOWED_ARG ] );
		parent::tear_down();
	}

	/**
	 * An open call for papers, as single.php shows it.
	 *
	 * @param bool $confirmed Whether the page is opened from the confirmation link.
	 * @return string The page's HTML.
	 */
	private function call_page( bool $confirmed ): string {
		$id = self::factory()->post();
		foreach ( array(
			'cfps_link'           => 'https://example.com/si',
			'submission_deadline' => gmdate( 'Y-m-d', time() + 10 * DAY_IN_SECONDS ),
			'si_title_cn'         => '能源材料特刊',
			'si_title_en'         => 'Energy Materials',
		) as $key => $value ) {
			update_post_meta( $id, $key, $value );
		}
		$url = (string) get_permalink( $id );
		if ( $confirmed ) {
			$url = add_query_arg( FollowRequests::FOLLOWED_ARG, '1', $url );
		}
		$this->go_to( $url );
		if ( $confirmed ) {
			$_GET[ FollowRequests::FOLLOWED_ARG ] = '1';
		}
		// get_header() and get_footer() load their files once a process: what a page enqueues is asked of
		// wp_scripts(), not of the printed page (a test before may have printed the footer already).
		Assets::register_scripts();
		wp_dequeue_script( Assets::BEHAVIOURS_PREFIX . 'follow' );
		ob_start();
		require get_template_directory() . '/single.php';
		return (string) ob_get_clean();
	}

	public function test_single_shows_the_follow_as_confirmed_after_the_link(): void {
		$html = $this->call_page( true );

		$this->assertStringContainsString( 'mvc-special-issue__confirmed', $html );
		$this->assertMatchesRegularExpression( '/<button[^>]*mvc-follow-button is-followed[^>]*disabled>' . preg_quote( esc_html__( 'Follow confirmed', 'mvc' ), '/' ) . '</u', $html );
		$this->assertStringNotContainsString( 'data-island="follow-special-issue"', $html );
		$this->assertStringNotContainsString( 'mvc-follow-form', $html );
		// The browser remembers the confirmed follow for later visits (behaviours `follow`).
		$this->assertMatchesRegularExpression( '/data-mvc-follow-confirmed="\d+"/', $html );
		$this->assertTrue( wp_script_is( Assets::BEHAVIOURS_PREFIX . 'follow', 'enqueued' ) );
	}

	public function test_single_offers_the_follow_before_the_link(): void {
		$html = $this->call_page( false );

		$this->assertStringNotContainsString( 'mvc-special-issue__confirmed', $html );
		$this->assertStringNotContainsString( 'is-followed', $html );
		$this->assertStringContainsString( 'mvc-follow-form', $html );
		$this->assertStringContainsString( 'follow-special-issue', $html );
	}
}
