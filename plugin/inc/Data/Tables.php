<?php
/**
 * Names of the custom tables.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Data;

/**
 * One definition of each custom table's name, with the site's table prefix.
 */
final class Tables {

	public const LIKES             = 'mvc_likes';
	public const COLLECTIONS       = 'mvc_collections';
	public const SESSIONS          = 'mvc_sessions';
	public const RATE_LIMITS       = 'mvc_rate_limits';
	public const TAG_SUBSCRIPTIONS = 'mvc_tag_subscriptions';
	public const MESSAGES          = 'mvc_messages';
	public const CODES             = 'mvc_codes';
	public const REGISTRATIONS     = 'mvc_registrations';
	public const COMMENT_LIKES     = 'mvc_comment_likes';
	public const CFP_FOLLOWS       = 'mvc_cfp_follows';
	public const POST_VIEWS        = 'mvc_post_views';
	public const DIGEST_LOG        = 'mvc_digest_log';
	public const COURSE_LEARNERS   = 'mvc_course_learners';
	public const LOCKS             = 'mvc_locks';
	public const MEMBER_INDEX      = 'mvc_member_index';
	public const BAIDU_QUEUE       = 'mvc_baidu_queue';

	/**
	 * Post likes by members.
	 */
	public static function likes(): string {
		return self::prefixed( self::LIKES );
	}

	/**
	 * Post favourites (collections) by members.
	 */
	public static function collections(): string {
		return self::prefixed( self::COLLECTIONS );
	}

	/**
	 * Member sessions (the mvc_member_token cookie), by token hash.
	 */
	public static function sessions(): string {
		return self::prefixed( self::SESSIONS );
	}

	/**
	 * Request counters of the rate limits, per bucket and window.
	 */
	public static function rate_limits(): string {
		return self::prefixed( self::RATE_LIMITS );
	}

	/**
	 * Members' tag subscriptions, in their order.
	 */
	public static function tag_subscriptions(): string {
		return self::prefixed( self::TAG_SUBSCRIPTIONS );
	}

	/**
	 * Registrations in progress (the wp_mvc_member_registration cookie), by token hash.
	 */
	public static function registrations(): string {
		return self::prefixed( self::REGISTRATIONS );
	}

	/**
	 * E-mailed verification codes, hashed, with their tries and use.
	 */
	public static function codes(): string {
		return self::prefixed( self::CODES );
	}

	/**
	 * Members' mention and system messages with their read state.
	 */
	public static function messages(): string {
		return self::prefixed( self::MESSAGES );
	}

	/**
	 * Comment likes: one row per member and comment.
	 */
	public static function comment_likes(): string {
		return self::prefixed( self::COMMENT_LIKES );
	}

	/**
	 * Special-issue follows: one row per e-mail address and call-for-papers post.
	 */
	public static function cfp_follows(): string {
		return self::prefixed( self::CFP_FOLLOWS );
	}

	/**
	 * Article views: one row per article and day, with that day's count.
	 */
	public static function post_views(): string {
		return self::prefixed( self::POST_VIEWS );
	}

	/**
	 * The bi-weekly digest: one row per member and period (the period's first day), claimed before
	 * the mail is sent and marked sent after, so a resumed run never sends one period twice.
	 */
	public static function digest_log(): string {
		return self::prefixed( self::DIGEST_LOG );
	}

	/**
	 * Course learners: one row per course, reader (a keyed hash, never the address) and day, so a
	 * reader counts once a day per course; rows older than two days are deleted.
	 */
	public static function course_learners(): string {
		return self::prefixed( self::COURSE_LEARNERS );
	}

	/**
	 * Named locks held across every PHP node and database node (Security\Lock): one row per lock
	 * held, with its owner's token and its expiry.
	 */
	public static function locks(): string {
		return self::prefixed( self::LOCKS );
	}

	/**
	 * Members' facts that wp-admin's users screen filters on, one row per user (Admin\MemberIndex).
	 */
	public static function member_index(): string {
		return self::prefixed( self::MEMBER_INDEX );
	}

	/**
	 * Addresses pushed to Baidu's link submission: waiting, sent, failed or removed, with Baidu's
	 * answer (Syndication\Baidu\Queue).
	 */
	public static function baidu_queue(): string {
		return self::prefixed( self::BAIDU_QUEUE );
	}

	/**
	 * The name with the site's prefix.
	 *
	 * @param string $name Unprefixed table name.
	 */
	private static function prefixed( string $name ): string {
		global $wpdb;
		return $wpdb->prefix . $name;
	}
}
