<?php
/**
 * Tools > Export members: the member file, downloaded.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin;

use Mvc\Core\Member\Role;
use Mvc\Core\Module;
use Mvc\Core\Transfer\ImportFiles;
use Mvc\Core\Transfer\MemberExportJob;

/**
 * 工具 › 导出会员 (administrators: the file holds every member's e-mail address and password hash):
 * how many members go, and 开始导出, which writes the member file (Transfer\MemberFile) in steps
 * of a few seconds (Transfer\MemberExportJob) into the database, each step a request of its own
 * through admin-post.php that sends the browser back to the screen, which asks for the next one
 * (a refresh, so no script is needed) and shows the progress; then 下载会员文件 streams it from the
 * database. Nothing is written to a PHP node's disk, no request outlasts PHP's time limit whatever
 * the number of members, and a closed page is continued with 继续导出.
 */
final class MemberExportPage implements Module {

	public const SLUG = 'mvc-member-export';

	/**
	 * The download's admin-post action.
	 */
	public const ACTION = 'mvc_member_export';

	/**
	 * The start's and the steps' admin-post actions.
	 */
	public const START = 'mvc_member_export_start';

	public const STEP = 'mvc_member_export_step';

	/**
	 * Who may take the members away.
	 */
	public const CAPABILITY = 'manage_options';

	/**
	 * Applies in wp-admin (and admin-post.php).
	 */
	public function can_register(): bool {
		return is_admin();
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'menu' ) );
		add_action( 'admin_post_' . self::ACTION, array( $this, 'download' ) );
		add_action( 'admin_post_' . self::START, array( $this, 'start' ) );
		add_action( 'admin_post_' . self::STEP, array( $this, 'step' ) );
	}

	/**
	 * The menu entry under Tools.
	 */
	public function menu(): void {
		add_management_page( __( 'Export members', 'mvc-core' ), __( 'Export members', 'mvc-core' ), self::CAPABILITY, self::SLUG, array( $this, 'render' ) );
	}

	/**
	 * The file's name: the site's host and the day.
	 */
	public static function filename(): string {
		$host = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		return sanitize_file_name( 'members-' . $host . '-' . gmdate( 'Y-m-d' ) . '.jsonl' );
	}

	/**
	 * Stops a request of someone who may not export, or without the action's nonce.
	 *
	 * @param string $action The nonce's action.
	 */
	private static function check( string $action ): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to do that.', 'mvc-core' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( $action );
	}

	/**
	 * The screen's address, showing an export.
	 *
	 * @param int  $id       Export id.
	 * @param bool $go_on    Whether the screen asks for the next step by itself.
	 */
	public static function screen_url( int $id, bool $go_on ): string {
		return add_query_arg(
			array_filter(
				array(
					'page'     => self::SLUG,
					'export'   => $id,
					'continue' => $go_on ? 1 : 0,
				)
			),
			admin_url( 'tools.php' )
		);
	}

	/**
	 * The address of an export's next step.
	 *
	 * @param int $id Export id.
	 */
	public static function step_url( int $id ): string {
		return wp_nonce_url(
			add_query_arg(
				array(
					'action' => self::STEP,
					'export' => $id,
				),
				admin_url( 'admin-post.php' )
			),
			self::STEP . $id
		);
	}

	/**
	 * `admin_post_mvc_member_export_start`: starts an export and writes its first step.
	 */
	public function start(): void {
		self::check( self::START );
		$id = MemberExportJob::start();
		if ( is_wp_error( $id ) ) {
			wp_die( esc_html( $id->get_error_message() ), '', array( 'response' => 503 ) );
		}
		$this->step_and_return( $id );
	}

	/**
	 * `admin_post_mvc_member_export_step`: writes the next step.
	 */
	public function step(): void {
		$id = isset( $_GET['export'] ) ? absint( $_GET['export'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- checked next, with the id in the action.
		self::check( self::STEP . $id );
		$this->step_and_return( $id );
	}

	/**
	 * Writes a step and sends the browser back to the screen (which asks for the next one while
	 * the file is not whole).
	 *
	 * @param int $id Export id.
	 */
	private function step_and_return( int $id ): void {
		$status = MemberExportJob::step( $id );
		if ( is_wp_error( $status ) && 409 !== ( $status->get_error_data()['status'] ?? 0 ) ) {
			wp_die( esc_html( $status->get_error_message() ), '', array( 'response' => (int) ( $status->get_error_data()['status'] ?? 500 ) ) );
		}
		wp_safe_redirect( self::screen_url( $id, ! is_array( $status ) || MemberExportJob::DONE !== $status['phase'] ) );
		exit;
	}

	/**
	 * `admin_post_mvc_member_export`: streams a file written whole.
	 */
	public function download(): void {
		$id = isset( $_POST['export'] ) ? absint( $_POST['export'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked next.
		self::check( self::ACTION );
		$this->send( $id, fopen( 'php://output', 'wb' ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- the response body, not a file.
		exit;
	}

	/**
	 * Sends the headers and the file.
	 *
	 * @param int            $id     Export id.
	 * @param resource|false $stream Where the body goes.
	 */
	public function send( int $id, $stream ): void {
		$export = ImportFiles::get( $id );
		if ( null === $export || ImportFiles::EXPORT !== $export['kind'] || MemberExportJob::DONE !== $export['phase'] ) {
			wp_die( esc_html__( 'This member file is not (or no longer) there: export again.', 'mvc-core' ), '', array( 'response' => 404 ) );
		}
		if ( ! $stream ) {
			wp_die( esc_html__( 'The file could not be written.', 'mvc-core' ), '', array( 'response' => 500 ) );
		}
		if ( ! headers_sent() ) {
			nocache_headers();
			header( 'Content-Type: application/x-ndjson; charset=utf-8' );
			header( 'Content-Disposition: attachment; filename="' . self::filename() . '"' );
			header( 'Content-Length: ' . (int) ( $export['state']['bytes'] ?? 0 ) );
			header( 'X-Content-Type-Options: nosniff' );
			// nginx passes the body on as it is read.
			header( 'X-Accel-Buffering: no' );
		}
		ImportFiles::send( $id, $stream );
	}

	/**
	 * The screen.
	 */
	public function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return;
		}
		// Counted from UserRoles' counts table, not by scanning the users.
		$members = (int) ( count_users()['avail_roles'][ Role::NAME ] ?? 0 );
		$shown   = isset( $_GET['export'] ) ? ImportFiles::get( absint( $_GET['export'] ) ) : null; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which export the screen shows; nothing is changed.
		$export  = null !== $shown && ImportFiles::EXPORT === $shown['kind'] ? $shown : ( ImportFiles::latest( 1, ImportFiles::EXPORT )[0] ?? null );
		$status  = null === $export ? null : MemberExportJob::status( $export );
		$writing = null !== $status && ImportFiles::EXPORT === $status['phase'];
		if ( $writing && ! empty( $_GET['continue'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- asks for the next step, whose address carries its nonce.
			// The next step, asked for by the browser: no script needed, and each step a request of its own.
			printf( '<meta http-equiv="refresh" content="0;url=%s">', esc_url( self::step_url( $status['id'] ) ) );
		}
		echo '<div class="wrap"><h1>' . esc_html__( 'Export members', 'mvc-core' ) . '</h1>';
		echo '<p>' . esc_html(
			sprintf(
				/* translators: %s: number of members. */
				_n( 'The file holds the site\'s %s member with their profile, password hash, WeChat link, subscribed tags, likes, collections, comment likes and messages.', 'The file holds the site\'s %s members with their profiles, password hashes, WeChat links, subscribed tags, likes, collections, comment likes and messages.', $members, 'mvc-core' ),
				number_format_i18n( $members )
			)
		) . '</p>';
		echo '<p>' . esc_html__( 'Keep it as safe as the database: it holds e-mail addresses and password hashes. Operators\' accounts are not in it, and members log in again on the new site. The new site reads it with 工具 › 导入会员.', 'mvc-core' ) . '</p>';
		if ( null !== $status ) {
			$this->render_status( $status, $writing );
		}
		if ( ! $writing ) {
			self::form( self::START, array(), null === $status ? __( 'Start the export', 'mvc-core' ) : __( 'Export again', 'mvc-core' ), null === $status ? 'primary' : 'secondary' );
		}
		echo '</div>';
	}

	/**
	 * An export's progress, or its download.
	 *
	 * @param array{id: int, phase: string, members: int, total: int, progress: int, bytes: int, created_at: string} $status  MemberExportJob::status().
	 * @param bool                                                                                                   $writing Whether it is being written.
	 */
	private function render_status( array $status, bool $writing ): void {
		if ( $writing ) {
			printf(
				'<p><progress max="100" value="%1$d"></progress> %2$s</p>',
				(int) $status['progress'],
				esc_html(
					sprintf(
						/* translators: 1: members written, 2: members in all. */
						__( 'Writing the file: %1$s of %2$s members.', 'mvc-core' ),
						number_format_i18n( $status['members'] ),
						number_format_i18n( $status['total'] )
					)
				)
			);
			printf( '<p><a class="button" href="%1$s">%2$s</a></p>', esc_url( self::step_url( $status['id'] ) ), esc_html__( 'Continue the export', 'mvc-core' ) );
			return;
		}
		echo '<p>' . esc_html(
			sprintf(
				/* translators: 1: when (UTC), 2: number of members, 3: size in MB. */
				__( 'File written %1$s (UTC): %2$s members, %3$s MB.', 'mvc-core' ),
				$status['created_at'],
				number_format_i18n( $status['members'] ),
				number_format_i18n( $status['bytes'] / 1048576, 1 )
			)
		) . '</p>';
		self::form( self::ACTION, array( 'export' => $status['id'] ), __( 'Download the member file', 'mvc-core' ), 'primary' );
	}

	/**
	 * A form posting to admin-post.php with the action's nonce.
	 *
	 * @param string                $action Action.
	 * @param array<string, scalar> $fields Hidden fields.
	 * @param string                $label  The button's label.
	 * @param string                $type   The button's type (primary, secondary).
	 */
	private static function form( string $action, array $fields, string $label, string $type ): void {
		printf( '<form method="post" action="%1$s"><input type="hidden" name="action" value="%2$s">', esc_url( admin_url( 'admin-post.php' ) ), esc_attr( $action ) );
		foreach ( $fields as $name => $value ) {
			printf( '<input type="hidden" name="%1$s" value="%2$s">', esc_attr( $name ), esc_attr( (string) $value ) );
		}
		wp_nonce_field( $action );
		submit_button( $label, $type, 'submit', false );
		echo '</form>';
	}
}
