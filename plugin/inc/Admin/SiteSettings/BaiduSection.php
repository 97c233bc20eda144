<?php
/**
 * Settings > Site settings: Baidu's link submission.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin\SiteSettings;

use Mvc\Core\Syndication\Baidu\Config as BaiduConfig;
use Mvc\Core\Syndication\Baidu\Status as BaiduStatus;

/**
 * The settings page's Baidu section: on or off, the API host, the site as registered in 百度搜索资源平台
 * and its token, a secret never shown again (empty keeps it). Bad input keeps the stored value and
 * says why in Chinese.
 */
final class BaiduSection {

	/**
	 * Registers the setting, the section and its fields on the settings page.
	 *
	 * @param string $group The settings group.
	 * @param string $page  The page's slug.
	 */
	public function register( string $group, string $page ): void {
		register_setting(
			$group,
			BaiduConfig::OPTION,
			array(
				'type'              => 'object',
				'sanitize_callback' => array( $this, 'sanitize' ),
				'default'           => array(),
				'show_in_rest'      => false,
			)
		);
		add_settings_section( 'mvc_baidu', __( 'Baidu link submission', 'mvc-core' ), array( $this, 'intro' ), $page );
		add_settings_field( 'mvc_baidu_fields', __( 'Baidu push', 'mvc-core' ), array( $this, 'fields' ), $page, 'mvc_baidu' );
	}

	/**
	 * Text above the fields.
	 */
	public function intro(): void {
		echo '<p>' . esc_html__( 'Publishing or updating an article, a journal or a course tells Baidu its address through the link submission API (普通收录 API 提交) of Baidu Search Resource Platform. The site and the token are on that platform\'s API submission page. The log is in Settings > Baidu push.', 'mvc-core' ) . '</p>';
	}

	/**
	 * The inputs.
	 */
	public function fields(): void {
		$values = BaiduConfig::all();
		printf(
			'<fieldset><p><label for="mvc-baidu-enabled"><input type="checkbox" id="mvc-baidu-enabled" name="%1$s[enabled]" value="1" %2$s /> %3$s</label></p>',
			esc_attr( BaiduConfig::OPTION ),
			checked( $values['enabled'], true, false ),
			esc_html__( 'Push published addresses to Baidu', 'mvc-core' )
		);
		$inputs = array(
			'host'  => array( __( 'API host', 'mvc-core' ), $values['host'], BaiduConfig::DEFAULT_HOST ),
			'site'  => array( __( 'Site (as registered in Baidu Search Resource Platform)', 'mvc-core' ), $values['site'], BaiduConfig::default_site() ),
			'token' => array( __( 'Token', 'mvc-core' ), '', '' !== $values['token'] ? __( 'Saved (leave empty to keep)', 'mvc-core' ) : '' ),
		);
		foreach ( $inputs as $key => list( $label, $value, $placeholder ) ) {
			$secret = 'token' === $key;
			printf(
				'<p><label for="mvc-baidu-%1$s">%2$s</label><br /><input type="%3$s" class="regular-text" id="mvc-baidu-%1$s" name="%4$s[%1$s]" value="%5$s" placeholder="%6$s" autocomplete="%7$s" /></p>',
				esc_attr( $key ),
				esc_html( $label ),
				esc_attr( $secret ? 'password' : 'text' ),
				esc_attr( BaiduConfig::OPTION ),
				esc_attr( $value ),
				esc_attr( $placeholder ),
				// Browsers ignore "off" on password inputs and would fill in the admin's own password.
				esc_attr( $secret ? 'new-password' : 'off' )
			);
		}
		echo '</fieldset>';
	}

	/**
	 * Cleans the submitted settings: an empty token keeps the stored one; a host, site or token that
	 * is not one keeps the stored value with an error in Chinese. Saving starts pushing again after
	 * Baidu refused the token, the site or the host (BaiduStatus).
	 *
	 * @param mixed $value Submitted value.
	 * @return array{enabled: bool, host: string, site: string, token: string}
	 */
	public function sanitize( $value ): array {
		$stored = BaiduConfig::all();
		if ( ! is_array( $value ) ) {
			return $stored;
		}
		if ( '' !== BaiduStatus::get()['stop'] ) {
			BaiduStatus::stop( '', time() );
		}
		$input  = $value;
		$clean  = BaiduConfig::sanitize( $input );
		$errors = array(
			'host'  => __( 'The API host must be an address starting with http:// or https://: it was not changed.', 'mvc-core' ),
			'site'  => __( 'The site must be a host name (www.example.com) or an https address (https://www.example.com): it was not changed.', 'mvc-core' ),
			'token' => __( 'The token holds letters and digits only: it was not changed.', 'mvc-core' ),
		);
		foreach ( $errors as $key => $message ) {
			$given = isset( $input[ $key ] ) && is_string( $input[ $key ] ) ? trim( $input[ $key ] ) : '';
			if ( '' === $given ) {
				$clean[ $key ] = 'token' === $key ? $stored['token'] : $clean[ $key ];
				continue;
			}
			$valid = array(
				'host'  => untrailingslashit( $given ) === $clean['host'],
				'site'  => '' !== BaiduConfig::clean_site( $given ),
				'token' => $given === $clean['token'],
			);
			if ( ! $valid[ $key ] ) {
				$clean[ $key ] = $stored[ $key ];
				add_settings_error( BaiduConfig::OPTION, 'mvc_baidu_' . $key, $message );
			}
		}
		return $clean;
	}
}
