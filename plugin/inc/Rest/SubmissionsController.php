<?php
/**
 * The forms' routes: the contact page, a minisite's contact form and its FAQ question.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Rest\Schema\Errors;
use Mvc\Core\Security\Client;
use Mvc\Core\Submissions\Submissions;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * The three public POST routes of Submissions (contact-us, the minisite's contact-us and faq).
 * `website` is the honeypot. The service checks every field (the same rules and Chinese messages as a
 * form posted without JavaScript), so the arguments here only describe them and take any value: a
 * wrong type or a 100 KB string gets the field's own message, not WordPress's. Success is `data:
 * null` in every case, a filled honeypot included: a bot learns nothing, nor anyone how many messages
 * the site has. See docs/features/contact-and-submissions.md.
 */
final class SubmissionsController extends ApiController {

	public const CONTACT_ROUTE          = '/contact-us/submit';
	public const MINISITE_CONTACT_ROUTE = '/minisite/contact-us/submit';
	public const FAQ_ROUTE              = '/minisite/faq/submit';

	/**
	 * The kind of each route.
	 */
	public const ROUTES = array(
		self::CONTACT_ROUTE          => Submissions::CONTACT,
		self::MINISITE_CONTACT_ROUTE => Submissions::MINISITE_CONTACT,
		self::FAQ_ROUTE              => Submissions::FAQ_QUESTION,
	);

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$titles = array(
			self::CONTACT_ROUTE          => 'mvc-contact-us-submit',
			self::MINISITE_CONTACT_ROUTE => 'mvc-minisite-contact-us-submit',
			self::FAQ_ROUTE              => 'mvc-minisite-faq-submit',
		);
		foreach ( self::ROUTES as $route => $kind ) {
			$this->register_api_route(
				$route,
				array(
					array(
						'methods'             => WP_REST_Server::CREATABLE,
						'callback'            => array( $this, 'submit' ),
						// Public by nature (visitors write); the service limits per address and network.
						'permission_callback' => '__return_true',
						'args'                => self::args( $kind ),
					),
				),
				$titles[ $route ],
				array(
					'description' => __( 'Always null: the message was received.', 'mvc-core' ),
					'type'        => 'null',
				),
				self::errors( $kind )
			);
		}
	}

	/**
	 * Sends a form to the service.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function submit( $request ) {
		$kind   = self::ROUTES[ self::route_of( $request ) ] ?? '';
		$fields = array();
		foreach ( array_keys( self::args( $kind ) ) as $name ) {
			$fields[ $name ] = $request->get_param( $name );
		}
		$result = Submissions::submit( $kind, $fields, Client::ip(), $request );
		return $result instanceof WP_Error ? $result : Envelope::success( null );
	}

	/**
	 * Any value: Submissions checks it and says what is wrong in Chinese.
	 *
	 * @param mixed $value Raw value.
	 */
	public static function any_value( $value ): bool {
		unset( $value );
		return true;
	}

	/**
	 * A value as sent.
	 *
	 * @param mixed $value Raw value.
	 * @return mixed
	 */
	public static function as_sent( $value ) {
		return $value;
	}

	/**
	 * The route of a request inside the namespace (WordPress matches routes without regard to case).
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	private static function route_of( $request ): string {
		$route = strtolower( untrailingslashit( $request->get_route() ) );
		return substr( $route, strlen( '/' . Envelope::NAMESPACE ) );
	}

	/**
	 * The arguments of a kind.
	 *
	 * @param string $kind One of Submissions::KINDS.
	 * @return array<string, array<string, mixed>>
	 */
	private static function args( string $kind ): array {
		$arg  = static fn( string $description, string $type = 'string' ): array => array(
			'description'       => $description,
			'type'              => $type,
			'validate_callback' => array( self::class, 'any_value' ),
			'sanitize_callback' => array( self::class, 'as_sent' ),
		);
		$args = array(
			/* translators: %d: most characters. */
			'name'  => $arg( sprintf( __( 'The sender\'s name (required, at most %d characters).', 'mvc-core' ), Submissions::MAX_NAME ) ),
			/* translators: %d: most characters. */
			'email' => $arg( sprintf( __( 'The sender\'s e-mail address (required, at most %d characters).', 'mvc-core' ), Submissions::MAX_EMAIL ) ),
		);
		if ( Submissions::CONTACT === $kind ) {
			/* translators: %d: most characters. */
			$args['title'] = $arg( sprintf( __( 'The subject (required, at most %d characters).', 'mvc-core' ), Submissions::MAX_TITLE ) );
		}
		if ( Submissions::FAQ_QUESTION === $kind ) {
			/* translators: %d: most characters. */
			$args['description'] = $arg( sprintf( __( 'The question (required, at most %d characters).', 'mvc-core' ), Submissions::MAX_MESSAGE ) );
		} else {
			$args['message'] = $arg(
				Submissions::CONTACT === $kind
					/* translators: %d: most characters. */
					? sprintf( __( 'The message (optional, at most %d characters).', 'mvc-core' ), Submissions::MAX_MESSAGE )
					/* translators: %d: most characters. */
					: sprintf( __( 'The message (required, at most %d characters).', 'mvc-core' ), Submissions::MAX_MESSAGE )
			);
		}
		if ( Submissions::CONTACT !== $kind ) {
			$args['postTitle'] = $arg( __( 'The journal\'s title as the page shows it (not stored: the journal\'s own title is).', 'mvc-core' ) );
			$args['postId']    = $arg( __( 'The id of the published journal whose minisite the form is on.', 'mvc-core' ), 'integer' );
		}
		$args[ Submissions::HONEYPOT ] = $arg( __( 'Leave empty: a field people do not see. When it is filled the answer is a success and nothing is kept.', 'mvc-core' ) );
		return $args;
	}

	/**
	 * The refusals of a kind.
	 *
	 * @param string $kind One of Submissions::KINDS.
	 * @return array<int, array<string, mixed>>
	 */
	private static function errors( string $kind ): array {
		$fields = array_diff( array_keys( self::args( $kind ) ), array( Submissions::HONEYPOT ) );
		return array(
			Errors::doc(
				400,
				__( 'A field is missing, too long or not valid: the message says which (in the site\'s language) and data.field names it.', 'mvc-core' ),
				400,
				array(
					'field' => array(
						'description' => __( 'The request field the message belongs under.', 'mvc-core' ),
						'type'        => 'string',
						'enum'        => array_values( $fields ),
					),
				)
			),
			Errors::rate_limit( '', __( 'Too many messages from this e-mail address or from this network.', 'mvc-core' ) ),
			Errors::doc( 500, __( 'The message could not be saved.', 'mvc-core' ) ),
		);
	}
}
