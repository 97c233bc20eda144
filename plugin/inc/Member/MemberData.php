<?php
/**
 * The member tables follow what their rows point at.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member;

use Mvc\Core\Data\Tables;
use Mvc\Core\Module;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- rows of the member tables, deleted with the user, post or tag they point to.

/**
 * Removes the member tables' rows of a user, post or tag that goes: those tables keep ids without
 * foreign keys (WordPress's tables have none to point at), and a ghost would still count: a deleted
 * tag still followed would count towards the member's limit of 10 tags, unseen and not removable; a
 * deleted article towards their likes. A tag deleted takes its subscriptions; a post deleted for good
 * (not trashed: it may come back) its likes and collections; a user their likes, collections,
 * subscriptions, messages received, comment likes, sessions and digest log.
 */
final class MemberData implements Module {

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
		add_action( 'delete_term', array( self::class, 'on_delete_term' ), 10, 3 );
		add_action( 'deleted_post', array( self::class, 'on_deleted_post' ) );
		add_action( 'deleted_user', array( self::class, 'on_deleted_user' ) );
	}

	/**
	 * A tag was deleted: nobody follows it any more.
	 *
	 * @param mixed $term_id  Term id.
	 * @param mixed $tt_id    Term taxonomy id.
	 * @param mixed $taxonomy Taxonomy.
	 */
	public static function on_delete_term( $term_id, $tt_id, $taxonomy ): void {
		unset( $tt_id );
		if ( 'post_tag' !== $taxonomy ) {
			return;
		}
		global $wpdb;
		$wpdb->delete( Tables::tag_subscriptions(), array( 'term_id' => (int) $term_id ), array( '%d' ) );
		TagSubscriptions::forget_followers();
	}

	/**
	 * A post was deleted for good: nobody likes or keeps it any more.
	 *
	 * @param mixed $post_id Post id.
	 */
	public static function on_deleted_post( $post_id ): void {
		global $wpdb;
		foreach ( array( Tables::likes(), Tables::collections() ) as $table ) {
			$wpdb->delete( $table, array( 'post_id' => (int) $post_id ), array( '%d' ) );
		}
	}

	/**
	 * A user was deleted: their own rows go.
	 *
	 * @param mixed $user_id User id.
	 */
	public static function on_deleted_user( $user_id ): void {
		global $wpdb;
		$tables = array(
			Tables::likes(),
			Tables::collections(),
			Tables::tag_subscriptions(),
			Tables::messages(),
			Tables::comment_likes(),
			Tables::sessions(),
			Tables::digest_log(),
		);
		foreach ( $tables as $table ) {
			$wpdb->delete( $table, array( 'user_id' => (int) $user_id ), array( '%d' ) );
		}
		TagSubscriptions::forget_followers();
	}
}
