<?php
/**
 * The site's custom tables, created and upgraded with dbDelta under a schema version.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Data;

use Mvc\Core\Module;
use Mvc\Core\Transfer\ImportFiles;
use Mvc\Core\Transfer\TransferMap;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the upgrade claim is a row of the options table taken with INSERT IGNORE and read past the object cache, so that one request of one node upgrades.

/**
 * Keeps the custom tables at SCHEMA_VERSION. A later issue that adds or changes a table adds its
 * definition to tables() and raises VERSION; the next request (or the plugin's activation) runs
 * dbDelta once. Tables are InnoDB with the unique keys that make toggles idempotent.
 */
final class Schema implements Module {

	public const VERSION = 27;

	public const OPTION = 'mvc_schema_version';

	/**
	 * The row of the options table that says a request is upgrading (its value: when it began), so
	 * that two PHP nodes reaching a new version at once do not run the same DDL twice.
	 */
	public const UPGRADING = 'mvc_schema_upgrading';

	/**
	 * Seconds after which an upgrade that never ended (its PHP process died) is run again.
	 */
	public const UPGRADE_STALE = 300;

	/**
	 * Always applies: the version check is one autoloaded option.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', array( self::class, 'maybe_upgrade' ), 1 );
	}

	/**
	 * Runs install() when the stored version is older than VERSION, on one request of the whole
	 * site at a time: the first to insert the UPGRADING row (unique option name, so one insert wins
	 * on every database node) upgrades; a request meanwhile goes on with the tables as they are.
	 */
	public static function maybe_upgrade(): void {
		if ( (int) get_option( self::OPTION, 0 ) >= self::VERSION || ! self::claim_upgrade() ) {
			return;
		}
		global $wpdb;
		try {
			// Another node may have finished just now: its version is read from the table itself.
			if ( (int) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::OPTION ) ) < self::VERSION ) {
				self::install();
			} else {
				wp_cache_delete( 'alloptions', 'options' );
			}
		} finally {
			$wpdb->delete( $wpdb->options, array( 'option_name' => self::UPGRADING ), array( '%s' ) );
		}
	}

	/**
	 * Creates or upgrades every table and records the version.
	 */
	public static function install(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$charset = $wpdb->get_charset_collate();
		foreach ( self::tables() as $table => $columns ) {
			dbDelta( "CREATE TABLE {$table} (\n{$columns}\n) ENGINE=InnoDB {$charset};" );
		}
		foreach ( self::core_indexes() as $table => $indexes ) {
			foreach ( $indexes as $name => $columns ) {
				self::add_index( $table, $name, $columns );
			}
		}
		update_option( self::OPTION, self::VERSION, true );
	}

	/**
	 * Secondary indexes the site adds to core's tables, for queries a large site runs on hot paths
	 * (each entry says which). Added online (InnoDB builds them without locking writes); on Galera
	 * the ALTER replicates as total order isolation, so a release that adds one runs it once, on one
	 * request of one node, like every schema change (maybe_upgrade()).
	 *
	 * @return array<string, array<string, string>> Full table name => index name => column list.
	 */
	public static function core_indexes(): array {
		global $wpdb;
		return array(
			$wpdb->comments => array(
				// Rest\CommentFields: one article's comments by date (GMT), newest or oldest first (a deep
				// page is read from the other end), covering the status, type and author filters;
				// Comments\Mentions::commenters(), the latest commenters.
				'mvc_post_date'   => 'comment_post_ID, comment_date_gmt, comment_ID, comment_approved, comment_type, user_id',
				// Rest\CommentFields: one article's comments by like count (comment_karma, CommentLikes).
				'mvc_post_likes'  => 'comment_post_ID, comment_karma, comment_date_gmt, comment_ID, comment_approved, comment_type, user_id',
				// Rest\CommentFields: the list's total (other types than comments, a member's held ones).
				'mvc_post_status' => 'comment_post_ID, comment_approved, comment_type, user_id',
				// Member\AccountData: a member's comments (export, anonymised on deletion by one UPDATE
				// of the member's rows only); edit-comments' per-user counts by status.
				'mvc_user_status' => 'user_id, comment_approved',
				// Admin\CommentCounts: edit-comments' type dropdown (comments / pings exist?), counted
				// over the few rows of other types than comments instead of every comment.
				'mvc_type_status' => 'comment_type, comment_approved',
			),
			$wpdb->posts    => array(
				// wp-admin edit.php (Admin\PostList): a page of a type's list newest first with its status filter
				// in the index (no filesort of the whole type), the "Mine" list, the months dropdown's loose scan.
				'mvc_type_date'          => 'post_type, post_date, post_status, post_author',
				// wp-admin edit.php's "Mine" count and count_user_posts() (users.php's posts column): covering.
				'mvc_author_type_status' => 'post_author, post_type, post_status',
			),
			$wpdb->users    => array(),
			$wpdb->usermeta => array(),
		);
	}

	/**
	 * Adds one index to a core table unless an index of that name is there.
	 *
	 * @param string $table   Full table name.
	 * @param string $name    Index name (mvc_ prefixed, so it never meets core's).
	 * @param string $columns Column list, as in CREATE INDEX.
	 */
	private static function add_index( string $table, string $name, string $columns ): void {
		global $wpdb;
		$exists = $wpdb->get_var( $wpdb->prepare( 'SELECT 1 FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = %s AND INDEX_NAME = %s LIMIT 1', $table, $name ) );
		if ( null !== $exists ) {
			return;
		}
		// Identifiers come from core_indexes() only, never from input.
		$wpdb->query( "ALTER TABLE `{$table}` ADD INDEX `{$name}` ({$columns}), ALGORITHM=INPLACE, LOCK=NONE" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	/**
	 * Claims the upgrade: inserts the UPGRADING row, or takes over one left by a request that died.
	 */
	private static function claim_upgrade(): bool {
		global $wpdb;
		$errors = $wpdb->suppress_errors( true );
		$claim  = self::insert_claim();
		if ( ! $claim && $wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND CAST(option_value AS UNSIGNED) < %d", self::UPGRADING, time() - self::UPGRADE_STALE ) ) ) {
			$claim = self::insert_claim();
		}
		$wpdb->suppress_errors( $errors );
		return $claim;
	}

	/**
	 * One try at the UPGRADING row.
	 *
	 * @phpstan-impure
	 */
	private static function insert_claim(): bool {
		global $wpdb;
		return 1 === $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %d, 'off')", self::UPGRADING, time() ) );
	}

	/**
	 * Table definitions in dbDelta's format (two spaces after PRIMARY KEY, one column per line).
	 *
	 * @return array<string, string> Full table name => column and key lines.
	 */
	public static function tables(): array {
		return array(
			Tables::likes()                           => self::post_relation_columns(),
			Tables::collections()                     => self::post_relation_columns(),
			Tables::sessions()                        => 'id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
user_id bigint(20) unsigned NOT NULL,
token_hash char(64) NOT NULL,
persistent tinyint(1) unsigned NOT NULL DEFAULT 0,
created_at datetime NOT NULL,
expires_at datetime NOT NULL,
ip varchar(45) NOT NULL DEFAULT \'\',
user_agent varchar(255) NOT NULL DEFAULT \'\',
PRIMARY KEY  (id),
UNIQUE KEY token_hash (token_hash),
KEY user_id (user_id),
KEY expires_at (expires_at)',
			Tables::rate_limits()                     => 'bucket char(64) NOT NULL,
window_start datetime NOT NULL,
hits int(10) unsigned NOT NULL DEFAULT 0,
expires_at datetime NOT NULL,
PRIMARY KEY  (bucket,window_start),
KEY expires_at (expires_at)',
			Tables::tag_subscriptions()               => 'id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
user_id bigint(20) unsigned NOT NULL,
term_id bigint(20) unsigned NOT NULL,
position int(10) unsigned NOT NULL DEFAULT 0,
created_at datetime NOT NULL,
PRIMARY KEY  (id),
UNIQUE KEY user_term (user_id,term_id),
KEY term_id (term_id)',
			Tables::registrations()                   => 'id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
token_hash char(64) NOT NULL,
email varchar(100) NOT NULL DEFAULT \'\',
email_verified tinyint(1) unsigned NOT NULL DEFAULT 0,
wechat_openid varchar(64) NOT NULL DEFAULT \'\',
wechat_unionid varchar(64) NOT NULL DEFAULT \'\',
wechat_nickname varchar(100) NOT NULL DEFAULT \'\',
wechat_expires_at datetime DEFAULT NULL,
created_at datetime NOT NULL,
expires_at datetime NOT NULL,
PRIMARY KEY  (id),
UNIQUE KEY token_hash (token_hash),
KEY expires_at (expires_at)',
			Tables::codes()                           => 'id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
email varchar(100) NOT NULL,
purpose varchar(20) NOT NULL,
code_hash char(64) NOT NULL,
attempts tinyint(3) unsigned NOT NULL DEFAULT 0,
created_at datetime NOT NULL,
expires_at datetime NOT NULL,
used_at datetime DEFAULT NULL,
ip varchar(45) NOT NULL DEFAULT \'\',
PRIMARY KEY  (id),
KEY email_purpose (email,purpose,created_at),
KEY ip_created (ip,created_at)',
			Tables::messages()                        => 'id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
user_id bigint(20) unsigned NOT NULL,
category varchar(10) NOT NULL,
type varchar(32) NOT NULL DEFAULT \'\',
comment_id bigint(20) unsigned NOT NULL DEFAULT 0,
post_id bigint(20) unsigned NOT NULL DEFAULT 0,
actor_id bigint(20) unsigned NOT NULL DEFAULT 0,
excerpt varchar(255) NOT NULL DEFAULT \'\',
status varchar(10) NOT NULL DEFAULT \'UNREAD\',
created_at datetime NOT NULL,
PRIMARY KEY  (id),
KEY user_category_status (user_id,category,status),
KEY user_category_id (user_id,category,id),
KEY comment_id (comment_id)',
			Tables::comment_likes()                   => 'id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
user_id bigint(20) unsigned NOT NULL,
comment_id bigint(20) unsigned NOT NULL,
created_at datetime NOT NULL,
PRIMARY KEY  (id),
UNIQUE KEY user_comment (user_id,comment_id),
KEY comment_id (comment_id)',
			Tables::cfp_follows()                     => 'id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
post_id bigint(20) unsigned NOT NULL,
email varchar(100) NOT NULL,
status varchar(12) NOT NULL DEFAULT \'pending\',
token_hash char(64) NOT NULL,
created_at datetime NOT NULL,
confirmed_at datetime DEFAULT NULL,
reminded_at datetime DEFAULT NULL,
ip varchar(45) NOT NULL DEFAULT \'\',
PRIMARY KEY  (id),
UNIQUE KEY post_email (post_id,email),
UNIQUE KEY token_hash (token_hash),
KEY status_post (status,post_id)',
			Tables::digest_log()                      => 'user_id bigint(20) unsigned NOT NULL,
period date NOT NULL,
status varchar(10) NOT NULL DEFAULT \'claimed\',
post_count smallint(5) unsigned NOT NULL DEFAULT 0,
claimed_at datetime NOT NULL,
sent_at datetime DEFAULT NULL,
PRIMARY KEY  (user_id,period),
KEY period_status (period,status)',
			Tables::post_views()                      => 'post_id bigint(20) unsigned NOT NULL,
day date NOT NULL,
views int(10) unsigned NOT NULL DEFAULT 0,
PRIMARY KEY  (post_id,day),
KEY day (day)',
			Tables::course_learners()                 => 'course_id bigint(20) unsigned NOT NULL,
reader_hash char(64) NOT NULL,
day date NOT NULL,
PRIMARY KEY  (course_id,reader_hash,day),
KEY day (day)',
			Tables::locks()                           => 'name char(32) NOT NULL,
owner char(32) NOT NULL,
acquired_at datetime NOT NULL,
expires_at datetime NOT NULL,
PRIMARY KEY  (name)',
			\Mvc\Core\Comments\CommentMentionNames::table() => 'gram varchar(2) NOT NULL,
display_name varchar(250) NOT NULL,
user_id bigint(20) unsigned NOT NULL,
PRIMARY KEY  (gram,display_name,user_id),
KEY user_id (user_id)',
			Tables::member_index()                    => 'user_id bigint(20) unsigned NOT NULL,
institution varchar(100) NOT NULL DEFAULT \'\',
title varchar(32) NOT NULL DEFAULT \'\',
digest tinyint(1) NOT NULL DEFAULT 0,
wechat tinyint(1) NOT NULL DEFAULT 0,
PRIMARY KEY  (user_id),
KEY institution (institution),
KEY title (title),
KEY digest (digest),
KEY wechat (wechat)',
			// The inbox's states and counts kept on write (Submissions\InboxIndex): the menu badge, views, list.
			\Mvc\Core\Submissions\InboxIndex::table() => \Mvc\Core\Submissions\InboxIndex::columns(),
			\Mvc\Core\Submissions\InboxIndex::counts_table() => \Mvc\Core\Submissions\InboxIndex::counts_columns(),
			// Users per role kept on write (Admin\UserRoles): the role views of users.php and its list of one role.
			\Mvc\Core\Admin\UserRoles::table()        => \Mvc\Core\Admin\UserRoles::columns(),
			\Mvc\Core\Admin\UserRoles::counts_table() => \Mvc\Core\Admin\UserRoles::counts_columns(),
			// A category's published posts by date kept on write (Content\TermPosts): deep pages of a category list.
			\Mvc\Core\Content\TermPosts::table()      => \Mvc\Core\Content\TermPosts::columns(),
			// Each tag's follower count kept on write (Member\TagSubscriptions): tag pages, the tags REST field.
			\Mvc\Core\Member\TagSubscriptions::counts_table() => \Mvc\Core\Member\TagSubscriptions::counts_columns(),
			// The search index (Search\Index): tokens of each published article, FULLTEXT on them; /search.
			\Mvc\Core\Search\Index::table()           => \Mvc\Core\Search\Index::columns(),
			// Search results cached per index generation (Search\Search): a common word's rank order and total.
			\Mvc\Core\Search\Index::cache_table()     => \Mvc\Core\Search\Index::cache_columns(),
			// The member import (Transfer\MemberImport): uploaded files in chunks, their refused lines, and the old site's ids.
			ImportFiles::table()                      => ImportFiles::columns(),
			ImportFiles::chunks_table()               => ImportFiles::chunks_columns(),
			ImportFiles::refusals_table()             => ImportFiles::refusals_columns(),
			TransferMap::table()                      => TransferMap::columns(),
			// Addresses pushed to Baidu (Syndication\Baidu\Queue): the queue, its retries and the operators' log.
			Tables::baidu_queue()                     => \Mvc\Core\Syndication\Baidu\Queue::columns(),
		);
	}

	/**
	 * A member-to-post relation: one row per member and post; user_created serves the member's list
	 * in its order (Member\PostRelation::page(), from either end, without a filesort).
	 */
	private static function post_relation_columns(): string {
		return 'id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
user_id bigint(20) unsigned NOT NULL,
post_id bigint(20) unsigned NOT NULL,
created_at datetime NOT NULL,
PRIMARY KEY  (id),
UNIQUE KEY user_post (user_id,post_id),
KEY user_created (user_id,created_at,id),
KEY post_id (post_id)';
	}
}
