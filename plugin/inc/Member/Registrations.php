<?php
/**
 * Registrations in progress.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member;

use Mvc\Core\Data\Tables;
use Mvc\Core\Security\Cookie;
use Mvc\Core\Security\Signer;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- a registration's single-use row, read and written fresh.

/**
 * The state of a registration (the verified e-mail address, a WeChat identity) lives in the
 * database; the browser holds only the signed HttpOnly cookie wp_mvc_member_registration that points
 * to it: a random token and its HMAC, so a forged cookie is refused without a query.
 */
final class Registrations {

	public const COOKIE = 'wp_mvc_member_registration';

	public const TTL = HOUR_IN_SECONDS;

	/**
	 * The registration of this request's cookie.
	 *
	 * @return array{id: int, email: string, email_verified: bool, wechat_openid: string, wechat_unionid: string, wechat_nickname: string, wechat_expires: int}|null
	 */
	public function current(): ?array {
		$value = Cookie::get( self::COOKIE );
		$parts = explode( '.', $value );
		if ( 2 !== count( $parts ) || 1 !== preg_match( '/^[0-9a-f]{64}$/', $parts[0] ) || ! Signer::verify( Signer::REGISTRATION, $parts[1], $parts[0] ) ) {
			return null;
		}
		global $wpdb;
		$table = Tables::registrations();
		$row   = $wpdb->get_row(
			$wpdb->prepare( "SELECT * FROM {$table} WHERE token_hash = %s AND expires_at > %s", hash( 'sha256', $parts[0] ), gmdate( 'Y-m-d H:i:s' ) ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
			ARRAY_A
		);
		if ( ! is_array( $row ) ) {
			return null;
		}
		return array(
			'id'              => (int) $row['id'],
			'email'           => (string) $row['email'],
			'email_verified'  => (bool) $row['email_verified'],
			'wechat_openid'   => (string) $row['wechat_openid'],
			'wechat_unionid'  => (string) $row['wechat_unionid'],
			'wechat_nickname' => (string) $row['wechat_nickname'],
			'wechat_expires'  => $row['wechat_expires_at'] ? (int) strtotime( $row['wechat_expires_at'] . ' UTC' ) : 0,
		);
	}

	/**
	 * Records fields of the registration, starting one (and its cookie) when there is none.
	 *
	 * @param array<string, string|int|null> $fields Columns: email, email_verified, wechat_*.
	 */
	public function save( array $fields ): void {
		global $wpdb;
		$allowed = array_intersect_key( $fields, array_flip( array( 'email', 'email_verified', 'wechat_openid', 'wechat_unionid', 'wechat_nickname', 'wechat_expires_at' ) ) );
		$current = $this->current();
		if ( $current ) {
			$wpdb->update( Tables::registrations(), $allowed, array( 'id' => $current['id'] ) );
			return;
		}
		$token = bin2hex( random_bytes( 32 ) );
		$wpdb->insert(
			Tables::registrations(),
			array_merge(
				$allowed,
				array(
					'token_hash' => hash( 'sha256', $token ),
					'created_at' => gmdate( 'Y-m-d H:i:s' ),
					'expires_at' => gmdate( 'Y-m-d H:i:s', time() + self::TTL ),
				)
			)
		);
		Cookie::set( self::COOKIE, $token . '.' . self::sign( $token ), time() + self::TTL );
	}

	/**
	 * Ends the registration: its row and its cookie.
	 */
	public function clear(): void {
		global $wpdb;
		$current = $this->current();
		if ( $current ) {
			$wpdb->delete( Tables::registrations(), array( 'id' => $current['id'] ), array( '%d' ) );
		}
		Cookie::set( self::COOKIE, '', 0 );
	}

	/**
	 * Removes expired registrations.
	 */
	public function purge_expired(): void {
		global $wpdb;
		$table = Tables::registrations();
		\Mvc\Core\Data\BatchDelete::run( $table, $wpdb->prepare( 'expires_at <= %s', gmdate( 'Y-m-d H:i:s' ) ), 'expires_at' );
	}

	/**
	 * The cookie's signature of a token.
	 *
	 * @param string $token Token.
	 */
	private static function sign( string $token ): string {
		return Signer::sign( Signer::REGISTRATION, $token );
	}
}
