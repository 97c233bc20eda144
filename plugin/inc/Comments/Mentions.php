<?php
/**
 * Mentions of members in comments.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Comments;

use Mvc\Core\Member\Role;
use Mvc\Core\Member\Avatars;
use Mvc\Core\Member\Profile;
use WP_Comment;
use WP_User;
use WP_User_Query;

/**
 * A mention is stored in a comment's text as `@{display name（institution）_userId}`. One is kept
 * only when its user id is in the comment's `at_list` and is a member (its label is then rewritten
 * from the member's profile); anything else that looks like one is escaped (its `@` stored as
 * `&#64;`), so it renders as plain text. `at_list` (comment meta META_AT_LIST) holds the ids of the
 * members the saved text really mentions; the mention messages (CommentMessages) and the REST field
 * of the same name (Rest\CommentFields) read it.
 */
final class Mentions {

	public const META_AT_LIST = 'mvc_at_list';

	/**
	 * A stored mention: the label, then the member's id.
	 */
	public const MENTION_PATTERN = '/@\{([^{}\r\n]{0,200}?)_(\d{1,19})\}/u';

	/**
	 * At most this many ids in at_list.
	 */
	public const MAX_AT_LIST = 50;

	/**
	 * Ids of the members a comment mentions.
	 *
	 * @param int $comment_id Comment id.
	 * @return array<int, int>
	 */
	public static function at_list( int $comment_id ): array {
		$ids = get_comment_meta( $comment_id, self::META_AT_LIST, true );
		return is_array( $ids ) ? array_values( array_map( 'intval', $ids ) ) : array();
	}

	/**
	 * Stores the ids of $sent that the comment's content mentions.
	 *
	 * @param WP_Comment      $comment Comment.
	 * @param array<int, int> $sent    Ids sent in at_list.
	 */
	public static function store_at_list( WP_Comment $comment, array $sent ): void {
		$mentioned = self::mentioned_ids( $comment->comment_content );
		$ids       = array_values( array_unique( array_intersect( self::members_only( $sent ), $mentioned ) ) );
		update_comment_meta( (int) $comment->comment_ID, self::META_AT_LIST, $ids );
	}

	/**
	 * User ids of the mentions in a text.
	 *
	 * @param string $text Comment content.
	 * @return array<int, int>
	 */
	public static function mentioned_ids( string $text ): array {
		preg_match_all( self::MENTION_PATTERN, $text, $matches );
		return array_values( array_unique( array_map( 'intval', $matches[2] ) ) );
	}

	/**
	 * The users, other than one, with published comments on a post, the latest commenter first.
	 *
	 * @param int $post_id Post.
	 * @param int $exclude User left out (the reader).
	 * @param int $limit   Most users.
	 * @return array<int, int>
	 */
	public static function commenters( int $post_id, int $exclude, int $limit ): array {
		global $wpdb;
		// Read newest first on the index mvc_post_date (Data\Schema), a batch at a time (the next batch
		// after the last comment read), until $limit distinct commenters are found: a hot article's
		// 100,000 comments are never all read or grouped. The status is left out of the SQL (checked
		// here) so that MariaDB ranges over the article's date index, never over the whole site's
		// approved comments by date (core's comment_approved_date_gmt).
		$found  = array();
		$batch  = max( 100, 5 * $limit );
		$before = null;
		do {
			$sql = null === $before
				? $wpdb->prepare(
					"SELECT user_id, comment_approved, comment_date_gmt, comment_ID FROM {$wpdb->comments} WHERE comment_post_ID = %d AND user_id > 0 AND user_id <> %d ORDER BY comment_date_gmt DESC, comment_ID DESC LIMIT %d",
					$post_id,
					$exclude,
					$batch
				)
				: $wpdb->prepare(
					"SELECT user_id, comment_approved, comment_date_gmt, comment_ID FROM {$wpdb->comments} WHERE comment_post_ID = %d AND user_id > 0 AND user_id <> %d AND comment_date_gmt <= %s AND ( comment_date_gmt < %s OR comment_ID < %d ) ORDER BY comment_date_gmt DESC, comment_ID DESC LIMIT %d",
					$post_id,
					$exclude,
					$before[0],
					$before[0],
					$before[1],
					$batch
				);
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- commenters by their latest comment, which WP_Comment_Query cannot ask; prepared above.
			$rows = (array) $wpdb->get_results( $sql, ARRAY_A );
			$read = count( $rows );
			foreach ( $rows as $row ) {
				$before = array( (string) $row['comment_date_gmt'], (int) $row['comment_ID'] );
				if ( '1' !== (string) $row['comment_approved'] ) {
					continue;
				}
				$found[ (int) $row['user_id'] ] = true;
				if ( count( $found ) >= $limit ) {
					break 2;
				}
			}
		} while ( $read === $batch );
		return array_keys( $found );
	}

	/**
	 * The ids that belong to members.
	 *
	 * @param array<int, int> $ids User ids.
	 * @return array<int, int>
	 */
	public static function members_only( array $ids ): array {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		if ( $ids ) {
			cache_users( $ids );
		}
		return array_values(
			array_filter(
				$ids,
				static function ( int $id ): bool {
					return Role::is_member( $id );
				}
			)
		);
	}

	/**
	 * Keeps the mentions of the given members (with their label rewritten from the profile) and
	 * escapes everything else that looks like a mention.
	 *
	 * @param string          $text    Content (unslashed).
	 * @param array<int, int> $allowed Member ids the comment may mention.
	 */
	public static function sanitize_mentions( string $text, array $allowed ): string {
		// Only text between tags can hold a mention: one inside a tag (an attribute kses allows) is
		// escaped, never rewritten, so a label can never land inside markup.
		$parts = wp_html_split( $text );
		foreach ( $parts as $i => $part ) {
			if ( str_starts_with( $part, '<' ) ) {
				$parts[ $i ] = str_replace( '@{', '&#64;{', $part );
				continue;
			}
			$kept        = array();
			$part        = (string) preg_replace_callback(
				self::MENTION_PATTERN,
				static function ( array $found ) use ( $allowed, &$kept ): string {
					$id = (int) $found[2];
					if ( ! in_array( $id, $allowed, true ) ) {
						return $found[0];
					}
					$kept[] = self::mention( $id );
					return "\x01" . ( count( $kept ) - 1 ) . "\x02";
				},
				$part
			);
			$part        = str_replace( '@{', '&#64;{', $part );
			$parts[ $i ] = (string) preg_replace_callback(
				'/\x01(\d+)\x02/',
				static function ( array $found ) use ( $kept ): string {
					return $kept[ (int) $found[1] ] ?? '';
				},
				$part
			);
		}//end foreach
		return implode( '', $parts );
	}

	/**
	 * The stored form of a mention of a member.
	 *
	 * @param int $user_id Member id.
	 */
	public static function mention( int $user_id ): string {
		$user        = get_userdata( $user_id );
		$name        = Profile::text( $user ? $user->display_name : '' );
		$institution = Profile::text( (string) get_user_meta( $user_id, Profile::META_INSTITUTION, true ) );
		// The label is the plain text of the profile (stored values decoded), without what would end
		// the mention (braces, @, line breaks) or look like markup, and escaped once (`&`) as the
		// comment's text around it is (Comments::preprocess()).
		$clean = static function ( string $part ): string {
			return htmlspecialchars( (string) preg_replace( '/[{}@<>"\'\p{Cc}]/u', '', $part ), ENT_NOQUOTES, 'UTF-8' );
		};
		return '@{' . $clean( $name ) . '（' . $clean( $institution ) . '）_' . $user_id . '}';
	}

	/**
	 * Members a reader may mention, by name: display names containing the text, in name order.
	 *
	 * @param int    $reader   The member searching (left out).
	 * @param string $search   Part of a display name.
	 * @param int    $page     Page, from 1.
	 * @param int    $per_page Members per page.
	 * @return array{list: list<array{id: int, avatar: string, display_name: string, institution: string}>, total: int}
	 */
	public static function by_name( int $reader, string $search, int $page, int $per_page ): array {
		// The same members, order and total as core's user search `display_name LIKE '%text%'` with
		// the member role, read from the name grams (CommentMentionNames) instead of every user.
		$found = CommentMentionNames::search( $search, $reader, ( $page - 1 ) * $per_page, $per_page );
		return array(
			'list'  => self::listed( $found['ids'] ),
			'total' => $found['total'],
		);
	}

	/**
	 * The other members who commented on an article, the latest commenter first.
	 *
	 * @param int $reader   The member asking (left out).
	 * @param int $post_id  Article.
	 * @param int $most     Most commenters considered.
	 * @param int $page     Page, from 1.
	 * @param int $per_page Members per page.
	 * @return array{list: list<array{id: int, avatar: string, display_name: string, institution: string}>, total: int}
	 */
	public static function fellow_commenters( int $reader, int $post_id, int $most, int $page, int $per_page ): array {
		$commenters = self::commenters( $post_id, $reader, $most );
		if ( ! $commenters ) {
			return array(
				'list'  => array(),
				'total' => 0,
			);
		}
		// commenters() has left the reader out already.
		return self::members(
			array(
				'number'  => $per_page,
				'paged'   => $page,
				'include' => $commenters,
				'orderby' => 'include',
			)
		);
	}

	/**
	 * Members as the mention suggestions show them, in the order given.
	 *
	 * @param array<int, int> $ids User ids.
	 * @return list<array{id: int, avatar: string, display_name: string, institution: string}>
	 */
	private static function listed( array $ids ): array {
		if ( ! $ids ) {
			return array();
		}
		cache_users( $ids );
		Avatars::prime( $ids );
		$list = array();
		foreach ( $ids as $id ) {
			$user = get_userdata( $id );
			if ( ! $user instanceof WP_User ) {
				continue;
			}
			$list[] = array(
				'id'           => $user->ID,
				'avatar'       => Profile::avatar_url( $user->ID ),
				'display_name' => Profile::text( $user->display_name ),
				'institution'  => Profile::text( (string) get_user_meta( $user->ID, Profile::META_INSTITUTION, true ) ),
			);
		}
		return $list;
	}

	/**
	 * A page of members as the mention suggestions show them.
	 *
	 * @param array<string, mixed> $args WP_User_Query arguments.
	 * @return array{list: list<array{id: int, avatar: string, display_name: string, institution: string}>, total: int}
	 */
	private static function members( array $args ): array {
		$query = new WP_User_Query(
			$args + array(
				'role'        => Role::NAME,
				'count_total' => true,
				'fields'      => 'all_with_meta',
			)
		);
		$users = array_filter( $query->get_results(), static fn( $user ): bool => $user instanceof WP_User );
		$list  = self::listed( array_map( static fn( WP_User $user ): int => (int) $user->ID, array_values( $users ) ) );
		return array(
			'list'  => $list,
			'total' => (int) $query->get_total(),
		);
	}
}
