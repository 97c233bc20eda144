<?php
/**
 * A journal minisite's FAQ question form, posted without JavaScript.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Submissions;

use Mvc\Core\Module;
use Mvc\Core\Security\Client;
use WP_Post;

/**
 * The question form of a journal's FAQ posts to the journal's page itself (the minisite is cached
 * for every reader, so it carries no nonce, as its REST route needs none): take_post() stores it
 * through the submissions service (the route's rules, honeypot and limits), then sends the reader
 * to the page again with ?faq=sent, or leaves the refusal and what was typed for the page to show.
 */
final class FaqForm implements Module {

	/**
	 * The form's field marking a page post (no JavaScript) as a question.
	 */
	public const FIELD = 'mvc_faq';

	/**
	 * The query argument of the page shown after a question sent without JavaScript.
	 */
	public const SENT_ARG = 'faq';

	/**
	 * The description's length limit (spec section 9).
	 */
	public const DESCRIPTION_MAX = 500;

	/**
	 * The answer of this request's question post: the message and what was typed.
	 *
	 * @var array{message: string, name: string, email: string, description: string}|null
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
	 * A FAQ question posted without JavaScript: stored through the plugin's submissions (the rules,
	 * honeypot and limits of the REST route), then the page again with ?faq=sent (so a reload does
	 * not post twice), or the page with the refusal and what was typed.
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
		foreach ( array( 'name', 'email', 'description', 'website' ) as $key ) {
			$value         = isset( $_POST[ $key ] ) ? wp_unslash( $_POST[ $key ] ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- checked and cleaned by the submissions service.
			$typed[ $key ] = is_string( $value ) ? $value : '';
		}
		$result = Submissions::submit(
			'faq_question',
			array_merge(
				$typed,
				array(
					'postTitle' => get_the_title( $journal ),
					'postId'    => $journal->ID,
				)
			),
			Client::ip()
		);
		if ( ! is_wp_error( $result ) ) {
			wp_safe_redirect( add_query_arg( self::SENT_ARG, 'sent', (string) get_permalink( $journal ) ) . '#mvc-minisite-faq' );
			exit;
		}
		$data   = $result->get_error_data();
		$status = is_array( $data ) && isset( $data['status'] ) ? (int) $data['status'] : 400;
		status_header( $status >= 400 && $status < 600 ? $status : 400 );
		nocache_headers();
		self::$outcome = array(
			'message'     => $result->get_error_message(),
			'name'        => $typed['name'],
			'email'       => $typed['email'],
			'description' => $typed['description'],
		);
	}

	/**
	 * The refusal of this request's question post, with what was typed; null when there was none.
	 *
	 * @return array{message: string, name: string, email: string, description: string}|null
	 */
	public static function outcome(): ?array {
		return self::$outcome;
	}

	/**
	 * Whether the page is the one shown after a question was sent without JavaScript.
	 */
	public static function sent(): bool {
		return isset( $_GET[ self::SENT_ARG ] ) && 'sent' === $_GET[ self::SENT_ARG ]; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only shows a notice.
	}
}
