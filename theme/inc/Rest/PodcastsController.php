<?php
/**
 * The podcast list: GET /api/podcasts.
 *
 * @package Mvc
 */

namespace Mvc\Rest;

use Mvc\Content\PostTypes\Podcast;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * `?pageSize=&pageNumber=` answers `{list, total}`: one page of the published podcasts, newest first
 * (the cards of /podcast), and how many there are. Public. Also holds the paging arguments the
 * content lists share.
 */
final class PodcastsController extends ApiController {

	/**
	 * Sets the route.
	 */
	public function __construct() {
		$this->rest_base = 'podcasts';
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => '__return_true',
					'args'                => self::paging_args( Podcast::PAGE_SIZE, Podcast::MAX_PAGE_SIZE ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * One page of podcasts.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		return Envelope::success( Podcast::page( (int) $request['pageSize'], (int) $request['pageNumber'] ) );
	}

	/**
	 * The arguments pageSize (1 to $max, default $size) and pageNumber (from 1, default 1).
	 *
	 * @param int $size Default page size.
	 * @param int $max  Largest page size.
	 * @return array<string, array<string, mixed>>
	 */
	public static function paging_args( int $size, int $max ): array {
		return array(
			'pageSize'   => array(
				'description'       => __( 'Items per page.', 'mvc' ),
				'type'              => 'integer',
				'default'           => $size,
				'minimum'           => 1,
				'maximum'           => $max,
				'validate_callback' => static function ( $value ) use ( $max ) {
					return self::validate_whole_number(
						$value,
						1,
						$max,
						'pageSize',
						/* translators: %d: the largest page size. */
						sprintf( __( 'pageSize must be a whole number from 1 to %d.', 'mvc' ), $max )
					);
				},
				'sanitize_callback' => 'absint',
			),
			'pageNumber' => array(
				'description'       => __( 'Page number, from 1.', 'mvc' ),
				'type'              => 'integer',
				'default'           => 1,
				'minimum'           => 1,
				'validate_callback' => static function ( $value ) {
					return self::validate_whole_number( $value, 1, 999999999, 'pageNumber', __( 'pageNumber must be a whole number of at least 1.', 'mvc' ) );
				},
				'sanitize_callback' => 'absint',
			),
		);
	}

	/**
	 * A whole number (an integer, or the digits of one) within a range.
	 *
	 * @param mixed  $value   Raw value.
	 * @param int    $min     Smallest allowed.
	 * @param int    $max     Largest allowed.
	 * @param string $field   The argument's name.
	 * @param string $message The error message.
	 * @return true|WP_Error
	 */
	public static function validate_whole_number( $value, int $min, int $max, string $field, string $message ) {
		if ( is_string( $value ) && 1 === preg_match( '/^[0-9]{1,10}$/', $value ) ) {
			$value = (int) $value;
		}
		if ( is_int( $value ) && $value >= $min && $value <= $max ) {
			return true;
		}
		return new WP_Error(
			'rest_invalid_param',
			$message,
			array(
				'status' => 400,
				'field'  => $field,
			)
		);
	}

	/**
	 * Schema of the answer.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema(): array {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'mvc-podcasts',
			'type'       => 'object',
			'properties' => array(
				'code'    => array( 'type' => 'integer' ),
				'message' => array( 'type' => 'string' ),
				'data'    => array(
					'type'       => 'object',
					'properties' => array(
						'list'  => array(
							'type'  => 'array',
							'items' => array(
								'type'       => 'object',
								'properties' => array(
									'cover'       => array(
										'type'        => 'string',
										'format'      => 'uri',
										'description' => __( 'Cover image address, or an empty string.', 'mvc' ),
									),
									'title'       => array( 'type' => 'string' ),
									'description' => array( 'type' => 'string' ),
									'postDate'    => array(
										'type'        => 'string',
										'description' => __( 'Publication date, Y-m-d.', 'mvc' ),
									),
									'url'         => array(
										'type'        => 'string',
										'format'      => 'uri',
										'description' => __( 'External listening address.', 'mvc' ),
									),
								),
							),
						),
						'total' => array(
							'type'        => 'integer',
							'description' => __( 'How many podcasts there are in all.', 'mvc' ),
						),
					),
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
