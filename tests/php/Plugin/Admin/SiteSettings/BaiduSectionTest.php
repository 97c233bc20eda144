<?php
/**
 * The Baidu push's settings.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Admin\SiteSettings;

use Mvc\Core\Admin\SettingsPage;
use Mvc\Core\Admin\SiteSettings\BaiduSection;
use Mvc\Core\Syndication\Baidu\Config;
use Mvc\Core\Syndication\Baidu\Status;
use Mvc\Tests\TestCase;

/**
 * The token is a secret: never in the settings page, REST or the settings of wp/v2/settings, kept when
 * left empty; a host, site or token that is not one keeps the stored value with a Chinese error; the
 * defaults are Baidu's host and this site's address.
 */
final class BaiduSectionTest extends TestCase {

	private const TOKEN = 'SecretToken12345';

	protected function set_up(): void {
		parent::set_up();
		update_option(
			Config::OPTION,
			array(
				'enabled' => true,
				'host'    => 'http://data.zz.baidu.com',
				'site'    => 'https://www.example.com',
				'token'   => self::TOKEN,
			),
			false
		);
		global $wp_settings_errors;
		$wp_settings_errors = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the test starts without errors.
	}

	protected function tear_down(): void {
		$this->forget_settings_page();
		parent::tear_down();
	}

	public function test_defaults_are_baidu_s_host_and_this_site(): void {
		delete_option( Config::OPTION );
		$config = Config::all();
		$this->assertFalse( $config['enabled'] );
		$this->assertSame( 'http://data.zz.baidu.com', $config['host'] );
		$this->assertSame( (string) preg_replace( '#^http://#', '', untrailingslashit( home_url() ) ), $config['site'] );
		$this->assertFalse( Config::ready() );
	}

	public function test_an_empty_token_keeps_the_stored_one_and_the_page_never_shows_it(): void {
		$clean = ( new BaiduSection() )->sanitize(
			array(
				'enabled' => '1',
				'host'    => 'https://data.zz.baidu.com/',
				'site'    => 'www.example.org',
				'token'   => '',
			)
		);
		$this->assertSame( self::TOKEN, $clean['token'] );
		$this->assertSame( 'https://data.zz.baidu.com', $clean['host'] );
		$this->assertSame( 'www.example.org', $clean['site'] );
		$this->assertSame( array(), get_settings_errors( Config::OPTION ) );

		ob_start();
		( new BaiduSection() )->fields();
		$html = (string) ob_get_clean();
		$this->assertStringNotContainsString( self::TOKEN, $html );
		$this->assertStringContainsString( 'type="password"', $html );
		$this->assertStringContainsString( 'value="https://www.example.com"', $html );
	}

	public function test_bad_input_keeps_the_stored_values_with_a_chinese_error(): void {
		switch_to_locale( 'zh_CN' );
		$clean = ( new BaiduSection() )->sanitize(
			array(
				'host'  => 'javascript:alert(1)',
				'site'  => 'not a site/with path',
				'token' => 'bad token!',
			)
		);
		restore_previous_locale();
		$this->assertSame( 'http://data.zz.baidu.com', $clean['host'] );
		$this->assertSame( 'https://www.example.com', $clean['site'] );
		$this->assertSame( self::TOKEN, $clean['token'] );
		$this->assertFalse( $clean['enabled'], 'an unticked box turns the push off' );
		$messages = wp_list_pluck( get_settings_errors( Config::OPTION ), 'message' );
		$this->assertCount( 3, $messages );
		foreach ( $messages as $message ) {
			$this->assertMatchesRegularExpression( '/\p{Han}/u', $message );
		}
		$this->assertSame( Config::all()['token'], ( new BaiduSection() )->sanitize( 'not an array' )['token'] );
	}

	public function test_saving_the_settings_starts_pushing_again_after_a_refusal(): void {
		Status::stop( 'token is not valid', time() );
		( new BaiduSection() )->sanitize( array( 'enabled' => '1' ) );
		$this->assertSame( '', Status::get()['stop'] );
	}

	public function test_the_settings_form_writes_the_secrets_not_autoloaded(): void {
		global $wpdb;
		( new SettingsPage() )->settings();
		foreach ( array( Config::OPTION, \Mvc\Core\Member\WeChat\Config::OPTION ) as $option ) {
			delete_option( $option );
			// As options.php saves a form: no autoload argument.
			update_option( $option, array( 'enabled' => true ) );
			$autoload = $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", $option ) );
			$this->assertNotContains( $autoload, wp_autoload_values_to_autoload(), $option );
		}
	}

	public function test_the_token_is_not_in_rest(): void {
		wp_set_current_user( self::factory()->user( array( 'role' => 'administrator' ) ) );
		( new SettingsPage() )->settings();
		$response = $this->rest( 'GET', '/wp/v2/settings' );
		$this->assertStringNotContainsString( self::TOKEN, (string) wp_json_encode( $response->get_data() ) );
		$this->assertFalse( get_registered_settings()[ Config::OPTION ]['show_in_rest'] );
	}
}
