<?php
/**
 * The podcast list: GET /api/podcasts.
 *
 * @package Mvc
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Content\PostTypes\Podcast;
use WP_REST_Request;
use WP_REST_Response;

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
		$this->register_public_list( self::paging_args( Podcast::PAGE_SIZE, Podcast::MAX_PAGE_SIZE ) );
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
	 * Schema of the answer.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema(): array {
		return $this->envelope_schema(
			'mvc-podcasts',
			array(
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
									'description' => __( 'Cover image address, or an empty string.', 'mvc-core' ),
								),
								'title'       => array( 'type' => 'string' ),
								'description' => array( 'type' => 'string' ),
								'postDate'    => array(
									'type'        => 'string',
									'description' => __( 'Publication date, Y-m-d.', 'mvc-core' ),
								),
								'url'         => array(
									'type'        => 'string',
									'format'      => 'uri',
									'description' => __( 'External listening address.', 'mvc-core' ),
								),
							),
						),
					),
					'total' => array(
						'type'        => 'integer',
						'description' => __( 'How many podcasts there are in all.', 'mvc-core' ),
					),
				),
			)
		);
	}
}
