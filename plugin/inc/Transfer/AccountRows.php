<?php
/**
 * Writes one member's account rows, as WordPress stores them.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Transfer;

use Mvc\Core\Member\AvatarUpload;
use Mvc\Core\Member\Profile;
use Mvc\Core\Member\Role;
use Mvc\Core\Member\WeChat\Identities;

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- bulk writes of an import by SQL (each value prepared, one placeholder per key; table names from $wpdb); never cached.

/**
 * A new account (mapped to the source's id in TransferMap) or a found one set from the file again;
 * MemberWriter has decided which, and runs each inside a transaction. By SQL, not wp_insert_user():
 * no user hook runs for 200,000 members.
 */
final class AccountRows {

	/**
	 * The source.
	 *
	 * @var string
	 */
	private string $source;

	/**
	 * For an import of a source.
	 *
	 * @param string $source TransferMap::source().
	 */
	public function __construct( string $source ) {
		$this->source = $source;
	}

	/**
	 * Makes an account (inside a transaction).
	 *
	 * @param array<string, mixed> $member MemberLine::read().
	 * @return int The account's id.
	 * @throws \RuntimeException When a statement failed (the transaction is rolled back).
	 */
	public function create( array $member ): int {
		global $wpdb;
		$login = '' !== $member['login'] && ! username_exists( $member['login'] ) ? $member['login'] : 'm_' . strtolower( wp_generate_password( 12, false ) );
		$done  = $wpdb->insert(
			$wpdb->users,
			array(
				'user_login'      => $login,
				'user_pass'       => $member['pass'],
				'user_nicename'   => mb_substr( sanitize_title( $login ), 0, 50 ),
				'user_email'      => $member['email'],
				'user_registered' => $member['registered'],
				'display_name'    => $member['display_name'],
			),
			array( '%s', '%s', '%s', '%s', '%s', '%s' )
		);
		if ( ! $done ) {
			throw new \RuntimeException( 'users' );
		}
		$user = (int) $wpdb->insert_id;
		$meta = array(
			$wpdb->get_blog_prefix() . 'capabilities' => serialize( array( Role::NAME => true ) ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- stored as WordPress stores it.
			$wpdb->get_blog_prefix() . 'user_level'   => '0',
			'nickname'                                => $member['display_name'],
		) + $member['meta'];
		$this->insert_meta( $user, $meta );
		TransferMap::put( $this->source, 'user', array( $member['old'] => $user ) );
		return $user;
	}

	/**
	 * Sets a found account's fields from the file (inside a transaction).
	 *
	 * @param int                  $user   Account.
	 * @param array<string, mixed> $member MemberLine::read().
	 * @return int The account's id.
	 */
	public function update( int $user, array $member ): int {
		global $wpdb;
		$wpdb->update(
			$wpdb->users,
			array(
				'user_pass'    => $member['pass'],
				'user_email'   => $member['email'],
				'display_name' => $member['display_name'],
			),
			array( 'ID' => $user ),
			array( '%s', '%s', '%s' ),
			array( '%d' )
		);
		$keys = array_merge( array( Profile::META_TITLE, Profile::META_INSTITUTION, Profile::META_RESEARCH_AREA, Profile::META_DIGEST, Profile::META_LAST_LOGIN, Profile::META_AVATAR, 'nickname' ), array_values( Identities::meta_keys() ) );
		$in   = implode( ', ', array_fill( 0, count( $keys ), '%s' ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->usermeta} WHERE user_id = %d AND meta_key IN ({$in})", array_merge( array( $user ), $keys ) ) );
		$this->insert_meta( $user, array( 'nickname' => $member['display_name'] ) + $member['meta'] );
		clean_user_cache( $user );
		return $user;
	}

	/**
	 * Adds user meta rows (one statement).
	 *
	 * @param int                   $user Account.
	 * @param array<string, string> $meta Key => value.
	 * @throws \RuntimeException When the statement failed (the transaction is rolled back).
	 */
	private function insert_meta( int $user, array $meta ): void {
		global $wpdb;
		$values = array();
		foreach ( $meta as $key => $value ) {
			$values[] = $wpdb->prepare( '(%d, %s, %s)', $user, $key, $value );
		}
		if ( false === $wpdb->query( "INSERT INTO {$wpdb->usermeta} (user_id, meta_key, meta_value) VALUES " . implode( ', ', $values ) ) ) {
			throw new \RuntimeException( 'usermeta' );
		}
	}

	/**
	 * Makes an avatar image the member's own (its author and owner mark, AvatarUpload).
	 *
	 * @param int $attachment Attachment id, or 0.
	 * @param int $user       Member.
	 */
	public function adopt_avatar( int $attachment, int $user ): void {
		global $wpdb;
		if ( ! $attachment ) {
			return;
		}
		$wpdb->update( $wpdb->posts, array( 'post_author' => $user ), array( 'ID' => $attachment ), array( '%d' ), array( '%d' ) );
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->postmeta} SET meta_value = %d WHERE post_id = %d AND meta_key = %s", $user, $attachment, AvatarUpload::META_OWNER ) );
		clean_post_cache( $attachment );
	}

	/**
	 * The members' own comments came with the content import without their account (WordPress's
	 * importer keeps a comment's `user_id` only for the post authors it mapped): a comment with no
	 * account and the address of a member of the batch is theirs again. One statement a batch, by
	 * core's `comment_author_email` index; a second run finds nothing to change.
	 *
	 * @param array<string, int> $owners Address => account.
	 */
	public static function own_comments( array $owners ): void {
		global $wpdb;
		if ( ! $owners ) {
			return;
		}
		$cases  = array();
		$emails = array();
		foreach ( $owners as $email => $user ) {
			$cases[]  = $wpdb->prepare( 'WHEN %s THEN %d', $email, $user );
			$emails[] = $wpdb->prepare( '%s', $email );
		}
		$changed = $wpdb->query( "UPDATE {$wpdb->comments} SET user_id = CASE comment_author_email " . implode( ' ', $cases ) . ' ELSE user_id END WHERE user_id = 0 AND comment_author_email IN (' . implode( ', ', $emails ) . ')' );
		if ( $changed ) {
			wp_cache_set_last_changed( 'comment' );
		}
	}
}
