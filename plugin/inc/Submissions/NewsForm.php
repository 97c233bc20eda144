<?php
/**
 * The page 提交科研资讯 (/research-news/submit-research-news/): its form, posted without JavaScript.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Submissions;

use Mvc\Core\Module;
use Mvc\Core\Security\Client;
use Mvc\Core\Security\NetworkGate;
use WP_Error;

/**
 * The page `submit-research-news` (page-submit-research-news.php: its own text, then the form) sends
 * a research-news release with up to Attachments::MAX_FILES files to the operators' inbox. The form is
 * `multipart/form-data` and posts to admin-post.php (ACTION); handle() hands it to
 * `Submissions::submit( 'research_news', … )` (a form without JavaScript stops at the network's quiet
 * limit) and goes back with `?sent=1` or `?failed=<key>`, a transient (STATE_TTL, read once) with
 * what was typed and the reason; files are not kept, the page asks for them again.
 * See docs/features/contact-and-submissions.md.
 */
final class NewsForm implements Module {

	/**
	 * The admin-post.php action, and the action of its nonce.
	 */
	public const ACTION = 'mvc_submit_news';

	/**
	 * The submission kind (Submissions service).
	 */
	public const KIND = 'research_news';

	/**
	 * The page's slug.
	 */
	public const PAGE = 'submit-research-news';

	/**
	 * The text fields and their longest lengths in characters, in the form's order.
	 */
	public const FIELDS = array(
		'title'   => Submissions::MAX_NEWS_TITLE,
		'summary' => Submissions::MAX_SUMMARY,
		'name'    => Submissions::MAX_NAME,
		'email'   => Submissions::MAX_EMAIL,
	);

	/**
	 * The honeypot field.
	 */
	public const HONEYPOT = 'website';

	/**
	 * The address arguments of the outcome.
	 */
	public const SENT_ARG   = 'sent';
	public const FAILED_ARG = 'failed';

	/**
	 * How long a refused post's typed fields wait for the page that shows them, and the transient
	 * prefix.
	 */
	public const STATE_TTL    = 10 * MINUTE_IN_SECONDS;
	public const STATE_PREFIX = 'mvc_news_failed_';

	/**
	 * Refused posts a network may have kept per hour; past it the page shows the message alone.
	 */
	public const KEPT_FAILURES_PER_HOUR = 30;

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
	 * `admin_post_(nopriv_)mvc_submit_news`: the form posted. A body over PHP's `post_max_size`
	 * arrives empty: it goes back with the size limit's message. A bad or stale nonce is refused
	 * (403, nothing stored).
	 */
	public function handle(): void {
		if ( Client::cross_site() ) {
			// A visitor's nonce is the same for every visitor (pages are cached): another site's page
			// could post this form; the REST route it mirrors refuses such calls too.
			wp_die( esc_html__( 'Requests from other sites are refused.', 'mvc-core' ), '', array( 'response' => 403 ) );
		}
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- an empty body has no nonce; nothing is stored then.
		if ( empty( $_POST ) && self::content_length() > 0 ) {
			// phpcs:enable
			$target = self::failure_url(
				array(),
				new WP_Error(
					'mvc_too_large',
					/* translators: %s: the limit in megabytes. */
					sprintf( __( 'What you sent is too large: each file can be at most %s MB. Please choose smaller files.', 'mvc-core' ), Attachments::max_megabytes() ),
					array( 'field' => Attachments::FIELD )
				)
			);
			wp_safe_redirect( $target, 303 );
			exit;
		}
		$nonce = isset( $_POST['_wpnonce'] ) && is_string( $_POST['_wpnonce'] ) ? sanitize_key( $_POST['_wpnonce'] ) : '';
		if ( ! wp_verify_nonce( $nonce, self::ACTION ) ) {
			wp_die(
				esc_html__( 'This page has expired. Please go back, reload the page and send your news again.', 'mvc-core' ),
				esc_html__( 'Submit research news', 'mvc-core' ),
				array(
					'response'  => 403,
					'back_link' => true,
				)
			);
		}
		$fields = self::posted();
		$result = Submissions::submit( self::KIND, $fields + array( self::HONEYPOT => self::posted_text( self::HONEYPOT ) ), Client::ip(), null, self::uploads() );
		$target = is_wp_error( $result ) ? self::failure_url( $fields, $result ) : add_query_arg( self::SENT_ARG, '1', self::url() );
		wp_safe_redirect( $target, 303 );
		exit;
	}

	/**
	 * The page's address.
	 */
	public static function url(): string {
		$page = get_page_by_path( self::PAGE );
		return $page ? (string) get_permalink( $page ) : home_url( user_trailingslashit( 'research-news/' . self::PAGE ) );
	}

	/**
	 * What the form shows on this request: the values, the field in error and the result.
	 * `personal` says the page shows what someone typed, so it must not be cached.
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
		$state['status']   = 'error';
		$state['personal'] = true;
		if ( ! is_array( $kept ) ) {
			return $state;
		}
		foreach ( array_keys( self::FIELDS ) as $field ) {
			$state['values'][ $field ] = isset( $kept['values'][ $field ] ) && is_string( $kept['values'][ $field ] ) ? $kept['values'][ $field ] : '';
		}
		$state['message'] = isset( $kept['message'] ) && is_string( $kept['message'] ) ? $kept['message'] : '';
		$field            = isset( $kept['field'] ) && is_string( $kept['field'] ) ? $kept['field'] : '';
		$state['field']   = isset( self::FIELDS[ $field ] ) || Attachments::FIELD === $field ? $field : '';
		return $state;
	}

	/**
	 * The files posted, one entry per file (PHP lists `files[]` as one array per property).
	 *
	 * @return list<array<string, mixed>>
	 */
	public static function uploads(): array {
		// phpcs:disable WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput -- nonce checked in handle(); Attachments::check() checks every file.
		$files = isset( $_FILES[ Attachments::FIELD ] ) && is_array( $_FILES[ Attachments::FIELD ] ) ? $_FILES[ Attachments::FIELD ] : array();
		// phpcs:enable
		if ( ! isset( $files['name'] ) ) {
			return array();
		}
		if ( ! is_array( $files['name'] ) ) {
			return array( $files );
		}
		$list = array();
		foreach ( array_keys( $files['name'] ) as $index ) {
			$entry = array();
			foreach ( array( 'name', 'type', 'tmp_name', 'error', 'size' ) as $key ) {
				$entry[ $key ] = isset( $files[ $key ] ) && is_array( $files[ $key ] ) ? ( $files[ $key ][ $index ] ?? null ) : null;
			}
			$list[] = $entry;
		}
		return $list;
	}

	/**
	 * The body's declared length.
	 */
	private static function content_length(): int {
		return isset( $_SERVER['CONTENT_LENGTH'] ) ? absint( $_SERVER['CONTENT_LENGTH'] ) : 0;
	}

	/**
	 * The posted fields, as sent: the plugin cleans and checks them.
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
		// phpcs:disable WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- nonce checked in handle(); Submissions::submit() cleans the text.
		return isset( $_POST[ $field ] ) && is_string( $_POST[ $field ] ) ? wp_unslash( $_POST[ $field ] ) : '';
		// phpcs:enable
	}

	/**
	 * Where a refused post goes: its state kept under a random key, unless the network has kept
	 * too many lately (then the page's plain failure).
	 *
	 * @param array<string, string> $fields What was typed.
	 * @param WP_Error              $error  The refusal.
	 */
	private static function failure_url( array $fields, WP_Error $error ): string {
		$key = strtolower( wp_generate_password( 20, false ) );
		if ( null === NetworkGate::within( 'news-form:net:' . Client::network(), self::KEPT_FAILURES_PER_HOUR, HOUR_IN_SECONDS ) ) {
			$data = $error->get_error_data();
			set_transient(
				self::STATE_PREFIX . $key,
				array(
					'values'  => $fields,
					'message' => $error->get_error_message(),
					'field'   => is_array( $data ) && isset( $data['field'] ) && is_string( $data['field'] ) ? $data['field'] : '',
				),
				self::STATE_TTL
			);
		}
		return add_query_arg( self::FAILED_ARG, $key, self::url() );
	}
}
