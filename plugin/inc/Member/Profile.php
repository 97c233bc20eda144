<?php
/**
 * A member's profile fields and counters.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member;

use Mvc\Core\Data\Reads;
use Mvc\Core\Data\Tables;
use Mvc\Core\Failure;
use Mvc\Core\Module;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the member's counters, read exact from the member tables.

/**
 * The user info of members.md section 3: profile fields kept as user meta under the constants here,
 * and counters read from the member tables. Only the fields listed here are ever read or written.
 *
 * Names, institutions and research areas are plain text: stored as typed (plain_text(): trimmed,
 * no control characters, at most TEXT_LIMIT characters), escaped once where they are output (PHP
 * templates esc_html(), REST JSON raw, React escapes). WordPress would store a member's display
 * name with `&` as `&amp;` and without anything between `<` and `>`; here it keeps what was typed.
 * Values stored the old way are decoded on read (text()).
 */
final class Profile implements Module {

	public const META_INSTITUTION   = 'mvc_institution';
	public const META_TITLE         = 'mvc_title';
	public const META_RESEARCH_AREA = 'mvc_research_area';
	public const META_DIGEST        = 'mvc_digest_subscribed';
	public const META_AVATAR        = 'mvc_avatar_id';
	public const META_LAST_LOGIN    = 'mvc_last_login';

	/**
	 * The top-level domain of placeholder addresses (RFC 2606: never deliverable).
	 */
	public const PLACEHOLDER_TLD = 'invalid';

	/**
	 * Spec: inputs have a default maximum length of 50.
	 */
	public const TEXT_LIMIT = 50;

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
	 * Always applies.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'wp_pre_insert_user_data', array( self::class, 'store_display_name' ), 10, 4 );
		add_filter( 'rest_attachment_query', array( AvatarUpload::class, 'hide_from_lists' ) );
		add_filter( 'ajax_query_attachments_args', array( AvatarUpload::class, 'hide_from_lists' ) );
	}

	/**
	 * `wp_pre_insert_user_data`: a member's display name is stored as typed (core's
	 * pre_user_display_name filters would strip what looks like markup and encode `&`).
	 *
	 * @param mixed                $data     Row about to be written.
	 * @param bool                 $update   Whether the user exists.
	 * @param int|null             $user_id  User id when updating.
	 * @param array<string, mixed> $userdata What the caller passed.
	 * @return mixed
	 */
	public static function store_display_name( $data, $update, $user_id, $userdata ) {
		$member = ( $update && $user_id && Role::is_member( (int) $user_id ) ) || Role::NAME === ( $userdata['role'] ?? '' );
		if ( ! is_array( $data ) || ! $member || ! isset( $userdata['display_name'] ) || ! is_string( $userdata['display_name'] ) ) {
			return $data;
		}
		$data['display_name'] = self::plain_text( $userdata['display_name'] );
		return $data;
	}

	/**
	 * A profile text as it is stored: what was typed, trimmed, without control characters, at most
	 * TEXT_LIMIT characters. Use it as the sanitize_callback of name, institution and research-area
	 * arguments.
	 *
	 * @param mixed $value Typed value.
	 */
	public static function plain_text( $value ): string {
		$text = (string) preg_replace( '/[\p{Cc}\p{Cf}]+/u', ' ', is_scalar( $value ) ? (string) $value : '' );
		return mb_substr( trim( (string) preg_replace( '/\s+/u', ' ', $text ) ), 0, self::TEXT_LIMIT );
	}

	/**
	 * A stored profile text as plain text: values stored before plain_text() existed had `&` as
	 * `&amp;` (and quotes and angle brackets as entities); they read as typed.
	 *
	 * @param string $stored Stored value.
	 */
	public static function text( string $stored ): string {
		return wp_specialchars_decode( $stored, ENT_QUOTES );
	}

	/**
	 * The fields the member edits in the profile (`PUT /api/member/userinfo`).
	 */
	public const EDITABLE = array( 'display_name', 'institution', 'title', 'research_area' );

	/**
	 * Saves the profile fields given, already checked by the caller (title one of
	 * Choices::occupations(), research area '' or one of Choices::research_areas(), institution
	 * plain text of at most TEXT_LIMIT characters, display name one Signup::is_display_name()
	 * accepts); fields not given stay as they are. Only the member's own rows are written.
	 *
	 * @param int                   $user_id Member id.
	 * @param array<string, string> $fields  Names from EDITABLE => values.
	 */
	public static function save( int $user_id, array $fields ): void {
		$metas = array(
			'institution'   => self::META_INSTITUTION,
			'title'         => self::META_TITLE,
			'research_area' => self::META_RESEARCH_AREA,
		);
		foreach ( array_intersect_key( $fields, $metas ) as $field => $value ) {
			update_user_meta( $user_id, $metas[ $field ], self::plain_text( $value ) );
		}
		if ( isset( $fields['display_name'] ) ) {
			// store_display_name() keeps it as typed; the nickname follows, as at registration.
			$name = self::plain_text( $fields['display_name'] );
			wp_update_user(
				array(
					'ID'           => $user_id,
					'display_name' => $name,
					'nickname'     => $name,
				)
			);
		}
	}

	/**
	 * Whether the member's e-mail address is real and verified, so mail may go to it (the digest).
	 * Every way an address reaches a member account proves it with an e-mailed code: registration
	 * (also when it starts with WeChat: Signup, WeChat\SignIn never creates an account), the link of
	 * a WeChat identity (WeChat\Linking) and the e-mail change (EmailChange). An account made
	 * another way without a real address (an import, a future WeChat-only sign-up) has none or a
	 * placeholder on the reserved top-level domain `.invalid` (RFC 2606), such as
	 * `wechat-123@members.invalid`: neither counts.
	 *
	 * @param int $user_id Member id.
	 */
	public static function has_verified_email( int $user_id ): bool {
		$user = get_userdata( $user_id );
		return $user && self::is_verified_address( $user->user_email );
	}

	/**
	 * Whether an account's address counts as verified (has_verified_email()), from the address alone.
	 *
	 * @param string $address The account's e-mail address.
	 */
	public static function is_verified_address( string $address ): bool {
		$address = strtolower( trim( $address ) );
		return '' !== $address && false !== is_email( $address ) && ! str_ends_with( $address, '.' . self::PLACEHOLDER_TLD );
	}

	/**
	 * Turns the member's digest on or off (META_DIGEST). Only an address that takes mail can
	 * receive it (has_verified_email()); turning it off always works.
	 *
	 * @param int  $user_id Member id.
	 * @param bool $on      Whether the member receives the digest.
	 * @return true|\WP_Error
	 */
	public static function set_digest( int $user_id, bool $on ) {
		if ( $on && ! self::has_verified_email( $user_id ) ) {
			return Failure::make(
				403,
				__( 'Please add and verify your e-mail address in your personal centre before subscribing to the digest.', 'mvc-core' ),
				403,
				array(
					'field'  => 'flag',
					'reason' => 'email_unverified',
				)
			);
		}
		if ( $on ) {
			update_user_meta( $user_id, self::META_DIGEST, '1' );
		} else {
			delete_user_meta( $user_id, self::META_DIGEST );
		}
		return true;
	}

	/**
	 * The requested fields of a member for an answer that must not show what the database did not
	 * give (userinfo): get(), or Retry::busy() when any query it made failed (a database without
	 * quorum), rather than zeros and empty fields (Data\Reads).
	 *
	 * @param int                $user_id Member id.
	 * @param array<int, string> $fields  Names from FIELDS.
	 * @return array<string, string|int|bool>|\WP_Error
	 */
	public static function read( int $user_id, array $fields ) {
		return Reads::checked( static fn() => self::get( $user_id, $fields ) );
	}

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
				return self::text( $user->display_name );
			case 'email':
				return $user->user_email;
			case 'avatar':
				return self::avatar_url( $user->ID );
			case 'institution':
				return self::text( (string) get_user_meta( $user->ID, self::META_INSTITUTION, true ) );
			case 'title':
				return self::text( (string) get_user_meta( $user->ID, self::META_TITLE, true ) );
			case 'research_area':
				return self::text( (string) get_user_meta( $user->ID, self::META_RESEARCH_AREA, true ) );
			case 'subscribed':
				return (bool) get_user_meta( $user->ID, self::META_DIGEST, true );
			case 'likeNumber':
				return ( new Likes() )->count_for_user( $user->ID );
			case 'collectionNumber':
				return ( new Collections() )->count_for_user( $user->ID );
			case 'subscriptionNumber':
				return self::count( Tables::tag_subscriptions(), $user->ID );
			case 'mentionMessageCount':
				return Messages::unread( $user->ID, 'mention' );
			default:
				return Messages::unread( $user->ID, 'system' );
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
	 * Rows of a member in a member table.
	 *
	 * @param string $table   Table.
	 * @param int    $user_id Member id.
	 */
	private static function count( string $table, int $user_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE user_id = %d", $user_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	}
}
