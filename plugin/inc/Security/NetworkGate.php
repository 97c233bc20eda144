<?php
/**
 * Per-network limits that ask for a proof of work before they refuse.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Security;

use Mvc\Core\Failure;
use WP_Error;

/**
 * A limit per network with two thresholds: up to `quiet` requests pass, past it a request needs a
 * solved proof of work (Challenge; HTTP 428 with a fresh challenge, retried with X-Mvc-Challenge),
 * past `hard` it is refused (429). Readers sit behind campus and hospital NATs, so one address can be
 * hundreds of people. The strict limits of one address, account or code stay where they are
 * (VerificationCodes, SessionController): they stop attackers, this lets a campus through. Thresholds:
 * docs/security.md, "Limits".
 */
final class NetworkGate {

	/**
	 * Code and status of the answer that asks for a challenge.
	 */
	public const CHALLENGE_CODE = 428;

	/**
	 * The limits of the gated actions: [quiet, hard, window in seconds].
	 */
	public const LIMITS = array(
		'login'        => array( 20, 600, 15 * MINUTE_IN_SECONDS ),
		'code-request' => array( 10, 300, HOUR_IN_SECONDS ),
		'code-check'   => array( 30, 600, 15 * MINUTE_IN_SECONDS ),
		'cfp-follow'   => array( 10, 300, HOUR_IN_SECONDS ),
		'submission'   => array( 20, 200, HOUR_IN_SECONDS ),
	);

	/**
	 * Lets a request through, asks for a challenge, or refuses it.
	 *
	 * @param string                $action  A key of LIMITS.
	 * @param \WP_REST_Request|null $request The REST request (for the challenge header), or null.
	 * @phpstan-param \WP_REST_Request<array<string, mixed>>|null $request
	 * @return WP_Error|null Null when the request may go on.
	 */
	public static function pass( string $action, $request = null ): ?WP_Error {
		list( $quiet, $hard, $window ) = self::LIMITS[ $action ];
		$limiter                       = new RateLimiter();
		$bucket                        = $action . ':net:' . Client::network();
		if ( $limiter->hit( $bucket . ':quiet', $quiet, $window ) ) {
			$limiter->hit( $bucket, $hard, $window );
			return null;
		}
		if ( $limiter->is_full( $bucket, $hard, $window ) ) {
			return self::refusal( $limiter->retry_after( $bucket, $hard, $window ) );
		}
		$asked = self::challenge( $request );
		if ( $asked ) {
			return $asked;
		}
		if ( ! $limiter->hit( $bucket, $hard, $window ) ) {
			return self::refusal( $limiter->retry_after( $bucket, $hard, $window ) );
		}
		return null;
	}

	/**
	 * Asks for a proof of work unless the request carries a solved challenge. A solution is redeemed
	 * once and then holds for the rest of that REST request, so that two limits asking for one in the same
	 * request (the network's and an account's) are satisfied by one solution.
	 *
	 * @param \WP_REST_Request|null $request The REST request (for the challenge header), or null.
	 * @phpstan-param \WP_REST_Request<array<string, mixed>>|null $request
	 * @return WP_Error|null Null when the request carries a solved challenge.
	 */
	public static function challenge( $request = null ): ?WP_Error {
		/**
		 * The REST requests whose solution was redeemed.
		 *
		 * @var \WeakMap<\WP_REST_Request<array<string, mixed>>, true>|null $proven
		 */
		static $proven = null;
		$proven      ??= new \WeakMap();
		if ( $request instanceof \WP_REST_Request && isset( $proven[ $request ] ) ) {
			return null;
		}
		$solution = Challenge::from_request( $request );
		if ( '' !== $solution && Challenge::redeem( $solution ) ) {
			if ( $request instanceof \WP_REST_Request ) {
				$proven[ $request ] = true;
			}
			return null;
		}
		return Failure::make(
			self::CHALLENGE_CODE,
			'' === $solution ? __( 'Many requests come from your network. Please confirm that you are a person.', 'mvc-core' ) : __( 'The check did not succeed. Please try it again.', 'mvc-core' ),
			self::CHALLENGE_CODE,
			array( 'challenge' => Challenge::create() )
		);
	}

	/**
	 * The refusal of a full bucket, without counting a hit (a limit counted only on failure).
	 *
	 * @param string $bucket Action and subject.
	 * @param int    $limit  Hits allowed per sliding window.
	 * @param int    $window Window length in seconds.
	 * @return WP_Error|null Null when the bucket takes another hit.
	 */
	public static function refused( string $bucket, int $limit, int $window ): ?WP_Error {
		$limiter = new RateLimiter();
		return $limiter->is_full( $bucket, $limit, $window ) ? self::refusal( $limiter->retry_after( $bucket, $limit, $window ) ) : null;
	}

	/**
	 * Whether the network is past the hard limit of an action (for a path that cannot show a
	 * challenge, such as wp-login.php); counts the request.
	 *
	 * @param string $action A key of LIMITS.
	 * @return WP_Error|null Null when the request may go on.
	 */
	public static function pass_without_challenge( string $action ): ?WP_Error {
		list( , $hard, $window ) = self::LIMITS[ $action ];
		$limiter                 = new RateLimiter();
		$bucket                  = $action . ':net:' . Client::network();
		return $limiter->hit( $bucket, $hard, $window ) ? null : self::refusal( $limiter->retry_after( $bucket, $hard, $window ) );
	}

	/**
	 * Counts a hit of a plain limit (no challenge: a redirect, a member's own budget, a cheap read)
	 * and gives its refusal when the bucket is full.
	 *
	 * @param string $bucket  Action and subject.
	 * @param int    $limit   Hits allowed per sliding window.
	 * @param int    $window  Window length in seconds.
	 * @param string $message The refusal with %d for the minutes to wait ('' for the general one).
	 * @return WP_Error|null Null when the request may go on.
	 */
	public static function within( string $bucket, int $limit, int $window, string $message = '' ): ?WP_Error {
		$limiter = new RateLimiter();
		return $limiter->hit( $bucket, $limit, $window ) ? null : self::refusal( $limiter->retry_after( $bucket, $limit, $window ), $message );
	}

	/**
	 * The refusal past a limit, with the minutes to wait.
	 *
	 * @param int    $seconds Seconds until the next request is taken.
	 * @param string $message The refusal with %d for the minutes ('' for the general one).
	 */
	private static function refusal( int $seconds, string $message = '' ): WP_Error {
		/* translators: %d: minutes to wait. */
		$message = '' !== $message ? $message : __( 'Too many attempts. Please try again in %d minutes.', 'mvc-core' );
		return Failure::make(
			429,
			sprintf( $message, RateLimiter::minutes( $seconds ) ),
			429,
			array( 'retryAfter' => $seconds )
		);
	}
}
