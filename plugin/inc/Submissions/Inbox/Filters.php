<?php
/**
 * The inbox: filters.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Submissions\Inbox;

use Mvc\Core\Submissions\CsvExport;
use Mvc\Core\Submissions\Inbox;
use Mvc\Core\Submissions\SubmissionType;
use Mvc\Core\Submissions\Submissions;
use WP_Query;

/**
 * Above the inbox's list: the kind dropdown, the state kept with it, the CSV export link, and the
 * main query narrowed to the chosen kind and state.
 */
final class Filters {

	/**
	 * `query_vars`: the kind filter.
	 *
	 * @param mixed $vars Public query variables.
	 * @return array<int, string>
	 */
	public function query_vars( $vars ): array {
		$vars   = is_array( $vars ) ? $vars : array();
		$vars[] = Inbox::KIND_VAR;
		$vars[] = Inbox::STATE_VAR;
		return $vars;
	}

	/**
	 * `pre_get_posts`: the list of submissions shows the chosen kind and state only.
	 *
	 * @param mixed $query The query.
	 */
	public function filter_by_kind( $query ): void {
		if ( ! $query instanceof WP_Query || ! $query->is_main_query() || SubmissionType::TYPE !== $query->get( 'post_type' ) ) {
			return;
		}
		$kind = States::kind( $query->get( Inbox::KIND_VAR ) );
		if ( '' !== $kind ) {
			$query->set( 'meta_key', Submissions::META_KIND );
			$query->set( 'meta_value', $kind );
		}
		$state = States::state( $query->get( Inbox::STATE_VAR ) );
		if ( '' !== $state ) {
			$query->set( 'meta_query', States::state_query( $state ) );
		}
	}

	/**
	 * Above the list: the kind dropdown and the CSV export of what the list shows.
	 *
	 * @param string $post_type The list's post type.
	 * @param string $which     top or bottom.
	 */
	public function filters( $post_type, $which = 'top' ): void {
		if ( SubmissionType::TYPE !== $post_type || 'top' !== $which ) {
			return;
		}
		$current = States::kind( get_query_var( Inbox::KIND_VAR ) );
		echo '<label class="screen-reader-text" for="mvc-kind-filter">' . esc_html__( 'Filter by kind', 'mvc-core' ) . '</label>';
		echo '<select name="' . esc_attr( Inbox::KIND_VAR ) . '" id="mvc-kind-filter">';
		echo '<option value="">' . esc_html__( 'All kinds', 'mvc-core' ) . '</option>';
		foreach ( Submissions::KINDS as $kind ) {
			printf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $kind ), selected( $current, $kind, false ), esc_html( Submissions::kind_label( $kind ) ) );
		}
		echo '</select>';
		$state = States::state( get_query_var( Inbox::STATE_VAR ) );
		if ( '' !== $state ) {
			// The kind filter keeps the state view it was chosen in.
			echo '<input type="hidden" name="' . esc_attr( Inbox::STATE_VAR ) . '" value="' . esc_attr( $state ) . '" />';
		}
		$status = isset( $_GET['post_status'] ) && 'trash' === $_GET['post_status'] ? 'trash' : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which list is shown.
		$search = isset( $_GET['s'] ) && is_string( $_GET['s'] ) ? sanitize_text_field( wp_unslash( $_GET['s'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which list is shown.
		// The export takes the list as shown (its applied filter), not an unapplied choice above.
		printf(
			'<a class="button" id="mvc-submissions-export" href="%1$s">%2$s</a> ',
			esc_url( CsvExport::url( $current, $status, $search, $state ) ),
			esc_html__( 'Export CSV', 'mvc-core' )
		);
	}
}
