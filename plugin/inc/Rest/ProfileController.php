<?php
/**
 * The member's own settings: PUT /api/member/emailsubscribe.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Member\Profile;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

/**
 * The user panel's writes besides the profile fields (those are `PUT /api/member/userinfo`,
 * SessionController): `{flag}` turns the bi-weekly digest on or off, answering `{subscribed}`;
 * only a member with a verified e-mail address can turn it on (Member\Profile::set_digest()).
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
				self::error_doc(
					403,
					__( 'Turning the digest on needs a verified e-mail address, which the member has not got.', 'mvc-core' ),
					403,
					self::field_doc( 'flag' ) + array(
						'reason' => array(
							'description' => __( 'Why: email_unverified.', 'mvc-core' ),
							'type'        => 'string',
							'enum'        => array( 'email_unverified' ),
						),
					)
				),
			)
		);
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
		return Envelope::success( array( 'subscribed' => (bool) Profile::get( $user_id, array( 'subscribed' ) )['subscribed'] ) );
	}
}
