<?php
/**
 * Which member a WeChat identity belongs to.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member\WeChat;

use Mvc\Core\Data\Reads;
use Mvc\Core\Member\Role;
use WP_Error;

/**
 * A WeChat identity is kept as user meta: the unionid (the same person across the website app and
 * the official account) and the openid of each app (different per app). A member is found by the
 * unionid when the provider gives one, otherwise by the app's openid.
 */
final class Identities {

	public const META_UNIONID = 'mvc_wechat_unionid';

	/**
	 * User meta key of an app's openid.
	 *
	 * @param string $client Config::CLIENT_QR or Config::CLIENT_INAPP.
	 */
	public static function openid_key( string $client ): string {
		return 'mvc_wechat_openid_' . ( Config::CLIENT_INAPP === $client ? Config::CLIENT_INAPP : Config::CLIENT_QR );
	}

	/**
	 * Every user meta key of an identity, by the member file's field names (Transfer\MemberExport).
	 *
	 * @return array{unionid: string, openid_qr: string, openid_inapp: string}
	 */
	public static function meta_keys(): array {
		return array(
			'unionid'      => self::META_UNIONID,
			'openid_qr'    => self::openid_key( Config::CLIENT_QR ),
			'openid_inapp' => self::openid_key( Config::CLIENT_INAPP ),
		);
	}

	/**
	 * The member of an identity, or 0: by the unionid when the provider gave one, then by the app's
	 * openid (a member linked before the unionid was known). Ids are compared byte for byte: WeChat's
	 * ids are case-sensitive, the meta table's collation is not. A look-up the database did not
	 * answer is Data\Retry::busy(), never "nobody" (which would start a second account for the identity
	 * or link it twice); it is not cached either, so a failed one is not kept as "nobody".
	 *
	 * @param string                                                   $client   App that gave it.
	 * @param array{openid: string, unionid: string, nickname: string} $identity Identity.
	 * @return int|WP_Error The member's id, 0 for none, or Data\Retry::busy().
	 */
	public static function find_member( string $client, array $identity ) {
		return Reads::checked( static fn(): int => self::lookup( $client, $identity ) );
	}

	/**
	 * The look-ups of find_member().
	 *
	 * @param string                                                   $client   App that gave it.
	 * @param array{openid: string, unionid: string, nickname: string} $identity Identity.
	 */
	private static function lookup( string $client, array $identity ): int {
		$lookups = array( array( self::openid_key( $client ), $identity['openid'] ) );
		if ( '' !== $identity['unionid'] ) {
			array_unshift( $lookups, array( self::META_UNIONID, $identity['unionid'] ) );
		}
		foreach ( $lookups as $lookup ) {
			$ids = get_users(
				array(
					'role'          => Role::NAME,
					'meta_query'    => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- look-up by identity, once per login.
						array(
							'key'   => $lookup[0],
							'value' => $lookup[1],
							'type'  => 'BINARY',
						),
					),
					'number'        => 1,
					'fields'        => 'ID',
					'count_total'   => false,
					'cache_results' => false,
				)
			);
			if ( $ids ) {
				return (int) $ids[0];
			}
		}//end foreach
		return 0;
	}

	/**
	 * Whether a member already has a WeChat identity other than this one.
	 *
	 * @param int                                                      $user_id  Member.
	 * @param string                                                   $client   App that gave it.
	 * @param array{openid: string, unionid: string, nickname: string} $identity Identity.
	 */
	public static function has_other( int $user_id, string $client, array $identity ): bool {
		$unionid = (string) get_user_meta( $user_id, self::META_UNIONID, true );
		$openid  = (string) get_user_meta( $user_id, self::openid_key( $client ), true );
		return ( '' !== $unionid && $unionid !== $identity['unionid'] ) || ( '' !== $openid && $openid !== $identity['openid'] );
	}

	/**
	 * Whether a member has a WeChat identity.
	 *
	 * @param int $user_id Member.
	 */
	public static function is_linked( int $user_id ): bool {
		foreach ( array( self::META_UNIONID, self::openid_key( Config::CLIENT_QR ), self::openid_key( Config::CLIENT_INAPP ) ) as $key ) {
			if ( '' !== (string) get_user_meta( $user_id, $key, true ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Removes every WeChat identity of a member (a password reset does: whoever reset the password
	 * decides again which WeChat may log in).
	 *
	 * @param int $user_id Member.
	 */
	public static function detach_all( int $user_id ): void {
		delete_user_meta( $user_id, self::META_UNIONID );
		delete_user_meta( $user_id, self::openid_key( Config::CLIENT_QR ) );
		delete_user_meta( $user_id, self::openid_key( Config::CLIENT_INAPP ) );
	}

	/**
	 * Attaches an identity to a member.
	 *
	 * @param int                                                      $user_id  Member.
	 * @param string                                                   $client   App that gave it.
	 * @param array{openid: string, unionid: string, nickname: string} $identity Identity.
	 */
	public static function attach( int $user_id, string $client, array $identity ): void {
		update_user_meta( $user_id, self::openid_key( $client ), $identity['openid'] );
		if ( '' !== $identity['unionid'] ) {
			update_user_meta( $user_id, self::META_UNIONID, $identity['unionid'] );
		}
	}

	/**
	 * The identity as the registration row keeps it (the app goes with the openid).
	 *
	 * @param string                                                   $client   App that gave it.
	 * @param array{openid: string, unionid: string, nickname: string} $identity Identity.
	 * @return array<string, string>
	 */
	public static function to_registration( string $client, array $identity ): array {
		return array(
			'wechat_openid'   => $client . ':' . $identity['openid'],
			'wechat_unionid'  => $identity['unionid'],
			'wechat_nickname' => $identity['nickname'],
		);
	}

	/**
	 * The identity kept in a registration, or null.
	 *
	 * @param array{wechat_openid: string, wechat_unionid: string, wechat_nickname: string} $registration Registration.
	 * @return array{client: string, identity: array{openid: string, unionid: string, nickname: string}}|null
	 */
	public static function from_registration( array $registration ): ?array {
		$parts = explode( ':', $registration['wechat_openid'], 2 );
		if ( 2 !== count( $parts ) || '' === $parts[1] ) {
			return null;
		}
		return array(
			'client'   => Config::CLIENT_INAPP === $parts[0] ? Config::CLIENT_INAPP : Config::CLIENT_QR,
			'identity' => array(
				'openid'   => $parts[1],
				'unionid'  => $registration['wechat_unionid'],
				'nickname' => $registration['wechat_nickname'],
			),
		);
	}
}
