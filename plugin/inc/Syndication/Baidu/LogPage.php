<?php
/**
 * The operators' screen of the Baidu push.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Syndication\Baidu;

use Mvc\Core\Module;

/**
 * Settings > 百度收录推送 (editors and administrators: CAPABILITY): today's remaining quota as Baidu last
 * said it, with its time; how many addresses wait, were pushed and failed; why pushing stopped, if it
 * did; the button 立即推送 (admin-post.php with a nonce) that sends what waits now; and the log.
 */
final class LogPage implements Module {

	public const SLUG = 'mvc-baidu-push';

	public const ACTION = 'mvc_baidu_push_now';

	public const CAPABILITY = 'edit_others_posts';

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
		add_action( 'admin_enqueue_scripts', array( $this, 'styles' ) );
		add_action( 'admin_post_' . self::ACTION, array( $this, 'push_now' ) );
	}

	/**
	 * The menu entry under Settings.
	 */
	public function menu(): void {
		add_options_page( __( 'Baidu push', 'mvc-core' ), __( 'Baidu push', 'mvc-core' ), self::CAPABILITY, self::SLUG, array( $this, 'render' ) );
	}

	/**
	 * `admin_enqueue_scripts`: on this screen, a wide first column and long addresses broken anywhere.
	 *
	 * @param string $hook_suffix The screen's hook.
	 */
	public function styles( $hook_suffix ): void {
		if ( 'settings_page_' . self::SLUG === $hook_suffix ) {
			wp_add_inline_style( 'list-tables', '.mvc-baidu-log .column-content{width:45%}.mvc-baidu-url{word-break:break-all}.mvc-baidu-counts li{display:inline-block;margin-right:2em}' );
		}
	}

	/**
	 * `admin_post_mvc_baidu_push_now`: sends what waits now (a stop is cleared first), then back to the
	 * screen with the outcome.
	 */
	public function push_now(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to do that.', 'mvc-core' ), 403 );
		}
		check_admin_referer( self::ACTION );
		$outcome = Sender::run( true );
		wp_safe_redirect(
			add_query_arg(
				array(
					'page'   => self::SLUG,
					'pushed' => $outcome,
				),
				admin_url( 'options-general.php' )
			)
		);
		exit;
	}

	/**
	 * The screen.
	 */
	public function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return;
		}
		// Reading the outcome of 立即推送 only: nothing changes here.
		$pushed = isset( $_GET['pushed'] ) && is_string( $_GET['pushed'] ) ? sanitize_key( $_GET['pushed'] ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		echo '<div class="wrap"><h1>' . esc_html__( 'Baidu push', 'mvc-core' ) . '</h1>';
		$this->notices( $pushed );
		$this->summary();
		printf(
			'<form method="post" action="%1$s"><input type="hidden" name="action" value="%2$s" />%3$s%4$s</form>',
			esc_url( admin_url( 'admin-post.php' ) ),
			esc_attr( self::ACTION ),
			wp_nonce_field( self::ACTION, '_wpnonce', true, false ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core's hidden fields, escaped there.
			get_submit_button( __( 'Push now', 'mvc-core' ), 'primary', 'mvc-baidu-push-now', false ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core's button markup, escaped there.
		);
		echo '<h2>' . esc_html__( 'Log', 'mvc-core' ) . '</h2>';
		$table = new LogTable();
		$table->prepare_items();
		$table->display();
		echo '</div>';
	}

	/**
	 * The outcome of 立即推送, the settings when pushing is off, and the stop's reason.
	 *
	 * @param string $pushed Outcome from the redirect.
	 */
	private function notices( string $pushed ): void {
		$messages = array(
			'sent'    => array( 'success', __( 'The waiting addresses were pushed to Baidu.', 'mvc-core' ) ),
			'idle'    => array( 'info', __( 'Nothing was waiting to be pushed.', 'mvc-core' ) ),
			'quota'   => array( 'warning', __( 'Today\'s Baidu quota is used up: the addresses wait for tomorrow (China time).', 'mvc-core' ) ),
			'retry'   => array( 'warning', __( 'Baidu could not be reached or had an error: the addresses will be tried again.', 'mvc-core' ) ),
			'stopped' => array( 'error', __( 'Baidu refused the push: see the reason below.', 'mvc-core' ) ),
			'busy'    => array( 'info', __( 'Another push is under way: try again in a minute.', 'mvc-core' ) ),
			'off'     => array( 'warning', __( 'The Baidu push is off or its settings are incomplete.', 'mvc-core' ) ),
		);
		if ( isset( $messages[ $pushed ] ) ) {
			printf( '<div class="notice notice-%1$s"><p>%2$s</p></div>', esc_attr( $messages[ $pushed ][0] ), esc_html( $messages[ $pushed ][1] ) );
		}
		if ( ! Config::ready() ) {
			$text = current_user_can( 'manage_options' )
				? __( 'The Baidu push is off or its settings are incomplete: see Settings > Site settings.', 'mvc-core' )
				: __( 'The Baidu push is off or its settings are incomplete: ask an administrator.', 'mvc-core' );
			echo '<div class="notice notice-warning"><p>' . esc_html( $text ) . '</p></div>';
		}
		$stop = Status::get()['stop'];
		if ( '' !== $stop ) {
			/* translators: %s: Baidu's answer in Chinese. */
			echo '<div class="notice notice-error mvc-baidu-stop"><p>' . esc_html( sprintf( __( 'Pushing is stopped: %s Press 立即推送 after fixing it.', 'mvc-core' ), Answers::reason( $stop ) ) ) . '</p></div>';
		}
	}

	/**
	 * Today's quota and the counts.
	 */
	private function summary(): void {
		$now    = time();
		$status = Status::get();
		$remain = Status::remain_today( $now );
		$quota  = null === $remain
			? __( 'Baidu has not said today\'s remaining quota yet: the next push asks it.', 'mvc-core' )
			/* translators: 1: the remaining quota, 2: when Baidu said it. */
			: sprintf( __( 'Today\'s remaining quota: %1$s (as Baidu said at %2$s).', 'mvc-core' ), number_format_i18n( $remain ), wp_date( __( 'Y-m-d H:i', 'mvc-core' ), $status['remain_at'] ) );
		echo '<p class="mvc-baidu-quota">' . esc_html( $quota ) . ' ' . esc_html__( 'Baidu\'s quota starts again at midnight China time.', 'mvc-core' ) . '</p>';
		echo '<ul class="mvc-baidu-counts">';
		foreach ( array( Queue::WAITING, Queue::SENT, Queue::FAILED ) as $state ) {
			printf(
				'<li data-state="%1$s">%2$s</li>',
				esc_attr( $state ),
				sprintf(
					/* translators: 1: a state (等待推送, 已推送, 失败), 2: how many addresses are in it. */
					esc_html__( '%1$s: %2$s', 'mvc-core' ),
					esc_html( LogTable::state_name( $state ) ),
					'<strong>' . esc_html( number_format_i18n( Queue::count( $state ) ) ) . '</strong>'
				)
			);
		}
		echo '</ul>';
	}
}
