<?php
/**
 * The journal cards: GET /api/journals.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Rest\Schema\Args;
use Mvc\Core\Failure;
use Mvc\Core\Content\PostTypes\Journal;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

/**
 * `?pageSize=&pageNumber=&classification=` answers a list of journal cards `{id, title, cover, link}`,
 * newest first; `classification` is a tag id (all journals for 0, "all" or none). The list is the
 * answer's data, as the specification's call table says; the total and the number of pages are in
 * the X-WP-Total and X-WP-TotalPages headers, as core's lists give them. Public.
 */
final class JournalsController extends ApiController {

	public const ALL = 'all';

	/**
	 * Sets the route.
	 */
	public function __construct() {
		$this->rest_base = 'journals';
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$this->register_public_list(
			array_merge(
				Args::paging( Journal::CAROUSEL_COUNT, Journal::MAX_PAGE_SIZE ),
				array(
					'classification' => array(
						'description'       => __( 'A tag id: only journals with that tag; all journals for 0 or "all".', 'mvc-core' ),
						'type'              => array( 'integer', 'string' ),
						'default'           => self::ALL,
						'validate_callback' => array( self::class, 'validate_classification' ),
						'sanitize_callback' => array( self::class, 'sanitize_classification' ),
					),
				)
			)
		);
	}

	/**
	 * One page of journal cards.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		$size     = (int) $request['pageSize'];
		$page     = Journal::cards( $size, (int) $request['pageNumber'], (int) $request['classification'] );
		$response = Envelope::success( $page['list'] );
		$response->header( 'X-WP-Total', (string) $page['total'] );
		$response->header( 'X-WP-TotalPages', (string) (int) ceil( $page['total'] / max( 1, $size ) ) );
		return $response;
	}

	/**
	 * "all", 0, nothing, or the id of an existing tag.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public static function validate_classification( $value ) {
		if ( self::is_all( $value ) ) {
			return true;
		}
		$digits = is_int( $value ) || ( is_string( $value ) && 1 === preg_match( '/^[0-9]{1,19}$/', $value ) );
		if ( ! $digits ) {
			return Failure::invalid( __( 'classification must be "all" or the id of a tag.', 'mvc-core' ), 'classification' );
		}
		if ( (int) $value > 0 && term_exists( (int) $value, 'post_tag' ) ) {
			return true;
		}
		return Failure::invalid( __( 'The tag does not exist.', 'mvc-core' ), 'classification' );
	}

	/**
	 * A valid classification as a tag id, 0 for all.
	 *
	 * @param mixed $value Value accepted by validate_classification().
	 */
	public static function sanitize_classification( $value ): int {
		return self::is_all( $value ) ? 0 : absint( $value );
	}

	/**
	 * Whether a classification means all journals.
	 *
	 * @param mixed $value Raw value.
	 */
	private static function is_all( $value ): bool {
		return null === $value || 0 === $value || ( is_string( $value ) && in_array( strtolower( $value ), array( '', '0', self::ALL ), true ) );
	}

	/**
	 * Schema of the answer.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema(): array {
		return $this->envelope_schema(
			'mvc-journals',
			array(
				'description' => __( 'One page of journal cards, newest first (the total is in the X-WP-Total and X-WP-TotalPages headers); empty past the last page.', 'mvc-core' ),
				'type'        => 'array',
				'items'       => array(
					'type'       => 'object',
					'properties' => array(
						'id'    => array(
							'description' => __( 'The journal\'s post id.', 'mvc-core' ),
							'type'        => 'integer',
						),
						'title' => array(
							'description' => __( 'The journal\'s title, as plain text.', 'mvc-core' ),
							'type'        => 'string',
						),
						'cover' => array(
							'description' => __( 'Cover image address, or an empty string.', 'mvc-core' ),
							'type'        => 'string',
						),
						'link'  => array(
							'description' => __( 'The journal\'s page.', 'mvc-core' ),
							'type'        => 'string',
							'format'      => 'uri',
						),
					),
					'required'   => array( 'id', 'title', 'cover', 'link' ),
				),
			)
		);
	}
}
