<?php
/**
 * Tag subscriptions: PUT /api/member/subscribe.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Rest\Schema\Errors;
use Mvc\Core\Failure;
use Mvc\Core\Data\Reads;
use Mvc\Core\Member\TagSubscriptions;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * `{id, flag}` subscribes the member to a tag (true) or unsubscribes (false). Idempotent; at most
 * TagSubscriptions::LIMIT tags (the next answers code 403 with the limit notice and the profile
 * link). The answer says whether the member follows the tag now, the change of its follower count
 * (`delta`: 1, 0 or -1) and the exact count.
 */
final class TagSubscriptionController extends ApiController {

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$this->register_api_route(
			'/member/subscribe',
			array(
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'subscribe' ),
					'permission_callback' => array( Permissions::class, 'member' ),
					'args'                => array(
						'id'   => array(
							'description'       => __( 'Id of a tag.', 'mvc-core' ),
							'type'              => 'integer',
							'required'          => true,
							'minimum'           => 1,
							'validate_callback' => array( self::class, 'validate_tag' ),
						),
						'flag' => Flag::arg( __( 'True to subscribe to the tag, false to unsubscribe.', 'mvc-core' ) ),
					),
				),
			),
			'mvc-member-subscribe',
			self::answer_data(),
			array(
				Errors::doc(
					403,
					/* translators: %d: the most tags a member follows. */
					sprintf( __( 'The member already follows %d tags, the most allowed.', 'mvc-core' ), TagSubscriptions::LIMIT ),
					403,
					array(
						'link' => array(
							'description' => __( 'The personal centre\'s tab where the member manages their tags.', 'mvc-core' ),
							'type'        => 'string',
							'format'      => 'uri',
						),
					)
				),
			)
		);
	}

	/**
	 * Subscribes or unsubscribes.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function subscribe( $request ) {
		$user_id       = get_current_user_id();
		$term_id       = (int) $request['id'];
		$subscriptions = new TagSubscriptions();
		$flag          = Flag::value( $request['flag'] );
		if ( $flag ) {
			$delta = $subscriptions->add( $user_id, $term_id );
			if ( $delta instanceof WP_Error ) {
				return $delta;
			}
			if ( null === $delta ) {
				return Envelope::error(
					403,
					/* translators: %d: the most tags a member follows. */
					sprintf( __( 'You already follow %d tags, the most allowed. Manage your tags in your personal centre.', 'mvc-core' ), TagSubscriptions::LIMIT ),
					403,
					array( 'link' => home_url( user_trailingslashit( 'profile' ) . '#tab3' ) )
				);
			}
		} else {
			$removed = $subscriptions->remove( $user_id, $term_id );
			if ( $removed instanceof WP_Error ) {
				return $removed;
			}
			$delta = -$removed;
		}//end if
		// A follower count the database did not give answers 503, never a 0 (Data\Reads).
		$followers = Reads::checked( static fn() => $subscriptions->followers( $term_id ) );
		if ( is_wp_error( $followers ) ) {
			return $followers;
		}
		return Envelope::success(
			array(
				'id'               => $term_id,
				'subscribed'       => $flag,
				'delta'            => $delta,
				'subscribe_number' => $followers,
			)
		);
	}

	/**
	 * The id of an existing tag.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public static function validate_tag( $value ) {
		$id = is_int( $value ) || ( is_string( $value ) && ctype_digit( $value ) ) ? (int) $value : 0;
		if ( $id > 0 && term_exists( $id, 'post_tag' ) ) {
			return true;
		}
		return Failure::invalid( __( 'The tag does not exist.', 'mvc-core' ), 'id' );
	}

	/**
	 * Schema of the answer's `data`.
	 *
	 * @return array<string, mixed>
	 */
	private static function answer_data(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'id'               => array(
					'description' => __( 'Id of the tag.', 'mvc-core' ),
					'type'        => 'integer',
				),
				'subscribed'       => array(
					'description' => __( 'Whether the member follows the tag now.', 'mvc-core' ),
					'type'        => 'boolean',
				),
				'delta'            => array(
					'description' => __( 'The change of the follower count: 1, 0 (nothing changed) or -1.', 'mvc-core' ),
					'type'        => 'integer',
					'enum'        => array( -1, 0, 1 ),
				),
				'subscribe_number' => array(
					'description' => __( 'How many members follow the tag.', 'mvc-core' ),
					'type'        => 'integer',
					'minimum'     => 0,
				),
			),
			'required'   => array( 'id', 'subscribed', 'delta', 'subscribe_number' ),
		);
	}
}
