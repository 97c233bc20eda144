<?php
/**
 * The operators' settings.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin;

use Mvc\Core\Admin\SettingsPage;
use Mvc\Core\Admin\SiteSettings\WeChatSection;
use Mvc\Core\Member\WeChat\Config;
use Mvc\Core\Plugin;
use Mvc\Core\Settings;
use Mvc\Tests\TestCase;

/**
 * Defaults are the specification's ids; stored values are typed and unknown keys dropped.
 */
final class SettingsTest extends TestCase {

	public function test_defaults_are_the_specification_ids(): void {
		delete_option( Settings::OPTION );

		$this->assertSame( 149, Settings::id( 'category_call_for_papers' ) );
		$this->assertSame( 128, Settings::id( 'category_research_news' ) );
		$this->assertSame( 129, Settings::id( 'category_industry_news' ) );
		$this->assertSame( 182, Settings::id( 'category_past_special_issues' ) );
		$this->assertSame( array( array( 145, 147 ), array( 146, 148 ), array( 428 ), array( 593 ) ), Settings::get( 'industry_news_tabs' ) );
		$this->assertSame( array( 0, 132, 151, 134, 135, 136, 137, 138, 139 ), Settings::get( 'journal_filter_tags' ) );
		$this->assertSame( array( 153, 159, 161, 136, 155 ), Settings::get( 'research_news_tags' ) );
	}

	public function test_the_sites_own_facts_start_empty(): void {
		delete_option( Settings::OPTION );

		foreach ( array( 'icp_text', 'privacy_url', 'terms_url', 'guest_editor_apply_url', 'editing_services_url' ) as $key ) {
			$this->assertSame( '', Settings::text( $key ), $key );
		}
		$this->assertSame( 0, Settings::id( 'follow_qr_image_id' ) );
		$this->assertSame( array( 'icp_text', 'follow_qr_image_id', 'privacy_url', 'terms_url', 'guest_editor_apply_url', 'editing_services_url', 'contact_address' ), Settings::empty_public_facts() );
		$this->assertSame( home_url( '/contact/' ), Settings::guest_editor_apply_url() );

		update_option( Settings::OPTION, array( 'guest_editor_apply_url' => 'https://apply.example.org/' ) );
		$this->assertSame( 'https://apply.example.org/', Settings::guest_editor_apply_url() );
		$this->assertNotContains( 'guest_editor_apply_url', Settings::empty_public_facts() );
	}

	public function test_placeholders_an_earlier_version_stored_read_as_empty(): void {
		update_option(
			Settings::OPTION,
			array(
				'icp_text'    => '沪ICP备00000000号-1',
				'privacy_url' => 'https://www.example.com/privacy-policy',
				'terms_url'   => 'https://site.example.org/terms',
			)
		);

		$this->assertSame( '', Settings::text( 'icp_text' ) );
		$this->assertSame( '', Settings::text( 'privacy_url' ) );
		$this->assertSame( 'https://site.example.org/terms', Settings::text( 'terms_url' ) );
	}

	public function test_wp_admin_names_the_empty_settings_on_the_dashboard(): void {
		delete_option( Settings::OPTION );
		update_option( Settings::OPTION, array( 'icp_text' => '京ICP备2号' ) );
		wp_set_current_user( 1 );
		set_current_screen( 'dashboard' );

		ob_start();
		( new SettingsPage() )->empty_settings_notice();
		$html = (string) ob_get_clean();
		set_current_screen( 'front' );

		$this->assertStringContainsString( '这些设置仍为空', $html );
		$this->assertStringContainsString( '隐私政策', $html );
		$this->assertStringNotContainsString( 'ICP 备案号', $html );
	}

	public function test_sanitize_drops_unknown_keys_and_types_values(): void {
		$clean = Settings::sanitize(
			array(
				'category_research_news' => '130',
				'research_news_tags'     => '153， 159, x, 161',
				'industry_news_tabs'     => "145, 147; 146\n428",
				'icp_text'               => '<b>沪ICP备1号</b>',
				'privacy_url'            => 'javascript:alert(1)',
				'wp_capabilities'        => 'administrator',
			)
		);

		$this->assertSame( 130, $clean['category_research_news'] );
		$this->assertSame( array( 153, 159, 161 ), $clean['research_news_tags'] );
		$this->assertSame( array( array( 145, 147 ), array( 146 ), array( 428 ) ), $clean['industry_news_tabs'] );
		$this->assertSame( '沪ICP备1号', $clean['icp_text'] );
		$this->assertSame( '', $clean['privacy_url'] );
		$this->assertArrayNotHasKey( 'wp_capabilities', $clean );
	}

	public function test_saved_option_is_read_back(): void {
		update_option( Settings::OPTION, array( 'icp_text' => '京ICP备2号' ) );

		$this->assertSame( '京ICP备2号', Settings::text( 'icp_text' ) );
		$this->assertSame( 128, Settings::id( 'category_research_news' ) );
	}

	public function test_malformed_option_falls_back_to_defaults(): void {
		update_option( Settings::OPTION, 'not an array' );

		$this->assertSame( 149, Settings::id( 'category_call_for_papers' ) );
	}

	public function test_wechat_settings_keep_known_environments_and_fields_only(): void {
		$clean = Config::sanitize(
			array(
				'dev'     => array(
					'open_host'  => 'javascript:alert(1)',
					'api_host'   => 'http://127.0.0.1:1091/',
					'web_app_id' => 'wx<script>12',
					'user_pass'  => 'x',
				),
				'staging' => array( 'web_app_id' => 'wxother' ),
				'qa'      => 'not an array',
			)
		);

		$this->assertSame( Config::ENVIRONMENTS, array_keys( $clean ) );
		$this->assertSame( 'https://open.weixin.qq.com', $clean['dev']['open_host'] );
		$this->assertSame( 'http://127.0.0.1:1091', $clean['dev']['api_host'] );
		$this->assertSame( 'wxscript12', $clean['dev']['web_app_id'] );
		$this->assertArrayNotHasKey( 'user_pass', $clean['dev'] );
		$this->assertSame( Config::defaults(), $clean['qa'] );
	}

	public function test_an_empty_secret_in_the_form_keeps_the_stored_one(): void {
		$stored                       = Config::all();
		$stored['prod']['web_secret'] = 'stored-secret';
		update_option( Config::OPTION, $stored, false );

		$saved = ( new WeChatSection() )->sanitize_wechat(
			array(
				'prod' => array(
					'web_app_id' => 'wxprod',
					'web_secret' => '',
				),
				'uat'  => array( 'inapp_secret' => 'new-secret' ),
			)
		);

		$this->assertSame( 'stored-secret', $saved['prod']['web_secret'] );
		$this->assertSame( 'wxprod', $saved['prod']['web_app_id'] );
		$this->assertSame( 'new-secret', $saved['uat']['inapp_secret'] );
	}

	public function test_the_wechat_environment_is_the_constant_or_the_first_label_of_the_host(): void {
		$this->assertSame( 'dev', Config::environment(), 'MVC_WECHAT_ENV of the tests' );
		$this->assertSame( 'qa', Config::environment_of_host( 'qa.example.com' ) );
		$this->assertSame( 'uat', Config::environment_of_host( 'UAT.example.com' ) );
		$this->assertSame( 'dev', Config::environment_of_host( 'dev.example.com' ) );
		$this->assertSame( 'prod', Config::environment_of_host( 'www.example.com' ) );
		$this->assertSame( 'prod', Config::environment_of_host( 'developer.example.com' ) );
		$this->assertSame( 'prod', Config::environment_of_host( 'localhost' ) );
	}

	public function test_activating_the_plugin_stores_the_option_autoloaded_and_keeps_a_saved_one(): void {
		global $wpdb;
		delete_option( Settings::OPTION );

		Plugin::activate();
		$autoload = $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", Settings::OPTION ) );
		update_option( Settings::OPTION, array( 'wechat_official_account' => 'saved' ) );
		Settings::install();

		$this->assertContains( $autoload, array( 'on', 'yes' ) );
		$this->assertSame( array( 'wechat_official_account' => 'saved' ), get_option( Settings::OPTION ) );
		$this->assertSame( Settings::defaults()['research_news_tags'], Settings::get( 'research_news_tags' ) );
	}
}
