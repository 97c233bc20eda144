<?php
/**
 * The tags recommended to a member who follows none (the subscriptions tab's empty state).
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member;

use Mvc\Core\Content\ArticleCards;
use Mvc\Core\Content\CardData;
use Mvc\Core\Content\ContentVersion;
use Mvc\Core\Data\Tables;

// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the ranking is a few aggregate queries over the tag and subscription tables, kept in an option for everyone (see below).

/**
 * SHOWN tags the member does not follow, the most followed first, then the most used (then the oldest
 * tag), each with its POSTS newest public articles as cards (members.md section 3). The ranking and
 * posts are the same for everyone, so the first SHOWN + TagSubscriptions::LIMIT tags (enough for any
 * member once their own are left out) are kept in a non-autoloaded option keyed by the content stamp
 * (ContentVersion), the site's address and permalinks, for CACHE_SECONDS at most: followers change
 * without the stamp, so the ranking is at most that old. The member's own tags and the follower counts
 * are read live: a kept answer costs three queries.
 */
final class RecommendedTags {

	/**
	 * Tags recommended.
	 */
	public const SHOWN = 6;

	/**
	 * Posts per recommended tag.
	 */
	public const POSTS = 3;

	public const OPTION = 'mvc_recommended_tags';

	public const CACHE_SECONDS = 10 * MINUTE_IN_SECONDS;

	/**
	 * The tags recommended to a member.
	 *
	 * @param int $user_id Member id.
	 * @return list<array{term_id: int, name: string, slug: string, count: int, subscribe_number: int, posts: list<array<string, mixed>>}>
	 */
	public function for_user( int $user_id ): array {
		$subscriptions = new TagSubscriptions();
		$followed      = array_flip( $subscriptions->for_user( $user_id ) );
		$followers     = null;
		$tags          = array();
		foreach ( self::candidates() as $tag ) {
			if ( isset( $followed[ $tag['term_id'] ] ) ) {
				continue;
			}
			$followers = $followers ?? $subscriptions->followers_map();
			$tags[]    = array(
				'term_id'          => $tag['term_id'],
				'name'             => $tag['name'],
				'slug'             => $tag['slug'],
				'count'            => $tag['count'],
				'subscribe_number' => $followers[ $tag['term_id'] ] ?? 0,
				'posts'            => $tag['posts'],
			);
			if ( count( $tags ) >= self::SHOWN ) {
				break;
			}
		}
		return $tags;
	}

	/**
	 * Forgets the kept ranking (tests; an operator's change of the content does it by the stamp).
	 */
	public static function forget(): void {
		delete_option( self::OPTION );
	}

	/**
	 * The first tags of the ranking with their posts, kept (see the class).
	 *
	 * @return list<array{term_id: int, name: string, slug: string, count: int, posts: list<array<string, mixed>>}>
	 */
	private static function candidates(): array {
		$key  = md5( ContentVersion::current() . '|' . home_url() . '|' . get_option( 'permalink_structure' ) );
		$kept = get_option( self::OPTION );
		if ( is_array( $kept ) && ( $kept['key'] ?? '' ) === $key && (int) ( $kept['time'] ?? 0 ) > time() - self::CACHE_SECONDS && is_array( $kept['tags'] ?? null ) ) {
			return $kept['tags'];
		}
		$tags = self::build();
		update_option(
			self::OPTION,
			array(
				'key'  => $key,
				'time' => time(),
				'tags' => $tags,
			),
			false
		);
		return $tags;
	}

	/**
	 * Builds the first tags of the ranking with their posts (ties go by slug, which a move to
	 * another site keeps, unlike the id): the ranking, the posts of all of them
	 * (one UNION of a newest-first LIMIT per tag), then the cards (ArticleCards' few queries). A tag
	 * with no public article is left out.
	 *
	 * @return list<array{term_id: int, name: string, slug: string, count: int, posts: list<array<string, mixed>>}>
	 */
	private static function build(): array {
		global $wpdb;
		$table = Tables::tag_subscriptions();
		$rows  = (array) $wpdb->get_results(
			$wpdb->prepare(
				"SELECT tt.term_id, tt.term_taxonomy_id, tt.count, t.name, t.slug, COALESCE(f.followers, 0) AS followers FROM {$wpdb->term_taxonomy} tt INNER JOIN {$wpdb->terms} t ON t.term_id = tt.term_id LEFT JOIN (SELECT term_id, COUNT(*) AS followers FROM {$table} GROUP BY term_id) f ON f.term_id = tt.term_id WHERE tt.taxonomy = 'post_tag' AND tt.count > 0 ORDER BY followers DESC, tt.count DESC, t.slug ASC LIMIT %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
				self::SHOWN + TagSubscriptions::LIMIT
			),
			ARRAY_A
		);
		if ( ! $rows ) {
			return array();
		}

		$selects = array();
		$args    = array();
		foreach ( $rows as $row ) {
			$selects[] = "(SELECT tr.term_taxonomy_id, p.ID FROM {$wpdb->term_relationships} tr INNER JOIN {$wpdb->posts} p ON p.ID = tr.object_id WHERE tr.term_taxonomy_id = %d AND p.post_type = 'post' AND p.post_status = 'publish' AND p.post_password = '' ORDER BY p.post_date DESC, p.ID DESC LIMIT %d)";
			array_push( $args, (int) $row['term_taxonomy_id'], self::POSTS );
		}
		$posts  = (array) $wpdb->get_results( $wpdb->prepare( implode( ' UNION ALL ', $selects ), $args ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- one select per tag, its values placeholders.
		$by_tag = array();
		foreach ( $posts as $post ) {
			$by_tag[ (int) $post['term_taxonomy_id'] ][] = (int) $post['ID'];
		}

		$cards = array();
		foreach ( ArticleCards::for_ids( array_merge( array(), ...array_values( $by_tag ) ), ArticleCards::TAGS_SHORT ) as $card ) {
			$cards[ $card['id'] ] = $card;
		}
		$tags = array();
		foreach ( $rows as $row ) {
			$list = array();
			foreach ( $by_tag[ (int) $row['term_taxonomy_id'] ] ?? array() as $id ) {
				if ( isset( $cards[ $id ] ) ) {
					$list[] = $cards[ $id ];
				}
			}
			if ( $list ) {
				$tags[] = array(
					'term_id' => (int) $row['term_id'],
					'name'    => CardData::plain_text( (string) $row['name'] ),
					'slug'    => (string) $row['slug'],
					'count'   => (int) $row['count'],
					'posts'   => $list,
				);
			}
		}
		return $tags;
	}
}
