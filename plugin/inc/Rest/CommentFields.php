<?php
/**
 * The `mvc` and `at_list` fields of core's /wp/v2/comments.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Member\Avatars;
use Mvc\Core\Comments\CommentLikes;
use Mvc\Core\Comments\Comments;
use Mvc\Core\Comments\Mentions;
use Mvc\Core\Member\Profile;
use Mvc\Core\Member\Role;
use Mvc\Core\Module;
use WP_Comment;

/**
 * Core's comment objects gain `mvc: { avatar, institution, liked, like_count, self, raw }` (public-site.md
 * section 3; `raw` is the stored text, for its author only), read for a whole page of comments at once:
 * one query for the like counts and the reader's likes, one for the authors and their profile. How the
 * list is ordered and counted is CommentList's.
 */
final class CommentFields implements Module {

	/**
	 * Authors of queried comments whose profile is not loaded yet.
	 *
	 * @var array<int, true>
	 */
	private static array $authors = array();

	/**
	 * Always applies.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_fields' ) );
		add_filter( 'the_comments', array( $this, 'queue' ) );
		add_filter( 'rest_prepare_comment', array( $this, 'plain_author_name' ) );
	}

	/**
	 * Registers the fields `mvc` (read only) and `at_list` (the mentioned members, written with the
	 * comment).
	 */
	public function register_fields(): void {
		register_rest_field(
			'comment',
			'at_list',
			array(
				'get_callback'    => array( $this, 'get_at_list' ),
				'update_callback' => array( $this, 'update_at_list' ),
				'schema'          => array(
					'description' => __( 'Ids of the members the comment mentions.', 'mvc-core' ),
					'type'        => 'array',
					'items'       => array(
						'type'    => 'integer',
						'minimum' => 1,
					),
					'maxItems'    => Mentions::MAX_AT_LIST,
					'context'     => array( 'view', 'edit', 'embed' ),
				),
			)
		);
		register_rest_field(
			'comment',
			'mvc',
			array(
				'get_callback' => array( $this, 'field' ),
				'schema'       => array(
					'description' => __( 'Site data of the comment.', 'mvc-core' ),
					'type'        => 'object',
					'context'     => array( 'view', 'edit', 'embed' ),
					'readonly'    => true,
					'properties'  => array(
						'avatar'      => array(
							'description' => __( 'The author\'s avatar URL, or an empty string.', 'mvc-core' ),
							'type'        => 'string',
						),
						'institution' => array(
							'description' => __( 'The author\'s institution.', 'mvc-core' ),
							'type'        => 'string',
						),
						'liked'       => array(
							'description' => __( '1 when the current member likes the comment, otherwise 0.', 'mvc-core' ),
							'type'        => 'integer',
							'enum'        => array( 0, 1 ),
						),
						'like_count'  => array(
							'description' => __( 'How many members like the comment.', 'mvc-core' ),
							'type'        => 'integer',
						),
						'self'        => array(
							'description' => __( '1 when the current user wrote the comment, otherwise 0.', 'mvc-core' ),
							'type'        => 'integer',
							'enum'        => array( 0, 1 ),
						),
						'raw'         => array(
							'description' => __( 'The text as its author wrote it, for their edit; an empty string for anyone else.', 'mvc-core' ),
							'type'        => 'string',
						),
						'staff'       => array(
							'description' => __( '1 when the author speaks for the site (an operator who may edit posts), otherwise 0.', 'mvc-core' ),
							'type'        => 'integer',
							'enum'        => array( 0, 1 ),
						),
					),
				),
			)
		);
	}

	/**
	 * The stored at_list of a comment.
	 *
	 * @param array<string, mixed> $comment The comment as the REST API prepared it.
	 * @return array<int, int>
	 */
	public function get_at_list( array $comment ): array {
		return Mentions::at_list( (int) ( $comment['id'] ?? 0 ) );
	}

	/**
	 * Stores at_list: the ids that are both sent and really mentioned by the saved content.
	 *
	 * @param mixed $value   The ids sent.
	 * @param mixed $comment The saved comment.
	 */
	public function update_at_list( $value, $comment ): bool {
		if ( $comment instanceof WP_Comment ) {
			Mentions::store_at_list( $comment, is_array( $value ) ? array_map( 'intval', $value ) : array() );
		}
		return true;
	}

	/**
	 * `rest_prepare_comment`: `author_name` is JSON, read as text (React escapes it): WordPress
	 * stores a comment's author name HTML-encoded (`&` as `&amp;`), so it is decoded once here.
	 *
	 * @param mixed $response Response.
	 * @return mixed
	 */
	public function plain_author_name( $response ) {
		if ( ! $response instanceof \WP_REST_Response ) {
			return $response;
		}
		$data = $response->get_data();
		if ( is_array( $data ) && isset( $data['author_name'] ) && is_string( $data['author_name'] ) ) {
			$data['author_name'] = Profile::text( $data['author_name'] );
			$response->set_data( $data );
		}
		return $response;
	}

	/**
	 * The field of one comment.
	 *
	 * @param array<string, mixed> $comment The comment as the REST API prepared it.
	 * @return array{avatar: string, institution: string, liked: int, like_count: int, self: int, raw: string, staff: int}
	 */
	public function field( array $comment ): array {
		$id     = (int) ( $comment['id'] ?? 0 );
		$object = get_comment( $id );
		$author = $object instanceof WP_Comment ? (int) $object->user_id : 0;

		self::$authors[ $author ] = true;
		self::load_authors();
		list( $count, $liked ) = CommentLikes::stats( $id );
		$user_id               = get_current_user_id();
		$own                   = $user_id > 0 && $author === $user_id;
		return array(
			'avatar'      => $author ? Profile::avatar_url( $author ) : '',
			'institution' => $author ? Profile::text( (string) get_user_meta( $author, Profile::META_INSTITUTION, true ) ) : '',
			'liked'       => $liked ? 1 : 0,
			'like_count'  => $count,
			'self'        => $own ? 1 : 0,
			// Core's content.raw needs the edit context, which members do not have.
			'raw'         => $own ? Comments::text( (string) $object->comment_content ) : '',
			// Readers tell the staff's words from a member's (ReservedNames keeps members from their names).
			'staff'       => $author && Role::is_staff( $author ) ? 1 : 0,
		);
	}

	/**
	 * Loads the queued authors, their profile meta and their avatar attachments, in a few queries.
	 */
	private static function load_authors(): void {
		$ids           = array_values( array_filter( array_keys( self::$authors ) ) );
		self::$authors = array();
		if ( ! $ids ) {
			return;
		}
		cache_users( $ids );
		Avatars::prime( $ids );
	}

	/**
	 * Queues the comments of a query for the field: their like stats and their authors.
	 *
	 * @param array<int, WP_Comment|int> $comments Comments found.
	 * @return array<int, WP_Comment|int>
	 */
	public function queue( $comments ) {
		$ids = array();
		foreach ( (array) $comments as $comment ) {
			if ( $comment instanceof WP_Comment ) {
				$ids[] = (int) $comment->comment_ID;
				if ( (int) $comment->user_id > 0 ) {
					self::$authors[ (int) $comment->user_id ] = true;
				}
			} elseif ( is_numeric( $comment ) ) {
				$ids[] = (int) $comment;
			}
		}
		CommentLikes::queue( $ids );
		return $comments;
	}
}
