<?php
/**
 * Baidu's answers, in Chinese.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Syndication\Baidu;

/**
 * The codes the queue keeps for each address (Baidu's own messages, such as "over quota", and a
 * few of ours) and the reason an operator reads for each.
 */
final class Answers {

	public const SUCCESS       = 'success';
	public const NOT_SAME_SITE = 'not_same_site';
	public const NOT_VALID     = 'not_valid';
	public const OVER_QUOTA    = 'over quota';
	public const SITE_ERROR    = 'site error';
	public const TOKEN         = 'token is not valid';
	public const EMPTY_CONTENT = 'empty content';
	public const TOO_MANY      = 'only 2000 urls are allowed once';
	public const NOT_FOUND     = 'not found';
	public const INTERNAL      = 'internal error';
	public const NETWORK       = 'network';
	public const TAKEN_DOWN    = 'taken_down';
	public const MOVED         = 'moved';
	public const GAVE_UP       = 'gave_up';

	/**
	 * The reason an operator reads for a code; an unknown code is shown with Baidu's own words.
	 *
	 * @param string $code Answer code (an HTTP status may follow as "http 502: message").
	 */
	public static function reason( string $code ): string {
		$reasons = array(
			self::SUCCESS       => __( 'Received by Baidu.', 'mvc-core' ),
			self::NOT_SAME_SITE => __( 'Baidu did not take it: the address is not on the site registered with Baidu.', 'mvc-core' ),
			self::NOT_VALID     => __( 'Baidu did not take it: the address is not valid.', 'mvc-core' ),
			self::OVER_QUOTA    => __( 'Today\'s Baidu quota is used up: waiting for tomorrow (China time).', 'mvc-core' ),
			self::SITE_ERROR    => __( 'Baidu does not know this site: check the site as registered in Baidu Search Resource Platform.', 'mvc-core' ),
			self::TOKEN         => __( 'Baidu refused the token: check it in Settings > Site settings.', 'mvc-core' ),
			self::EMPTY_CONTENT => __( 'Baidu received no address.', 'mvc-core' ),
			self::TOO_MANY      => __( 'Baidu takes at most 2,000 addresses at a time.', 'mvc-core' ),
			self::NOT_FOUND     => __( 'Baidu\'s API address was not found: check the API host.', 'mvc-core' ),
			self::INTERNAL      => __( 'Baidu had an internal error: it will be tried again.', 'mvc-core' ),
			self::NETWORK       => __( 'Baidu could not be reached: it will be tried again.', 'mvc-core' ),
			self::TAKEN_DOWN    => __( 'Not pushed: the content was taken down.', 'mvc-core' ),
			self::MOVED         => __( 'Not pushed: the content is no longer public at this address.', 'mvc-core' ),
			self::GAVE_UP       => __( 'Gave up after five tries: Baidu could not be reached or had an error.', 'mvc-core' ),
			''                  => __( 'Waiting to be pushed.', 'mvc-core' ),
		);
		if ( isset( $reasons[ $code ] ) ) {
			return $reasons[ $code ];
		}
		if ( preg_match( '/^http (\d{3}): ?(.*)$/s', $code, $match ) ) {
			/* translators: 1: HTTP status, 2: Baidu's message. */
			return sprintf( __( 'Baidu answered HTTP %1$s: %2$s', 'mvc-core' ), $match[1], '' === $match[2] ? '-' : $match[2] );
		}
		/* translators: %s: Baidu's message. */
		return sprintf( __( 'Baidu answered: %s', 'mvc-core' ), $code );
	}
}
