<?php
/**
 * The inbox: its list read from the index.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Submissions\Inbox;

use Mvc\Core\Submissions\Inbox;
use Mvc\Core\Submissions\InboxIndex;
use Mvc\Core\Submissions\SubmissionType;
use WP_Query;

/**
 * The inbox's main query answered from InboxIndex's tables when it can be (one page of ids and
 * a total), so the list screen never joins every submission to its meta.
 */
final class ListQuery {

	/**
	 * `posts_pre_query`: the inbox's list (every state or one, a kind or all, the trash or not,
	 * by date) read from the index, its total from the counts: no join to meta, no found rows. A
	 * search or another order goes to core's query as before.
	 *
	 * @param mixed $posts Posts (null: not answered yet).
	 * @param mixed $query The query.
	 * @return mixed
	 */
	public static function list_query( $posts, $query ) {
		if ( null !== $posts || ! $query instanceof WP_Query || ! $query->is_main_query() || ! InboxIndex::ready() ) {
			return $posts;
		}
		if ( SubmissionType::TYPE !== $query->get( 'post_type' ) || 'ids' === $query->get( 'fields' ) ) {
			return $posts;
		}
		foreach ( array( 's', 'm', 'author', 'p', 'post__in', 'name' ) as $narrower ) {
			if ( ! empty( $query->get( $narrower ) ) ) {
				return $posts;
			}
		}
		$orderby = $query->get( 'orderby' );
		if ( ! in_array( $orderby, array( '', 'date', 'post_date', 'mvc_received' ), true ) ) {
			return $posts;
		}
		$status = $query->get( 'post_status' );
		if ( in_array( $status, array( '', 'all', array() ), true ) ) {
			$status = 'private';
		}
		if ( ! in_array( $status, array( 'private', 'trash' ), true ) ) {
			return $posts;
		}
		$per_page = (int) $query->get( 'posts_per_page' );
		if ( $per_page < 1 ) {
			return $posts;
		}
		$state  = States::state( $query->get( Inbox::STATE_VAR ) );
		$state  = '' === $state ? null : $state;
		$kind   = States::kind( $query->get( Inbox::KIND_VAR ) );
		$paged  = max( 1, (int) $query->get( 'paged' ) );
		$newest = 'ASC' !== strtoupper( (string) $query->get( 'order' ) );
		$ids    = InboxIndex::page( $status, $state, $kind, $per_page, ( $paged - 1 ) * $per_page, $newest );

		$query->found_posts   = InboxIndex::count( $status, $state, $kind );
		$query->max_num_pages = (int) ceil( $query->found_posts / $per_page );
		if ( $ids ) {
			_prime_post_caches( $ids, true, true );
		}
		return $ids;
	}
}
