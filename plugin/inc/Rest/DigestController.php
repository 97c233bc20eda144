<?php
/**
 * The digest's unsubscribe link: /api/member/digest/unsubscribe.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Rest\Schema\Errors;
use Mvc\Core\Mail\Digest;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * The digest's unsubscribe address (Digest::unsubscribe_url(): the member's id and an HMAC, no login
 * needed). Opening the link changes nothing (mail scanners and link previews fetch links; RFC 8058
 * forbids a GET that unsubscribes): the page's button POSTs with `from=page`, and a POST without
 * `from` is a mail client's one-click unsubscribe. A member logged in on the site sends the session
 * cookie without the page's nonce: this token route answers that as a visitor's request, not "the page
 * has expired" (Permissions::stale_nonce_as_visitor()). Wrong tokens, test sends and answers:
 * docs/features/digest.md.
 */
final class DigestController extends ApiController {

	public const ROUTE = Digest::UNSUBSCRIBE_ROUTE;

	/**
	 * Wrong tokens per network and hour.
	 */
	public const BAD_TOKEN_LIMIT = 30;


	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$this->register_api_route(
			self::ROUTE,
			array(
				array(
					'methods'             => array( WP_REST_Server::READABLE, WP_REST_Server::CREATABLE ),
					'callback'            => array( $this, 'unsubscribe' ),
					'mvc_raw'             => true,
					'mvc_limits'          => array(
						/* translators: %d: minutes to wait. */
						Limit::per_network( 'digest-token', self::BAD_TOKEN_LIMIT, HOUR_IN_SECONDS, __( 'Too many invalid links were opened. Please try again in %d minutes.', 'mvc-core' ) )->on_failure(),
					),
					// The link of every digest; the token is the permission.
					'permission_callback' => '__return_true',
					'args'                => array(
						'token' => array(
							'description' => __( 'The token of the digest\'s unsubscribe link.', 'mvc-core' ),
							'type'        => 'string',
							'required'    => true,
						),
						'from'  => array(
							'description' => __( 'page when the button of the unsubscribe page sends the form.', 'mvc-core' ),
							'type'        => 'string',
							'enum'        => array( 'page' ),
						),
					),
				),
			),
			'mvc-member-digest-unsubscribe',
			array(
				'description' => __( 'A POST without from is a mail client\'s one-click unsubscribe (RFC 8058) and answers this; a GET shows a page with a button, whose POST (from=page) switches the digest off and answers a page.', 'mvc-core' ),
				'type'        => 'object',
				'properties'  => array(
					'subscribed' => array(
						'description' => __( 'Whether the member still receives the digest: false.', 'mvc-core' ),
						'type'        => 'boolean',
					),
					'test'       => array(
						'description' => __( 'true for the link of an operator\'s test e-mail (then nothing changed and subscribed is absent).', 'mvc-core' ),
						'type'        => 'boolean',
					),
				),
			),
			array(
				Errors::doc( 404, __( 'The link\'s token is unknown.', 'mvc-core' ) ),
				Errors::rate_limit( '', __( 'Too many invalid links were opened from this network.', 'mvc-core' ) ),
			)
		);
	}

	/**
	 * The unsubscribe link: see the class.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function unsubscribe( $request ) {
		$is_get = 'POST' !== $request->get_method();
		$page   = $is_get || 'page' === $request['from'];
		$token  = (string) $request['token'];
		if ( Digest::is_test_token( $token ) ) {
			// An operator's test send (Admin\DigestPage): nobody's digest changes.
			return $page
				? HtmlPage::response( __( 'Test e-mail', 'mvc-core' ), __( 'This is the unsubscribe link of a test e-mail: nothing changed, no member was unsubscribed.', 'mvc-core' ), 200 )
				: Envelope::success( array( 'test' => true ) );
		}
		$member = $is_get ? Digest::member_of_token( $token ) : Digest::unsubscribe( $token );
		if ( ! $member ) {
			$message = __( 'This unsubscribe link is invalid.', 'mvc-core' );
			return $page ? HtmlPage::response( __( 'Invalid link', 'mvc-core' ), $message, 404 ) : Envelope::error( 404, $message, 404 );
		}
		if ( ! $page ) {
			return Envelope::success( array( 'subscribed' => false ) );
		}
		if ( $is_get && Digest::is_on( $member->ID ) ) {
			return HtmlPage::response(
				__( 'Unsubscribe from the digest', 'mvc-core' ),
				__( 'Press the button to stop receiving the bi-weekly e-mail digest.', 'mvc-core' ),
				200,
				array(
					'action' => Digest::unsubscribe_action(),
					'fields' => array(
						'token' => $token,
						'from'  => 'page',
					),
					'button' => __( 'Unsubscribe', 'mvc-core' ),
				)
			);
		}
		return HtmlPage::response(
			__( 'Unsubscribed', 'mvc-core' ),
			__( 'You will receive no more e-mail digests. You can switch them on again in your profile.', 'mvc-core' ),
			200
		);
	}
}
