<?php
/**
 * The inbox: the states.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Submissions\Inbox;

use Mvc\Core\Submissions\Inbox;
use Mvc\Core\Submissions\InboxIndex;
use Mvc\Core\Submissions\Replies;
use Mvc\Core\Submissions\SubmissionType;
use Mvc\Core\Submissions\Submissions;

/**
 * The inbox's states (未读 / 已读 / 已回复) and kinds: what a request asks for, what a submission is in,
 * their names, their counts and their meta queries.
 */
final class States {

	/**
	 * The kind a request asks for (the filter), or '' for all.
	 *
	 * @param mixed $value The query variable's value.
	 */
	public static function kind( $value ): string {
		return is_string( $value ) && in_array( $value, Submissions::KINDS, true ) ? $value : '';
	}

	/**
	 * The state a request asks for (the views), or '' for all.
	 *
	 * @param mixed $value The query variable's value.
	 */
	public static function state( $value ): string {
		return is_string( $value ) && in_array( $value, Inbox::STATES, true ) ? $value : '';
	}

	/**
	 * A submission's state: 未读 until opened (or marked unread again), then 已回复 once answered,
	 * else 已读.
	 *
	 * @param int $id Submission id.
	 */
	public static function state_of( int $id ): string {
		if ( '1' !== get_post_meta( $id, Submissions::META_READ, true ) ) {
			return 'unread';
		}
		return Replies::replied( $id ) ? 'replied' : 'read';
	}

	/**
	 * The name of a state, for operators.
	 *
	 * @param string $state One of STATES.
	 */
	public static function state_label( string $state ): string {
		switch ( $state ) {
			case 'unread':
				return __( 'Unread', 'mvc-core' );
			case 'read':
				return __( 'Read', 'mvc-core' );
			case 'replied':
				return __( 'Replied', 'mvc-core' );
		}
		return $state;
	}

	/**
	 * How many submissions (not in the trash) are in each state.
	 *
	 * @return array{unread: int, read: int, replied: int}
	 */
	public static function state_counts(): array {
		if ( InboxIndex::ready() ) {
			return array(
				'unread'  => InboxIndex::count( 'private', 'unread' ),
				'read'    => InboxIndex::count( 'private', 'read' ),
				'replied' => InboxIndex::count( 'private', 'replied' ),
			);
		}
		global $wpdb;
		$rows   = $wpdb->get_results( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- three counts for the views of one screen.
			$wpdb->prepare(
				"SELECT CASE WHEN r.meta_id IS NULL THEN 'unread' WHEN d.meta_id IS NULL THEN 'read' ELSE 'replied' END AS state, COUNT(*) AS n FROM {$wpdb->posts} p LEFT JOIN {$wpdb->postmeta} r ON r.post_id = p.ID AND r.meta_key = %s AND r.meta_value = '1' LEFT JOIN {$wpdb->postmeta} d ON d.post_id = p.ID AND d.meta_key = %s AND d.meta_value = '1' WHERE p.post_type = %s AND p.post_status = 'private' GROUP BY state",
				Submissions::META_READ,
				Replies::META_REPLIED,
				SubmissionType::TYPE
			),
			ARRAY_A
		);
		$counts = array(
			'unread'  => 0,
			'read'    => 0,
			'replied' => 0,
		);
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			if ( isset( $counts[ $row['state'] ] ) ) {
				$counts[ $row['state'] ] = (int) $row['n'];
			}
		}
		return $counts;
	}

	/**
	 * The meta query of a state.
	 *
	 * @param string $state One of STATES.
	 * @return array<int|string, mixed>
	 */
	public static function state_query( string $state ): array {
		$read    = array(
			'key'   => Submissions::META_READ,
			'value' => '1',
		);
		$replied = array(
			'key'   => Replies::META_REPLIED,
			'value' => '1',
		);
		$queries = array(
			'unread'  => array(
				array(
					'key'     => Submissions::META_READ,
					'compare' => 'NOT EXISTS',
				),
			),
			'read'    => array(
				'relation' => 'AND',
				$read,
				array(
					'key'     => Replies::META_REPLIED,
					'compare' => 'NOT EXISTS',
				),
			),
			'replied' => array(
				'relation' => 'AND',
				$read,
				$replied,
			),
		);
		return $queries[ $state ] ?? array();
	}
}
