<?php
/**
 * A journal minisite's contact form, posted without JavaScript.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Submissions;

use Mvc\Core\Module;
use Mvc\Core\Security\Client;
use WP_Post;

/**
 * The minisite's 联系编辑部 form (public-site spec, the minisite contact variant: name, email,
 * message, postTitle, postId; template-parts/journals/contact-form.php, in the 常见问题 tab) posts
 * to the journal's page itself, as the question form does: take_post() hands it to
 * `Submissions::submit( 'minisite_contact', … )` (the rules, honeypot and limits of
 * `POST /api/minisite/contact-us/submit`), then sends the browser to the page again with
 * `?contact=sent` (so a reload does not post twice), or draws the page with the refusal and what
 * was typed (not cached). Like the question form it carries no nonce: the minisite is kept as a
 * fragment for every reader, and the route it mirrors is public.
 */
final class MinisiteContactForm implements Module {

	/**
	 * The form's field marking a page post as a contact message.
	 */
	public const FIELD = 'mvc_minisite_contact';

	/**
	 * The address argument of the page after a message was stored.
	 */
	public const SENT_ARG = 'contact';

	/**
	 * The fields and their longest lengths in characters.
	 */
	public const FIELDS = array(
		'name'    => 100,
		'email'   => 100,
		'message' => 500,
	);

	/**
	 * The anchor of the form.
	 */
	public const ANCHOR = 'mvc-minisite-contact';

	/**
	 * This request's refused post: the reason and what was typed.
	 *
	 * @var array{message: string, field: string, name: string, email: string, message_text: string}|null
	 */
	private static ?array $outcome = null;

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
		add_action( 'template_redirect', array( $this, 'take_post' ) );
	}

	/**
	 * `template_redirect`: a contact message posted on a minisite.
	 */
	public function take_post(): void {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : '';
		if ( 'post' !== $method || ! isset( $_POST[ self::FIELD ] ) || ! is_singular( 'journal' ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Missing -- a public form, like its REST route.
			return;
		}
		if ( Client::cross_site() ) {
			// The form carries no nonce (the minisite is cached for every reader): another site's page
			// could post this form; the REST route it mirrors refuses such calls too.
			wp_die( esc_html__( 'Requests from other sites are refused.', 'mvc-core' ), '', array( 'response' => 403 ) );
		}
		$journal = get_queried_object();
		if ( ! $journal instanceof WP_Post ) {
			return;
		}
		$typed = array();
		foreach ( array( 'name', 'email', 'message', 'website' ) as $key ) {
			$value         = isset( $_POST[ $key ] ) ? wp_unslash( $_POST[ $key ] ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- checked and cleaned by the submissions service.
			$typed[ $key ] = is_string( $value ) ? $value : '';
		}
		$result = Submissions::submit(
			Submissions::MINISITE_CONTACT,
			array_merge(
				$typed,
				array(
					'postTitle' => html_entity_decode( wp_strip_all_tags( get_the_title( $journal ) ), ENT_QUOTES, 'UTF-8' ),
					'postId'    => $journal->ID,
				)
			),
			Client::ip()
		);
		if ( ! is_wp_error( $result ) ) {
			wp_safe_redirect( add_query_arg( self::SENT_ARG, 'sent', (string) get_permalink( $journal ) ) . '#' . self::ANCHOR, 303 );
			exit;
		}
		$data   = $result->get_error_data();
		$status = is_array( $data ) && isset( $data['status'] ) ? (int) $data['status'] : 400;
		status_header( $status >= 400 && $status < 600 ? $status : 400 );
		nocache_headers();
		self::$outcome = array(
			'message'      => $result->get_error_message(),
			'field'        => is_array( $data ) && isset( $data['field'] ) && is_string( $data['field'] ) ? $data['field'] : '',
			'name'         => $typed['name'],
			'email'        => $typed['email'],
			'message_text' => $typed['message'],
		);
	}

	/**
	 * The refusal of this request's post, with what was typed; null when there was none.
	 *
	 * @return array{message: string, field: string, name: string, email: string, message_text: string}|null
	 */
	public static function outcome(): ?array {
		return self::$outcome;
	}

	/**
	 * Whether the page is the one shown after a message was sent.
	 */
	public static function sent(): bool {
		return isset( $_GET[ self::SENT_ARG ] ) && 'sent' === $_GET[ self::SENT_ARG ]; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only shows a notice.
	}

	/**
	 * Whether this request's minisite must be drawn fresh (not from the fragment cache).
	 */
	public static function personal(): bool {
		return null !== self::$outcome || self::sent();
	}
}
