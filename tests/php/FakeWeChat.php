<?php
/**
 * The test instance's fake WeChat provider, driven as a phone would.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests;

use Mvc\Core\Member\WeChat\Config;

/**
 * Points the dev environment at the fake provider (bin/fake-wechat.mjs) and "scans" an authorisation
 * address: the provider's confirm form is posted for a test person, and the callback's query
 * (redirect_uri, remember, code, state) is read from the provider's answer.
 */
final class FakeWeChat {

	/**
	 * Writes the fake provider's hosts and apps into the dev environment's settings.
	 */
	public static function configure(): void {
		$local      = json_decode( (string) MVC_WECHAT_LOCAL, true );
		$all        = Config::all();
		$all['dev'] = array_merge( $all['dev'], is_array( $local ) ? $local : array() );
		update_option( Config::OPTION, Config::sanitize( $all ), false );
	}

	/**
	 * Confirms an authorisation address for a person, as their phone would.
	 *
	 * @param string $authorize_url The address the site gave the browser.
	 * @param string $person        The test person's key (same person, same unionid).
	 * @param string $nickname      Their nickname.
	 * @return array<string, string> The callback's query arguments.
	 */
	public static function scan( string $authorize_url, string $person, string $nickname = '微信用户' ): array {
		$query = array();
		parse_str( (string) wp_parse_url( strtok( $authorize_url, '#' ), PHP_URL_QUERY ), $query );
		$host     = (string) preg_replace( '#^(https?://[^/]+).*$#', '$1', $authorize_url );
		$response = wp_remote_post(
			$host . '/connect/confirm',
			array(
				'body' => array(
					'appid'        => $query['appid'] ?? '',
					'redirect_uri' => $query['redirect_uri'] ?? '',
					'state'        => $query['state'] ?? '',
					'person'       => $person,
					'nickname'     => $nickname,
				),
			)
		);
		if ( is_wp_error( $response ) || ! preg_match( '/window\.top\.location\.href = ("[^"]+")/', wp_remote_retrieve_body( $response ), $match ) ) {
			throw new \RuntimeException( 'The fake WeChat provider did not confirm (is the test instance running?).' );
		}
		$target = (string) json_decode( $match[1] );
		$args   = array();
		parse_str( (string) wp_parse_url( $target, PHP_URL_QUERY ), $args );
		return array_map( 'strval', $args );
	}
}
