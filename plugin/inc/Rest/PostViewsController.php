<?php
/**
 * Article views: POST /api/daily-blog/view.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Rest\Schema\Errors;
use Mvc\Core\Rest\Schema\Args;
use Mvc\Core\Content\PostFields;
use Mvc\Core\Content\PostViews;
use Mvc\Core\Data\Reads;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * `{post_id}` counts one view of a published article (Content\PostViews); the article page sends
 * it once per page view with a beacon. Public and cookie-free; limited per client network (LIMIT
 * views per WINDOW: a campus reads many articles behind one address, a script counting one article
 * up is held back). An unknown or unpublished article answers 404; a view the database did not
 * write answers 503 (Data\Retry::busy()).
 */
final class PostViewsController extends ApiController {

	public const LIMIT = 600;

	public const WINDOW = 15 * MINUTE_IN_SECONDS;

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$this->register_api_route(
			'/daily-blog/view',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'count' ),
					'mvc_limits'          => array( Limit::per_network( 'views', self::LIMIT, self::WINDOW ) ),
					// Public by nature (readers are visitors); limited per network in count().
					'permission_callback' => '__return_true',
					'args'                => array(
						'post_id' => Args::id( 'post_id', __( 'The article that was read.', 'mvc-core' ), __( 'post_id must be the id of an article.', 'mvc-core' ) ),
					),
				),
			),
			'mvc-post-view',
			array(
				'type'       => 'object',
				'properties' => array(
					'counted' => array(
						'description' => __( 'True: the view was counted.', 'mvc-core' ),
						'type'        => 'boolean',
					),
				),
			),
			array(
				Errors::doc( 404, __( 'The article does not exist.', 'mvc-core' ), 404, Errors::field( 'post_id' ) ),
				Errors::rate_limit( '', __( 'Too many views from this network.', 'mvc-core' ) ),
			)
		);
	}

	/**
	 * Counts the view.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function count( $request ) {
		$post_id = (int) $request['post_id'];
		$public  = Reads::checked( static fn() => PostFields::is_public_article( $post_id ) );
		if ( is_wp_error( $public ) ) {
			return $public;
		}
		if ( ! $public ) {
			return Envelope::error( 404, __( 'The article does not exist.', 'mvc-core' ), 404, array( 'field' => 'post_id' ) );
		}
		$counted = PostViews::count( $post_id );
		return is_wp_error( $counted ) ? $counted : Envelope::success( array( 'counted' => $counted ) );
	}
}
