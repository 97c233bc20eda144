<?php
/**
 * The post lists of wp-admin: a type's kept counts.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin\PostList;

use Mvc\Core\Admin\KeptCounts;
use Mvc\Core\Submissions\InboxIndex;
use Mvc\Core\Submissions\SubmissionType;

/**
 * A post type's posts per status and per author, kept (KeptCounts) until a post of the type is
 * written, and put where wp_count_posts() looks first on the list and the dashboard.
 */
final class TypeCounts {

	/**
	 * The kept record of a post type's counts (KeptCounts): its posts per status ('status') and
	 * the authors' posts per status ('authors').
	 *
	 * @param string $post_type Post type.
	 */
	public static function record( string $post_type ): string {
		return 'posts_' . $post_type;
	}

	/**
	 * Makes a post type's kept records stale: the counts, and the months unless only auto-drafts
	 * were involved.
	 *
	 * @param string $post_type Post type.
	 * @param bool   $months    Whether the months may have changed.
	 */
	private static function bump( string $post_type, bool $months ): void {
		KeptCounts::bump( self::record( $post_type ) );
		if ( $months ) {
			KeptCounts::bump( Months::months_record( $post_type ) );
		}
	}

	/**
	 * `transition_post_status`: every save of a post through WordPress (insert, update, publish,
	 * trash, restore, a scheduled post published) makes its type's counts stale.
	 *
	 * @param mixed $new_status New status.
	 * @param mixed $old_status Old status.
	 * @param mixed $post       The post.
	 */
	public static function written( $new_status, $old_status, $post ): void {
		if ( $post instanceof \WP_Post ) {
			$drafts = array( 'new', 'auto-draft' );
			self::bump( $post->post_type, ! in_array( $new_status, $drafts, true ) || ! in_array( $old_status, $drafts, true ) );
		}
	}

	/**
	 * `post_updated`: a post moved to another type makes the old type's counts stale too.
	 *
	 * @param mixed $post_id     Post id.
	 * @param mixed $post_after  The post now.
	 * @param mixed $post_before The post before.
	 */
	public static function updated( $post_id, $post_after, $post_before ): void {
		if ( $post_after instanceof \WP_Post && $post_before instanceof \WP_Post && $post_after->post_type !== $post_before->post_type ) {
			self::bump( $post_before->post_type, 'auto-draft' !== $post_before->post_status );
		}
	}

	/**
	 * `deleted_post`: a deleted post's type's counts are stale.
	 *
	 * @param mixed $post_id Post id.
	 * @param mixed $post    The post.
	 */
	public static function deleted( $post_id, $post = null ): void {
		if ( $post instanceof \WP_Post ) {
			self::bump( $post->post_type, 'auto-draft' !== $post->post_status );
		}
	}

	/**
	 * A post type's posts per status, as wp_count_posts() counts them for a user who reads private
	 * posts (kept; counted by one covering GROUP BY when stale).
	 *
	 * @param string $post_type Post type.
	 * @return array<string, int>
	 */
	public static function status_counts( string $post_type ): array {
		$counts = KeptCounts::get(
			self::record( $post_type ),
			'status',
			static function () use ( $post_type ): array {
				global $wpdb;
				$rows = $wpdb->get_results( $wpdb->prepare( "SELECT post_status, COUNT(*) AS n FROM {$wpdb->posts} WHERE post_type = %s GROUP BY post_status", $post_type ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- counted once per change of the type's posts.
				return array_map( 'intval', array_column( is_array( $rows ) ? $rows : array(), 'n', 'post_status' ) );
			}
		);
		return is_array( $counts ) ? array_map( 'intval', $counts ) : array();
	}

	/**
	 * One author's posts of a type per status (kept; see authors_counts()).
	 *
	 * @param string $post_type Post type.
	 * @param int    $author    Author id.
	 * @return array<string, int>
	 */
	public static function author_counts( string $post_type, int $author ): array {
		return self::authors_counts( $post_type, array( $author ) )[ $author ] ?? array();
	}

	/**
	 * Authors' posts of a type per status. The record keeps the authors who have posts of the type
	 * (staff: few); the others asked for (members, who have none) are counted each time by one
	 * grouped covering count on mvc_author_type_status, an empty range for them.
	 *
	 * @param string          $post_type Post type.
	 * @param array<int, int> $authors Author ids.
	 * @return array<int, array<string, int>> Per author id (missing: no posts of the type).
	 */
	public static function authors_counts( string $post_type, array $authors ): array {
		$record  = self::record( $post_type );
		$kept    = KeptCounts::peek( $record, 'authors' );
		$kept    = is_array( $kept ) ? $kept : array();
		$authors = array_values( array_unique( array_filter( array_map( 'intval', $authors ) ) ) );
		$missing = array_values( array_diff( $authors, array_map( 'intval', array_keys( $kept ) ) ) );
		if ( $missing ) {
			global $wpdb;
			$list  = implode( ',', $missing );
			$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT post_author, post_status, COUNT(*) AS n FROM {$wpdb->posts} FORCE INDEX (mvc_author_type_status) WHERE post_author IN ({$list}) AND post_type = %s GROUP BY post_author, post_status", $post_type ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- integers only; covering.
			$found = array();
			foreach ( is_array( $rows ) ? $rows : array() as $row ) {
				$found[ (int) $row['post_author'] ][ (string) $row['post_status'] ] = (int) $row['n'];
			}
			if ( $found ) {
				$kept = $kept + $found;
				KeptCounts::put( $record, 'authors', $kept );
			}
		}
		$counts = array();
		foreach ( $authors as $author ) {
			if ( isset( $kept[ $author ] ) && is_array( $kept[ $author ] ) ) {
				$counts[ $author ] = array_map( 'intval', $kept[ $author ] );
			}
		}
		return $counts;
	}

	/**
	 * `current_screen`: puts the kept counts where wp_count_posts() looks first (its 'counts' cache)
	 * for the list's post type (edit.php) or the dashboard's (post, page), when the user reads
	 * private posts (then core's count and cache key are the ones for every author).
	 *
	 * @param mixed $screen The screen.
	 */
	public static function prime_counts( $screen ): void {
		if ( ! $screen instanceof \WP_Screen ) {
			return;
		}
		$types = 'edit' === $screen->base ? array( (string) $screen->post_type ) : ( 'dashboard' === $screen->id ? array( 'post', 'page' ) : array() );
		foreach ( $types as $type ) {
			$object = get_post_type_object( $type );
			// The inbox's counts come from its own index (Submissions\Inbox::prime_status_counts()).
			$inbox = SubmissionType::TYPE === $type && InboxIndex::ready();
			if ( ! $object || $inbox || ! current_user_can( $object->cap->read_private_posts ) ) {
				continue;
			}
			$counts = array_fill_keys( get_post_stati(), 0 );
			foreach ( self::status_counts( $type ) as $status => $n ) {
				$counts[ $status ] = $n;
			}
			wp_cache_set( 'posts-' . $type, (object) $counts, 'counts' );
		}
	}
}
