<?php
/**
 * The contact page's form (/contact) without JavaScript, its appeal prefill and the address.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Submissions;

use Mvc\Core\Comments\CommentMessages;
use Mvc\Core\Member\Messages;
use Mvc\Core\Module;
use Mvc\Core\Security\Client;
use Mvc\Core\Security\NetworkGate;
use Mvc\Core\Settings;
use WP_Comment;
use WP_Error;

/**
 * What the theme's contact page (View\Contact) asks besides markup (public-site.md, "Contact"): the
 * form's post without JavaScript (handle(), to Submissions::submit()), an appeal from the message
 * centre prefilled for the comment's own author only (appeal()), and the operator's address
 * (address()). A refused post goes back to `/contact/?failed=<key>`: the key names a transient, kept
 * STATE_TTL and read once, so no personal data travels in the address. See
 * docs/features/contact-and-submissions.md, "The contact page".
 */
final class ContactForm implements Module {

	/**
	 * The admin-post.php action, and the action of its nonce.
	 */
	public const ACTION = 'mvc_contact';

	/**
	 * The submission kind (Submissions service).
	 */
	public const KIND = 'contact';

	/**
	 * The fields and their longest lengths in characters (spec section 5). Only the message is
	 * optional.
	 */
	public const FIELDS = array(
		'name'    => Submissions::MAX_NAME,
		'email'   => Submissions::MAX_EMAIL,
		'title'   => Submissions::MAX_TITLE,
		'message' => Submissions::MAX_MESSAGE,
	);

	/**
	 * The honeypot field: hidden from people and screen readers, never reached with Tab.
	 */
	public const HONEYPOT = 'website';

	/**
	 * The address argument after a message was stored.
	 */
	public const SENT_ARG = 'sent';

	/**
	 * The address argument naming a refused post's kept state.
	 */
	public const FAILED_ARG = 'failed';

	/**
	 * How long a refused post's typed fields wait for the page that shows them.
	 */
	public const STATE_TTL = 10 * MINUTE_IN_SECONDS;

	/**
	 * Transient name prefix of a refused post's state.
	 */
	public const STATE_PREFIX = 'mvc_contact_failed_';

	/**
	 * Refused posts a network may have kept per hour; past it the page shows the message alone.
	 */
	public const KEPT_FAILURES_PER_HOUR = 30;

	/**
	 * Characters of the deleted comment the appeal's title quotes.
	 */
	public const APPEAL_QUOTE = 30;

	/**
	 * Always applies.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'admin_post_nopriv_' . self::ACTION, array( $this, 'handle' ) );
		add_action( 'admin_post_' . self::ACTION, array( $this, 'handle' ) );
	}

	/**
	 * `admin_post_(nopriv_)mvc_contact`: the form posted without JavaScript. A bad or stale nonce
	 * is refused (403, nothing stored); otherwise the plugin stores the message or says why not,
	 * and the browser goes back to the contact page with the outcome.
	 */
	public function handle(): void {
		if ( Client::cross_site() ) {
			// A visitor's nonce is the same for every visitor (pages are cached): another site's page
			// could post this form; the REST route it mirrors refuses such calls too.
			wp_die( esc_html__( 'Requests from other sites are refused.', 'mvc-core' ), '', array( 'response' => 403 ) );
		}
		$nonce = isset( $_POST['_wpnonce'] ) && is_string( $_POST['_wpnonce'] ) ? sanitize_key( $_POST['_wpnonce'] ) : '';
		if ( ! wp_verify_nonce( $nonce, self::ACTION ) ) {
			wp_die(
				esc_html__( 'This page has expired. Please go back, reload the contact page and send your message again.', 'mvc-core' ),
				esc_html__( 'Contact us', 'mvc-core' ),
				array(
					'response'  => 403,
					'back_link' => true,
				)
			);
		}
		$fields = self::posted();
		$result = Submissions::submit( self::KIND, $fields + array( self::HONEYPOT => self::posted_text( self::HONEYPOT ) ), Client::ip() );
		$target = is_wp_error( $result ) ? self::failure_url( $fields, $result ) : add_query_arg( self::SENT_ARG, '1', self::url() );
		wp_safe_redirect( $target, 303 );
		exit;
	}

	/**
	 * The contact page's address.
	 */
	public static function url(): string {
		return home_url( user_trailingslashit( 'contact' ) );
	}

	/**
	 * What the form shows on this request: the values, the field in error and the result.
	 * `?sent=1` is the thank-you; `?failed=<key>` the kept state of a refused post (read once;
	 * an unknown or expired key is the plain form). `personal` says the page shows what someone
	 * typed, so it must not be cached.
	 *
	 * @return array{values: array<string, string>, status: string, message: string, field: string, personal: bool}
	 */
	public static function state(): array {
		$state = array(
			'values'   => array_fill_keys( array_keys( self::FIELDS ), '' ),
			'status'   => 'idle',
			'message'  => '',
			'field'    => '',
			'personal' => false,
		);
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- which outcome to show, no action.
		if ( isset( $_GET[ self::SENT_ARG ] ) ) {
			$state['status'] = 'success';
			return $state;
		}
		$key = isset( $_GET[ self::FAILED_ARG ] ) && is_string( $_GET[ self::FAILED_ARG ] ) ? sanitize_key( $_GET[ self::FAILED_ARG ] ) : '';
		// phpcs:enable
		if ( '' === $key ) {
			return $state;
		}
		$kept = get_transient( self::STATE_PREFIX . $key );
		delete_transient( self::STATE_PREFIX . $key );
		$state['status'] = 'error';
		if ( ! is_array( $kept ) ) {
			return $state;
		}
		foreach ( array_keys( self::FIELDS ) as $field ) {
			$state['values'][ $field ] = isset( $kept['values'][ $field ] ) && is_string( $kept['values'][ $field ] ) ? $kept['values'][ $field ] : '';
		}
		$state['message']  = isset( $kept['message'] ) && is_string( $kept['message'] ) ? $kept['message'] : '';
		$state['field']    = isset( $kept['field'] ) && isset( self::FIELDS[ $kept['field'] ] ) ? (string) $kept['field'] : '';
		$state['personal'] = true;
		return $state;
	}

	/**
	 * The appeal against a deleted comment: the title and the message the form starts with, when
	 * `$user_id` wrote the comment. A trashed comment is still a row with its author and text; a
	 * comment deleted for good is known by the system message its author was sent
	 * (`DETETED_COMMENT`, with the excerpt it kept). Anyone else, or an unknown comment: null
	 * (the plain form: nobody sees another person's comment).
	 *
	 * @param int $comment_id The comment (`?appeal=`).
	 * @param int $user_id    The logged-in member (0 for a visitor).
	 * @return array{title: string, message: string}|null
	 */
	public static function appeal( int $comment_id, int $user_id ): ?array {
		if ( $comment_id <= 0 || $user_id <= 0 ) {
			return null;
		}
		$comment = get_comment( $comment_id );
		if ( $comment instanceof WP_Comment ) {
			if ( (int) $comment->user_id !== $user_id ) {
				return null;
			}
			$text    = CommentMessages::excerpt( $comment );
			$post_id = (int) $comment->comment_post_ID;
		} else {
			$deleted = Messages::deleted_comment( $user_id, $comment_id );
			if ( null === $deleted ) {
				return null;
			}
			$text    = $deleted['excerpt'];
			$post_id = $deleted['post_id'];
		}
		$quote = mb_strlen( $text ) > self::APPEAL_QUOTE ? mb_substr( $text, 0, self::APPEAL_QUOTE ) . '…' : $text;
		$post  = $post_id ? get_post( $post_id ) : null;
		$where = $post && 'publish' === $post->post_status ? wp_strip_all_tags( get_the_title( $post ) ) : '';
		/* translators: %s: the start of the deleted comment. */
		$title   = sprintf( __( 'Comment appeal: %s', 'mvc-core' ), $quote );
		$message = '' !== $where
			/* translators: 1: comment number, 2: the article's title, 3: the comment's text. */
			? sprintf( __( 'My comment (no. %1$d) on "%2$s" was deleted: "%3$s". I believe it keeps to the comment rules, because: ', 'mvc-core' ), $comment_id, $where, $text )
			/* translators: 1: comment number, 2: the comment's text. */
			: sprintf( __( 'My comment (no. %1$d) was deleted: "%2$s". I believe it keeps to the comment rules, because: ', 'mvc-core' ), $comment_id, $text );
		return array(
			'title'   => mb_substr( $title, 0, self::FIELDS['title'] ),
			'message' => mb_substr( $message, 0, self::FIELDS['message'] ),
		);
	}

	/**
	 * The comment the address appeals for (`?appeal=`), 0 when none.
	 */
	public static function requested_appeal(): int {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which comment to name, no action.
		return isset( $_GET[ Messages::APPEAL_ARG ] ) && is_string( $_GET[ Messages::APPEAL_ARG ] ) ? absint( $_GET[ Messages::APPEAL_ARG ] ) : 0;
	}

	/**
	 * The operator's postal address and contact facts, as the page prints them: the settings of
	 * Settings > 站点设置 (联系页面), each empty until an operator fills it in.
	 *
	 * @return array{recipient: string, address: string, postcode: string, phone: string, email: string}
	 */
	public static function address(): array {
		$default = array();
		foreach ( array( 'recipient', 'address', 'postcode', 'phone', 'email' ) as $fact ) {
			$default[ $fact ] = Settings::text( 'contact_' . $fact );
		}
		/**
		 * Filters the operator's postal address on the contact page.
		 *
		 * @param array{recipient: string, address: string, postcode: string, phone: string, email: string} $default The settings'.
		 */
		$address = apply_filters( 'mvc_contact_address', $default );
		$address = is_array( $address ) ? $address : array();
		foreach ( $default as $key => $value ) {
			$default[ $key ] = isset( $address[ $key ] ) && is_string( $address[ $key ] ) ? $address[ $key ] : '';
		}
		return $default;
	}

	/**
	 * Length of a field's value as the form's counter shows it (characters).
	 *
	 * @param string $value Value.
	 */
	public static function length( string $value ): int {
		return mb_strlen( $value );
	}

	/**
	 * The posted fields, as sent: the plugin cleans and checks them as it does a REST body.
	 *
	 * @return array<string, string>
	 */
	private static function posted(): array {
		$fields = array();
		foreach ( array_keys( self::FIELDS ) as $field ) {
			$fields[ $field ] = self::posted_text( $field );
		}
		return $fields;
	}

	/**
	 * One posted field, unslashed (nonce checked in handle()).
	 *
	 * @param string $field Field name.
	 */
	private static function posted_text( string $field ): string {
		// phpcs:disable WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- nonce checked in handle(); Submissions::submit() cleans the text (kept as written, as from REST).
		return isset( $_POST[ $field ] ) && is_string( $_POST[ $field ] ) ? wp_unslash( $_POST[ $field ] ) : '';
		// phpcs:enable
	}

	/**
	 * Where a refused post goes: its state kept under a random key, unless the network has kept
	 * too many lately (then the message alone, without the typed fields).
	 *
	 * @param array<string, string> $fields What was typed.
	 * @param WP_Error              $error  The refusal.
	 */
	private static function failure_url( array $fields, WP_Error $error ): string {
		$key = strtolower( wp_generate_password( 20, false ) );
		if ( null === NetworkGate::within( 'contact-form:net:' . Client::network(), self::KEPT_FAILURES_PER_HOUR, HOUR_IN_SECONDS ) ) {
			$data  = $error->get_error_data();
			$field = is_array( $data ) && isset( $data['field'] ) && is_string( $data['field'] ) ? $data['field'] : '';
			set_transient(
				self::STATE_PREFIX . $key,
				array(
					'values'  => $fields,
					'message' => $error->get_error_message(),
					'field'   => $field,
				),
				self::STATE_TTL
			);
		}
		return add_query_arg( self::FAILED_ARG, $key, self::url() );
	}
}
