<?php
/**
 * The `mvc` field of core's /wp/v2/tags.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Member\TagSubscriptions;
use Mvc\Core\Module;

/**
 * Adds `mvc: { subscribe_number }` (the tag's follower count) to core's tag objects, as the call
 * table of members.md says (`/wp/v2/tags?_fields=id,name,slug,mvc`). Public, read-only.
 */
final class TagFields implements Module {

	/**
	 * Always applies.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_fields' ) );
	}

	/**
	 * Registers the field.
	 */
	public function register_fields(): void {
		// Core's tag schema is titled "tag", which is the object type additional fields attach to.
		register_rest_field(
			'tag',
			'mvc',
			array(
				'get_callback' => array( $this, 'field' ),
				'schema'       => array(
					'description' => __( 'Site data of the tag.', 'mvc-core' ),
					'type'        => 'object',
					'context'     => array( 'view', 'embed' ),
					'readonly'    => true,
					'properties'  => array(
						'subscribe_number' => array(
							'description' => __( 'How many members follow the tag.', 'mvc-core' ),
							'type'        => 'integer',
						),
					),
				),
			)
		);
	}

	/**
	 * The field of one tag.
	 *
	 * @param array<string, mixed> $tag The tag as the REST API prepared it.
	 * @return array{subscribe_number: int}
	 */
	public function field( array $tag ): array {
		$followers = ( new TagSubscriptions() )->followers_map();
		return array( 'subscribe_number' => $followers[ (int) ( $tag['id'] ?? 0 ) ] ?? 0 );
	}
}
