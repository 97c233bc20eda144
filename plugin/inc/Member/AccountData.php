<?php
/**
 * A member's rights over their data: a copy of it, and the account's deletion.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member;

use Mvc\Core\Cache\PagePurge;
use Mvc\Core\Data\Retry;
use Mvc\Core\Data\Tables;
use WP_Error;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- a member's rows in the member tables, read whole for their copy and deleted with the account; never cached.

/**
 * A member's copy of their data (export()) and the account's deletion (delete()), as China's PIPL
 * requires. On deletion the member's comments stay on their articles (removing them would tear threads
 * apart) but lose everything that names the member; avatar uploads go with their files, then the user
 * and their rows in the member tables (Member\MemberData), sessions included. What the copy holds and
 * what goes: docs/features/profile-and-messages.md, "A copy of the member's data, and the account's
 * deletion".
 */
final class AccountData {

	/**
	 * Posts of the member's likes or collections loaded at a time for the copy.
	 */
	private const CHUNK = 500;

	/**
	 * Messages read at a time for the copy.
	 */
	private const MESSAGES = 2000;

	/**
	 * Everything the site keeps about a member.
	 *
	 * @param int $user_id Member id.
	 * @return array<string, mixed>
	 */
	public static function export( int $user_id ): array {
		$user = get_userdata( $user_id );
		if ( ! $user ) {
			return array();
		}
		return array(
			'exported_at'   => wp_date( DATE_ATOM ),
			'site'          => home_url( '/' ),
			'profile'       => Profile::get( $user_id, array( 'display_name', 'email', 'avatar', 'institution', 'title', 'research_area', 'subscribed' ) ) + array(
				'registered' => self::from_utc( $user->user_registered ),
				'last_login' => ( (int) get_user_meta( $user_id, Profile::META_LAST_LOGIN, true ) ) ? wp_date( DATE_ATOM, (int) get_user_meta( $user_id, Profile::META_LAST_LOGIN, true ) ) : '',
			),
			'likes'         => self::relations( Tables::likes(), $user_id ),
			'collections'   => self::relations( Tables::collections(), $user_id ),
			'subscriptions' => ( new TagSubscriptions() )->tags( $user_id ),
			'comments'      => self::comments( $user_id ),
			'messages'      => self::messages( $user_id ),
		);
	}

	/**
	 * Deletes the member's account (see the class's description), all or nothing: the comments,
	 * the avatars' rows, the user and the member tables' rows in one transaction (Data\Retry), the
	 * avatars' files only once it is written. When the database did not write it, nothing changed
	 * (the caches of what it touched are forgotten) and the answer is Retry::busy().
	 *
	 * @param int $user_id Member id.
	 * @return bool|WP_Error Whether the account was deleted (false: not a member), or Retry::busy().
	 */
	public static function delete( int $user_id ) {
		if ( ! Role::is_member( $user_id ) ) {
			return false;
		}
		require_once ABSPATH . 'wp-admin/includes/user.php';
		$comments = array();
		$avatars  = array();
		$files    = array();
		// The files are removed after the commit: a rolled-back deletion keeps them.
		$hold = static function ( $file ) use ( &$files ) {
			$files[] = (string) $file;
			return '';
		};
		add_filter( 'wp_delete_file', $hold, PHP_INT_MAX );
		$articles = array();
		try {
			$deleted = Retry::transaction(
				static function () use ( $user_id, &$comments, &$avatars, &$articles ): bool {
					global $wpdb;
					// The member's comments by the index mvc_user_status: their ids (for the caches) and one
					// approved comment of each article (for its cached page), then one UPDATE of those rows
					// only. Nothing is counted again: no comment changes its article or its status, so the
					// articles' rows and counts are not touched (wp_update_comment() per comment recounted
					// the article each time, holding its row).
					$comments = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT comment_ID FROM {$wpdb->comments} WHERE user_id = %d", $user_id ) ) );
					$articles = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT MIN(comment_ID) FROM {$wpdb->comments} WHERE user_id = %d AND comment_approved = '1' GROUP BY comment_post_ID", $user_id ) ) );
					if ( $comments ) {
						$done = $wpdb->query(
							$wpdb->prepare(
								"UPDATE {$wpdb->comments} SET user_id = 0, comment_author = %s, comment_author_email = '', comment_author_url = '', comment_author_IP = '', comment_agent = '' WHERE user_id = %d",
								__( 'Deleted member', 'mvc-core' ),
								$user_id
							)
						);
						if ( false === $done ) {
							throw new \RuntimeException( 'The comments were not anonymised.' );
						}
					}
					$avatars = array_map(
						'intval',
						get_posts(
							array(
								'post_type'   => 'attachment',
								'post_status' => 'inherit',
								'author'      => $user_id,
								'numberposts' => -1,
								'fields'      => 'ids',
							)
						)
					);
					foreach ( $avatars as $attachment ) {
						wp_delete_attachment( $attachment, true );
					}
					return wp_delete_user( $user_id );
				}
			);
		} finally {
			remove_filter( 'wp_delete_file', $hold, PHP_INT_MAX );
		}//end try
		clean_comment_cache( $comments );
		if ( is_wp_error( $deleted ) ) {
			clean_user_cache( $user_id );
			array_map( 'clean_post_cache', $avatars );
			return $deleted;
		}
		// The articles whose page shows one of the comments are purged (what `edit_comment` did).
		array_map( array( PagePurge::class, 'on_edit_comment' ), $articles );
		array_map( 'wp_delete_file', array_unique( $files ) );
		return $deleted;
	}

	/**
	 * The member's likes or collections: the article and when.
	 *
	 * @param string $table   Relation table.
	 * @param int    $user_id Member id.
	 * @return array<int, array{post_id: int, title: string, link: string, date: string}>
	 */
	private static function relations( string $table, int $user_id ): array {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT post_id, created_at FROM {$table} WHERE user_id = %d ORDER BY id", $user_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
		// wpdb's own copy of the rows (objects) goes: the copy keeps one (not flush(): it would drop
		// the statement's error, which Data\Reads::checked() reads).
		$wpdb->last_result = array();
		$out               = array();
		foreach ( array_chunk( (array) $rows, self::CHUNK ) as $chunk ) {
			$ids = array_map( 'intval', array_column( $chunk, 'post_id' ) );
			// What this copy loads and the request's cache did not hold goes again after the chunk, so a
			// member with thousands of likes does not keep thousands of posts in memory.
			$fresh = array_keys( array_filter( wp_cache_get_multiple( $ids, 'posts' ), static fn( $post ): bool => false === $post ) );
			// With their terms: a permalink that names a category reads them (a query a post otherwise).
			_prime_post_caches( $ids, true, false );
			foreach ( $chunk as $row ) {
				$out[] = array(
					'post_id' => (int) $row['post_id'],
					'title'   => (string) get_the_title( (int) $row['post_id'] ),
					'link'    => (string) get_permalink( (int) $row['post_id'] ),
					'date'    => self::from_utc( (string) $row['created_at'] ),
				);
			}
			if ( $fresh ) {
				wp_cache_delete_multiple( $fresh, 'posts' );
				foreach ( get_object_taxonomies( 'post' ) as $taxonomy ) {
					wp_cache_delete_multiple( $fresh, $taxonomy . '_relationships' );
				}
			}
		}//end foreach
		return $out;
	}

	/**
	 * The member's comments (get_comments()' own selection and order), read CHUNK at a time: the ids
	 * in one query, then each chunk's comments and their articles' posts, forgotten again after the
	 * chunk when this copy loaded them (a member with thousands of comments does not keep them all
	 * and their articles in memory).
	 *
	 * @param int $user_id Member id.
	 * @return array<int, array{id: int, post_id: int, post_title: string, content: string, date: string, status: string}>
	 */
	private static function comments( int $user_id ): array {
		$out = array();
		$ids = get_comments(
			array(
				'user_id'                   => $user_id,
				'fields'                    => 'ids',
				'update_comment_meta_cache' => false,
				'update_comment_post_cache' => false,
			)
		);
		foreach ( array_chunk( array_map( 'intval', (array) $ids ), self::CHUNK ) as $chunk ) {
			$fresh = array_keys( array_filter( wp_cache_get_multiple( $chunk, 'comment' ), static fn( $comment ): bool => false === $comment ) );
			_prime_comment_caches( $chunk, false );
			$comments = array_filter( array_map( 'get_comment', $chunk ) );
			// The articles' titles: their posts in one query a chunk, not one an article.
			$posts     = array_values( array_unique( array_map( static fn( $comment ): int => (int) $comment->comment_post_ID, $comments ) ) );
			$new_posts = array_keys( array_filter( wp_cache_get_multiple( $posts, 'posts' ), static fn( $post ): bool => false === $post ) );
			_prime_post_caches( $posts, false, false );
			foreach ( $comments as $comment ) {
				$out[] = array(
					'id'         => (int) $comment->comment_ID,
					'post_id'    => (int) $comment->comment_post_ID,
					'post_title' => (string) get_the_title( (int) $comment->comment_post_ID ),
					'content'    => (string) $comment->comment_content,
					'date'       => mysql2date( DATE_ATOM, $comment->comment_date, false ),
					'status'     => (string) wp_get_comment_status( $comment ),
				);
			}
			wp_cache_delete_multiple( $fresh, 'comment' );
			wp_cache_delete_multiple( $new_posts, 'posts' );
		}//end foreach
		return $out;
	}

	/**
	 * The messages the member received, in the order they came (by id), read MESSAGES rows at a
	 * time: for each of the member's categories a keyset over the index user_category_id (user_id,
	 * category, id), then put in id order (wpdb keeps a statement's rows twice, so one statement of
	 * 20,000 rows held three copies of them; a keyset on the primary key alone walked the whole
	 * table past the member's last message).
	 *
	 * @param int $user_id Member id.
	 * @return array<int, array{category: string, type: string, excerpt: string, post_id: int, date: string, status: string}>
	 */
	private static function messages( int $user_id ): array {
		global $wpdb;
		$table = Tables::messages();
		$out   = array();
		foreach ( $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT category FROM {$table} WHERE user_id = %d", $user_id ) ) as $category ) { // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
			$after = 0;
			do {
				$rows              = (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, category, type, excerpt, post_id, status, created_at FROM {$table} FORCE INDEX (user_category_id) WHERE user_id = %d AND category = %s AND id > %d ORDER BY id LIMIT %d", $user_id, $category, $after, self::MESSAGES ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
				$wpdb->last_result = array();
				$got               = count( $rows );
				foreach ( $rows as $row ) {
					$after         = (int) $row['id'];
					$out[ $after ] = array(
						'category' => (string) $row['category'],
						'type'     => (string) $row['type'],
						'excerpt'  => (string) $row['excerpt'],
						'post_id'  => (int) $row['post_id'],
						'date'     => self::from_utc( (string) $row['created_at'] ),
						'status'   => (string) $row['status'],
					);
				}
			} while ( self::MESSAGES === $got );
		}
		ksort( $out );
		return array_values( $out );
	}

	/**
	 * A UTC datetime of the database in the site's time zone, ISO 8601.
	 *
	 * @param string $utc `Y-m-d H:i:s` in UTC.
	 */
	private static function from_utc( string $utc ): string {
		try {
			return ( new \DateTimeImmutable( $utc, new \DateTimeZone( 'UTC' ) ) )->setTimezone( wp_timezone() )->format( DATE_ATOM );
		} catch ( \Exception $e ) {
			return '';
		}
	}
}
