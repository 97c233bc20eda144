<?php
/**
 * Recommended reading: GET /api/daily-blog/get-recommend-article.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Rest\Schema\Errors;
use Mvc\Core\Rest\Schema\Args;
use Mvc\Core\Content\PostFields;
use Mvc\Core\Content\Recommendations;
use WP_Error;
use WP_Post;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * `?post_id=` answers the lists of Content\Recommendations for a published article, an object keyed
 * by tag id. A bad post_id answers 400, an unknown or unpublished article 404. Public, limited per
 * client network (LIMIT calls per WINDOW).
 */
final class RecommendController extends ApiController {

	/**
	 * Calls per network and window (a kept list costs nothing, a new one a few queries; a campus reads
	 * many articles behind one address).
	 */
	public const LIMIT = 1200;

	public const WINDOW = 15 * MINUTE_IN_SECONDS;

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$this->register_api_route(
			'/daily-blog/get-recommend-article',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'mvc_limits'          => array( Limit::per_network( 'recommend', self::LIMIT, self::WINDOW ) ),
					'permission_callback' => '__return_true',
					'args'                => array(
						'post_id' => Args::id( 'post_id', __( 'The article the recommendations are for.', 'mvc-core' ), __( 'post_id must be the id of an article.', 'mvc-core' ) ),
					),
				),
			),
			'mvc-recommend-articles',
			array(
				'type'                 => 'object',
				'description'          => __( 'Lists of related articles keyed by tag id; key 0 holds the newest articles of the same category.', 'mvc-core' ),
				'additionalProperties' => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'id'         => array( 'type' => 'integer' ),
							'title'      => array( 'type' => 'string' ),
							'link'       => array(
								'type'   => 'string',
								'format' => 'uri',
							),
							'date'       => array(
								'type'        => 'string',
								'description' => __( 'Publication date, Y-m-d.', 'mvc-core' ),
							),
							'cover'      => array(
								'type'        => 'string',
								'description' => __( 'Cover image address, or an empty string.', 'mvc-core' ),
							),
							'linkTarget' => array(
								'type' => 'string',
								'enum' => array( '', '_blank' ),
							),
						),
					),
				),
			),
			array(
				Errors::doc( 404, __( 'The article does not exist.', 'mvc-core' ), 404, Errors::field( 'post_id' ) ),
				Errors::rate_limit(),
			)
		);
	}

	/**
	 * The recommendations of an article.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_items( $request ) {
		$post = get_post( (int) $request['post_id'] );
		if ( ! $post instanceof WP_Post || ! PostFields::is_public_article( $post ) ) {
			return Envelope::error( 404, __( 'The article does not exist.', 'mvc-core' ), 404, array( 'field' => 'post_id' ) );
		}
		return Envelope::success( (object) Recommendations::lists( $post ) );
	}
}
