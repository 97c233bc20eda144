<?php
/**
 * The member's liked and collected articles: POST /api/member/userlikes, /api/member/usercollection.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Rest\Schema\Args;
use Mvc\Core\Content\ArticleCards;
use Mvc\Core\Data\Reads;
use Mvc\Core\Member\Collections;
use Mvc\Core\Member\Likes;
use Mvc\Core\Member\PostRelation;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * `{page, per_page}` (per_page 10 by default, at most 50) answers `{total, total_pages, data}`: one
 * page of the logged-in member's own list (PostRelation::page()), newest first, as cards
 * `{id, link, cover, title, tags: [{id, name, slug}]}`. Only published public articles are listed
 * and counted. Members only; a member reads only their own list.
 */
final class MemberListsController extends ApiController {

	/**
	 * The routes (after /member/) and the relation each lists.
	 */
	private const LISTS = array(
		'userlikes'      => Likes::class,
		'usercollection' => Collections::class,
	);

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		foreach ( self::LISTS as $route => $relation ) {
			$this->register_list( $route, new $relation() );
		}
	}

	/**
	 * Registers one list's route.
	 *
	 * @param string       $route    The route after /member/.
	 * @param PostRelation $relation The relation it lists.
	 */
	private function register_list( string $route, PostRelation $relation ): void {
		$this->register_api_route(
			'/member/' . $route,
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => fn( $request ) => $this->page( $relation, $request ),
					'permission_callback' => array( Permissions::class, 'member' ),
					'args'                => Args::page( PostRelation::PAGE_SIZE, PostRelation::MAX_PAGE_SIZE ),
				),
			),
			'mvc-member-' . $route,
			self::page_schema(
				$relation instanceof Likes
					? __( 'One page of the articles the member liked, newest like first; empty past the last page.', 'mvc-core' )
					: __( 'One page of the articles the member collected, newest first; empty past the last page.', 'mvc-core' )
			)
		);
	}

	/**
	 * One page of the member's list; 503 when the database did not give it (Data\Reads), never an
	 * empty list or a total of 0.
	 *
	 * @param PostRelation    $relation The relation.
	 * @param WP_REST_Request $request  Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	private function page( PostRelation $relation, $request ) {
		$page = Reads::checked( static fn() => $relation->page( get_current_user_id(), (int) $request['page'], (int) $request['per_page'] ) );
		return is_wp_error( $page ) ? $page : Envelope::success( $page );
	}

	/**
	 * Schema of a page of cards with its totals.
	 *
	 * @param string $description What the page lists.
	 * @return array<string, mixed>
	 */
	private static function page_schema( string $description ): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'total'       => array(
					'description' => __( 'How many articles the whole list has.', 'mvc-core' ),
					'type'        => 'integer',
					'minimum'     => 0,
				),
				'total_pages' => array(
					'description' => __( 'How many pages of per_page the whole list makes (0 when it is empty).', 'mvc-core' ),
					'type'        => 'integer',
					'minimum'     => 0,
				),
				'data'        => array(
					'description' => $description,
					'type'        => 'array',
					'items'       => ArticleCards::schema(),
				),
			),
			'required'   => array( 'total', 'total_pages', 'data' ),
		);
	}
}
