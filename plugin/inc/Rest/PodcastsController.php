<?php
/**
 * The podcast list: GET /api/podcasts.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Rest\Schema\Args;
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
		$this->register_public_list( Args::paging( Podcast::PAGE_SIZE, Podcast::MAX_PAGE_SIZE ) );
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
						'description' => __( 'One page of the published podcasts, newest first; empty past the last page.', 'mvc-core' ),
						'type'        => 'array',
						'items'       => array(
							'type'       => 'object',
							'properties' => array(
								'cover'       => array(
									'description' => __( 'Cover image address, or an empty string.', 'mvc-core' ),
									'type'        => 'string',
								),
								'title'       => array(
									'description' => __( 'The podcast\'s title, as plain text.', 'mvc-core' ),
									'type'        => 'string',
								),
								'description' => array(
									'description' => __( 'The podcast\'s summary, as plain text.', 'mvc-core' ),
									'type'        => 'string',
								),
								'postDate'    => array(
									'description' => __( 'Publication date, Y-m-d.', 'mvc-core' ),
									'type'        => 'string',
									'pattern'     => '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
								),
								'url'         => array(
									'description' => __( 'External listening address (http or https), or an empty string.', 'mvc-core' ),
									'type'        => 'string',
								),
							),
							'required'   => array( 'cover', 'title', 'description', 'postDate', 'url' ),
						),
					),
					'total' => array(
						'description' => __( 'How many podcasts there are in all.', 'mvc-core' ),
						'type'        => 'integer',
						'minimum'     => 0,
					),
				),
				'required'   => array( 'list', 'total' ),
			)
		);
	}
}
