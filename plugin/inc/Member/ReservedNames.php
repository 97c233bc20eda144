<?php
/**
 * Public names a member may not take.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member;

use Mvc\Core\Comments\CommentMentionNames;
use Mvc\Core\Failure;
use Normalizer;

/**
 * Refuses a member name that passes for the site, its staff or another member, since it shows beside
 * comments and in mentions: the site's name and staff words (after normalising width, case, spaces,
 * dots, dashes, invisible characters), an operator's name or login, and another member's name equal
 * under the collation. The last is read from CommentMentionNames' index (the name's first character is
 * one of its grams), so it stays one lookup with 200,000 members. The words: docs/features/members.md,
 * "Public names".
 */
final class ReservedNames {

	/**
	 * Words that speak for the site: not allowed anywhere in a member's name.
	 */
	private const STAFF_WORDS = array( '编辑部', '管理员', '官方', '客服', '小编', '站长', '版主', '运营团队' );

	/**
	 * Latin staff names: not allowed as a member's whole name.
	 */
	private const STAFF_NAMES = array( 'admin', 'administrator', 'editor', 'moderator', 'official', 'staff', 'webmaster', 'root', 'system' );

	/**
	 * Object cache group of the operators' names.
	 */
	private const CACHE_GROUP = 'mvc_reserved_names';

	/**
	 * Whether a member may not take a public name.
	 *
	 * @param string $name    The name, as Profile::plain_text() leaves it.
	 * @param int    $user_id The member choosing it (0 at registration): their own name stays theirs.
	 */
	public static function taken( string $name, int $user_id ): bool {
		$plain = self::normalize( $name );
		$own   = $user_id ? get_userdata( $user_id ) : false;
		if ( '' === $plain || ( $own && $own->display_name === $name ) ) {
			// A member keeps the name they have.
			return false;
		}
		if ( in_array( $plain, self::STAFF_NAMES, true ) || in_array( $plain, self::staff_names(), true ) ) {
			return true;
		}
		$site = self::normalize( (string) get_bloginfo( 'name' ) );
		foreach ( array_merge( self::STAFF_WORDS, '' === $site ? array() : array( $site ) ) as $word ) {
			if ( str_contains( $plain, self::normalize( $word ) ) ) {
				return true;
			}
		}
		return self::member_has( $name, $user_id );
	}

	/**
	 * The refusal of a reserved or taken name, on the name's field.
	 */
	public static function refusal(): \WP_Error {
		return Failure::invalid( __( 'This name is taken or reserved by the site. Please choose another.', 'mvc-core' ), 'display_name' );
	}

	/**
	 * A name as two look-alike names compare: compatibility-normalised (full width to half width),
	 * lower case, without spaces, dots, dashes, underscores and invisible format characters.
	 *
	 * @param string $name A name.
	 */
	public static function normalize( string $name ): string {
		$normal = Normalizer::normalize( $name, Normalizer::FORM_KC );
		$normal = is_string( $normal ) ? $normal : $name;
		return mb_strtolower( (string) preg_replace( '/[\s\p{Z}\p{Cf}\p{Cc}._\-·・—]+/u', '', $normal ) );
	}

	/**
	 * The normalised public names and logins of everyone who may edit posts (a few dozen), cached
	 * until a user changes.
	 *
	 * @return list<string>
	 */
	private static function staff_names(): array {
		$key   = 'staff:' . wp_cache_get_last_changed( 'users' );
		$names = wp_cache_get( $key, self::CACHE_GROUP );
		if ( is_array( $names ) ) {
			return $names;
		}
		$users = get_users(
			array(
				'capability__in' => array( Role::STAFF_CAPABILITY ),
				'fields'         => array( 'display_name', 'user_login' ),
				'number'         => 500,
			)
		);
		$names = array();
		foreach ( $users as $user ) {
			$names[] = self::normalize( (string) $user->display_name );
			$names[] = self::normalize( (string) $user->user_login );
		}
		$names = array_values( array_unique( array_filter( $names ) ) );
		wp_cache_set( $key, $names, self::CACHE_GROUP, DAY_IN_SECONDS );
		return $names;
	}

	/**
	 * Whether another member has the name (equal under the collation).
	 *
	 * @param string $name    The name.
	 * @param int    $user_id The member choosing it.
	 */
	private static function member_has( string $name, int $user_id ): bool {
		global $wpdb;
		$name = trim( $name );
		if ( 'done' === get_option( CommentMentionNames::BUILT_OPTION ) ) {
			$table = CommentMentionNames::table();
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- one index lookup, never cached (a name just taken must count); table name from CommentMentionNames.
			$found = $wpdb->get_var( $wpdb->prepare( "SELECT user_id FROM {$table} WHERE gram = %s AND display_name = %s AND user_id <> %d LIMIT 1", mb_substr( $name, 0, 1 ), $name, $user_id ) );
		} else {
			// Until the name table is filled (the first minutes after an upgrade): core's table.
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- as above.
			$found = $wpdb->get_var( $wpdb->prepare( "SELECT ID FROM {$wpdb->users} WHERE display_name = %s AND ID <> %d LIMIT 1", $name, $user_id ) );
		}
		return null !== $found;
	}
}
