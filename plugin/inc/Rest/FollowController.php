<?php
/**
 * Following a special issue: /api/call-for-papers/follow, its confirmation and its unsubscribe link.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Rest\Schema\Errors;
use Mvc\Core\Rest\Schema\Args;
use Mvc\Core\Failure;
use Mvc\Core\Api;
use Mvc\Core\Mail\FollowMail;
use Mvc\Core\Follows\FollowRequests;
use Mvc\Core\Follows\SpecialIssueFollows;
use Mvc\Core\Security\Client;
use WP_Error;
use WP_Post;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * Following a call for papers by e-mail (double opt-in), public. The answer is always `{post_id,
 * status: 'pending'}`, so it never tells whether an address has confirmed before; a pending follow is
 * mailed again at most once per 10 minutes. The mails' links open pages that change nothing by
 * themselves (mail scanners and link previews fetch links): a button POSTs the token. A POST of the
 * unsubscribe address without `from` is the RFC 8058 one-click unsubscribe. Routes:
 * docs/features/public-pages.md; limits are per client address and per e-mail address.
 */
final class FollowController extends ApiController {

	public const ROUTE = Api::CFP_FOLLOW;

	/**
	 * Follow requests per e-mail address and hour (per network: NetworkGate's `cfp-follow`).
	 */
	public const EMAIL_LIMIT = 10;

	/**
	 * Wrong confirmation or unsubscribe tokens per network and hour. A right token is always
	 * taken: only wrong ones are counted and refused.
	 */
	public const BAD_TOKEN_LIMIT = 30;


	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$follow = array(
			'type'       => 'object',
			'properties' => array(
				'post_id' => array(
					'description' => __( 'The call for papers.', 'mvc-core' ),
					'type'        => 'integer',
				),
				'status'  => array(
					'type'        => 'string',
					'enum'        => array( SpecialIssueFollows::PENDING, SpecialIssueFollows::UNSUBSCRIBED ),
					'description' => __( 'pending after a follow request, whether or not the address confirmed before (the follow counts once confirmed through the e-mail); unsubscribed after the one-click unsubscribe.', 'mvc-core' ),
				),
			),
		);
		$page   = __( 'With from=page (a browser\'s form) or for a GET, the answer is a small HTML page instead of JSON.', 'mvc-core' );
		$this->register_api_route(
			self::ROUTE,
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'follow' ),
					// Public by nature (visitors follow with an e-mail).
					'permission_callback' => '__return_true',
					'mvc_limits'          => array(
						Limit::gate( 'cfp-follow' ),
						/* translators: %d: minutes to wait. */
						Limit::per_param( 'cfp-follow', 'email', self::EMAIL_LIMIT, HOUR_IN_SECONDS, __( 'Too many follow requests for this address. Please try again in %d minutes.', 'mvc-core' ) ),
					),
					'mvc_raw'             => true,
					'mvc_error_page'      => __( 'Follow failed. Please try again later.', 'mvc-core' ),
					'args'                => array(
						'email'   => array(
							'description'       => __( 'The e-mail address that follows.', 'mvc-core' ),
							'type'              => 'string',
							'required'          => true,
							'validate_callback' => array( self::class, 'validate_email' ),
							'sanitize_callback' => array( self::class, 'sanitize_email' ),
						),
						'post_id' => Args::id( 'post_id', __( 'The call-for-papers post.', 'mvc-core' ), __( 'post_id must be the id of an article.', 'mvc-core' ) ),
						'from'    => array(
							'description' => __( 'page when the article\'s form sends it without JavaScript: the answer is a page.', 'mvc-core' ),
							'type'        => 'string',
							'enum'        => array( 'page' ),
						),
					),
				),
			),
			'mvc-call-for-papers-follow',
			array( 'description' => $page ) + $follow,
			array(
				Errors::doc( 404, __( 'The article does not exist.', 'mvc-core' ), 404, Errors::field( 'post_id' ) ),
				Errors::doc( 400, __( 'The article is not a call for papers, or its submissions have closed.', 'mvc-core' ), 400, Errors::field( 'post_id' ) ),
				Errors::rate_limit( '', __( 'Too many follow requests for this address or from this network.', 'mvc-core' ) ),
				Errors::challenge(),
				Errors::doc( 503, __( 'The confirmation e-mail could not be sent.', 'mvc-core' ), 503, Errors::field( 'email' ) ),
			)
		);
		$bad_tokens = Limit::per_network(
			'cfp-follow-token',
			self::BAD_TOKEN_LIMIT,
			HOUR_IN_SECONDS,
			/* translators: %d: minutes to wait. */
			__( 'Too many invalid links were opened. Please try again in %d minutes.', 'mvc-core' )
		)->on_failure();
		$token = array(
			'token' => array(
				'description' => __( 'The token of the e-mailed link.', 'mvc-core' ),
				'type'        => 'string',
				'required'    => true,
			),
		);
		$bad   = array(
			Errors::doc( 404, __( 'The link\'s token is unknown or used.', 'mvc-core' ) ),
			Errors::rate_limit( '', __( 'Too many invalid links were opened from this network.', 'mvc-core' ) ),
		);
		$this->register_api_route(
			self::ROUTE . '/confirm',
			array(
				array(
					'methods'             => array( WP_REST_Server::READABLE, WP_REST_Server::CREATABLE ),
					'callback'            => array( $this, 'confirm' ),
					'mvc_raw'             => true,
					'mvc_limits'          => array( $bad_tokens ),
					// The link of the confirmation mail; the 256-bit token is the permission.
					'permission_callback' => '__return_true',
					'args'                => $token,
				),
			),
			'mvc-call-for-papers-follow-confirm',
			array(
				'description' => __( 'An HTML page: GET shows the follow and a button; the button\'s POST confirms and answers 303 to the article with ?followed=1.', 'mvc-core' ),
				'type'        => 'string',
			),
			$bad
		);
		$this->register_api_route(
			self::ROUTE . '/unsubscribe',
			array(
				array(
					'methods'             => array( WP_REST_Server::READABLE, WP_REST_Server::CREATABLE ),
					'callback'            => array( $this, 'unsubscribe' ),
					'mvc_raw'             => true,
					'mvc_limits'          => array( $bad_tokens ),
					// The link of every follow mail; the token is the permission.
					'permission_callback' => '__return_true',
					'args'                => $token + array(
						'from' => array(
							'description' => __( 'page when the button of the unsubscribe page sends the form.', 'mvc-core' ),
							'type'        => 'string',
							'enum'        => array( 'page' ),
						),
					),
				),
			),
			'mvc-call-for-papers-follow-unsubscribe',
			array( 'description' => __( 'A POST without from is a mail client\'s one-click unsubscribe (RFC 8058) and answers this; otherwise the answer is an HTML page.', 'mvc-core' ) ) + $follow,
			$bad
		);
	}

	/**
	 * Asks to follow a call for papers.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function follow( $request ) {
		$email   = (string) $request['email'];
		$post_id = (int) $request['post_id'];
		$ip      = Client::ip();
		$post    = ( new FollowRequests() )->ask( $post_id, $email, $ip );
		if ( is_wp_error( $post ) ) {
			return $post;
		}
		if ( 'page' === $request['from'] ) {
			return HtmlPage::response(
				__( 'Check your mailbox', 'mvc-core' ),
				/* translators: 1: e-mail address, 2: the special issue's title. */
				sprintf( __( 'We have sent a confirmation e-mail to %1$s. Open the link in it to follow the special issue “%2$s”.', 'mvc-core' ), $email, FollowMail::title( $post ) ),
				200
			);
		}
		return Envelope::success(
			array(
				'post_id' => $post_id,
				'status'  => SpecialIssueFollows::PENDING,
			)
		);
	}

	/**
	 * The confirmation link: GET shows the follow and a button; the button's POST confirms and
	 * sends the browser to the article.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	public function confirm( $request ): WP_REST_Response {
		$token   = (string) $request['token'];
		$follows = new SpecialIssueFollows();
		if ( 'POST' !== $request->get_method() ) {
			$follow = $follows->pending( $token );
			$post   = $follow ? get_post( $follow['post_id'] ) : null;
			if ( ! $follow || ! $post instanceof WP_Post ) {
				return $this->invalid_confirmation();
			}
			return HtmlPage::response(
				__( 'Confirm your follow', 'mvc-core' ),
				/* translators: %s: the special issue's title. */
				sprintf( __( 'Press the button to follow the special issue “%s”. We will e-mail you 7 days before the submission deadline.', 'mvc-core' ), FollowMail::title( $post ) ),
				200,
				array(
					'action' => Api::url( self::ROUTE . '/confirm' ),
					'fields' => array( 'token' => $token ),
					'button' => __( 'Confirm the follow', 'mvc-core' ),
				)
			);
		}
		$follow = $follows->confirm( $token );
		$link   = $follow ? get_permalink( $follow['post_id'] ) : false;
		if ( ! $follow || ! $link ) {
			return $this->invalid_confirmation();
		}
		$response = new WP_REST_Response( null, 303 );
		$response->header( 'Location', add_query_arg( FollowRequests::FOLLOWED_ARG, '1', $link ) );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}

	/**
	 * The page of an unknown or used confirmation token (counted by the route's on_failure() limit).
	 */
	private function invalid_confirmation(): WP_REST_Response {
		return HtmlPage::response( __( 'Invalid link', 'mvc-core' ), __( 'This link is invalid or has been used. If you have confirmed the follow already, nothing more is needed.', 'mvc-core' ), 404 );
	}

	/**
	 * The unsubscribe link: GET shows a button, whose POST (from=page) ends the follow and shows a
	 * page; a POST without `from` is a mail client's one-click unsubscribe, answered in the envelope.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function unsubscribe( $request ) {
		$is_get  = 'POST' !== $request->get_method();
		$page    = $is_get || 'page' === $request['from'];
		$token   = (string) $request['token'];
		$follows = new SpecialIssueFollows();
		$follow  = $is_get ? $follows->by_unsubscribe_token( $token ) : $follows->unsubscribe( $token );
		if ( ! $follow ) {
			$message = __( 'This unsubscribe link is invalid.', 'mvc-core' );
			return $page ? HtmlPage::response( __( 'Invalid link', 'mvc-core' ), $message, 404 ) : Envelope::error( 404, $message, 404 );
		}
		if ( ! $page ) {
			return Envelope::success(
				array(
					'post_id' => $follow['post_id'],
					'status'  => SpecialIssueFollows::UNSUBSCRIBED,
				)
			);
		}
		$post  = get_post( $follow['post_id'] );
		$title = $post instanceof WP_Post ? FollowMail::title( $post ) : '';
		if ( $is_get && SpecialIssueFollows::UNSUBSCRIBED !== $follow['status'] ) {
			return HtmlPage::response(
				__( 'Unsubscribe', 'mvc-core' ),
				'' === $title
					? __( 'Press the button to receive no more e-mails about this special issue.', 'mvc-core' )
					/* translators: %s: the special issue's title. */
					: sprintf( __( 'Press the button to receive no more e-mails about the special issue “%s”.', 'mvc-core' ), $title ),
				200,
				array(
					'action' => Api::url( self::ROUTE . '/unsubscribe' ),
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
			'' === $title
				? __( 'You will receive no more e-mails about this special issue.', 'mvc-core' )
				/* translators: %s: the special issue's title. */
				: sprintf( __( 'You will receive no more e-mails about the special issue “%s”.', 'mvc-core' ), $title ),
			200
		);
	}

	/**
	 * An e-mail address: 请输入邮箱 when empty, 请输入正确的邮箱格式 when malformed or too long.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public static function validate_email( $value ) {
		if ( null === $value || ( is_string( $value ) && '' === trim( $value ) ) ) {
			return Failure::invalid( __( 'Please enter an e-mail address.', 'mvc-core' ), 'email' );
		}
		if ( ! is_string( $value ) || strlen( trim( $value ) ) > SpecialIssueFollows::MAX_EMAIL || ! is_email( trim( $value ) ) ) {
			return Failure::invalid( __( 'Please enter an e-mail address in the correct format.', 'mvc-core' ), 'email' );
		}
		return true;
	}

	/**
	 * The address, trimmed and lower-cased.
	 *
	 * @param mixed $value Valid address.
	 */
	public static function sanitize_email( $value ): string {
		return strtolower( sanitize_email( trim( (string) $value ) ) );
	}
}
