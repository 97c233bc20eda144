<?php
/**
 * The site footer.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme;

use Mvc\Core\Settings;
use Mvc\Tests\TestCase;
use Mvc\Theme\Assets\Islands;

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

	public function test_copyright_names_the_holder_set_or_the_site_title(): void {
		delete_option( Settings::OPTION );
		$this->assertStringContainsString( '2022-' . wp_date( 'Y' ) . ' ' . get_bloginfo( 'name' ), $this->footer() );

		update_option( Settings::OPTION, array( 'copyright_holder' => '某某出版有限公司' ) );
		$html = $this->footer();

		$this->assertStringContainsString( '2022-' . wp_date( 'Y' ) . ' 某某出版有限公司', $html );
	}

	public function test_storage_notice_names_what_the_site_stores_without_a_consent_button(): void {
		delete_option( Settings::OPTION );

		$html = $this->footer();

		$this->assertStringContainsString( '<details class="mvc-footer__storage-details">', $html );
		$this->assertStringContainsString( '只是浏览本站：不设置任何 Cookie。', $html );
		// In a reader's words (issue 27): what is kept and why, the login box's own 下次自动登录, no key names.
		$this->assertStringContainsString( '如果在登录框中勾选了“下次自动登录”，则保留 30 天', $html );
		$this->assertStringContainsString( '保存 24 小时', $html );
		$this->assertStringContainsString( '不含密码', $html );
		foreach ( array( 'mvc_member_token', 'wp_mvc_member_registration', 'mvc_wechat_state', 'mvc_follow_cfp_email', 'mvc-login-mode', 'mvc-subscription-order', 'mvc-registration-draft', '保持登录', '本地存储', '会话存储' ) as $jargon ) {
			$this->assertStringNotContainsString( $jargon, $html );
		}
		$this->assertStringNotContainsString( 'ot-sdk-show-settings', $html );
	}

	public function test_floating_menu_is_drawn_hidden_with_its_tools_and_the_modal_island_waits_for_its_button(): void {
		Islands::reset();

		$html = $this->footer();

		$this->assertMatchesRegularExpression( '#<nav class="mvc-floating-menu" aria-label="工具栏" data-floating-menu hidden>#', $html );
		foreach ( array( '回到顶部', '刷新', '成为客座编辑', '正在征稿' ) as $label ) {
			$this->assertStringContainsString( '<span class="mvc-floating-menu__label">' . $label . '</span>', $html );
		}
		$this->assertStringContainsString( 'aria-expanded="false" aria-controls="mvc-floating-menu-more"', $html );
		$this->assertStringContainsString( 'href="' . home_url( '/call-for-papers/' ) . '"', $html );
		// The menu is a behaviour, not an island: only the modal is, and it has no face.
		$this->assertSame( array( 'guest-editor-modal' ), Islands::used() );
		$this->assertStringContainsString( 'data-island="guest-editor-modal" data-wake="interaction"><script type="application/json" class="mvc-island__props">{"applyUrl":', $html );
	}
}
