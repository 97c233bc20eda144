<?php
/**
 * A journal's tag by the journal's name: GET /api/journals/tag.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Rest\Schema\Errors;
use Mvc\Core\Content\Journals\JournalTag;
use Mvc\Core\Failure;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

/**
 * `?name=<journal name>` answers `{id, name, slug}` of the journal's tag (JournalTag::find()): the
 * tag named like the journal, or the journal's own tag (slug = the journal's slug). 404 in
 * Chinese when there is none. Public.
 */
final class JournalTagController extends ApiController {

	/**
	 * The longest name taken.
	 */
	public const MAX_NAME = 200;

	/**
	 * Sets the route.
	 */
	public function __construct() {
		$this->rest_base = 'journals/tag';
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$this->register_public_list(
			array(
				'name' => array(
					'description'       => __( 'The journal\'s name (its title).', 'mvc-core' ),
					'type'              => 'string',
					'required'          => true,
					'validate_callback' => array( self::class, 'validate_name' ),
					'sanitize_callback' => static fn( $value ): string => trim( sanitize_text_field( (string) $value ) ),
				),
			)
		);
	}

	/**
	 * A name of 1 to MAX_NAME characters.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public static function validate_name( $value ) {
		if ( is_string( $value ) && '' !== trim( $value ) && mb_strlen( $value ) <= self::MAX_NAME ) {
			return true;
		}
		return Failure::invalid( __( 'Please give the journal\'s name.', 'mvc-core' ), 'name' );
	}

	/**
	 * The tag.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_items( $request ) {
		$term = JournalTag::find( (string) $request['name'] );
		if ( null === $term ) {
			return Failure::make( 404, __( 'This journal has no tag.', 'mvc-core' ), 404, array( 'field' => 'name' ) );
		}
		return Envelope::success(
			array(
				'id'   => $term->term_id,
				'name' => $term->name,
				'slug' => $term->slug,
			)
		);
	}

	/**
	 * Schema of the answer.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema(): array {
		return $this->envelope_schema(
			'mvc-journal-tag',
			array(
				'description' => __( 'The journal\'s tag.', 'mvc-core' ),
				'type'        => 'object',
				'properties'  => array(
					'id'   => array(
						'description' => __( 'The tag\'s id.', 'mvc-core' ),
						'type'        => 'integer',
					),
					'name' => array(
						'description' => __( 'The tag\'s name.', 'mvc-core' ),
						'type'        => 'string',
					),
					'slug' => array(
						'description' => __( 'The tag\'s slug (its page is /tag/{slug}).', 'mvc-core' ),
						'type'        => 'string',
					),
				),
				'required'    => array( 'id', 'name', 'slug' ),
			),
			array(
				Errors::doc( 404, __( 'No tag is named like the journal and no published journal of that name has a tag of its own.', 'mvc-core' ), 404, Errors::field( 'name' ) ),
			)
		);
	}
}
