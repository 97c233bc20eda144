<?php
/**
 * The site's REST namespace.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core;

/**
 * The site's own routes live under /wp-json/api/ (the specification's paths). The controllers
 * (Rest\) register them; the request guards (Security\) and the theme's forms need to name them
 * too, without knowing a controller.
 */
final class Api {

	public const NAMESPACE = 'api';

	/**
	 * The special-issue follow route (a form of the article page posts to it; its mails link to
	 * its /confirm and /unsubscribe).
	 */
	public const CFP_FOLLOW = '/call-for-papers/follow';

	/**
	 * Whether a route belongs to the `api` namespace.
	 *
	 * @param string $route Route, such as /api/member/like/count.
	 */
	public static function is_api_route( string $route ): bool {
		// WordPress matches routes without regard to case.
		return str_starts_with( strtolower( $route ), '/' . self::NAMESPACE . '/' );
	}

	/**
	 * The address of a route of the namespace.
	 *
	 * @param string $route Route inside the namespace, with its leading slash (/member/follow).
	 */
	public static function url( string $route ): string {
		return rest_url( self::NAMESPACE . $route );
	}
}
