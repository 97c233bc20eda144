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
 * (CsvExport); bulk actions mark several read or unread. The views 未读 / 已读 / 已回复 (the query
 * variable STATE_VAR) list one state; the column 状态 says each row's. Opening a submission shows what
 * the sender wrote as text, read-only (no fields, no save button), marks it read, and offers the box
 * 回复: the replies sent so far (who, when, what) and a text box with 发送回复, which posts to
 * admin-post.php (REPLY_ACTION, its nonce) and sends the reply by mail (Replies::send()); a refusal
 * or a mail that could not be sent shows its reason in the box, with the text kept, and records
 * nothing.
 */
final class Inbox implements Module {

	/**
	 * Query variable of the kind filter.
	 */
	public const KIND_VAR = 'mvc_kind';

	/**
	 * Query variable of the state views, and the states.
	 */
	public const STATE_VAR = 'mvc_state';
	public const STATES    = array( 'unread', 'read', 'replied' );

	/**
	 * The admin-post.php action that sends a reply (its nonce's action ends with the submission's id),
	 * the reply's field, and the address argument of its outcome.
	 */
	public const REPLY_ACTION = 'mvc_submission_reply';
	public const REPLY_FIELD  = 'mvc_reply_text';
	public const REPLY_ARG    = 'mvc_reply';

	/**
	 * Transient (per operator and submission) keeping a refused reply's text and reason for the
	 * screen it goes back to, and how long.
	 */
	public const REPLY_STATE_PREFIX = 'mvc_reply_';
	public const REPLY_STATE_TTL    = 10 * MINUTE_IN_SECONDS;

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
		add_filter( 'posts_pre_query', array( InboxIndex::class, 'list_query' ), 10, 2 );
		add_action( 'load-edit.php', array( self::class, 'prime_status_counts' ) );
		add_action( 'restrict_manage_posts', array( $this, 'filters' ), 10, 2 );
		add_filter( "manage_{$type}_posts_columns", array( $this, 'columns' ) );
		add_action( "manage_{$type}_posts_custom_column", array( $this, 'print_cell' ), 10, 2 );
		add_filter( "manage_edit-{$type}_sortable_columns", array( $this, 'sortable' ) );
		add_filter( 'display_post_states', array( $this, 'states' ), 10, 2 );
		add_filter( 'post_class', array( $this, 'row_class' ), 10, 3 );
		add_filter( 'post_row_actions', array( $this, 'row_actions' ), 10, 2 );
		add_filter( 'the_posts', array( self::class, 'prime_files' ), 10, 2 );
		add_filter( "bulk_actions-edit-{$type}", array( $this, 'bulk_actions' ) );
		add_filter( "handle_bulk_actions-edit-{$type}", array( $this, 'handle_bulk' ), 10, 3 );
		add_action( 'admin_notices', array( $this, 'marked_notice' ) );
		add_filter( "views_edit-{$type}", array( $this, 'views' ) );
		add_action( 'load-post.php', array( $this, 'opening' ) );
		add_action( "add_meta_boxes_{$type}", array( $this, 'open' ) );
		add_action( 'admin_menu', array( $this, 'menu_count' ), 999 );
		add_action( 'admin_head', array( $this, 'styles' ) );
		add_action( 'admin_post_' . self::UNREAD_ACTION, array( $this, 'mark_unread' ) );
		add_action( 'admin_post_' . self::REPLY_ACTION, array( $this, 'reply' ) );
		add_action( 'admin_footer-post.php', array( $this, 'reply_form' ) );
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
		$vars[] = self::STATE_VAR;
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
	 * The state a request asks for (the views), or '' for all.
	 *
	 * @param mixed $value The query variable's value.
	 */
	public static function state( $value ): string {
		return is_string( $value ) && in_array( $value, self::STATES, true ) ? $value : '';
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

	/**
	 * `pre_get_posts`: the list of submissions shows the chosen kind and state only.
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
		$state = self::state( $query->get( self::STATE_VAR ) );
		if ( '' !== $state ) {
			$query->set( 'meta_query', self::state_query( $state ) );
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
		$state = self::state( get_query_var( self::STATE_VAR ) );
		if ( '' !== $state ) {
			// The kind filter keeps the state view it was chosen in.
			echo '<input type="hidden" name="' . esc_attr( self::STATE_VAR ) . '" value="' . esc_attr( $state ) . '" />';
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
				$state = self::state_of( $post_id );
				return '<span class="mvc-submission-state mvc-submission-state--' . esc_attr( $state ) . '">' . esc_html( self::state_label( $state ) ) . '</span>';
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
	 * The list's views: 全部, then 未读 / 已读 / 已回复 with their counts (keeping the kind filter),
	 * then core's trash; without 私密 (every submission is private: it would repeat 全部).
	 *
	 * @param mixed $views Views.
	 * @return array<string, string>
	 */
	public function views( $views ): array {
		$views = is_array( $views ) ? $views : array();
		unset( $views['private'] );
		$current = self::state( get_query_var( self::STATE_VAR ) );
		$kind    = self::kind( get_query_var( self::KIND_VAR ) );
		$counts  = self::state_counts();
		$states  = array();
		foreach ( self::STATES as $state ) {
			$url                       = add_query_arg(
				array_filter(
					array(
						self::STATE_VAR => $state,
						self::KIND_VAR  => $kind,
					)
				),
				admin_url( 'edit.php?post_type=' . SubmissionType::TYPE )
			);
			$states[ 'mvc_' . $state ] = sprintf(
				'<a href="%1$s" id="mvc-state-%2$s"%3$s>%4$s <span class="count">(%5$s)</span></a>',
				esc_url( $url ),
				esc_attr( $state ),
				$current === $state ? ' class="current" aria-current="page"' : '',
				esc_html( self::state_label( $state ) ),
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
		add_meta_box( 'mvc-submission-replies', __( 'Reply', 'mvc-core' ), array( $this, 'replies_box' ), SubmissionType::TYPE, 'normal', 'high' );
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
			__( 'E-mail', 'mvc-core' ) => esc_html( $submission['email'] ),
			__( 'State', 'mvc-core' )  => esc_html( self::state_label( self::state_of( $id ) ) ),
		);
		// Only the contact form has a subject of its own; the others' is their text's beginning.
		if ( Submissions::CONTACT === $submission['kind'] ) {
			$rows[ __( 'Subject', 'mvc-core' ) ] = esc_html( $submission['subject'] );
		}
		if ( Submissions::RESEARCH_NEWS === $submission['kind'] ) {
			$rows[ __( 'News title', 'mvc-core' ) ] = esc_html( $submission['subject'] );
		}
		$label          = self::message_label( $submission['kind'] );
		$rows[ $label ] = '<div class="mvc-submission-message">' . esc_html( $submission['message'] ) . '</div>';
		if ( Submissions::RESEARCH_NEWS === $submission['kind'] ) {
			$files = '';
			foreach ( $submission['files'] as $file ) {
				$files .= '<li><a href="' . esc_url( $file['url'] ) . '" target="_blank" rel="noopener">' . esc_html( $file['name'] ) . '</a></li>';
			}
			$rows[ __( 'Attachments', 'mvc-core' ) ] = '' === $files ? '—' : '<ul class="mvc-submission-files">' . $files . '</ul>';
		}
		$rows += array(
			__( 'From', 'mvc-core' )                       => self::cell( 'mvc_source', $id ),
			__( 'Received', 'mvc-core' )                   => esc_html( $submission['date'] ),
			__( 'Sender\'s address (hashed)', 'mvc-core' ) => '' === $submission['ip_hash'] ? '—' : '<code>' . esc_html( $submission['ip_hash'] ) . '</code>',
		);
		$html  = '<table class="form-table mvc-submission-fields" role="presentation"><tbody>';
		foreach ( $rows as $label => $value ) {
			$html .= '<tr><th scope="row">' . esc_html( $label ) . '</th><td>' . $value . '</td></tr>';
		}
		return $html . '</tbody></table>';
	}

	/**
	 * The name of a kind's text.
	 *
	 * @param string $kind One of Submissions::KINDS.
	 */
	public static function message_label( string $kind ): string {
		if ( Submissions::FAQ_QUESTION === $kind ) {
			return __( 'Question description', 'mvc-core' );
		}
		return Submissions::RESEARCH_NEWS === $kind ? __( 'Summary', 'mvc-core' ) : __( 'Message', 'mvc-core' );
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
		if ( 'trash' !== $post->post_status ) {
			echo '<p><a class="button button-primary" id="mvc-submission-reply" href="' . esc_url( self::reply_url( $submission ) ) . '">' . esc_html__( 'Write a reply', 'mvc-core' ) . '</a></p>';
		}
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
	 * Where a submission is answered: its screen's 回复 box.
	 *
	 * @param array{id: int} $submission A submission (Submissions::get()).
	 */
	public static function reply_url( array $submission ): string {
		return admin_url( 'post.php?post=' . $submission['id'] . '&action=edit' ) . '#mvc-reply-text';
	}

	/**
	 * The box 回复: the replies sent so far, oldest first (who, when, the text), then a text box and
	 * 发送回复. The text box and the button belong to the form reply_form() prints after the edit
	 * screen's own form (a form cannot sit in another), by their `form` attribute: no script needed.
	 * After a refused reply its reason shows here and the text comes back.
	 *
	 * @param WP_Post $post The submission.
	 */
	public function replies_box( $post ): void {
		echo self::replies_html( $post->ID, get_current_user_id() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in replies_html().
	}

	/**
	 * The 回复 box's HTML, escaped.
	 *
	 * @param int $id      Submission id.
	 * @param int $user_id The operator looking (whose refused reply comes back).
	 */
	public static function replies_html( int $id, int $user_id ): string {
		$html    = '';
		$replies = Replies::of( $id );
		if ( $replies ) {
			$html .= '<ol class="mvc-submission-replies">';
			foreach ( $replies as $reply ) {
				$when  = get_date_from_gmt( $reply['date'], 'Y-m-d H:i' );
				$html .= '<li class="mvc-submission-replies__item"><p class="mvc-submission-replies__meta">'
					/* translators: 1: operator's name, 2: date and time. */
					. esc_html( sprintf( __( '%1$s replied on %2$s', 'mvc-core' ), '' !== $reply['name'] ? $reply['name'] : __( 'An operator', 'mvc-core' ), $when ) )
					. '</p><div class="mvc-submission-message">' . esc_html( $reply['text'] ) . '</div></li>';
			}
			$html .= '</ol>';
		} else {
			$html .= '<p class="mvc-submission-replies__none">' . esc_html__( 'No reply has been sent yet.', 'mvc-core' ) . '</p>';
		}
		if ( 'trash' === get_post_status( $id ) ) {
			return $html;
		}

		$kept    = self::take_reply_state( $id, $user_id );
		$outcome = isset( $_GET[ self::REPLY_ARG ] ) && is_string( $_GET[ self::REPLY_ARG ] ) ? sanitize_key( $_GET[ self::REPLY_ARG ] ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which outcome to show.
		if ( null !== $kept ) {
			$html .= '<div class="notice notice-error inline mvc-reply-notice" role="alert"><p>' . esc_html( $kept['message'] ) . '</p></div>';
		} elseif ( 'sent' === $outcome ) {
			$html .= '<div class="notice notice-success inline mvc-reply-notice" role="status"><p>' . esc_html__( 'Your reply was sent and recorded. The submission is marked as replied.', 'mvc-core' ) . '</p></div>';
		}
		$submission = Submissions::get( $id );
		$html      .= '<p><label for="mvc-reply-text">'
			/* translators: %s: the sender's e-mail address. */
			. esc_html( sprintf( __( 'Your reply to %s (sent by e-mail from the site; the original message is quoted below it):', 'mvc-core' ), $submission ? $submission['email'] : '' ) )
			. '</label></p>'
			. '<textarea id="mvc-reply-text" class="large-text" name="' . esc_attr( self::REPLY_FIELD ) . '" form="mvc-reply-form" rows="8" maxlength="' . esc_attr( (string) Replies::MAX_TEXT ) . '" required>' . esc_textarea( null !== $kept ? $kept['text'] : '' ) . '</textarea>'
			/* translators: %d: most characters. */
			. '<p class="description">' . esc_html( sprintf( __( 'At most %d characters.', 'mvc-core' ), Replies::MAX_TEXT ) ) . '</p>'
			. '<p><button type="submit" class="button button-primary" id="mvc-reply-send" form="mvc-reply-form">' . esc_html__( 'Send reply', 'mvc-core' ) . '</button></p>';
		return $html;
	}

	/**
	 * After the edit screen's form, on a submission's screen: the form the 回复 box's text and
	 * button belong to.
	 */
	public function reply_form(): void {
		global $post;
		if ( ! $post instanceof WP_Post || SubmissionType::TYPE !== $post->post_type || ! current_user_can( 'edit_post', $post->ID ) ) {
			return;
		}
		printf(
			'<form id="mvc-reply-form" method="post" action="%1$s"><input type="hidden" name="action" value="%2$s" /><input type="hidden" name="post" value="%3$d" /><input type="hidden" name="_wpnonce" value="%4$s" /></form>',
			esc_url( admin_url( 'admin-post.php' ) ),
			esc_attr( self::REPLY_ACTION ),
			(int) $post->ID,
			esc_attr( wp_create_nonce( self::REPLY_ACTION . '_' . $post->ID ) )
		);
	}

	/**
	 * The admin-post.php action: sends the reply, then goes back to the submission's screen with
	 * the outcome. A stale or forged nonce, or an operator who may not answer submissions, gets a
	 * Chinese page (403) and nothing changes; a refused reply (empty, too long) or a mail that could
	 * not be sent goes back with its reason and the text kept, nothing recorded.
	 */
	public function reply(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- the nonce is checked here, with the id in its action.
		$id    = isset( $_POST['post'] ) && is_string( $_POST['post'] ) ? absint( $_POST['post'] ) : 0;
		$nonce = isset( $_POST['_wpnonce'] ) && is_string( $_POST['_wpnonce'] ) ? sanitize_key( $_POST['_wpnonce'] ) : '';
		// The reply is kept as written (Replies::clean() removes control characters; shown escaped).
		$text = isset( $_POST[ self::REPLY_FIELD ] ) && is_string( $_POST[ self::REPLY_FIELD ] ) ? wp_unslash( $_POST[ self::REPLY_FIELD ] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		// phpcs:enable
		if ( ! wp_verify_nonce( $nonce, self::REPLY_ACTION . '_' . $id ) ) {
			wp_die(
				esc_html__( 'This reply form has expired. Go back, reload the submission and send your reply again. Nothing was sent.', 'mvc-core' ),
				esc_html__( 'Reply', 'mvc-core' ),
				array(
					'response'  => 403,
					'back_link' => true,
				)
			);
		}
		if ( SubmissionType::TYPE !== get_post_type( $id ) || ! current_user_can( 'edit_post', $id ) ) {
			wp_die(
				esc_html__( 'Sorry, you are not allowed to reply to submissions. Nothing was sent.', 'mvc-core' ),
				esc_html__( 'Reply', 'mvc-core' ),
				array(
					'response'  => 403,
					'back_link' => true,
				)
			);
		}
		$result = Replies::send( $id, $text, get_current_user_id() );
		$back   = admin_url( 'post.php?post=' . $id . '&action=edit' );
		if ( is_wp_error( $result ) ) {
			set_transient(
				self::REPLY_STATE_PREFIX . get_current_user_id() . '_' . $id,
				array(
					'message' => $result->get_error_message(),
					'text'    => $text,
				),
				self::REPLY_STATE_TTL
			);
			wp_safe_redirect( add_query_arg( self::REPLY_ARG, 'failed', $back ) . '#mvc-submission-replies', 303 );
			exit;
		}
		wp_safe_redirect( add_query_arg( self::REPLY_ARG, 'sent', $back ) . '#mvc-submission-replies', 303 );
		exit;
	}

	/**
	 * A refused reply kept for its screen (read once), or null.
	 *
	 * @param int $id      Submission id.
	 * @param int $user_id The operator.
	 * @return array{message: string, text: string}|null
	 */
	private static function take_reply_state( int $id, int $user_id ): ?array {
		$key  = self::REPLY_STATE_PREFIX . $user_id . '_' . $id;
		$kept = get_transient( $key );
		if ( ! is_array( $kept ) ) {
			return null;
		}
		delete_transient( $key );
		return array(
			'message' => isset( $kept['message'] ) && is_string( $kept['message'] ) ? $kept['message'] : '',
			'text'    => isset( $kept['text'] ) && is_string( $kept['text'] ) ? $kept['text'] : '',
		);
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
		echo '<style>.mvc-submission-unread td, .mvc-submission-unread .row-title { font-weight: 600; } .mvc-submission-message { white-space: pre-wrap; word-break: break-word; max-width: 48em; } .post-type-mvc_submission .wp-heading-inline + .page-title-action { display: none; } .mvc-submission-replies { margin: 0 0 16px; list-style: none; } .mvc-submission-replies__item { border-left: 3px solid #2271b1; padding: 4px 12px; margin: 0 0 12px; } .mvc-submission-replies__meta { margin: 0 0 4px; color: #50575e; } .mvc-submission-state--replied { color: #007017; } .mvc-submission-state--unread { font-weight: 600; }</style>';
	}
}
