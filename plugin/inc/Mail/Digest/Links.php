<?php
/**
 * The digest's unsubscribe links and their tokens.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Mail\Digest;

use Mvc\Core\Api;
use Mvc\Core\Mail\Digest;
use Mvc\Core\Member\Profile;
use Mvc\Core\Security\Signer;
use WP_User;

/**
 * The unsubscribe link of every digest (a member's token: Security\Signer over the member's id and
 * own random key) and of an operator's test send (a token that names no member).
 */
final class Links {

	/**
	 * The address of a member's unsubscribe link (and of the one-click POST).
	 *
	 * @param int $user_id Member id.
	 */
	public static function unsubscribe_url( int $user_id ): string {
		return add_query_arg( 'token', rawurlencode( self::token( $user_id ) ), self::unsubscribe_action() );
	}

	/**
	 * The unsubscribe link of an operator's test send (Admin\DigestPage): a token that names no
	 * member (`test-{operator id}.{HMAC}`), which the unsubscribe route answers with "a test: nothing
	 * changed" and never reads as a member's (member_of_token() refuses it).
	 *
	 * @param int $operator_id The operator the test goes to.
	 */
	public static function test_unsubscribe_url( int $operator_id ): string {
		return add_query_arg( 'token', rawurlencode( 'test-' . $operator_id . '.' . Signer::sign( Signer::DIGEST_TEST, (string) $operator_id ) ), self::unsubscribe_action() );
	}

	/**
	 * Whether a token is a test send's (test_unsubscribe_url()), signed by this site.
	 *
	 * @param string $token Token from a link.
	 */
	public static function is_test_token( string $token ): bool {
		return 1 === preg_match( '/^test-([1-9][0-9]{0,19})\.([0-9a-f]{64})$/', $token, $parts )
			&& Signer::verify( Signer::DIGEST_TEST, $parts[2], (string) (int) $parts[1] );
	}

	/**
	 * The unsubscribe route's address without a token (the unsubscribe page's form posts to it).
	 */
	public static function unsubscribe_action(): string {
		return Api::url( Digest::UNSUBSCRIBE_ROUTE );
	}

	/**
	 * A member's unsubscribe token: the id and an HMAC of the id and the member's own random key
	 * (made on first use) under the site's secret. Every mail's link keeps working; deleting the key
	 * revokes them all.
	 *
	 * @param int $user_id Member id.
	 */
	public static function token( int $user_id ): string {
		$key = (string) get_user_meta( $user_id, Digest::META_KEY, true );
		if ( '' === $key ) {
			$key = bin2hex( random_bytes( 16 ) );
			update_user_meta( $user_id, Digest::META_KEY, $key );
		}
		return $user_id . '.' . Signer::sign( Signer::DIGEST_UNSUBSCRIBE, (string) $user_id, $key );
	}

	/**
	 * The member an unsubscribe token names, or null for a token that is not one.
	 *
	 * @param string $token Token from a link.
	 */
	public static function member_of_token( string $token ): ?WP_User {
		if ( 1 !== preg_match( '/^([1-9][0-9]{0,19})\.([0-9a-f]{64})$/', $token, $parts ) ) {
			return null;
		}
		$user = get_userdata( (int) $parts[1] );
		$key  = $user ? (string) get_user_meta( $user->ID, Digest::META_KEY, true ) : '';
		if ( ! $user || '' === $key || ! Signer::verify( Signer::DIGEST_UNSUBSCRIBE, $parts[2], (string) $user->ID, $key ) ) {
			return null;
		}
		return $user;
	}

	/**
	 * Turns the digest of a token's member off; idempotent.
	 *
	 * @param string $token Token from a link.
	 * @return WP_User|null The member, or null for a token that is not one (nothing changed).
	 */
	public static function unsubscribe( string $token ): ?WP_User {
		$user = self::member_of_token( $token );
		if ( $user ) {
			Profile::set_digest( $user->ID, false );
		}
		return $user;
	}
}
