<?php
/**
 * The panel 微信公众号's calls: /api/admin/wechat-drafts/{id}.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Rest\Schema\Errors;
use Mvc\Core\Failure;
use Mvc\Core\Syndication\WeChat\Drafts;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * `GET` answers an article's sync state (Syndication\WeChat\Drafts::status()); `POST` sends it to
 * the official account's draft box now (Drafts::sync(), under the article's lock), with the
 * editor's comments choice. Only a user who may edit that article (edit_post), with the page's
 * nonce; the sync is limited per user. A refusal's message is the reason in Chinese: 422 when the
 * article is not fit for WeChat (nothing was sent), 502 when WeChat refused, 409 while another
 * sync of the article runs, 503 without an official account.
 */
final class WeChatDraftController extends ApiController {

	public const ROUTE = '/admin/wechat-drafts/(?P<id>\d+)';

	public const LIMIT = 30;

	public const WINDOW = 15 * MINUTE_IN_SECONDS;

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$id = array(
			'id' => array(
				'description' => __( 'The article\'s id.', 'mvc-core' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'required'    => true,
			),
		);
		$this->register_api_route(
			self::ROUTE,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'show' ),
					'permission_callback' => array( self::class, 'allowed' ),
					'args'                => $id,
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'sync' ),
					'permission_callback' => array( self::class, 'allowed' ),
					'mvc_limits'          => array( Limit::per_member( 'wechat-draft', self::LIMIT, self::WINDOW ) ),
					'args'                => $id + array(
						'open_comments' => array(
							'description' => __( 'Whether readers may comment on the WeChat article.', 'mvc-core' ),
							'type'        => 'boolean',
						),
					),
				),
			),
			'mvc-wechat-draft',
			self::status_schema(),
			array(
				Errors::doc( 401, __( 'The caller is not logged in.', 'mvc-core' ) ),
				Errors::doc( 403, __( 'The user may not edit this article.', 'mvc-core' ) ),
				Errors::doc( 404, __( 'The article does not exist.', 'mvc-core' ) ),
				Errors::doc( 409, __( 'Another sync of the article is running.', 'mvc-core' ) ),
				Errors::doc( 422, __( 'The article is not fit for WeChat (the message says why); nothing was sent.', 'mvc-core' ) ),
				Errors::doc( 502, __( 'WeChat refused or did not answer (the message says why).', 'mvc-core' ) ),
				Errors::doc( 503, __( 'The site has no WeChat official account.', 'mvc-core' ) ),
				Errors::rate_limit(),
			)
		);
	}

	/**
	 * Permission: edit_post on that article (an article, not another post type).
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return true|WP_Error
	 */
	public static function allowed( $request ) {
		if ( ! is_user_logged_in() ) {
			return Failure::make( 401, __( 'Please log in first.', 'mvc-core' ), 401 );
		}
		$id = (int) $request['id'];
		if ( 'post' !== get_post_type( $id ) ) {
			return current_user_can( 'edit_posts' )
				? Failure::make( 404, __( 'The article does not exist.', 'mvc-core' ), 404 )
				: Failure::make( 403, __( 'Sorry, you are not allowed to do that.', 'mvc-core' ), 403 );
		}
		return current_user_can( 'edit_post', $id )
			? true
			: Failure::make( 403, __( 'Sorry, you are not allowed to do that.', 'mvc-core' ), 403 );
	}

	/**
	 * The article's sync state.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	public function show( $request ): WP_REST_Response {
		return Envelope::success( Drafts::status( (int) $request['id'] ) );
	}

	/**
	 * Syncs the article now.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function sync( $request ) {
		$id     = (int) $request['id'];
		$open   = isset( $request['open_comments'] ) ? (bool) $request['open_comments'] : null;
		$result = Drafts::sync( $id, $open );
		if ( ! is_wp_error( $result ) ) {
			return Envelope::success( $result );
		}
		$code   = (string) $result->get_error_code();
		$data   = $result->get_error_data();
		$status = 502;
		if ( 'mvc_wechat_not_configured' === $code ) {
			$status = 503;
		} elseif ( 'mvc_wechat_busy' === $code && is_array( $data ) && ! empty( $data['busy'] ) ) {
			$status = 409;
		} elseif ( is_array( $data ) && ! empty( $data['local'] ) ) {
			$status = 422;
		}
		return Envelope::error( $status, $result->get_error_message(), $status, array( 'sync' => Drafts::status( $id ) ) );
	}

	/**
	 * Schema of the state.
	 *
	 * @return array<string, mixed>
	 */
	private static function status_schema(): array {
		$field = static fn( string $type, string $description ): array => array(
			'type'        => $type,
			'description' => $description,
		);
		return array(
			'type'       => 'object',
			'properties' => array(
				'has_draft'     => $field( 'boolean', __( 'The article has a draft on the official account.', 'mvc-core' ) ),
				'synced_at'     => $field( 'string', __( 'When it was last synced (ISO 8601), or empty.', 'mvc-core' ) ),
				'result'        => $field( 'string', __( 'Why the last sync failed, or empty.', 'mvc-core' ) ),
				'ok'            => $field( 'boolean', __( 'The last sync went through.', 'mvc-core' ) ),
				'open_comments' => $field( 'boolean', __( 'Readers may comment on the WeChat article.', 'mvc-core' ) ),
				'queued'        => $field( 'boolean', __( 'A sync is queued by the bulk action.', 'mvc-core' ) ),
				'configured'    => $field( 'boolean', __( 'The site has an official account.', 'mvc-core' ) ),
			),
		);
	}
}
