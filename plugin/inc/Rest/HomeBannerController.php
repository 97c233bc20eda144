<?php
/**
 * The home page's banner: GET /api/home-banner.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Content\PostTypes\HomeBanner;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Answers the list of the banner's slides `{image, externalLink, bannerText}`, in the order the
 * operators gave them (published slides with an image only). Public.
 */
final class HomeBannerController extends ApiController {

	/**
	 * Sets the route.
	 */
	public function __construct() {
		$this->rest_base = 'home-banner';
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$this->register_public_list( array() );
	}

	/**
	 * The slides.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		unset( $request );
		return Envelope::success( HomeBanner::slides() );
	}

	/**
	 * Schema of the answer.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema(): array {
		return $this->envelope_schema(
			'mvc-home-banner',
			array(
				'description' => __( 'The slides, in the operators\' order; empty when there are none.', 'mvc-core' ),
				'type'        => 'array',
				'items'       => array(
					'type'       => 'object',
					'properties' => array(
						'image'        => array(
							'description' => __( 'The slide\'s image.', 'mvc-core' ),
							'type'        => 'string',
							'format'      => 'uri',
						),
						'externalLink' => array(
							'description' => __( 'The external address the slide opens in a new tab, or an empty string.', 'mvc-core' ),
							'type'        => 'string',
						),
						'bannerText'   => array(
							'description' => __( 'Optional text shown on the slide.', 'mvc-core' ),
							'type'        => 'string',
						),
					),
					'required'   => array( 'image', 'externalLink', 'bannerText' ),
				),
			)
		);
	}
}
