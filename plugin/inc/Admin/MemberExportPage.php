<?php
/**
 * Tools > Export members: the member file, downloaded.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin;

use Mvc\Core\Member\Role;
use Mvc\Core\Module;
use Mvc\Core\Transfer\MemberExport;

/**
 * 工具 › 导出会员 (administrators: the file holds every member's e-mail address and password hash):
 * how many members go, and 下载会员文件, which streams the member file (Transfer\MemberFile) from
 * admin-post.php with a nonce, straight from the database to the browser: nothing is written to a
 * PHP node's disk, and memory holds one batch of members (MemberExport::BATCH) at a time. It is
 * one request, so it ends with PHP's max_execution_time (measured ~0.9 ms a member: about 30,000
 * members in 30 s); the batched export job that writes the file in steps is issue 28's next step.
 */
final class MemberExportPage implements Module {

	public const SLUG = 'mvc-member-export';

	public const ACTION = 'mvc_member_export';

	/**
	 * Who may take the members away.
	 */
	public const CAPABILITY = 'manage_options';

	/**
	 * The measured time the file takes per member (bin/scale/jobs.php, 200,000 members: 173 s).
	 */
	private const SECONDS_A_MEMBER = 0.0009;

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
	 * Whether the file of so many members is written well within PHP's time limit (0: none).
	 *
	 * @param int $members Members.
	 * @param int $limit   max_execution_time (s).
	 */
	public static function fits( int $members, int $limit ): bool {
		return $limit <= 0 || $members * self::SECONDS_A_MEMBER <= 0.8 * $limit;
	}

	/**
	 * `admin_post_mvc_member_export`: streams the file.
	 */
	public function download(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to do that.', 'mvc-core' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::ACTION );
		$this->send( fopen( 'php://output', 'wb' ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- the response body, not a file.
		exit;
	}

	/**
	 * Sends the headers and the file.
	 *
	 * @param resource|false $stream Where the body goes.
	 */
	public function send( $stream ): void {
		if ( ! $stream ) {
			wp_die( esc_html__( 'The file could not be written.', 'mvc-core' ), '', array( 'response' => 500 ) );
		}
		if ( ! headers_sent() ) {
			nocache_headers();
			header( 'Content-Type: application/x-ndjson; charset=utf-8' );
			header( 'Content-Disposition: attachment; filename="' . self::filename() . '"' );
			header( 'X-Content-Type-Options: nosniff' );
			// nginx passes the body on as it is written.
			header( 'X-Accel-Buffering: no' );
		}
		( new MemberExport() )->write( $stream );
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
		echo '<div class="wrap"><h1>' . esc_html__( 'Export members', 'mvc-core' ) . '</h1>';
		echo '<p>' . esc_html(
			sprintf(
				/* translators: %s: number of members. */
				_n( 'The file holds the site\'s %s member with their profile, password hash, WeChat link, subscribed tags, likes, collections, comment likes and messages.', 'The file holds the site\'s %s members with their profiles, password hashes, WeChat links, subscribed tags, likes, collections, comment likes and messages.', (int) $members, 'mvc-core' ),
				number_format_i18n( (int) $members )
			)
		) . '</p>';
		$limit = (int) ini_get( 'max_execution_time' );
		if ( ! self::fits( $members, $limit ) ) {
			printf(
				'<div class="notice notice-warning inline"><p>%s</p></div>',
				esc_html(
					sprintf(
						/* translators: %d: seconds. */
						__( 'With this many members the download may not finish within the server\'s time limit for one request (%d s). A file cut short has no last line, and the import refuses it whole.', 'mvc-core' ),
						$limit
					)
				)
			);
		}
		echo '<p>' . esc_html__( 'Keep it as safe as the database: it holds e-mail addresses and password hashes. Operators\' accounts are not in it, and members log in again on the new site.', 'mvc-core' ) . '</p>';
		printf(
			'<form method="post" action="%1$s"><input type="hidden" name="action" value="%2$s">%3$s%4$s</form>',
			esc_url( admin_url( 'admin-post.php' ) ),
			esc_attr( self::ACTION ),
			wp_nonce_field( self::ACTION, '_wpnonce', true, false ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core's nonce fields, escaped there.
			get_submit_button( __( 'Download the member file', 'mvc-core' ), 'primary', 'submit', false ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core's button markup, escaped there.
		);
		echo '</div>';
	}
}
