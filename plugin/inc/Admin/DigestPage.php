<?php
/**
 * The operators' screen of the bi-weekly digest.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin;

use Mvc\Core\Mail\Digest;
use Mvc\Core\Mail\DigestMail;
use Mvc\Core\Member\Role;
use Mvc\Core\Module;
use WP_User;

/**
 * Settings > 邮件推送 (Capabilities::DIGEST: administrators and editors): the last run (its period, times and outcome counts, failed
 * included) and the next; a member picker (e-mail or id) that previews the member's next digest
 * as it would be sent now (the HTML in a sandboxed iframe's srcdoc: no script, no same origin);
 * and a button that sends that digest to the operator's own address (admin-post.php with a nonce),
 * without logging it: the member's period is not touched. The preview and the test carry a 测试
 * marker and a test unsubscribe link (Digest::test_unsubscribe_url()): following it changes no
 * member's subscription.
 */
final class DigestPage implements Module {

	public const SLUG = 'mvc-digest';

	public const ACTION = 'mvc_digest_test';

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
		add_action( 'admin_post_' . self::ACTION, array( $this, 'send_test' ) );
	}

	/**
	 * The menu entry under Settings.
	 */
	public function menu(): void {
		add_options_page( __( 'E-mail digest', 'mvc-core' ), __( 'E-mail digest', 'mvc-core' ), Capabilities::DIGEST, self::SLUG, array( $this, 'render' ) );
	}

	/**
	 * A member by e-mail address or id, or null.
	 *
	 * @param string $input What the operator typed.
	 */
	public static function find_member( string $input ): ?WP_User {
		$input = trim( $input );
		$user  = ctype_digit( $input ) ? get_userdata( (int) $input ) : get_user_by( 'email', $input );
		return $user instanceof WP_User && in_array( Role::NAME, $user->roles, true ) ? $user : null;
	}

	/**
	 * The member's next digest as it would be sent now.
	 *
	 * @param WP_User $member Member.
	 * @return array{since: int, count: int, mail: array{subject: string, html: string, text: string}|null}
	 */
	public static function preview( WP_User $member ): array {
		$now    = time();
		$since  = Digest::since( $member->ID, $now );
		$groups = Digest::articles( $member->ID, $since, $now );
		return array(
			'since' => $since,
			'count' => Digest::count( $groups ),
			'mail'  => $groups ? DigestMail::compose( $member, $groups, Digest::test_unsubscribe_url( get_current_user_id() ), true ) : null,
		);
	}

	/**
	 * `admin_post_mvc_digest_test`: sends the member's next digest to the operator, then back to
	 * the screen with the outcome.
	 */
	public function send_test(): void {
		if ( ! current_user_can( Capabilities::DIGEST ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to do that.', 'mvc-core' ), 403 );
		}
		check_admin_referer( self::ACTION );
		$input  = isset( $_POST['member'] ) && is_string( $_POST['member'] ) ? sanitize_text_field( wp_unslash( $_POST['member'] ) ) : '';
		$member = self::find_member( $input );
		$result = 'missing';
		if ( $member ) {
			$now    = time();
			$groups = Digest::articles( $member->ID, Digest::since( $member->ID, $now ), $now );
			$result = ! $groups ? 'empty' : ( DigestMail::send( $member, $groups, Digest::test_unsubscribe_url( get_current_user_id() ), wp_get_current_user()->user_email, true ) ? 'sent' : 'failed' );
		}
		wp_safe_redirect(
			add_query_arg(
				array(
					'page'   => self::SLUG,
					'member' => rawurlencode( $input ),
					'test'   => $result,
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
		if ( ! current_user_can( Capabilities::DIGEST ) ) {
			return;
		}
		// Reading the picker and the test's outcome only: nothing changes here.
		$input = isset( $_GET['member'] ) && is_string( $_GET['member'] ) ? sanitize_text_field( wp_unslash( $_GET['member'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		$test  = isset( $_GET['test'] ) && is_string( $_GET['test'] ) ? sanitize_key( $_GET['test'] ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		echo '<div class="wrap"><h1>' . esc_html__( 'E-mail digest', 'mvc-core' ) . '</h1>';
		$this->notice( $test );
		$this->runs();
		echo '<h2>' . esc_html__( 'Preview a member\'s next digest', 'mvc-core' ) . '</h2>';
		printf(
			'<form method="get" action="%1$s"><input type="hidden" name="page" value="%2$s"><label for="mvc-digest-member">%3$s</label> <input type="text" class="regular-text" id="mvc-digest-member" name="member" value="%4$s"> %5$s</form>',
			esc_url( admin_url( 'options-general.php' ) ),
			esc_attr( self::SLUG ),
			esc_html__( 'Member e-mail or id', 'mvc-core' ),
			esc_attr( $input ),
			get_submit_button( __( 'Preview', 'mvc-core' ), 'secondary', '', false ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core's button markup, escaped there.
		);
		if ( '' !== $input ) {
			$this->member_preview( $input );
		}
		echo '</div>';
	}

	/**
	 * The outcome of a test send.
	 *
	 * @param string $test Outcome from the redirect.
	 */
	private function notice( string $test ): void {
		$messages = array(
			/* translators: %s: the operator's e-mail address. */
			'sent'    => array( 'success', sprintf( __( 'The test digest was sent to %s.', 'mvc-core' ), wp_get_current_user()->user_email ) ),
			'failed'  => array( 'error', __( 'The test digest could not be sent.', 'mvc-core' ) ),
			'empty'   => array( 'warning', __( 'The member\'s digest is empty: nothing was sent.', 'mvc-core' ) ),
			'missing' => array( 'error', __( 'No member has this e-mail address or id.', 'mvc-core' ) ),
		);
		if ( isset( $messages[ $test ] ) ) {
			printf( '<div class="notice notice-%1$s"><p>%2$s</p></div>', esc_attr( $messages[ $test ][0] ), esc_html( $messages[ $test ][1] ) );
		}
	}

	/**
	 * The last run (its progress and pace while it runs) and the next.
	 */
	private function runs(): void {
		$format   = get_option( 'date_format' ) . ' ' . get_option( 'time_format' );
		$progress = Digest::progress();
		$next     = wp_next_scheduled( Digest::HOOK );
		$rows     = '';
		if ( ! $progress ) {
			$last = __( 'Not run yet', 'mvc-core' );
		} else {
			$last = ( $progress['finished']
				/* translators: 1: the period's first day, 2: start time, 3: end time. */
				? sprintf( __( 'Period %1$s, started %2$s, finished %3$s.', 'mvc-core' ), $progress['period'], wp_date( $format, $progress['started'] ), wp_date( $format, $progress['finished'] ) )
				/* translators: 1: the period's first day, 2: start time. */
				: sprintf( __( 'Period %1$s, started %2$s, still running.', 'mvc-core' ), $progress['period'], wp_date( $format, $progress['started'] ) ) )
				/* translators: 1: digests sent, 2: members with nothing new, 3: failed digests, 4: digests being sent. */
				. ' ' . sprintf( __( 'Sent: %1$d, nothing new: %2$d, failed: %3$d, in progress: %4$d.', 'mvc-core' ), $progress['sent'], $progress['empty'], $progress['failed'], $progress['claimed'] );
			$percent = $progress['total'] > 0 ? (int) floor( 100 * $progress['handled'] / $progress['total'] ) : 100;
			/* translators: 1: members handled, 2: members with the digest on, 3: per cent. */
			$done = sprintf( __( '%1$d of %2$d members handled (%3$d%%).', 'mvc-core' ), $progress['handled'], $progress['total'], $percent );
			/* translators: %s: members handled a minute. */
			$pace = sprintf( __( '%s members a minute', 'mvc-core' ), number_format_i18n( $progress['per_minute'], 1 ) );
			if ( null !== $progress['minutes_left'] ) {
				/* translators: %d: minutes. */
				$pace .= ' ' . sprintf( __( '(about %d minutes left)', 'mvc-core' ), $progress['minutes_left'] );
			}
			$rows = sprintf(
				'<tr><th scope="row">%1$s</th><td><progress max="%2$d" value="%3$d" style="width:20em" data-mvc-digest-progress></progress> %4$s</td></tr><tr><th scope="row">%5$s</th><td data-mvc-digest-pace>%6$s</td></tr>',
				esc_html__( 'Progress', 'mvc-core' ),
				max( 1, $progress['total'] ),
				$progress['handled'],
				esc_html( $done ),
				esc_html__( 'Throughput', 'mvc-core' ),
				esc_html( $pace )
			);
		}//end if
		$when = $next ? (string) wp_date( $format, $next ) : __( 'Not scheduled', 'mvc-core' );
		printf(
			'<table class="form-table" role="presentation"><tr><th scope="row">%1$s</th><td>%2$s<p class="description">%3$s</p></td></tr>%4$s<tr><th scope="row">%5$s</th><td>%6$s</td></tr></table>',
			esc_html__( 'Last run', 'mvc-core' ),
			esc_html( $last ),
			esc_html__( 'A failed digest is not sent again in its period: its articles come in the member\'s next digest.', 'mvc-core' ),
			$rows, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built above, every part escaped.
			esc_html__( 'Next run', 'mvc-core' ),
			esc_html( $when )
		);
	}

	/**
	 * The preview of a member's next digest and the test button.
	 *
	 * @param string $input What the operator typed.
	 */
	private function member_preview( string $input ): void {
		$member = self::find_member( $input );
		if ( ! $member ) {
			printf( '<div class="notice notice-error inline"><p>%s</p></div>', esc_html__( 'No member has this e-mail address or id.', 'mvc-core' ) );
			return;
		}
		$preview = self::preview( $member );
		$format  = get_option( 'date_format' ) . ' ' . get_option( 'time_format' );
		$switch  = Digest::is_recipient( $member ) ? __( 'On', 'mvc-core' ) : __( 'Off', 'mvc-core' );
		printf(
			'<table class="widefat striped" style="max-width:720px"><tbody><tr><th>%1$s</th><td>%2$s</td></tr><tr><th>%3$s</th><td>%4$s</td></tr><tr><th>%5$s</th><td>%6$s</td></tr><tr><th>%7$s</th><td>%8$d</td></tr></tbody></table>',
			esc_html__( 'Member', 'mvc-core' ),
			esc_html( $member->display_name . ' <' . $member->user_email . '> #' . $member->ID ),
			esc_html__( 'Digest switch', 'mvc-core' ),
			esc_html( $switch ),
			esc_html__( 'Articles since', 'mvc-core' ),
			esc_html( (string) wp_date( $format, $preview['since'] ) ),
			esc_html__( 'Articles', 'mvc-core' ),
			(int) $preview['count']
		);
		if ( ! $preview['mail'] ) {
			printf( '<p>%s</p>', esc_html__( 'Nothing new: no digest would be sent.', 'mvc-core' ) );
			return;
		}
		printf(
			'<p><strong>%1$s</strong> %2$s</p><iframe sandbox="" title="%3$s" srcdoc="%4$s" style="width:100%%;max-width:720px;height:600px;border:1px solid #c3c4c7;background:#fff"></iframe>',
			esc_html__( 'Subject', 'mvc-core' ),
			esc_html( $preview['mail']['subject'] ),
			esc_attr__( 'Preview', 'mvc-core' ),
			// Encoded once more as a whole (esc_attr() would keep the mail's own entities, and
			// the iframe's document would get back the markup they stand for).
			htmlspecialchars( $preview['mail']['html'], ENT_QUOTES, 'UTF-8', true ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- an attribute's value, every character encoded.
		);
		printf(
			'<form method="post" action="%1$s"><input type="hidden" name="action" value="%2$s"><input type="hidden" name="member" value="%3$s">%4$s%5$s</form>',
			esc_url( admin_url( 'admin-post.php' ) ),
			esc_attr( self::ACTION ),
			esc_attr( (string) $member->ID ),
			wp_nonce_field( self::ACTION, '_wpnonce', true, false ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core's hidden fields, escaped there.
			/* translators: %s: the operator's e-mail address. */
			get_submit_button( sprintf( __( 'Send a test to %s', 'mvc-core' ), wp_get_current_user()->user_email ), 'primary', 'submit', false ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core's button markup, escaped there.
		);
	}
}
