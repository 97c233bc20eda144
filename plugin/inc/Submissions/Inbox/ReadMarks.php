<?php
/**
 * The inbox: read marks.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Submissions\Inbox;

use Mvc\Core\Submissions\Inbox;
use Mvc\Core\Submissions\SubmissionType;
use Mvc\Core\Submissions\Submissions;

/**
 * Read and unread marks set by operators: on opening, by 标记为未读, by the bulk actions; and the
 * menu's unread count.
 */
final class ReadMarks {

	/**
	 * The bulk actions: mark read or unread; no bulk edit (nothing of a submission is edited).
	 *
	 * @param mixed $actions Actions.
	 * @return array<string, string>
	 */
	public function bulk_actions( $actions ): array {
		$actions = is_array( $actions ) ? $actions : array();
		unset( $actions['edit'] );
		return array(
			Inbox::BULK_READ   => __( 'Mark as read', 'mvc-core' ),
			Inbox::BULK_UNREAD => __( 'Mark as unread', 'mvc-core' ),
		) + $actions;
	}

	/**
	 * `handle_bulk_actions-edit-mvc_submission`: marks the chosen submissions (edit.php has checked
	 * the list's nonce) and says how many on the list.
	 *
	 * @param mixed $redirect Where the list goes back to.
	 * @param mixed $action   The bulk action.
	 * @param mixed $ids      The chosen ids.
	 * @return mixed
	 */
	public function handle_bulk( $redirect, $action, $ids ) {
		if ( ! in_array( $action, array( Inbox::BULK_READ, Inbox::BULK_UNREAD ), true ) || ! is_string( $redirect ) ) {
			return $redirect;
		}
		$marked = 0;
		foreach ( is_array( $ids ) ? $ids : array() as $id ) {
			$id = (int) $id;
			if ( SubmissionType::TYPE === get_post_type( $id ) && current_user_can( 'edit_post', $id ) ) {
				Submissions::mark_read( $id, Inbox::BULK_READ === $action );
				++$marked;
			}
		}
		return add_query_arg( Inbox::MARKED_VAR, $marked, $redirect );
	}

	/**
	 * After a bulk mark, how many were marked.
	 */
	public function marked_notice(): void {
		$screen = get_current_screen();
		if ( ! $screen || 'edit-' . SubmissionType::TYPE !== $screen->id || ! isset( $_GET[ Inbox::MARKED_VAR ] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a count to show.
			return;
		}
		$count = absint( $_GET[ Inbox::MARKED_VAR ] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a count to show.
		/* translators: %s: number of submissions. */
		printf( '<div class="notice notice-success is-dismissible"><p>%s</p></div>', esc_html( sprintf( _n( '%s submission marked.', '%s submissions marked.', $count, 'mvc-core' ), number_format_i18n( $count ) ) ) );
	}

	/**
	 * `load-post.php`: a submission being opened is marked read before the menu counts the unread
	 * ones (open() draws its screen).
	 */
	public function opening(): void {
		$id = isset( $_GET['post'] ) && is_string( $_GET['post'] ) ? absint( $_GET['post'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- opening a screen changes only the read mark.
		if ( $id > 0 && SubmissionType::TYPE === get_post_type( $id ) && current_user_can( 'edit_post', $id ) ) {
			Submissions::mark_read( $id );
		}
	}

	/**
	 * The admin-post.php action: marks a submission unread again and goes back to the list.
	 */
	public function mark_unread(): void {
		$id = isset( $_GET['post'] ) ? absint( $_GET['post'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- checked below, with the id in the action.
		check_admin_referer( Inbox::UNREAD_ACTION . '_' . $id );
		if ( SubmissionType::TYPE !== get_post_type( $id ) || ! current_user_can( 'edit_post', $id ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to do that.', 'mvc-core' ), 403 );
		}
		Submissions::mark_read( $id, false );
		wp_safe_redirect( admin_url( 'edit.php?post_type=' . SubmissionType::TYPE ) );
		exit;
	}

	/**
	 * The menu item's unread count (as core's pending comments).
	 */
	public function menu_count(): void {
		global $menu;
		if ( ! is_array( $menu ) || ! current_user_can( SubmissionType::CAPABILITY ) ) {
			return;
		}
		$count = Submissions::unread_count();
		if ( $count < 1 ) {
			return;
		}
		foreach ( $menu as $position => $item ) {
			if ( isset( $item[2] ) && 'edit.php?post_type=' . SubmissionType::TYPE === $item[2] ) {
				// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the menu's label, as core adds its counts.
				$menu[ $position ][0] .= sprintf(
					' <span class="awaiting-mod count-%1$d"><span class="pending-count" aria-hidden="true">%2$s</span><span class="screen-reader-text">%3$s</span></span>',
					$count,
					esc_html( number_format_i18n( $count ) ),
					/* translators: %s: number of unread submissions. */
					esc_html( sprintf( _n( '%s unread', '%s unread', $count, 'mvc-core' ), number_format_i18n( $count ) ) )
				);
				return;
			}
		}
	}
}
