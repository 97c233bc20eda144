<?php
/**
 * A form of a journal's minisite posted to the journal's page itself, without JavaScript.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Submissions;

use Mvc\Core\Module;
use Mvc\Core\Security\Client;
use WP_Error;
use WP_Post;

/**
 * The minisite's forms (the FAQ question, 联系编辑部) post to the journal's page itself. The
 * minisite is cached for every reader, so they carry no nonce, as the REST routes they mirror need
 * none; a post from another site is refused. take_post() hands the fields to the submissions
 * service (the route's rules, honeypot and limits), then sends the browser to the page again with
 * `?{arg}=sent` (303: a reload does not post twice), or leaves the refusal and what was typed for
 * the page to draw (not cached).
 */
abstract class JournalPageForm implements Module {

	/**
	 * This request's refusal and what was typed, in the template's shape; null when there was none.
	 * Each form redeclares it, so each keeps its own.
	 *
	 * @var array<string, string>|null
	 */
	protected static ?array $outcome = null;

	/**
	 * The form's hidden field that marks a page post as this form's.
	 */
	abstract protected static function marker(): string;

	/**
	 * The query argument of the page after a post was stored.
	 */
	abstract protected static function sent_arg(): string;

	/**
	 * The submission type (`Submissions::submit()`).
	 */
	abstract protected static function type(): string;

	/**
	 * The fields read from the post, the honeypot `website` included.
	 *
	 * @return list<string>
	 */
	abstract protected static function fields(): array;

	/**
	 * The anchor the page is sent back to.
	 */
	abstract protected static function anchor(): string;

	/**
	 * What the page is told of a refusal: the reason and what was typed, in the template's shape.
	 *
	 * @param WP_Error              $refusal The refusal.
	 * @param array<string, string> $typed   The fields as posted.
	 * @return array<string, string>
	 */
	abstract protected static function outcome_of( WP_Error $refusal, array $typed ): array;

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
	 * `template_redirect`: this form posted on a journal's page.
	 */
	public function take_post(): void {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : '';
		if ( 'post' !== $method || ! isset( $_POST[ static::marker() ] ) || ! is_singular( 'journal' ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Missing -- a public form, like its REST route.
			return;
		}
		if ( Client::cross_site() ) {
			// No nonce: another site's page could post this form; the REST route refuses such calls too.
			wp_die( esc_html__( 'Requests from other sites are refused.', 'mvc-core' ), '', array( 'response' => 403 ) );
		}
		$journal = get_queried_object();
		if ( ! $journal instanceof WP_Post ) {
			return;
		}
		$typed = array();
		foreach ( static::fields() as $key ) {
			$value         = isset( $_POST[ $key ] ) ? wp_unslash( $_POST[ $key ] ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- checked and cleaned by the submissions service.
			$typed[ $key ] = is_string( $value ) ? $value : '';
		}
		$result = Submissions::submit(
			static::type(),
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
			wp_safe_redirect( add_query_arg( static::sent_arg(), 'sent', (string) get_permalink( $journal ) ) . '#' . static::anchor(), 303 );
			exit;
		}
		$data   = $result->get_error_data();
		$status = is_array( $data ) && isset( $data['status'] ) ? (int) $data['status'] : 400;
		status_header( $status >= 400 && $status < 600 ? $status : 400 );
		nocache_headers();
		static::$outcome = static::outcome_of( $result, $typed );
	}

	/**
	 * The field a refusal names, or ''.
	 *
	 * @param WP_Error $refusal The refusal.
	 */
	protected static function field_of( WP_Error $refusal ): string {
		$data = $refusal->get_error_data();
		return is_array( $data ) && isset( $data['field'] ) && is_string( $data['field'] ) ? $data['field'] : '';
	}

	/**
	 * Whether the page is the one shown after a post was stored.
	 */
	public static function sent(): bool {
		return isset( $_GET[ static::sent_arg() ] ) && 'sent' === $_GET[ static::sent_arg() ]; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only shows a notice.
	}
}
