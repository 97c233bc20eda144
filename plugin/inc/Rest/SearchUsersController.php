<?php
/**
 * Mention suggestions: POST /api/member/search-users.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Rest\Schema\Errors;
use Mvc\Core\Rest\Schema\Args;
use Mvc\Core\Failure;
use Mvc\Core\Content\PostFields;
use Mvc\Core\Comments\Mentions;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * `{search, page, per_page}` finds other members by display name, for the comment box's mention
 * suggestions: `{list: [{id, avatar, display_name, institution}], total, totalPages}`, at most
 * MAX_PER_PAGE a page. Without a search, `{post_id}` lists the other members who have published
 * comments on a public article, the latest commenter first (the suggestions when only @ is typed).
 * Members only, LIMIT calls per WINDOW each (the box asks as its member types, after a pause), so
 * that nobody pages through every member's name and institution.
 */
final class SearchUsersController extends ApiController {

	public const MAX_PER_PAGE = 10;

	public const MAX_SEARCH = 50;

	/**
	 * Commenters of an article considered for the suggestions.
	 */
	public const MAX_COMMENTERS = 200;

	public const LIMIT = 300;

	public const WINDOW = 15 * MINUTE_IN_SECONDS;

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$this->register_api_route(
			'/member/search-users',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'search' ),
					'mvc_limits'          => array( Limit::per_member( 'search-users', self::LIMIT, self::WINDOW ) ),
					'permission_callback' => array( Permissions::class, 'member' ),
					'args'                => array(
						'search'   => array(
							'description'       => __( 'Part of a display name.', 'mvc-core' ),
							'type'              => 'string',
							'default'           => '',
							'validate_callback' => array( self::class, 'validate_search' ),
							'sanitize_callback' => static function ( $value ): string {
								return trim( sanitize_text_field( (string) $value ) );
							},
						),
						'post_id'  => Args::id( 'post_id', __( 'Without a search: the article whose commenters are listed.', 'mvc-core' ), __( 'post_id must be the id of an article.', 'mvc-core' ), false ),
						'page'     => array(
							'description'       => __( 'Page number, from 1.', 'mvc-core' ),
							'type'              => 'integer',
							'default'           => 1,
							'validate_callback' => static function ( $value ) {
								return Args::whole_number( $value, 1, 999999999, 'page', __( 'page must be a whole number of at least 1.', 'mvc-core' ) );
							},
							'sanitize_callback' => 'absint',
						),
						'per_page' => array(
							'description'       => __( 'Members per page.', 'mvc-core' ),
							'type'              => 'integer',
							'default'           => self::MAX_PER_PAGE,
							'validate_callback' => static function ( $value ) {
								return Args::whole_number(
									$value,
									1,
									self::MAX_PER_PAGE,
									'per_page',
									/* translators: %d: the largest page size. */
									sprintf( __( 'per_page must be a whole number from 1 to %d.', 'mvc-core' ), self::MAX_PER_PAGE )
								);
							},
							'sanitize_callback' => 'absint',
						),
					),
				),
			),
			'mvc-member-search-users',
			self::answer_data(),
			array(
				Errors::doc( 404, __( 'Without a search: the article does not exist or is not published.', 'mvc-core' ) ),
				Errors::rate_limit(),
			)
		);
	}

	/**
	 * A search text: at most MAX_SEARCH characters once trimmed (none asks for an article's
	 * commenters; search() refuses a call with neither).
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public static function validate_search( $value ) {
		if ( is_string( $value ) && mb_strlen( trim( $value ) ) <= self::MAX_SEARCH ) {
			return true;
		}
		return self::search_error();
	}

	/**
	 * The error of a missing or too long search.
	 */
	private static function search_error(): WP_Error {
		return Failure::invalid( /* translators: %d: the most characters. */
			sprintf( __( 'Please enter from 1 to %d characters to search for.', 'mvc-core' ), self::MAX_SEARCH ),
			'search'
		);
	}

	/**
	 * Searches.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function search( $request ) {
		// Validated as 1 to MAX_PER_PAGE, but a value that skipped the validation never divides by 0.
		$per_page = min( self::MAX_PER_PAGE, max( 1, (int) $request['per_page'] ) );
		$search   = (string) $request['search'];
		$post_id  = 0;
		if ( '' === $search ) {
			if ( null === $request['post_id'] ) {
				return self::search_error();
			}
			$post_id = (int) $request['post_id'];
			if ( ! PostFields::is_public_article( $post_id ) ) {
				return Envelope::error( 404, __( 'The article does not exist.', 'mvc-core' ), 404 );
			}
		}
		$page  = max( 1, (int) $request['page'] );
		$found = '' !== $search
			? Mentions::by_name( get_current_user_id(), $search, $page, $per_page )
			: Mentions::fellow_commenters( get_current_user_id(), $post_id, self::MAX_COMMENTERS, $page, $per_page );
		return Envelope::success(
			array(
				'list'       => $found['list'],
				'total'      => $found['total'],
				'totalPages' => (int) ceil( $found['total'] / $per_page ),
			)
		);
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
				'list'       => array(
					'description' => __( 'One page of members, by display name, or the article\'s latest commenter first.', 'mvc-core' ),
					'type'        => 'array',
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'id'           => array(
								'description' => __( 'The member\'s user id.', 'mvc-core' ),
								'type'        => 'integer',
							),
							'avatar'       => array(
								'description' => __( 'The member\'s avatar address, or an empty string.', 'mvc-core' ),
								'type'        => 'string',
							),
							'display_name' => array(
								'description' => __( 'The member\'s public name.', 'mvc-core' ),
								'type'        => 'string',
							),
							'institution'  => array(
								'description' => __( 'The member\'s institution, or an empty string.', 'mvc-core' ),
								'type'        => 'string',
							),
						),
						'required'   => array( 'id', 'avatar', 'display_name', 'institution' ),
					),
				),
				'total'      => array(
					'description' => __( 'How many members match in all.', 'mvc-core' ),
					'type'        => 'integer',
				),
				'totalPages' => array(
					'description' => __( 'How many pages they fill.', 'mvc-core' ),
					'type'        => 'integer',
				),
			),
			'required'   => array( 'list', 'total', 'totalPages' ),
		);
	}
}
