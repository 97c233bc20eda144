<?php
/**
 * The operators' inbox of submissions in wp-admin.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Submissions;

use Mvc\Core\Module;
use WP_Post;
use WP_Query;

/**
 * The inbox, wp-admin > 留言与提问 (the list screen of SubmissionType): one row per submission with its kind, the
 * sender (name and e-mail), the subject, where it came from (linked), when it arrived; unread rows
 * are bold and marked 未读, and the menu item carries the unread count. A dropdown above the list
 * filters by kind (the query variable KIND_VAR), and 导出 CSV downloads the filtered list
 * (CsvExport); bulk actions mark several read or unread. Opening a submission shows what the sender wrote as text, read-only (no fields, no
 * save button), with a reply link (mailto: with "Re: subject") and 标为未读, and marks it read.
 */
final class Inbox implements Module {

	/**
	 * Query variable of the kind filter.
	 */
	public const KIND_VAR = 'mvc_kind';

	/**
	 * The admin-post.php action that marks a submission unread again.
	 */
	public const UNREAD_ACTION = 'mvc_submission_unread';

	/**
	 * The list's bulk actions, and the query variable of their outcome.
	 */
	public const BULK_READ   = 'mvc_mark_read';
	public const BULK_UNREAD = 'mvc_mark_unread';
	public const MARKED_VAR  = 'mvc_marked';

	/**
	 * Applies in wp-admin.
	 */
	public function can_register(): bool {
		return is_admin();
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		$type = SubmissionType::TYPE;
		add_filter( 'query_vars', array( $this, 'query_vars' ) );
		add_action( 'pre_get_posts', array( $this, 'filter_by_kind' ) );
		add_action( 'restrict_manage_posts', array( $this, 'filters' ), 10, 2 );
		add_filter( "manage_{$type}_posts_columns", array( $this, 'columns' ) );
		add_action( "manage_{$type}_posts_custom_column", array( $this, 'print_cell' ), 10, 2 );
		add_filter( "manage_edit-{$type}_sortable_columns", array( $this, 'sortable' ) );
		add_filter( 'display_post_states', array( $this, 'states' ), 10, 2 );
		add_filter( 'post_class', array( $this, 'row_class' ), 10, 3 );
		add_filter( 'post_row_actions', array( $this, 'row_actions' ), 10, 2 );
		add_filter( "bulk_actions-edit-{$type}", array( $this, 'bulk_actions' ) );
		add_filter( "handle_bulk_actions-edit-{$type}", array( $this, 'handle_bulk' ), 10, 3 );
		add_action( 'admin_notices', array( $this, 'marked_notice' ) );
		add_filter( "views_edit-{$type}", array( $this, 'views' ) );
		add_action( 'load-post.php', array( $this, 'opening' ) );
		add_action( "add_meta_boxes_{$type}", array( $this, 'open' ) );
		add_action( 'admin_menu', array( $this, 'menu_count' ), 999 );
		add_action( 'admin_head', array( $this, 'styles' ) );
		add_action( 'admin_post_' . self::UNREAD_ACTION, array( $this, 'mark_unread' ) );
		add_action( 'admin_post_' . CsvExport::ACTION, array( new CsvExport(), 'download' ) );
	}

	/**
	 * `query_vars`: the kind filter.
	 *
	 * @param mixed $vars Public query variables.
	 * @return array<int, string>
	 */
	public function query_vars( $vars ): array {
		$vars   = is_array( $vars ) ? $vars : array();
		$vars[] = self::KIND_VAR;
		return $vars;
	}

	/**
	 * The kind a request asks for (the filter), or '' for all.
	 *
	 * @param mixed $value The query variable's value.
	 */
	public static function kind( $value ): string {
		return is_string( $value ) && in_array( $value, Submissions::KINDS, true ) ? $value : '';
	}

	/**
	 * `pre_get_posts`: the list of submissions shows the chosen kind only.
	 *
	 * @param mixed $query The query.
	 */
	public function filter_by_kind( $query ): void {
		if ( ! $query instanceof WP_Query || ! $query->is_main_query() || SubmissionType::TYPE !== $query->get( 'post_type' ) ) {
			return;
		}
		$kind = self::kind( $query->get( self::KIND_VAR ) );
		if ( '' !== $kind ) {
			$query->set( 'meta_key', Submissions::META_KIND );
			$query->set( 'meta_value', $kind );
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
		$current = self::kind( get_query_var( self::KIND_VAR ) );
		echo '<label class="screen-reader-text" for="mvc-kind-filter">' . esc_html__( 'Filter by kind', 'mvc-core' ) . '</label>';
		echo '<select name="' . esc_attr( self::KIND_VAR ) . '" id="mvc-kind-filter">';
		echo '<option value="">' . esc_html__( 'All kinds', 'mvc-core' ) . '</option>';
		foreach ( Submissions::KINDS as $kind ) {
			printf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $kind ), selected( $current, $kind, false ), esc_html( Submissions::kind_label( $kind ) ) );
		}
		echo '</select>';
		$status = isset( $_GET['post_status'] ) && 'trash' === $_GET['post_status'] ? 'trash' : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which list is shown.
		$search = isset( $_GET['s'] ) && is_string( $_GET['s'] ) ? sanitize_text_field( wp_unslash( $_GET['s'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which list is shown.
		// The export takes the list as shown (its applied filter), not an unapplied choice above.
		printf(
			'<a class="button" id="mvc-submissions-export" href="%1$s">%2$s</a> ',
			esc_url( CsvExport::url( $current, $status, $search ) ),
			esc_html__( 'Export CSV', 'mvc-core' )
		);
	}

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
				return esc_html( $submission['name'] ) . '<br /><a href="' . esc_url( self::reply_url( $submission ) ) . '">' . esc_html( $submission['email'] ) . '</a>';
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
			$actions['mvc_reply'] = '<a href="' . esc_url( self::reply_url( $submission ) ) . '">' . esc_html__( 'Reply', 'mvc-core' ) . '</a>';
		}
		return $actions;
	}

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
			self::BULK_READ   => __( 'Mark as read', 'mvc-core' ),
			self::BULK_UNREAD => __( 'Mark as unread', 'mvc-core' ),
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
		if ( ! in_array( $action, array( self::BULK_READ, self::BULK_UNREAD ), true ) || ! is_string( $redirect ) ) {
			return $redirect;
		}
		$marked = 0;
		foreach ( is_array( $ids ) ? $ids : array() as $id ) {
			$id = (int) $id;
			if ( SubmissionType::TYPE === get_post_type( $id ) && current_user_can( 'edit_post', $id ) ) {
				Submissions::mark_read( $id, self::BULK_READ === $action );
				++$marked;
			}
		}
		return add_query_arg( self::MARKED_VAR, $marked, $redirect );
	}

	/**
	 * After a bulk mark, how many were marked.
	 */
	public function marked_notice(): void {
		$screen = get_current_screen();
		if ( ! $screen || 'edit-' . SubmissionType::TYPE !== $screen->id || ! isset( $_GET[ self::MARKED_VAR ] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a count to show.
			return;
		}
		$count = absint( $_GET[ self::MARKED_VAR ] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a count to show.
		/* translators: %s: number of submissions. */
		printf( '<div class="notice notice-success is-dismissible"><p>%s</p></div>', esc_html( sprintf( _n( '%s submission marked.', '%s submissions marked.', $count, 'mvc-core' ), number_format_i18n( $count ) ) ) );
	}

	/**
	 * The list's views without 私密 (every submission is private: it would repeat 全部).
	 *
	 * @param mixed $views Views.
	 * @return array<string, string>
	 */
	public function views( $views ): array {
		$views = is_array( $views ) ? $views : array();
		unset( $views['private'] );
		return $views;
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
	 * Opening a submission: it is marked read, and its screen shows what was sent, read-only.
	 *
	 * @param mixed $post The submission.
	 */
	public function open( $post ): void {
		if ( ! $post instanceof WP_Post || ! current_user_can( 'edit_post', $post->ID ) ) {
			return;
		}
		Submissions::mark_read( $post->ID );
		if ( ! function_exists( 'add_meta_box' ) ) {
			return;
		}
		remove_meta_box( 'submitdiv', SubmissionType::TYPE, 'side' );
		remove_meta_box( 'slugdiv', SubmissionType::TYPE, 'normal' );
		add_meta_box( 'mvc-submission', __( 'Submission', 'mvc-core' ), array( $this, 'fields_box' ), SubmissionType::TYPE, 'normal', 'high' );
		add_meta_box( 'mvc-submission-actions', __( 'Actions', 'mvc-core' ), array( $this, 'actions_box' ), SubmissionType::TYPE, 'side', 'high' );
	}

	/**
	 * The box of what was sent, as text.
	 *
	 * @param WP_Post $post The submission.
	 */
	public function fields_box( $post ): void {
		echo self::fields_html( $post->ID ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in fields_html().
	}

	/**
	 * The fields of a submission as an escaped table.
	 *
	 * @param int $id Submission id.
	 */
	public static function fields_html( int $id ): string {
		$submission = Submissions::get( $id );
		if ( ! $submission ) {
			return '';
		}
		$rows = array(
			__( 'Kind', 'mvc-core' )   => esc_html( Submissions::kind_label( $submission['kind'] ) ),
			__( 'Name', 'mvc-core' )   => esc_html( $submission['name'] ),
			__( 'E-mail', 'mvc-core' ) => '<a href="' . esc_url( self::reply_url( $submission ) ) . '">' . esc_html( $submission['email'] ) . '</a>',
		);
		// Only the contact form has a subject of its own; the others' is their text's beginning.
		if ( Submissions::CONTACT === $submission['kind'] ) {
			$rows[ __( 'Subject', 'mvc-core' ) ] = esc_html( $submission['subject'] );
		}
		$label          = Submissions::FAQ_QUESTION === $submission['kind'] ? __( 'Question description', 'mvc-core' ) : __( 'Message', 'mvc-core' );
		$rows[ $label ] = '<div class="mvc-submission-message">' . esc_html( $submission['message'] ) . '</div>';
		$rows          += array(
			__( 'From', 'mvc-core' )                       => self::cell( 'mvc_source', $id ),
			__( 'Received', 'mvc-core' )                   => esc_html( $submission['date'] ),
			__( 'Sender\'s address (hashed)', 'mvc-core' ) => '' === $submission['ip_hash'] ? '—' : '<code>' . esc_html( $submission['ip_hash'] ) . '</code>',
		);
		$html           = '<table class="form-table mvc-submission-fields" role="presentation"><tbody>';
		foreach ( $rows as $label => $value ) {
			$html .= '<tr><th scope="row">' . esc_html( $label ) . '</th><td>' . $value . '</td></tr>';
		}
		return $html . '</tbody></table>';
	}

	/**
	 * The side box: reply, mark unread, trash, back to the list.
	 *
	 * @param WP_Post $post The submission.
	 */
	public function actions_box( $post ): void {
		$submission = Submissions::get( $post->ID );
		if ( ! $submission ) {
			return;
		}
		echo '<p><a class="button button-primary" id="mvc-submission-reply" href="' . esc_url( self::reply_url( $submission ) ) . '">' . esc_html__( 'Reply by e-mail', 'mvc-core' ) . '</a></p>';
		$unread = wp_nonce_url( admin_url( 'admin-post.php?action=' . self::UNREAD_ACTION . '&post=' . $post->ID ), self::UNREAD_ACTION . '_' . $post->ID );
		echo '<p><a href="' . esc_url( $unread ) . '">' . esc_html__( 'Mark as unread', 'mvc-core' ) . '</a></p>';
		if ( current_user_can( 'delete_post', $post->ID ) && 'trash' !== $post->post_status ) {
			echo '<p><a class="submitdelete" href="' . esc_url( (string) get_delete_post_link( $post->ID ) ) . '">' . esc_html__( 'Move to Trash', 'mvc-core' ) . '</a></p>';
		}
		echo '<p><a href="' . esc_url( admin_url( 'edit.php?post_type=' . SubmissionType::TYPE ) ) . '">' . esc_html__( 'Back to the inbox', 'mvc-core' ) . '</a></p>';
	}

	/**
	 * The admin-post.php action: marks a submission unread again and goes back to the list.
	 */
	public function mark_unread(): void {
		$id = isset( $_GET['post'] ) ? absint( $_GET['post'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- checked below, with the id in the action.
		check_admin_referer( self::UNREAD_ACTION . '_' . $id );
		if ( SubmissionType::TYPE !== get_post_type( $id ) || ! current_user_can( 'edit_post', $id ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to do that.', 'mvc-core' ), 403 );
		}
		Submissions::mark_read( $id, false );
		wp_safe_redirect( admin_url( 'edit.php?post_type=' . SubmissionType::TYPE ) );
		exit;
	}

	/**
	 * The mailto: link that answers a submission, with "Re: subject".
	 *
	 * @param array{email: string, subject: string} $submission A submission (Submissions::get()).
	 */
	public static function reply_url( array $submission ): string {
		return 'mailto:' . rawurlencode( $submission['email'] ) . '?subject=' . rawurlencode( 'Re: ' . $submission['subject'] );
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

	/**
	 * The inbox's few styles: unread rows bold, the message's line breaks kept.
	 */
	public function styles(): void {
		$screen = get_current_screen();
		if ( ! $screen || SubmissionType::TYPE !== $screen->post_type ) {
			return;
		}
		echo '<style>.mvc-submission-unread td, .mvc-submission-unread .row-title { font-weight: 600; } .mvc-submission-message { white-space: pre-wrap; word-break: break-word; max-width: 48em; } .post-type-mvc_submission .wp-heading-inline + .page-title-action { display: none; }</style>';
	}
}
