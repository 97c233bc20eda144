<?php
/**
 * Base controller of the member-to-post relations (likes, collections).
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Rest\Schema\Errors;
use Mvc\Core\Rest\Schema\Args;
use Mvc\Core\Content\PostFields;
use Mvc\Core\Data\Reads;
use Mvc\Core\Member\PostRelation;
use Mvc\Core\Member\Role;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * `GET /api/member/<relation>/count?postId=`: how many members hold the relation with a published
 * post and, for a logged-in member, whether they do. Readable by anyone.
 */
abstract class PostRelationController extends ApiController {

	/**
	 * The relation's storage.
	 */
	abstract protected function relation(): PostRelation;

	/**
	 * Name of the member's own flag in the count answer (userLiked, userFavorite).
	 */
	abstract protected function member_flag(): string;

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$not_found = Errors::doc( 404, __( 'The article does not exist or is not published.', 'mvc-core' ) );
		$this->register_api_route(
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'toggle' ),
					'permission_callback' => array( Permissions::class, 'member' ),
					'args'                => array(
						'id'   => Args::id( 'id', __( 'Id of a published article.', 'mvc-core' ), __( 'postId must be a positive whole number.', 'mvc-core' ) ),
						'flag' => Flag::arg( __( 'True to add the article, false to take it away.', 'mvc-core' ) ),
					),
				),
			),
			'mvc-' . str_replace( '/', '-', $this->rest_base ),
			$this->toggle_schema(),
			array( $not_found )
		);
		$this->register_api_route(
			'/' . $this->rest_base . '/count',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_count' ),
					'permission_callback' => '__return_true',
					'args'                => array(
						'postId' => Args::id( 'postId', __( 'Id of a published article.', 'mvc-core' ), __( 'postId must be a positive whole number.', 'mvc-core' ) ),
					),
				),
			),
			'mvc-' . str_replace( '/', '-', $this->rest_base ) . '-count',
			$this->count_schema(),
			array( $not_found )
		);
	}

	/**
	 * The count answer.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_count( $request ) {
		$post_id = (int) $request['postId'];
		// A count the database did not give answers 503 (Data\Reads), never a 404 or a zero.
		$data = Reads::checked(
			function () use ( $post_id ): ?array {
				if ( ! PostFields::is_public_article( $post_id ) ) {
					return null;
				}
				$data = array( 'count' => $this->relation()->count_for_post( $post_id ) );
				if ( Role::is_member() ) {
					$data[ $this->member_flag() ] = $this->relation()->has( get_current_user_id(), $post_id );
				}
				return $data;
			}
		);
		if ( is_wp_error( $data ) ) {
			return $data;
		}
		if ( null === $data ) {
			return Envelope::error( 404, __( 'The article does not exist.', 'mvc-core' ), 404 );
		}
		return Envelope::success( $data );
	}

	/**
	 * Adds (flag true) or removes (false) the member's relation to a published article. Idempotent:
	 * the unique key counts a repeat or a concurrent click once. The answer: the article, whether the
	 * member holds the relation now, the change of the count (1, 0 or -1) and the exact count; 503
	 * (Data\Retry::busy()) when the database did not do the write.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function toggle( $request ) {
		$post_id  = (int) $request['id'];
		$user_id  = get_current_user_id();
		$relation = $this->relation();
		$flag     = Flag::value( $request['flag'] );
		// The write comes first and changes a row only of a public article, so the article is looked
		// up only when nothing changed, to tell a repeat from an unknown article.
		$changed = $flag ? $relation->add( $user_id, $post_id ) : $relation->remove( $user_id, $post_id );
		if ( is_wp_error( $changed ) ) {
			// The database did not write it: neither a repeat nor an unknown article.
			return $changed;
		}
		$public = $changed ? true : Reads::checked( static fn() => PostFields::is_public_article( $post_id ) );
		if ( is_wp_error( $public ) ) {
			return $public;
		}
		if ( ! $public ) {
			return Envelope::error( 404, __( 'The article does not exist.', 'mvc-core' ), 404 );
		}
		$count = Reads::checked( static fn() => $relation->count_for_post( $post_id ) );
		if ( is_wp_error( $count ) ) {
			return $count;
		}
		return Envelope::success(
			array(
				'id'                 => $post_id,
				$this->member_flag() => $flag,
				'delta'              => $changed ? ( $flag ? 1 : -1 ) : 0,
				'count'              => $count,
			)
		);
	}

	/**
	 * Schema of the toggle's `data`.
	 *
	 * @return array<string, mixed>
	 */
	private function toggle_schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'id'                 => array(
					'description' => __( 'Id of the article.', 'mvc-core' ),
					'type'        => 'integer',
				),
				$this->member_flag() => array(
					'description' => __( 'Whether the member holds the relation now (the flag sent).', 'mvc-core' ),
					'type'        => 'boolean',
				),
				'delta'              => array(
					'description' => __( 'The change of the count: 1, 0 (nothing changed) or -1.', 'mvc-core' ),
					'type'        => 'integer',
					'enum'        => array( -1, 0, 1 ),
				),
				'count'              => self::count_property(),
			),
			'required'   => array( 'id', $this->member_flag(), 'delta', 'count' ),
		);
	}

	/**
	 * Schema of the count's `data`.
	 *
	 * @return array<string, mixed>
	 */
	private function count_schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'count'              => self::count_property(),
				$this->member_flag() => array(
					'description' => __( 'Whether the logged-in member does; absent for visitors.', 'mvc-core' ),
					'type'        => 'boolean',
				),
			),
			'required'   => array( 'count' ),
		);
	}

	/**
	 * Schema of the exact count.
	 *
	 * @return array<string, mixed>
	 */
	private static function count_property(): array {
		return array(
			'description' => __( 'How many members hold the relation with the article.', 'mvc-core' ),
			'type'        => 'integer',
			'minimum'     => 0,
		);
	}
}
