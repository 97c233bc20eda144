<?php
/**
 * The articles of a member's digest.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Mail\Digest;

use Mvc\Core\Data\Tables;
use Mvc\Core\Mail\Digest;
use Mvc\Core\Mail\DigestLog;
use Mvc\Core\Member\TagSubscriptions;
use WP_Post;
use WP_Query;
use WP_Term;

/**
 * Which public articles a digest carries: those of the member's tags since their last digest, at
 * most Digest::LIMIT, newest first, grouped by tag in the member's order; for a whole chunk of
 * members in a few set queries (chunk_articles()) with the same result as one by one (articles()).
 */
final class Selection {

	/**
	 * Where a member's next digest starts: the end of the last one sent, else DAYS days ago.
	 *
	 * @param int $user_id Member id.
	 * @param int $now     Unix time.
	 */
	public static function since( int $user_id, int $now ): int {
		return DigestLog::last_sent_at( $user_id ) ?? $now - Digest::DAYS * DAY_IN_SECONDS;
	}

	/**
	 * The public articles of the member's tags published after $since and up to $until, at most
	 * LIMIT, newest first, grouped by tag in the member's order (an article under the first of the
	 * member's tags it carries).
	 *
	 * @param int $user_id Member id.
	 * @param int $since   Unix time (excluded).
	 * @param int $until   Unix time (included).
	 * @return list<array{tag: WP_Term, posts: list<WP_Post>}>
	 */
	public static function articles( int $user_id, int $since, int $until ): array {
		$tags = ( new TagSubscriptions() )->for_user( $user_id );
		if ( ! $tags ) {
			return array();
		}
		$query = new WP_Query(
			array(
				'post_type'              => 'post',
				'post_status'            => 'publish',
				'has_password'           => false,
				'tag__in'                => $tags,
				'date_query'             => array(
					array(
						'column' => 'post_date_gmt',
						'after'  => gmdate( 'Y-m-d H:i:s', $since ),
					),
					array(
						'column'    => 'post_date_gmt',
						'before'    => gmdate( 'Y-m-d H:i:s', $until ),
						'inclusive' => true,
					),
				),
				'orderby'                => array(
					'date' => 'DESC',
					'ID'   => 'DESC',
				),
				'posts_per_page'         => Digest::LIMIT, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- 20, the digest's size.
				'ignore_sticky_posts'    => true,
				'no_found_rows'          => true,
				'update_post_meta_cache' => false,
			)
		);
		return self::group( $tags, array_values( array_filter( $query->posts, static fn( $post ): bool => $post instanceof WP_Post ) ) );
	}

	/**
	 * The articles of a chunk's members (what articles() gives each, from each one's since()), in a
	 * few set queries for the whole chunk instead of about six a member: their tags (one query),
	 * the ends of their last digests (one), the public posts published in the chunk's widest
	 * window, newest first (one range of wp_posts' type_status_date index, at most WINDOW), those
	 * posts with their terms (two, cached for the batch's next chunks). Each member's selection is
	 * then made in PHP with articles()' rules: after their own since, carrying one of their tags, at
	 * most LIMIT, newest first. When the window held WINDOW posts and a member got fewer than LIMIT,
	 * older posts could belong to them: that member is read alone by articles(), so the result is
	 * always articles()' own.
	 *
	 * @param int[] $members Member ids.
	 * @param int   $until   Unix time (included).
	 * @param int   $most    Most posts of the window (WINDOW; smaller in tests).
	 * @phpstan-param list<int> $members
	 * @return array<int, list<array{tag: WP_Term, posts: list<WP_Post>}>> Member id => groups.
	 */
	public static function chunk_articles( array $members, int $until, int $most = Digest::WINDOW ): array {
		global $wpdb;
		$out = array_fill_keys( $members, array() );
		if ( ! $members ) {
			return $out;
		}
		$ids   = implode( ',', array_map( 'intval', $members ) );
		$table = Tables::tag_subscriptions();
		$tags  = array();
		$rows  = $wpdb->get_results( "SELECT user_id, term_id FROM {$table} WHERE user_id IN ({$ids}) ORDER BY user_id, position, id" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables, integer ids; the chunk's tags, exact.
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$tags[ (int) $row->user_id ][] = (int) $row->term_id;
		}
		if ( ! $tags ) {
			return $out;
		}
		$last  = DigestLog::last_sent_many( array_keys( $tags ) );
		$since = array();
		foreach ( array_keys( $tags ) as $user_id ) {
			$since[ $user_id ] = $last[ $user_id ] ?? $until - Digest::DAYS * DAY_IN_SECONDS;
		}
		$from = min( $since );
		// post_date (the index's column) within a day of post_date_gmt whatever the site's zone; the
		// exact window is post_date_gmt's.
		$window = $wpdb->get_results( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the chunk's window, exact.
			$wpdb->prepare(
				"SELECT ID, post_date_gmt FROM {$wpdb->posts} WHERE post_type = 'post' AND post_status = 'publish' AND post_date > %s AND post_date <= %s AND post_date_gmt > %s AND post_date_gmt <= %s AND post_password = '' ORDER BY post_date DESC, ID DESC LIMIT %d",
				gmdate( 'Y-m-d H:i:s', $from - DAY_IN_SECONDS ),
				gmdate( 'Y-m-d H:i:s', $until + DAY_IN_SECONDS ),
				gmdate( 'Y-m-d H:i:s', $from ),
				gmdate( 'Y-m-d H:i:s', $until ),
				$most
			)
		);
		$window = is_array( $window ) ? $window : array();
		$full   = count( $window ) >= $most;
		$posts  = array_map( static fn( $row ): int => (int) $row->ID, $window );
		if ( $posts ) {
			_prime_post_caches( $posts, true, false );
			update_object_term_cache( $posts, 'post' );
		}
		$own = array();
		foreach ( $posts as $post_id ) {
			$own[ $post_id ] = self::tag_ids( $post_id );
		}
		foreach ( $tags as $user_id => $list ) {
			$after  = gmdate( 'Y-m-d H:i:s', $since[ $user_id ] );
			$follow = array_flip( $list );
			$chosen = array();
			foreach ( $window as $row ) {
				if ( (string) $row->post_date_gmt <= $after || ! self::carries( $own[ (int) $row->ID ], $follow ) ) {
					continue;
				}
				$post = get_post( (int) $row->ID );
				if ( $post instanceof WP_Post ) {
					$chosen[] = $post;
				}
				if ( count( $chosen ) >= Digest::LIMIT ) {
					break;
				}
			}
			$out[ $user_id ] = $full && count( $chosen ) < Digest::LIMIT
				? self::articles( $user_id, $since[ $user_id ], $until )
				: self::group( $list, $chosen );
		}
		return $out;
	}

	/**
	 * The tag ids of a post, from the term cache's ids (no term objects built: chunk_articles() asks
	 * for hundreds of posts a chunk), else get_the_terms().
	 *
	 * @param int $post_id Post id.
	 * @return list<int>
	 */
	private static function tag_ids( int $post_id ): array {
		$cached = wp_cache_get( $post_id, 'post_tag_relationships' );
		if ( is_array( $cached ) ) {
			return array_map( 'intval', $cached );
		}
		$terms = get_the_terms( $post_id, 'post_tag' );
		return is_array( $terms ) ? array_map( static fn( WP_Term $term ): int => $term->term_id, $terms ) : array();
	}

	/**
	 * Whether a post's tags hold one of a member's.
	 *
	 * @param int[]           $own    The post's tag ids.
	 * @param array<int, int> $follow The member's tag ids as keys.
	 * @phpstan-param list<int> $own
	 */
	private static function carries( array $own, array $follow ): bool {
		foreach ( $own as $tag_id ) {
			if ( isset( $follow[ $tag_id ] ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Posts grouped by tag in the member's order (a post under the first of the member's tags it carries).
	 *
	 * @param int[]     $tags  The member's tag ids, in their order.
	 * @param WP_Post[] $posts Posts, newest first.
	 * @phpstan-param list<int> $tags
	 * @phpstan-param list<WP_Post> $posts
	 * @return list<array{tag: WP_Term, posts: list<WP_Post>}>
	 */
	private static function group( array $tags, array $posts ): array {
		$groups = array();
		foreach ( $posts as $post ) {
			$own = self::tag_ids( $post->ID );
			foreach ( $tags as $tag_id ) {
				if ( in_array( $tag_id, $own, true ) ) {
					$groups[ $tag_id ][] = $post;
					break;
				}
			}
		}
		$ordered = array();
		foreach ( $tags as $tag_id ) {
			$term = isset( $groups[ $tag_id ] ) ? get_term( $tag_id, 'post_tag' ) : null;
			if ( $term instanceof WP_Term ) {
				$ordered[] = array(
					'tag'   => $term,
					'posts' => $groups[ $tag_id ],
				);
			}
		}
		return $ordered;
	}

	/**
	 * Articles in some groups.
	 *
	 * @param list<array{tag: WP_Term, posts: list<WP_Post>}> $groups Groups.
	 */
	public static function count( array $groups ): int {
		return array_sum( array_map( static fn( array $group ): int => count( $group['posts'] ), $groups ) );
	}
}
