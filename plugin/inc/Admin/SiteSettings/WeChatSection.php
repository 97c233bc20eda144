<?php
/**
 * Settings > Site settings: the WeChat keys.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin\SiteSettings;

use Mvc\Core\Member\WeChat\AccessToken;
use Mvc\Core\Member\WeChat\Config as WeChatConfig;

/**
 * The settings page's WeChat section: one set of keys per environment, which one this site uses,
 * and secrets that are never shown again.
 */
final class WeChatSection {

	/**
	 * The environments' names, in Chinese on a Chinese site.
	 *
	 * @return array<string, string>
	 */
	public static function environment_names(): array {
		return array(
			'dev'  => __( 'Development (dev)', 'mvc-core' ),
			'qa'   => __( 'Testing (qa)', 'mvc-core' ),
			'uat'  => __( 'Acceptance (uat)', 'mvc-core' ),
			'prod' => __( 'Production (prod)', 'mvc-core' ),
		);
	}

	/**
	 * Text above the WeChat fields: which keys this site uses, and how that is chosen.
	 */
	public function wechat_intro(): void {
		$environment = WeChatConfig::environment();
		$name        = self::environment_names()[ $environment ];
		$host        = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		$why         = defined( 'MVC_WECHAT_ENV' ) && MVC_WECHAT_ENV === $environment
			/* translators: %s: the environment's name. */
			? sprintf( __( 'This site is %s: the constant MVC_WECHAT_ENV in wp-config.php says so.', 'mvc-core' ), $name )
			/* translators: 1: the environment's name, 2: the site's host name. */
			: sprintf( __( 'This site is %1$s: its address is %2$s.', 'mvc-core' ), $name, $host );
		$lines = array(
			__( 'The same site runs in four environments, each with its own WeChat apps. Only the keys of this site\'s environment are used here; the others are kept for the copies of the site that run there.', 'mvc-core' ),
			$why,
			__( 'How it is chosen: an address starting with dev., qa. or uat. (such as uat.example.com) is that environment, any other address is production (prod); MVC_WECHAT_ENV in wp-config.php overrides the address.', 'mvc-core' ),
			__( 'dev: developers\' machines; qa: the testers\' site; uat: the site where the editors try a new version before it goes live; prod: the public site.', 'mvc-core' ),
			__( 'Each environment has the provider hosts, the website app (QR-code login on a computer) and the official-account app (login inside WeChat). Secrets are never shown again; leave a secret empty to keep it.', 'mvc-core' ),
		);
		echo '<div class="mvc-settings-wechat-intro">';
		foreach ( $lines as $line ) {
			echo '<p>' . esc_html( $line ) . '</p>';
		}
		echo '</div>';
	}

	/**
	 * The inputs of one environment.
	 *
	 * @param array{environment: string} $args Field arguments.
	 */
	public function wechat_field( array $args ): void {
		$environment = $args['environment'];
		$values      = WeChatConfig::all()[ $environment ];
		$labels      = array(
			'open_host'    => __( 'Authorisation host', 'mvc-core' ),
			'api_host'     => __( 'API host', 'mvc-core' ),
			'web_app_id'   => __( 'Website app id', 'mvc-core' ),
			'web_secret'   => __( 'Website app secret', 'mvc-core' ),
			'inapp_app_id' => __( 'Official account app id', 'mvc-core' ),
			'inapp_secret' => __( 'Official account app secret', 'mvc-core' ),
		);
		echo '<fieldset>';
		foreach ( $labels as $key => $label ) {
			$id     = 'mvc-wechat-' . $environment . '-' . $key;
			$secret = str_ends_with( $key, '_secret' );
			printf(
				'<p><label for="%1$s">%2$s</label><br /><input type="%3$s" class="regular-text" id="%1$s" name="%4$s[%5$s][%6$s]" value="%7$s" placeholder="%8$s" autocomplete="%9$s" /></p>',
				esc_attr( $id ),
				esc_html( $label ),
				esc_attr( $secret ? 'password' : 'text' ),
				esc_attr( WeChatConfig::OPTION ),
				esc_attr( $environment ),
				esc_attr( $key ),
				esc_attr( $secret ? '' : $values[ $key ] ),
				esc_attr( $secret && '' !== $values[ $key ] ? __( 'Saved (leave empty to keep)', 'mvc-core' ) : '' ),
				// Browsers ignore "off" on password inputs and would fill in the admin's own password.
				esc_attr( $secret ? 'new-password' : 'off' )
			);
		}
		echo '</fieldset>';
	}

	/**
	 * Cleans the submitted WeChat settings; an empty secret keeps the stored one.
	 *
	 * @param mixed $value Submitted value.
	 * @return array<string, array<string, string>>
	 */
	public function sanitize_wechat( $value ): array {
		$input  = is_array( $value ) ? $value : array();
		$stored = WeChatConfig::all();
		foreach ( WeChatConfig::ENVIRONMENTS as $environment ) {
			if ( ! isset( $input[ $environment ] ) || ! is_array( $input[ $environment ] ) ) {
				$input[ $environment ] = array();
			}
			foreach ( array( 'web_secret', 'inapp_secret' ) as $key ) {
				$given = $input[ $environment ][ $key ] ?? '';
				if ( ! is_string( $given ) || '' === trim( $given ) ) {
					$input[ $environment ][ $key ] = $stored[ $environment ][ $key ];
				}
			}
		}
		$clean   = WeChatConfig::sanitize( $input );
		$current = WeChatConfig::environment();
		foreach ( array( 'inapp_app_id', 'inapp_secret' ) as $key ) {
			if ( $clean[ $current ][ $key ] !== $stored[ $current ][ $key ] ) {
				// Another official account, or a new secret: the kept token was the old one's.
				AccessToken::forget();
				break;
			}
		}
		return $clean;
	}
}
