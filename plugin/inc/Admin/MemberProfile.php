<?php
/**
 * A member's own screen in wp-admin (user-edit.php).
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin;

use Mvc\Core\Data\Reads;
use Mvc\Core\Data\Tables;
use Mvc\Core\Mail\MemberResetMail;
use Mvc\Core\Member\Collections;
use Mvc\Core\Comments\CommentMessages;
use Mvc\Core\Member\Likes;
use Mvc\Core\Member\Messages;
use Mvc\Core\Member\Profile;
use Mvc\Core\Member\Role;
use Mvc\Core\Member\TagSubscriptions;
use Mvc\Core\Member\VerificationCodes;
use Mvc\Core\Member\WeChat\Identities;
use Mvc\Core\Security\Client;
use WP_User;

/**
 * Adds 会员概况 to a member's 用户 > 编辑用户: the member's counts, digest, WeChat and last login, and
 * two actions for an operator with `edit_user`: 发送密码重置邮件 (the site's own reset code, since core's
 * reset link is shut to members by Security\CoreDoors) and 关闭邮件推送. The buttons sit in the
 * profile's form but belong (HTML's `form` attribute) to small forms printed after it, with their own
 * nonce, since a form cannot hold another. Each count is one indexed query. See docs/operators.md,
 * "Members in wp-admin".
 */
final class MemberProfile {

	public const RESET_ACTION  = 'mvc_member_reset';
	public const DIGEST_ACTION = 'mvc_member_digest_off';

	/**
	 * The redirect's query variable that names the outcome.
	 */
	public const NOTICE_VAR = 'mvc_member';

	/**
	 * The member whose forms are printed in the footer, or 0.
	 *
	 * @var int
	 */
	private int $forms_for = 0;

	/**
	 * Adds the hooks (MemberColumns registers this in wp-admin).
	 */
	public function register(): void {
		add_action( 'edit_user_profile', array( $this, 'section' ), 5 );
		add_action( 'admin_footer-user-edit.php', array( $this, 'forms' ) );
		add_action( 'admin_post_' . self::RESET_ACTION, array( $this, 'send_reset' ) );
		add_action( 'admin_post_' . self::DIGEST_ACTION, array( $this, 'digest_off' ) );
		add_action( 'admin_notices', array( $this, 'notice' ) );
	}

	/**
	 * A member's counts.
	 *
	 * @param int $user_id Member.
	 * @return array{likes: int, collections: int, subscriptions: int, mentions: int, mentions_unread: int, system: int, system_unread: int}
	 */
	public static function counts( int $user_id ): array {
		global $wpdb;
		$table  = Tables::messages();
		$counts = array(
			'likes'           => ( new Likes() )->count_for_user( $user_id ),
			'collections'     => ( new Collections() )->count_for_user( $user_id ),
			'subscriptions'   => ( new TagSubscriptions() )->count_for_user( $user_id ),
			'mentions'        => 0,
			'mentions_unread' => 0,
			'system'          => 0,
			'system_unread'   => 0,
		);
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- table name from Tables; live counts for an operator, not cached.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT category, status, COUNT(*) AS n FROM {$table} WHERE user_id = %d GROUP BY category, status", $user_id ) );
		foreach ( (array) $rows as $row ) {
			$key             = CommentMessages::CATEGORY_MENTION === $row->category ? 'mentions' : 'system';
			$counts[ $key ] += (int) $row->n;
			if ( Messages::STATUS_UNREAD === $row->status ) {
				$counts[ $key . '_unread' ] += (int) $row->n;
			}
		}
		return $counts;
	}

	/**
	 * `edit_user_profile`: the section, for a member.
	 *
	 * @param mixed $user The user being edited.
	 */
	public function section( $user ): void {
		if ( ! $user instanceof WP_User || ! Role::is_member( $user->ID ) || ! current_user_can( 'edit_user', $user->ID ) ) {
			return;
		}
		$this->forms_for = $user->ID;
		$counts          = Reads::checked( static fn() => self::counts( $user->ID ) );
		$number          = static fn( string $key ): string => is_wp_error( $counts ) ? '—' : number_format_i18n( $counts[ $key ] );
		/* translators: 1: number of messages, 2: number of unread ones. */
		$messages   = static fn( string $key ): string => is_wp_error( $counts ) ? '—' : sprintf( __( '%1$s (%2$s unread)', 'mvc-core' ), number_format_i18n( $counts[ $key ] ), number_format_i18n( $counts[ $key . '_unread' ] ) );
		$digest_on  = (bool) get_user_meta( $user->ID, Profile::META_DIGEST, true );
		$last_login = (int) get_user_meta( $user->ID, Profile::META_LAST_LOGIN, true );
		$rows       = array(
			__( 'Likes', 'mvc-core' )           => $number( 'likes' ),
			__( 'Collection', 'mvc-core' )      => $number( 'collections' ),
			__( 'Tags followed', 'mvc-core' )   => $number( 'subscriptions' ),
			__( 'Mentions', 'mvc-core' )        => $messages( 'mentions' ),
			__( 'System messages', 'mvc-core' ) => $messages( 'system' ),
			__( 'WeChat', 'mvc-core' )          => Identities::is_linked( $user->ID ) ? __( 'Linked', 'mvc-core' ) : __( 'Not linked', 'mvc-core' ),
			__( 'Last login', 'mvc-core' )      => $last_login ? (string) wp_date( 'Y-m-d H:i', $last_login ) : '—',
		);
		echo '<h2 id="mvc-member-summary">' . esc_html__( 'Member overview', 'mvc-core' ) . '</h2><table class="form-table mvc-member-summary" role="presentation"><tbody>';
		foreach ( $rows as $label => $value ) {
			printf( '<tr><th scope="row">%1$s</th><td data-mvc-count>%2$s</td></tr>', esc_html( $label ), esc_html( $value ) );
		}
		$switch = $digest_on ? __( 'On', 'mvc-core' ) : __( 'Off', 'mvc-core' );
		printf( '<tr><th scope="row">%1$s</th><td><span id="mvc-member-digest">%2$s</span> ', esc_html__( 'E-mail digest', 'mvc-core' ), esc_html( $switch ) );
		if ( $digest_on ) {
			echo '<button type="submit" class="button" form="mvc-member-digest-form">' . esc_html__( 'Turn the digest off', 'mvc-core' ) . '</button>';
		}
		echo '</td></tr>';
		printf(
			'<tr><th scope="row">%1$s</th><td><button type="submit" class="button" form="mvc-member-reset-form">%2$s</button><p class="description">%3$s</p></td></tr>',
			esc_html__( 'Password', 'mvc-core' ),
			esc_html__( 'Send a password reset e-mail', 'mvc-core' ),
			/* translators: %d: minutes the code lasts. */
			esc_html( sprintf( __( 'The member gets a verification code valid for %d minutes and sets a new password on the site. The current password stays until then.', 'mvc-core' ), (int) ( VerificationCodes::TTL / MINUTE_IN_SECONDS ) ) )
		);
		echo '</tbody></table>';
	}

	/**
	 * `admin_footer-user-edit.php`: the actions' forms, outside the profile's form.
	 */
	public function forms(): void {
		if ( ! $this->forms_for ) {
			return;
		}
		foreach ( array(
			'mvc-member-reset-form'  => self::RESET_ACTION,
			'mvc-member-digest-form' => self::DIGEST_ACTION,
		) as $id => $action ) {
			printf(
				'<form id="%1$s" method="post" action="%2$s" hidden><input type="hidden" name="action" value="%3$s"><input type="hidden" name="user_id" value="%4$d">%5$s</form>',
				esc_attr( $id ),
				esc_url( admin_url( 'admin-post.php' ) ),
				esc_attr( $action ),
				(int) $this->forms_for,
				wp_nonce_field( $action . '_' . $this->forms_for, '_wpnonce', false, false ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core's hidden field, escaped there.
			);
		}
	}

	/**
	 * `admin_post_mvc_member_reset`: mails the member a reset code.
	 */
	public function send_reset(): void {
		$user    = $this->checked_member( self::RESET_ACTION );
		$code    = ( new VerificationCodes() )->issue( strtolower( $user->user_email ), VerificationCodes::RESET, Client::ip() );
		$outcome = 'reset_sent';
		if ( is_wp_error( $code ) ) {
			$data    = (array) $code->get_error_data();
			$outcome = 429 === (int) ( $data['status'] ?? 0 ) ? 'reset_limited' : 'reset_failed';
		} elseif ( ! MemberResetMail::send( $user->user_email, $code ) ) {
			$outcome = 'reset_failed';
		}
		$this->back( $user->ID, $outcome );
	}

	/**
	 * `admin_post_mvc_member_digest_off`: switches the member's digest off.
	 */
	public function digest_off(): void {
		$user = $this->checked_member( self::DIGEST_ACTION );
		Profile::set_digest( $user->ID, false );
		$this->back( $user->ID, 'digest_off' );
	}

	/**
	 * The member an action is for, after the capability and the nonce (otherwise the request ends).
	 *
	 * @param string $action The action.
	 */
	private function checked_member( string $action ): WP_User {
		$user_id = isset( $_POST['user_id'] ) && is_string( $_POST['user_id'] ) ? absint( $_POST['user_id'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- the nonce names the user: checked below.
		if ( ! $user_id || ! current_user_can( 'edit_user', $user_id ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to do that.', 'mvc-core' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( $action . '_' . $user_id );
		$user = get_userdata( $user_id );
		if ( ! $user instanceof WP_User || ! Role::is_member( $user->ID ) ) {
			wp_die( esc_html__( 'This user is not a member.', 'mvc-core' ), '', array( 'response' => 400 ) );
		}
		return $user;
	}

	/**
	 * Back to the member's screen with the outcome.
	 *
	 * @param int    $user_id Member.
	 * @param string $outcome Outcome key (notices()).
	 * @return never
	 */
	private function back( int $user_id, string $outcome ) {
		wp_safe_redirect( add_query_arg( self::NOTICE_VAR, $outcome, get_edit_user_link( $user_id ) ) );
		exit;
	}

	/**
	 * The notices of the outcomes.
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function notices(): array {
		return array(
			'reset_sent'    => array( 'success', __( 'A password reset e-mail was sent to the member.', 'mvc-core' ) ),
			'reset_limited' => array( 'warning', __( 'Too many codes were sent to this address lately. Please try again later.', 'mvc-core' ) ),
			'reset_failed'  => array( 'error', __( 'The password reset e-mail could not be sent.', 'mvc-core' ) ),
			'digest_off'    => array( 'success', __( 'The member\'s e-mail digest is off.', 'mvc-core' ) ),
		);
	}

	/**
	 * `admin_notices`: the outcome of an action on the member's screen.
	 */
	public function notice(): void {
		global $pagenow;
		// Reading the redirect's outcome only: nothing changes here.
		$outcome = isset( $_GET[ self::NOTICE_VAR ] ) && is_string( $_GET[ self::NOTICE_VAR ] ) ? sanitize_key( $_GET[ self::NOTICE_VAR ] ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		$notices = self::notices();
		if ( 'user-edit.php' !== $pagenow || ! isset( $notices[ $outcome ] ) ) {
			return;
		}
		printf( '<div class="notice notice-%1$s is-dismissible"><p>%2$s</p></div>', esc_attr( $notices[ $outcome ][0] ), esc_html( $notices[ $outcome ][1] ) );
	}
}
