<?php
/**
 * The message centre: GET /api/member/mention-message/get and /system-message/get, POST
 * /api/member/messages/read.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Rest\Schema\Args;
use Mvc\Core\Failure;
use Mvc\Core\Comments\CommentMessages;
use Mvc\Core\Member\Messages;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * The two lists of members.md's message centre, `{per_page (20, at most 50), page}` ->
 * `{data, total, totalUnread}` newest first, and `{category, ids}` marking the member's messages of
 * a category read (an empty list: all of them) -> `{updated, totalUnread}`. Members only; a member
 * only ever sees and changes their own messages (Member\Messages).
 */
final class MessagesController extends ApiController {

	/**
	 * The list routes and their categories.
	 */
	public const LIST_ROUTES = array(
		'/member/mention-message/get' => CommentMessages::CATEGORY_MENTION,
		'/member/system-message/get'  => CommentMessages::CATEGORY_SYSTEM,
	);

	public const READ_ROUTE = '/member/messages/read';

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		foreach ( self::LIST_ROUTES as $route => $category ) {
			$this->register_api_route(
				$route,
				array(
					array(
						'methods'             => WP_REST_Server::READABLE,
						'callback'            => fn( $request ) => $this->list_messages( $request, $category ),
						'permission_callback' => array( Permissions::class, 'member' ),
						'args'                => self::list_args(),
					),
				),
				'mvc-member-' . $category . '-messages',
				self::list_data( $category )
			);
		}
		$this->register_api_route(
			self::READ_ROUTE,
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'mark_read' ),
					'permission_callback' => array( Permissions::class, 'member' ),
					'args'                => array(
						'category' => array(
							'description'       => __( 'Which messages: system or mention.', 'mvc-core' ),
							'type'              => 'string',
							'enum'              => Messages::CATEGORIES,
							'required'          => true,
							'validate_callback' => array( self::class, 'validate_category' ),
						),
						'ids'      => array(
							/* translators: %d: the most ids of one call. */
							'description'       => sprintf( __( 'Ids of the member\'s messages of that category to mark read (at most %d); an empty list marks all of them read.', 'mvc-core' ), Messages::MAX_IDS ),
							'type'              => 'array',
							'items'             => array(
								'type'    => 'integer',
								'minimum' => 1,
							),
							'maxItems'          => Messages::MAX_IDS,
							'required'          => true,
							'validate_callback' => array( self::class, 'validate_ids' ),
							'sanitize_callback' => array( self::class, 'sanitize_ids' ),
						),
					),
				),
			),
			'mvc-member-messages-read',
			self::read_data()
		);
	}

	/**
	 * One page of the member's messages of a category.
	 *
	 * @param WP_REST_Request $request  Request.
	 * @param string          $category mention or system.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 */
	public function list_messages( $request, string $category ): WP_REST_Response {
		// Validated, but a value that skipped the validation never pages past the limit.
		$per_page = min( Messages::MAX_PER_PAGE, max( 1, (int) $request['per_page'] ) );
		return Envelope::success( Messages::page( get_current_user_id(), $category, max( 1, (int) $request['page'] ), $per_page ) );
	}

	/**
	 * Marks the member's messages read (503 when the database did not do it or did not give the
	 * unread count: never "nothing was unread").
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function mark_read( $request ) {
		$marked = Messages::mark_read( get_current_user_id(), (string) $request['category'], self::sanitize_ids( $request['ids'] ) );
		return is_wp_error( $marked ) ? $marked : Envelope::success( $marked );
	}

	/**
	 * A category of messages.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public static function validate_category( $value ) {
		if ( is_string( $value ) && in_array( $value, Messages::CATEGORIES, true ) ) {
			return true;
		}
		return Failure::invalid( __( 'category must be system or mention.', 'mvc-core' ), 'category' );
	}

	/**
	 * A list of at most MAX_IDS message ids, each a whole number of at least 1 (as a number or its
	 * digits); an empty list is allowed.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public static function validate_ids( $value ) {
		/* translators: %d: the most ids of one call. */
		return Args::id_list( $value, Messages::MAX_IDS, sprintf( __( 'ids must be a list of at most %d message ids (whole numbers of at least 1).', 'mvc-core' ), Messages::MAX_IDS ) );
	}


	/**
	 * The ids as integers.
	 *
	 * @param mixed $value Validated value.
	 * @return array<int, int>
	 */
	public static function sanitize_ids( $value ): array {
		return is_array( $value ) ? array_values( array_map( 'intval', $value ) ) : array();
	}

	/**
	 * The list arguments: per_page (1 to MAX_PER_PAGE, default PER_PAGE) and page (from 1).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function list_args(): array {
		return array(
			'per_page' => array(
				'description'       => __( 'Messages per page.', 'mvc-core' ),
				'type'              => 'integer',
				'default'           => Messages::PER_PAGE,
				'minimum'           => 1,
				'maximum'           => Messages::MAX_PER_PAGE,
				'validate_callback' => static function ( $value ) {
					return Args::whole_number(
						$value,
						1,
						Messages::MAX_PER_PAGE,
						'per_page',
						/* translators: %d: the largest page size. */
						sprintf( __( 'per_page must be a whole number from 1 to %d.', 'mvc-core' ), Messages::MAX_PER_PAGE )
					);
				},
				'sanitize_callback' => 'absint',
			),
			'page'     => array(
				'description'       => __( 'Page number, from 1.', 'mvc-core' ),
				'type'              => 'integer',
				'default'           => 1,
				'minimum'           => 1,
				'validate_callback' => static function ( $value ) {
					return Args::whole_number( $value, 1, 999999999, 'page', __( 'page must be a whole number of at least 1.', 'mvc-core' ) );
				},
				'sanitize_callback' => 'absint',
			),
		);
	}

	/**
	 * Schema of a list's `data`.
	 *
	 * @param string $category mention or system.
	 * @return array<string, mixed>
	 */
	private static function list_data( string $category ): array {
		$string = static fn( string $description ): array => array(
			'description' => $description,
			'type'        => 'string',
		);
		$item   = array(
			'id'               => array(
				'description' => __( 'Id of the message.', 'mvc-core' ),
				'type'        => 'integer',
			),
			'comment_id'       => array(
				'description' => __( 'Id of the comment the message is about (it may have been deleted since).', 'mvc-core' ),
				'type'        => 'integer',
			),
			'comment_abstract' => $string( __( 'The comment\'s text as it was, plain, at most 100 characters.', 'mvc-core' ) ),
			'date'             => array(
				'description' => __( 'When the message was written: ISO 8601 in the site\'s time zone, such as 2025-03-01T09:30:00+08:00.', 'mvc-core' ),
				'type'        => 'string',
				'format'      => 'date-time',
			),
			'post_title'       => $string( __( 'Title of the comment\'s article; an empty string when it is no longer published.', 'mvc-core' ) ),
			'post_link'        => $string( __( 'Address of the comment\'s article (append #c-{comment_id} to open the comment); an empty string when it is no longer published.', 'mvc-core' ) ),
			'status'           => array(
				'description' => __( 'Whether the member has read the message.', 'mvc-core' ),
				'type'        => 'string',
				'enum'        => array( Messages::STATUS_UNREAD, Messages::STATUS_READ ),
			),
		);
		$staff  = array(
			'description' => __( '1 when the member who mentioned speaks for the site (an operator who may edit posts, shown with the staff badge), otherwise 0.', 'mvc-core' ),
			'type'        => 'integer',
			'enum'        => array( 0, 1 ),
		);
		if ( CommentMessages::CATEGORY_MENTION === $category ) {
			$item += array(
				'display_name' => $string( __( 'Public name of the member who mentioned; an empty string when the account is gone.', 'mvc-core' ) ),
				'avatar'       => $string( __( 'The member\'s avatar address, or an empty string.', 'mvc-core' ) ),
				'institution'  => $string( __( 'The member\'s institution, or an empty string.', 'mvc-core' ) ),
				'staff'        => $staff,
			);
		} else {
			$item += array(
				'type'          => array(
					'description' => __( 'The event: DETETED_COMMENT (an operator deleted the comment; the specification\'s spelling) or LIKE_1, LIKE_10, LIKE_50 (the comment reached that many likes).', 'mvc-core' ),
					'type'        => 'string',
					'enum'        => array_merge( array( CommentMessages::TYPE_DELETED ), array_values( CommentMessages::LIKE_MILESTONES ) ),
				),
				'appeal_url'    => $string( __( 'For a deleted comment, the contact form with the comment named (?appeal=<comment id>); otherwise an empty string.', 'mvc-core' ) ),
				'criterion_url' => $string( __( 'For a deleted comment, the comment rules on the contact page (#comment-rules); otherwise an empty string.', 'mvc-core' ) ),
			);
		}
		return array(
			'type'       => 'object',
			'properties' => array(
				'data'        => array(
					'description' => __( 'One page of the member\'s messages, newest first.', 'mvc-core' ),
					'type'        => 'array',
					'items'       => array(
						'type'       => 'object',
						'properties' => $item,
						'required'   => array_keys( $item ),
					),
				),
				'total'       => array(
					'description' => __( 'How many messages of this kind the member has.', 'mvc-core' ),
					'type'        => 'integer',
					'minimum'     => 0,
				),
				'totalUnread' => self::unread_property(),
			),
			'required'   => array( 'data', 'total', 'totalUnread' ),
		);
	}

	/**
	 * Schema of the read call's `data`.
	 *
	 * @return array<string, mixed>
	 */
	private static function read_data(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'updated'     => array(
					'description' => __( 'How many messages were unread and are read now.', 'mvc-core' ),
					'type'        => 'integer',
					'minimum'     => 0,
				),
				'totalUnread' => self::unread_property(),
			),
			'required'   => array( 'updated', 'totalUnread' ),
		);
	}

	/**
	 * Schema of the unread count.
	 *
	 * @return array<string, mixed>
	 */
	private static function unread_property(): array {
		return array(
			'description' => __( 'How many messages of this kind the member has not read (the header\'s counter).', 'mvc-core' ),
			'type'        => 'integer',
			'minimum'     => 0,
		);
	}
}
