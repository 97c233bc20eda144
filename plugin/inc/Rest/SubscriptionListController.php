<?php
/**
 * The subscriptions tab: the member's tags, their order, the recommended tags and a tag's preview.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Rest\Schema\Errors;
use Mvc\Core\Rest\Schema\Args;
use Mvc\Core\Content\ArticleCards;
use Mvc\Core\Member\RecommendedTags;
use Mvc\Core\Member\TagSubscriptions;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;
use WP_Term;

/**
 * The member's tag subscriptions: the list, its order, the recommended tags and a tag's preview
 * (usersubscription, subscription-order, recommendedsubscription, tag-posts). The order is kept on the
 * server too, though the spec keeps it in localStorage only, so a member sees it on every device.
 * tag-posts is for members only (the same articles are public on the tag page) and limited per member.
 * Routes and answers: docs/features/profile-and-messages.md, "Likes, collection and subscriptions".
 */
final class SubscriptionListController extends ApiController {

	/**
	 * Cards of a tag preview by default, and at most.
	 */
	public const PREVIEW_SIZE = 4;

	public const MAX_PREVIEW = 20;

	/**
	 * Tag previews per member and window (the tab shows up to ten tags at a time).
	 */
	public const PREVIEW_LIMIT = 600;

	public const WINDOW = 15 * MINUTE_IN_SECONDS;

	/**
	 * Most ids the order takes (far more than a member may follow).
	 */
	public const MAX_IDS = 100;

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$this->register_api_route(
			'/member/usersubscription',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'subscriptions' ),
					'permission_callback' => array( Permissions::class, 'member' ),
				),
			),
			'mvc-member-usersubscription',
			self::subscriptions_schema()
		);
		$this->register_api_route(
			'/member/subscription-order',
			array(
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'order' ),
					'permission_callback' => array( Permissions::class, 'member' ),
					'args'                => array(
						'ids' => array(
							'description'       => __( 'The ids of all the tags the member follows, each once, in the new order.', 'mvc-core' ),
							'type'              => 'array',
							'items'             => array( 'type' => 'integer' ),
							'required'          => true,
							'validate_callback' => array( self::class, 'validate_ids' ),
							'sanitize_callback' => static fn( $value ): array => array_map( 'intval', (array) $value ),
						),
					),
				),
			),
			'mvc-member-subscription-order',
			self::subscriptions_schema(),
			array(
				Errors::doc( 400, __( 'The ids are not exactly the tags the member follows (one was added or removed meanwhile): nothing changed.', 'mvc-core' ), 400, Errors::field( 'ids' ) ),
				Errors::doc( 503, __( 'The member\'s tags are being changed by another request: try again.', 'mvc-core' ) ),
			)
		);
		$this->register_api_route(
			'/member/recommendedsubscription',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'recommended' ),
					'permission_callback' => array( Permissions::class, 'member' ),
				),
			),
			'mvc-member-recommendedsubscription',
			self::recommended_schema()
		);
		$this->register_api_route(
			'/member/tag-posts',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'tag_posts' ),
					'mvc_limits'          => array( Limit::per_member( 'tag-posts', self::PREVIEW_LIMIT, self::WINDOW ) ),
					'permission_callback' => array( Permissions::class, 'member' ),
					'args'                => array(
						'tag_id' => Args::id( 'tag_id', __( 'Id of a tag.', 'mvc-core' ), __( 'tag_id must be a positive whole number.', 'mvc-core' ) ),
					) + Args::page( self::PREVIEW_SIZE, self::MAX_PREVIEW ),
				),
			),
			'mvc-member-tag-posts',
			self::tag_posts_schema(),
			array(
				Errors::doc( 404, __( 'The tag does not exist.', 'mvc-core' ), 404, Errors::field( 'tag_id' ) ),
				Errors::rate_limit(),
			)
		);
	}

	/**
	 * The member's tags in their order.
	 */
	public function subscriptions(): WP_REST_Response {
		return Envelope::success( self::listed( get_current_user_id() ) );
	}

	/**
	 * Stores the member's order of their tags.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function order( $request ) {
		$user_id = get_current_user_id();
		$stored  = ( new TagSubscriptions() )->reorder( $user_id, (array) $request['ids'] );
		if ( null === $stored ) {
			return Envelope::error( 503, __( 'The server could not answer. Please try again later.', 'mvc-core' ), 503 );
		}
		if ( ! $stored ) {
			return Envelope::error( 400, __( 'Your subscribed tags have changed. Please refresh the page and try again.', 'mvc-core' ), 400, array( 'field' => 'ids' ) );
		}
		return Envelope::success( self::listed( $user_id ) );
	}

	/**
	 * The tags recommended to the member.
	 */
	public function recommended(): WP_REST_Response {
		return Envelope::success( ( new RecommendedTags() )->for_user( get_current_user_id() ) );
	}

	/**
	 * A page of a tag's articles.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function tag_posts( $request ) {
		$tag = get_term( (int) $request['tag_id'], 'post_tag' );
		if ( ! $tag instanceof WP_Term ) {
			return Envelope::error( 404, __( 'The tag does not exist.', 'mvc-core' ), 404, array( 'field' => 'tag_id' ) );
		}
		return Envelope::success( ArticleCards::tag_page( $tag, (int) $request['page'], (int) $request['per_page'] ) );
	}

	/**
	 * The ids of the order: a list of at most MAX_IDS positive whole numbers.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public static function validate_ids( $value ) {
		return Args::id_list( $value, self::MAX_IDS, __( 'ids must be a list of tag ids.', 'mvc-core' ) );
	}


	/**
	 * The answer of usersubscription and of the order.
	 *
	 * @param int $user_id Member id.
	 * @return array{total: int, data: list<array{term_id: int, name: string, slug: string}>}
	 */
	private static function listed( int $user_id ): array {
		$tags = ( new TagSubscriptions() )->tags( $user_id );
		return array(
			'total' => count( $tags ),
			'data'  => $tags,
		);
	}

	/**
	 * Schema of a tag `{term_id, name, slug}`.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function tag_properties(): array {
		return array(
			'term_id' => array(
				'description' => __( 'Id of the tag.', 'mvc-core' ),
				'type'        => 'integer',
			),
			'name'    => array(
				'description' => __( 'The tag\'s name, as plain text.', 'mvc-core' ),
				'type'        => 'string',
			),
			'slug'    => array(
				'description' => __( 'The tag\'s slug (its page is /tag/{slug}).', 'mvc-core' ),
				'type'        => 'string',
			),
		);
	}

	/**
	 * Schema of usersubscription's `data` (and the order's).
	 *
	 * @return array<string, mixed>
	 */
	private static function subscriptions_schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'total' => array(
					'description' => __( 'How many tags the member follows.', 'mvc-core' ),
					'type'        => 'integer',
					'minimum'     => 0,
				),
				'data'  => array(
					'description' => __( 'The member\'s tags in their order.', 'mvc-core' ),
					'type'        => 'array',
					'items'       => array(
						'type'       => 'object',
						'properties' => self::tag_properties(),
						'required'   => array( 'term_id', 'name', 'slug' ),
					),
				),
			),
			'required'   => array( 'total', 'data' ),
		);
	}

	/**
	 * Schema of recommendedsubscription's `data`.
	 *
	 * @return array<string, mixed>
	 */
	private static function recommended_schema(): array {
		return array(
			/* translators: %d: how many tags are recommended. */
			'description' => sprintf( __( 'Up to %d tags the member does not follow, the most followed first, then the most used.', 'mvc-core' ), RecommendedTags::SHOWN ),
			'type'        => 'array',
			'items'       => array(
				'type'       => 'object',
				'properties' => self::tag_properties() + array(
					'count'            => array(
						'description' => __( 'How many articles have the tag.', 'mvc-core' ),
						'type'        => 'integer',
						'minimum'     => 0,
					),
					'subscribe_number' => array(
						'description' => __( 'How many members follow the tag.', 'mvc-core' ),
						'type'        => 'integer',
						'minimum'     => 0,
					),
					'posts'            => array(
						/* translators: %d: how many articles. */
						'description' => sprintf( __( 'The tag\'s %d newest articles.', 'mvc-core' ), RecommendedTags::POSTS ),
						'type'        => 'array',
						'items'       => ArticleCards::schema( ArticleCards::TAGS_SHORT ),
					),
				),
				'required'   => array( 'term_id', 'name', 'slug', 'count', 'subscribe_number', 'posts' ),
			),
		);
	}

	/**
	 * Schema of tag-posts' `data`.
	 *
	 * @return array<string, mixed>
	 */
	private static function tag_posts_schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'total' => array(
					'description' => __( 'How many articles have the tag.', 'mvc-core' ),
					'type'        => 'integer',
					'minimum'     => 0,
				),
				'list'  => array(
					'description' => __( 'One page of the tag\'s articles, newest first; empty past the last page.', 'mvc-core' ),
					'type'        => 'array',
					'items'       => ArticleCards::schema(),
				),
			),
			'required'   => array( 'total', 'list' ),
		);
	}
}
