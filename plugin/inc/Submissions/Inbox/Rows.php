<?php
/**
 * The inbox: rows.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Submissions\Inbox;

use Mvc\Core\Submissions\Attachments;
use Mvc\Core\Submissions\Inbox;
use Mvc\Core\Submissions\SubmissionType;
use Mvc\Core\Submissions\Submissions;
use WP_Post;

/**
 * The inbox's rows: columns, cells, the 未读 mark and class, the row actions (查看, 回复).
 */
final class Rows {

	/**
	 * The list's columns.
	 *
	 * @param mixed $columns Core's columns.
	 * @return array<string, string>
	 */
	public function columns( $columns ): array {
		return array(
			'cb'           => is_array( $columns ) && isset( $columns['cb'] ) ? $columns['cb'] : '<input type="checkbox" />',
			'title'        => __( 'Subject', 'mvc-core' ),
			'mvc_kind'     => __( 'Kind', 'mvc-core' ),
			'mvc_state'    => __( 'State', 'mvc-core' ),
			'mvc_sender'   => __( 'Sender', 'mvc-core' ),
			'mvc_source'   => __( 'From', 'mvc-core' ),
			'mvc_received' => __( 'Received', 'mvc-core' ),
		);
	}

	/**
	 * The received column sorts by date.
	 *
	 * @param mixed $columns Sortable columns.
	 * @return array<string, mixed>
	 */
	public function sortable( $columns ): array {
		$columns                 = is_array( $columns ) ? $columns : array();
		$columns['mvc_received'] = array( 'date', true );
		return $columns;
	}

	/**
	 * Prints a cell of the list.
	 *
	 * @param string $column  Column.
	 * @param int    $post_id Submission id.
	 */
	public function print_cell( $column, $post_id ): void {
		echo self::cell( (string) $column, (int) $post_id ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in cell().
	}

	/**
	 * The HTML of a cell, escaped.
	 *
	 * @param string $column  Column.
	 * @param int    $post_id Submission id.
	 */
	public static function cell( string $column, int $post_id ): string {
		$submission = Submissions::get( $post_id );
		if ( ! $submission ) {
			return '';
		}
		switch ( $column ) {
			case 'mvc_kind':
				return esc_html( Submissions::kind_label( $submission['kind'] ) );
			case 'mvc_sender':
				return esc_html( $submission['name'] ) . '<br />' . esc_html( $submission['email'] );
			case 'mvc_state':
				$state = States::state_of( $post_id );
				return '<span class="mvc-submission-state mvc-submission-state--' . esc_attr( $state ) . '">' . esc_html( States::state_label( $state ) ) . '</span>';
			case 'mvc_source':
				return '' === $submission['source_url']
					? esc_html( $submission['source_title'] )
					: '<a href="' . esc_url( $submission['source_url'] ) . '" target="_blank" rel="noopener">' . esc_html( $submission['source_title'] ) . '</a>';
			case 'mvc_received':
				return esc_html( $submission['date'] );
		}
		return '';
	}

	/**
	 * `display_post_states`: no 私密 on every row (all are private); 未读 on the unread ones.
	 *
	 * @param mixed $states Post states.
	 * @param mixed $post   Post.
	 * @return array<string, string>
	 */
	public function states( $states, $post ): array {
		$states = is_array( $states ) ? $states : array();
		if ( ! $post instanceof WP_Post || SubmissionType::TYPE !== $post->post_type ) {
			return $states;
		}
		unset( $states['private'] );
		if ( 'trash' !== $post->post_status && '1' !== get_post_meta( $post->ID, Submissions::META_READ, true ) ) {
			$states['mvc_unread'] = __( 'Unread', 'mvc-core' );
		}
		return $states;
	}

	/**
	 * `post_class`: unread rows carry a class (bold).
	 *
	 * @param mixed $classes   Classes.
	 * @param mixed $css_class Added classes.
	 * @param mixed $post_id   Post id.
	 * @return array<int, string>
	 */
	public function row_class( $classes, $css_class, $post_id ): array {
		unset( $css_class );
		$classes = is_array( $classes ) ? $classes : array();
		if ( SubmissionType::TYPE === get_post_type( (int) $post_id ) && '1' !== get_post_meta( (int) $post_id, Submissions::META_READ, true ) ) {
			$classes[] = 'mvc-submission-unread';
		}
		return $classes;
	}

	/**
	 * `the_posts`: the files of a page of the inbox (research news submissions carry some) are read
	 * in one query for the rows' actions, not one query a row.
	 *
	 * @param mixed $posts The posts.
	 * @param mixed $query The query.
	 * @return mixed
	 */
	public static function prime_files( $posts, $query ) {
		if ( is_array( $posts ) && $query instanceof \WP_Query && $query->is_main_query() && SubmissionType::TYPE === $query->get( 'post_type' ) ) {
			Attachments::prime( array_map( static fn( $post ) => $post instanceof WP_Post ? $post->ID : (int) $post, $posts ) );
		}
		return $posts;
	}

	/**
	 * `post_row_actions`: 查看 and 回复 instead of edit and quick edit.
	 *
	 * @param mixed $actions Actions.
	 * @param mixed $post    Post.
	 * @return array<string, string>
	 */
	public function row_actions( $actions, $post ): array {
		$actions = is_array( $actions ) ? $actions : array();
		if ( ! $post instanceof WP_Post || SubmissionType::TYPE !== $post->post_type ) {
			return $actions;
		}
		unset( $actions['inline hide-if-no-js'], $actions['view'], $actions['preview'] );
		$submission = Submissions::get( $post->ID );
		if ( isset( $actions['edit'] ) && 'trash' !== $post->post_status ) {
			$actions['edit'] = '<a href="' . esc_url( (string) get_edit_post_link( $post->ID ) ) . '">' . esc_html__( 'View', 'mvc-core' ) . '</a>';
		}
		if ( $submission && 'trash' !== $post->post_status ) {
			$actions['mvc_reply'] = '<a href="' . esc_url( ReplyBox::reply_url( $submission ) ) . '">' . esc_html__( 'Reply', 'mvc-core' ) . '</a>';
		}
		return $actions;
	}
}
