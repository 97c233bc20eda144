<?php
/**
 * The inbox: views.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Submissions\Inbox;

use Mvc\Core\Submissions\Inbox;
use Mvc\Core\Submissions\InboxIndex;
use Mvc\Core\Submissions\SubmissionType;

/**
 * The inbox's views (全部, 未读 / 已读 / 已回复, 回收站) and their counts.
 */
final class Views {

	/**
	 * The list's views: 全部, then 未读 / 已读 / 已回复 with their counts (keeping the kind filter),
	 * then core's trash; without 私密 (every submission is private: it would repeat 全部).
	 *
	 * @param mixed $views Views.
	 * @return array<string, string>
	 */
	public function views( $views ): array {
		$views = is_array( $views ) ? $views : array();
		unset( $views['private'] );
		$current = States::state( get_query_var( Inbox::STATE_VAR ) );
		$kind    = States::kind( get_query_var( Inbox::KIND_VAR ) );
		$counts  = States::state_counts();
		$states  = array();
		foreach ( Inbox::STATES as $state ) {
			$url                       = add_query_arg(
				array_filter(
					array(
						Inbox::STATE_VAR => $state,
						Inbox::KIND_VAR  => $kind,
					)
				),
				admin_url( 'edit.php?post_type=' . SubmissionType::TYPE )
			);
			$states[ 'mvc_' . $state ] = sprintf(
				'<a href="%1$s" id="mvc-state-%2$s"%3$s>%4$s <span class="count">(%5$s)</span></a>',
				esc_url( $url ),
				esc_attr( $state ),
				$current === $state ? ' class="current" aria-current="page"' : '',
				esc_html( States::state_label( $state ) ),
				esc_html( number_format_i18n( $counts[ $state ] ) )
			);
		}
		if ( '' !== $current && isset( $views['all'] ) ) {
			$views['all'] = str_replace( array( ' class="current"', ' aria-current="page"' ), '', $views['all'] );
		}
		$all = isset( $views['all'] ) ? array( 'all' => $views['all'] ) : array();
		return $all + $states + $views;
	}

	/**
	 * `load-edit.php`: on the inbox, core's counts per status (its views 全部 / 回收站, wp_count_posts())
	 * come from the counts InboxIndex keeps, put in core's cache before core would count 100,000
	 * rows; the numbers are the same.
	 */
	public static function prime_status_counts(): void {
		$type = isset( $_GET['post_type'] ) && is_string( $_GET['post_type'] ) ? sanitize_key( $_GET['post_type'] ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which list is shown.
		if ( SubmissionType::TYPE !== $type || ! InboxIndex::ready() ) {
			return;
		}
		$counts = array_fill_keys( get_post_stati(), 0 );
		foreach ( InboxIndex::status_counts() as $status => $n ) {
			$counts[ $status ] = $n;
		}
		// Core's key for every status of the type (also 'readable' for an operator who reads private ones).
		wp_cache_set( _count_posts_cache_key( SubmissionType::TYPE ), (object) $counts, 'counts' );
	}
}
