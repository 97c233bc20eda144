<?php
/**
 * The operators' inbox of submissions in wp-admin.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Submissions;

use Mvc\Core\Module;
use Mvc\Core\Submissions\Inbox\Filters;
use Mvc\Core\Submissions\Inbox\ListQuery;
use Mvc\Core\Submissions\Inbox\ReadMarks;
use Mvc\Core\Submissions\Inbox\ReplyBox;
use Mvc\Core\Submissions\Inbox\Rows;
use Mvc\Core\Submissions\Inbox\States;
use Mvc\Core\Submissions\Inbox\SubmissionScreen;
use Mvc\Core\Submissions\Inbox\Views;

/**
 * The inbox, wp-admin > 留言与提问 (the list screen of SubmissionType): holds its names (query
 * variables, actions, fields) and adds the hooks of its parts in Inbox/, in the order they always ran;
 * the static methods others call stay here. A reply that is refused or could not be mailed shows its
 * reason in the box, with the text kept, and records nothing. What operators see and do:
 * docs/features/contact-and-submissions.md, "Submissions: the forms and the operators' inbox".
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
	 * Adds the hooks of the inbox's parts.
	 */
	public function register(): void {
		$type    = SubmissionType::TYPE;
		$filters = new Filters();
		$rows    = new Rows();
		$marks   = new ReadMarks();
		$screen  = new SubmissionScreen();
		$reply   = new ReplyBox();
		add_filter( 'query_vars', array( $filters, 'query_vars' ) );
		add_action( 'pre_get_posts', array( $filters, 'filter_by_kind' ) );
		add_filter( 'posts_pre_query', array( ListQuery::class, 'list_query' ), 10, 2 );
		add_action( 'load-edit.php', array( Views::class, 'prime_status_counts' ) );
		add_action( 'restrict_manage_posts', array( $filters, 'filters' ), 10, 2 );
		add_filter( "manage_{$type}_posts_columns", array( $rows, 'columns' ) );
		add_action( "manage_{$type}_posts_custom_column", array( $rows, 'print_cell' ), 10, 2 );
		add_filter( "manage_edit-{$type}_sortable_columns", array( $rows, 'sortable' ) );
		add_filter( 'display_post_states', array( $rows, 'states' ), 10, 2 );
		add_filter( 'post_class', array( $rows, 'row_class' ), 10, 3 );
		add_filter( 'post_row_actions', array( $rows, 'row_actions' ), 10, 2 );
		add_filter( 'the_posts', array( Rows::class, 'prime_files' ), 10, 2 );
		add_filter( "bulk_actions-edit-{$type}", array( $marks, 'bulk_actions' ) );
		add_filter( "handle_bulk_actions-edit-{$type}", array( $marks, 'handle_bulk' ), 10, 3 );
		add_action( 'admin_notices', array( $marks, 'marked_notice' ) );
		add_filter( "views_edit-{$type}", array( new Views(), 'views' ) );
		add_action( 'load-post.php', array( $marks, 'opening' ) );
		add_action( "add_meta_boxes_{$type}", array( $screen, 'open' ) );
		add_action( 'admin_menu', array( $marks, 'menu_count' ), 999 );
		add_action( 'admin_head', array( $this, 'styles' ) );
		add_action( 'admin_post_' . self::UNREAD_ACTION, array( $marks, 'mark_unread' ) );
		add_action( 'admin_post_' . self::REPLY_ACTION, array( $reply, 'reply' ) );
		add_action( 'admin_footer-post.php', array( $reply, 'reply_form' ) );
		add_action( 'admin_post_' . CsvExport::ACTION, array( new CsvExport(), 'download' ) );
	}

	/**
	 * The kind a request asks for (States::kind()).
	 *
	 * @param mixed $value The query variable's value.
	 */
	public static function kind( $value ): string {
		return States::kind( $value );
	}

	/**
	 * The state a request asks for (States::state()).
	 *
	 * @param mixed $value The query variable's value.
	 */
	public static function state( $value ): string {
		return States::state( $value );
	}

	/**
	 * A submission's state (States::state_of()).
	 *
	 * @param int $id Submission id.
	 */
	public static function state_of( int $id ): string {
		return States::state_of( $id );
	}

	/**
	 * The name of a state (States::state_label()).
	 *
	 * @param string $state One of STATES.
	 */
	public static function state_label( string $state ): string {
		return States::state_label( $state );
	}

	/**
	 * How many submissions are in each state (States::state_counts()).
	 *
	 * @return array{unread: int, read: int, replied: int}
	 */
	public static function state_counts(): array {
		return States::state_counts();
	}

	/**
	 * The meta query of a state (States::state_query()).
	 *
	 * @param string $state One of STATES.
	 * @return array<int|string, mixed>
	 */
	public static function state_query( string $state ): array {
		return States::state_query( $state );
	}

	/**
	 * The HTML of a list cell, escaped (Rows::cell()).
	 *
	 * @param string $column  Column.
	 * @param int    $post_id Submission id.
	 */
	public static function cell( string $column, int $post_id ): string {
		return Rows::cell( $column, $post_id );
	}

	/**
	 * A submission's fields as an escaped table (SubmissionScreen::fields_html()).
	 *
	 * @param int $id Submission id.
	 */
	public static function fields_html( int $id ): string {
		return SubmissionScreen::fields_html( $id );
	}

	/**
	 * Where a submission is answered (ReplyBox::reply_url()).
	 *
	 * @param array{id: int} $submission A submission (Submissions::get()).
	 */
	public static function reply_url( array $submission ): string {
		return ReplyBox::reply_url( $submission );
	}

	/**
	 * The 回复 box's HTML, escaped (ReplyBox::replies_html()).
	 *
	 * @param int $id      Submission id.
	 * @param int $user_id The operator looking.
	 */
	public static function replies_html( int $id, int $user_id ): string {
		return ReplyBox::replies_html( $id, $user_id );
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
