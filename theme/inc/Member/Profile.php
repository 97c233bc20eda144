<?php
/**
 * A member's profile fields and counters.
 *
 * @package Mvc
 */

namespace Mvc\Member;

use Mvc\Data\Tables;

/**
 * The user info of members.md section 3: profile fields kept as user meta under the constants here,
 * and counters read from the member tables. Only the fields listed here are ever read or written.
 */
final class Profile {

	public const META_INSTITUTION   = 'mvc_institution';
	public const META_TITLE         = 'mvc_title';
	public const META_RESEARCH_AREA = 'mvc_research_area';
	public const META_DIGEST        = 'mvc_digest_subscribed';
	public const META_AVATAR        = 'mvc_avatar_id';
	public const META_LAST_LOGIN    = 'mvc_last_login';

	/**
	 * The fields `POST /api/member/userinfo` may ask for.
	 */
	public const FIELDS = array(
		'display_name',
		'avatar',
		'institution',
		'title',
		'research_area',
		'email',
		'subscribed',
		'likeNumber',
		'collectionNumber',
		'subscriptionNumber',
		'mentionMessageCount',
		'systemMessageCount',
	);

	/**
	 * The requested fields of a member.
	 *
	 * @param int                $user_id Member id.
	 * @param array<int, string> $fields  Names from FIELDS.
	 * @return array<string, string|int|bool>
	 */
	public static function get( int $user_id, array $fields ): array {
		$user = get_userdata( $user_id );
		$info = array();
		if ( ! $user ) {
			return $info;
		}
		foreach ( array_intersect( self::FIELDS, $fields ) as $field ) {
			$info[ $field ] = self::field( $user, $field );
		}
		return $info;
	}

	/**
	 * One field.
	 *
	 * @param \WP_User $user  Member.
	 * @param string   $field Name from FIELDS.
	 * @return string|int|bool
	 */
	private static function field( \WP_User $user, string $field ) {
		switch ( $field ) {
			case 'display_name':
				return $user->display_name;
			case 'email':
				return $user->user_email;
			case 'avatar':
				return self::avatar_url( $user->ID );
			case 'institution':
				return (string) get_user_meta( $user->ID, self::META_INSTITUTION, true );
			case 'title':
				return (string) get_user_meta( $user->ID, self::META_TITLE, true );
			case 'research_area':
				return (string) get_user_meta( $user->ID, self::META_RESEARCH_AREA, true );
			case 'subscribed':
				return (bool) get_user_meta( $user->ID, self::META_DIGEST, true );
			case 'likeNumber':
				return ( new Likes() )->count_for_user( $user->ID );
			case 'collectionNumber':
				return ( new Collections() )->count_for_user( $user->ID );
			case 'subscriptionNumber':
				return self::count( Tables::tag_subscriptions(), $user->ID );
			case 'mentionMessageCount':
				return self::count( Tables::messages(), $user->ID, 'mention' );
			default:
				return self::count( Tables::messages(), $user->ID, 'system' );
		}//end switch
	}

	/**
	 * The member's uploaded avatar, or '' (the page then draws the name's first character: Gravatar,
	 * WordPress's default, is not reachable for readers in China).
	 *
	 * @param int $user_id Member id.
	 */
	public static function avatar_url( int $user_id ): string {
		$attachment = (int) get_user_meta( $user_id, self::META_AVATAR, true );
		$url        = $attachment ? wp_get_attachment_image_url( $attachment, 'thumbnail' ) : false;
		return is_string( $url ) ? $url : '';
	}

	/**
	 * Rows of a member in a member table (unread messages of a category when given).
	 *
	 * @param string      $table    Table.
	 * @param int         $user_id  Member id.
	 * @param string|null $category Message category; unread only.
	 */
	private static function count( string $table, int $user_id, ?string $category = null ): int {
		global $wpdb;
		if ( null === $category ) {
			return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE user_id = %d", $user_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
		}
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE user_id = %d AND category = %s AND status = 'UNREAD'", $user_id, $category ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	}
}
