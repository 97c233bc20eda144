<?php
/**
 * A member's rights over their data: GET /api/member/export, POST /api/member/delete-account.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Rest\Schema\Errors;
use Mvc\Core\Data\Reads;
use Mvc\Core\Member\AccountData;
use Mvc\Core\Member\Login;
use Mvc\Core\Member\SessionCookie;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * The copy of the member's data (Member\AccountData::export(), EXPORT_LIMIT a day) and the
 * account's deletion, which needs a login of the last minutes (Login::FRESH_LOGIN) and the account's
 * e-mail address typed again, and ends every session of the member.
 */
final class AccountController extends ApiController {

	/**
	 * Copies per member a day.
	 */
	public const EXPORT_LIMIT = 5;

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$this->register_api_route(
			'/member/export',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'export' ),
					'mvc_limits'          => array(
						/* translators: %d: minutes to wait. */
						Limit::per_member( 'export', self::EXPORT_LIMIT, DAY_IN_SECONDS, __( 'Too many copies of your data. Please try again in %d minutes.', 'mvc-core' ) ),
					),
					'permission_callback' => array( Permissions::class, 'member' ),
				),
			),
			'mvc-member-export',
			array(
				'description' => __( 'Everything the site keeps about the member: profile, likes, collections, subscriptions, comments and messages.', 'mvc-core' ),
				'type'        => 'object',
				'properties'  => array(
					'exported_at'   => array( 'type' => 'string' ),
					'site'          => array( 'type' => 'string' ),
					'profile'       => array( 'type' => 'object' ),
					'likes'         => array( 'type' => 'array' ),
					'collections'   => array( 'type' => 'array' ),
					'subscriptions' => array( 'type' => 'array' ),
					'comments'      => array( 'type' => 'array' ),
					'messages'      => array( 'type' => 'array' ),
				),
			),
			/* translators: %d: copies allowed a day. */
			array( Errors::rate_limit( '', sprintf( __( 'More than %d copies a day.', 'mvc-core' ), self::EXPORT_LIMIT ) ) )
		);
		$this->register_api_route(
			'/member/delete-account',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'delete_account' ),
					'permission_callback' => array( Permissions::class, 'member' ),
					'args'                => array(
						'email' => array(
							'description' => __( "The account's e-mail address, typed again to confirm.", 'mvc-core' ),
							'type'        => 'string',
							'required'    => true,
						),
					),
				),
			),
			'mvc-member-delete-account',
			array(
				'type'       => 'object',
				'properties' => array(
					'deleted' => array(
						'description' => __( 'Whether the account is gone.', 'mvc-core' ),
						'type'        => 'boolean',
					),
				),
				'required'   => array( 'deleted' ),
			),
			array(
				Errors::doc( 400, __( "The address typed is not the account's.", 'mvc-core' ), 400, Errors::field( 'email' ) ),
				Errors::doc( 403, __( 'The login is too old: log in again first.', 'mvc-core' ), 403 ),
			)
		);
	}

	/**
	 * The copy of the member's data.
	 *
	 * @return WP_REST_Response|WP_Error
	 */
	public function export() {
		$user_id = get_current_user_id();
		// A copy with a part the database did not give would look complete: 503 instead (Data\Reads).
		$copy = Reads::checked( static fn() => AccountData::export( $user_id ) );
		return is_wp_error( $copy ) ? $copy : Envelope::success( $copy );
	}

	/**
	 * Deletes the member's account.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_account( $request ) {
		if ( ! Login::is_fresh() ) {
			return Envelope::error( 403, __( 'Deleting your account requires logging in again.', 'mvc-core' ), 403, array( 'reason' => 'login_required' ) );
		}
		$user  = wp_get_current_user();
		$typed = is_string( $request['email'] ) ? strtolower( trim( $request['email'] ) ) : '';
		if ( '' === $typed || strtolower( $user->user_email ) !== $typed ) {
			return Envelope::error( 400, __( 'Please type the e-mail address of your account to confirm.', 'mvc-core' ), 400, array( 'field' => 'email' ) );
		}
		$deleted = AccountData::delete( $user->ID );
		if ( is_wp_error( $deleted ) ) {
			// Nothing was deleted: the member stays logged in and may try again.
			return $deleted;
		}
		if ( $deleted ) {
			// The sessions' rows went with the account; this clears the cookie of this browser.
			SessionCookie::logout();
		}
		return Envelope::success( array( 'deleted' => $deleted ) );
	}
}
