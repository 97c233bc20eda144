<?php
/**
 * The member's own settings: PUT /api/member/emailsubscribe, POST /api/member/avatar, the personal
 * feed's address (GET /api/member/feed, POST /api/member/feed/reset).
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Rest\Schema\Errors;
use Mvc\Core\Member\AvatarUpload;
use Mvc\Core\Member\PersonalFeed;
use Mvc\Core\Member\Profile;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * The user panel's writes besides the profile fields (those are `PUT /api/member/userinfo`,
 * SessionController): `{flag}` turns the bi-weekly digest on or off, answering `{subscribed}`;
 * only a member with a verified e-mail address can turn it on (Member\Profile::set_digest()).
 * A multipart upload (field `file`) becomes the member's avatar (Member\AvatarUpload), answering
 * `{avatar}`; AvatarUpload::LIMIT uploads per member an hour. The member's personal feed
 * (Member\PersonalFeed) answers `{url}`; its reset revokes the old address.
 */
final class ProfileController extends ApiController {

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$this->register_api_route(
			'/member/emailsubscribe',
			array(
				array(
					'methods'             => 'PUT',
					'callback'            => array( $this, 'email_subscribe' ),
					'permission_callback' => array( Permissions::class, 'member' ),
					'args'                => array(
						'flag' => Flag::arg( __( 'True to receive the bi-weekly digest, false to stop it.', 'mvc-core' ) ),
					),
				),
			),
			'mvc-member-emailsubscribe',
			array(
				'type'       => 'object',
				'properties' => array(
					'subscribed' => array(
						'description' => __( 'Whether the member receives the bi-weekly digest now.', 'mvc-core' ),
						'type'        => 'boolean',
					),
				),
				'required'   => array( 'subscribed' ),
			),
			array(
				Errors::doc(
					403,
					__( 'Turning the digest on needs a verified e-mail address, which the member has not got.', 'mvc-core' ),
					403,
					Errors::field( 'flag' ) + array(
						'reason' => array(
							'description' => __( 'Why: email_unverified.', 'mvc-core' ),
							'type'        => 'string',
							'enum'        => array( 'email_unverified' ),
						),
					)
				),
			)
		);
		$this->register_avatar_route();
		$this->register_feed_routes();
	}

	/**
	 * Registers the personal feed's routes.
	 */
	private function register_feed_routes(): void {
		$schema = array(
			'type'       => 'object',
			'properties' => array(
				'url' => array(
					'description' => __( 'The secret address of the member\'s RSS feed of the tags they follow.', 'mvc-core' ),
					'type'        => 'string',
					'format'      => 'uri',
				),
			),
			'required'   => array( 'url' ),
		);
		$this->register_api_route(
			'/member/feed',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => static fn() => Envelope::success( array( 'url' => PersonalFeed::url( get_current_user_id() ) ) ),
					'permission_callback' => array( Permissions::class, 'member' ),
				),
			),
			'mvc-member-feed',
			$schema
		);
		$this->register_api_route(
			'/member/feed/reset',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => static fn() => Envelope::success( array( 'url' => PersonalFeed::reset( get_current_user_id() ) ) ),
					'permission_callback' => array( Permissions::class, 'member' ),
				),
			),
			'mvc-member-feed-reset',
			$schema
		);
	}

	/**
	 * Registers the avatar upload's route.
	 */
	private function register_avatar_route(): void {
		$this->register_api_route(
			'/member/avatar',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'avatar' ),
					'mvc_limits'          => array(
						/* translators: %d: minutes to wait. */
						Limit::per_member( 'avatar', AvatarUpload::LIMIT, AvatarUpload::WINDOW, __( 'Too many avatar uploads. Please try again in %d minutes.', 'mvc-core' ) ),
					),
					'permission_callback' => array( Permissions::class, 'member' ),
				),
			),
			'mvc-member-avatar',
			array(
				'description' => __( 'A multipart/form-data request with the image in the field `file`: JPEG, PNG or WebP, at most 2 MB. Stored as a square of at most 400 pixels without its metadata.', 'mvc-core' ),
				'type'        => 'object',
				'properties'  => array(
					'avatar' => array(
						'description' => __( 'The new avatar\'s address.', 'mvc-core' ),
						'type'        => 'string',
						'format'      => 'uri',
					),
				),
				'required'    => array( 'avatar' ),
			),
			array(
				Errors::doc( 400, __( 'No file, not an image, not JPEG, PNG or WebP, or more than 4096 pixels a side.', 'mvc-core' ), 400, Errors::field( 'file' ) ),
				Errors::doc( 413, __( 'The image is larger than 2 MB.', 'mvc-core' ), 413, Errors::field( 'file' ) ),
				/* translators: %d: uploads a member may make per hour. */
				Errors::rate_limit( '', sprintf( __( 'More than %d avatar uploads by the member in an hour.', 'mvc-core' ), AvatarUpload::LIMIT ) ),
				Errors::doc( 500, __( 'The avatar could not be saved.', 'mvc-core' ) ),
				Errors::doc( 503, __( 'Another upload of the member is being saved at this moment: try again.', 'mvc-core' ) ),
			)
		);
	}

	/**
	 * Makes the uploaded image the member's avatar (Member\AvatarUpload), within the member's
	 * hourly limit (every try counts, as each costs decoding an image).
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function avatar( $request ) {
		$user_id = get_current_user_id();
		$files   = $request->get_file_params();
		$url     = AvatarUpload::store( $user_id, $files['file'] ?? null );
		return is_wp_error( $url ) ? $url : Envelope::success( array( 'avatar' => $url ) );
	}

	/**
	 * Turns the digest on or off.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function email_subscribe( $request ) {
		$user_id = get_current_user_id();
		$set     = Profile::set_digest( $user_id, Flag::value( $request['flag'] ) );
		if ( is_wp_error( $set ) ) {
			return $set;
		}
		// Read back: the answer is what the database holds, 503 when it did not say.
		$info = Profile::read( $user_id, array( 'subscribed' ) );
		return is_wp_error( $info ) ? $info : Envelope::success( array( 'subscribed' => (bool) ( $info['subscribed'] ?? false ) ) );
	}
}
