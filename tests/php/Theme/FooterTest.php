<?php
/**
 * The site footer.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme;

use Mvc\Core\Settings;
use Mvc\Tests\TestCase;

/**
 * The footer shows the site's own facts (QR code, privacy and terms links, ICP number) only once
 * operators have set them: a fresh site shows no placeholder.
 */
final class FooterTest extends TestCase {

	/**
	 * The footer's HTML (without what wp_footer() prints: scripts are not this test's business).
	 */
	private function footer(): string {
		global $wp_filter;
		$actions = $wp_filter['wp_footer'] ?? null;
		unset( $wp_filter['wp_footer'] );
		ob_start();
		load_template( get_template_directory() . '/footer.php', false );
		$html = (string) ob_get_clean();
		if ( null !== $actions ) {
			$wp_filter['wp_footer'] = $actions; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restores WordPress's own hooks.
		}
		return $html;
	}

	public function test_fresh_site_shows_no_placeholder_facts(): void {
		delete_option( Settings::OPTION );

		$html = $this->footer();

		$this->assertStringContainsString( '联系我们', $html );
		$this->assertStringNotContainsString( 'mvc-footer__follow', $html );
		$this->assertStringNotContainsString( '隐私政策', $html );
		$this->assertStringNotContainsString( '使用条款', $html );
		$this->assertStringNotContainsString( 'mvc-footer__icp', $html );
		$this->assertStringNotContainsString( 'example.com', $html );
	}

	public function test_facts_set_by_operators_are_shown(): void {
		$image = self::factory()->post(
			array(
				'post_type'      => 'attachment',
				'post_mime_type' => 'image/png',
				'post_status'    => 'inherit',
			)
		);
		update_post_meta( $image, '_wp_attached_file', 'qr.png' );
		update_option(
			Settings::OPTION,
			array(
				'icp_text'           => '京ICP备12345678号',
				'privacy_url'        => 'https://site.example.org/privacy',
				'terms_url'          => 'https://site.example.org/terms',
				'follow_qr_image_id' => $image,
			)
		);

		$html = $this->footer();

		$this->assertStringContainsString( 'mvc-footer__follow', $html );
		$this->assertStringContainsString( 'href="https://site.example.org/privacy"', $html );
		$this->assertStringContainsString( 'href="https://site.example.org/terms"', $html );
		$this->assertStringContainsString( '京ICP备12345678号', $html );
	}

	public function test_storage_notice_names_what_the_site_stores_without_a_consent_button(): void {
		delete_option( Settings::OPTION );

		$html = $this->footer();

		$this->assertStringContainsString( '<details class="mvc-footer__storage-details">', $html );
		$this->assertStringContainsString( '访客：本站不设置任何 Cookie。', $html );
		$this->assertStringContainsString( 'mvc_member_token', $html );
		$this->assertStringContainsString( 'wp_mvc_member_registration', $html );
		$this->assertStringContainsString( 'mvc_follow_cfp_email', $html );
		$this->assertStringContainsString( 'mvc-login-mode', $html );
		$this->assertStringNotContainsString( 'ot-sdk-show-settings', $html );
	}
}
