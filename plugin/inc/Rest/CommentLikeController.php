<?php
/**
 * Comment likes: PUT /api/member/commentlike.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Rest\Schema\Errors;
use Mvc\Core\Rest\Schema\Args;
use Mvc\Core\Content\PostFields;
use Mvc\Core\Data\Reads;
use Mvc\Core\Comments\CommentLikes;
use Mvc\Core\Comments\CommentMessages;
use WP_Comment;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * `{id, flag}` likes a published comment (true) or takes the like back (false). Idempotent. A member
 * cannot like their own comment (403); a comment that does not exist, or is not published (for a
 * like), is 404. The answer is `{id, liked, like_count}`. Reaching 1, 10 and 50 likes writes the
 * author's system messages. A like the database did not write answers 503 (Data\Retry::busy()).
 */
final class CommentLikeController extends ApiController {

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$this->register_api_route(
			'/member/commentlike',
			array(
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'toggle' ),
					'permission_callback' => array( Permissions::class, 'member' ),
					'args'                => array(
						'id'   => Args::id( 'id', __( 'Id of a comment.', 'mvc-core' ), __( 'The comment id must be a positive whole number.', 'mvc-core' ) ),
						'flag' => Flag::arg( __( 'True to like, false to take the like back.', 'mvc-core' ) ),
					),
				),
			),
			'mvc-member-commentlike',
			self::answer_data(),
			array(
				Errors::doc( 403, __( 'The comment is the member\'s own.', 'mvc-core' ) ),
				Errors::doc( 404, __( 'The comment does not exist, is not on a published article, or (for a like) is not published.', 'mvc-core' ) ),
			)
		);
	}

	/**
	 * Likes or unlikes.
	 *
	 * @param WP_REST_Request $request Request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return WP_REST_Response|WP_Error
	 */
	public function toggle( $request ) {
		$user_id = get_current_user_id();
		$id      = (int) $request['id'];
		$flag    = Flag::value( $request['flag'] );
		$likes   = new CommentLikes();
		// The write checks the comment in the same statement; the comment is looked up only when
		// nothing changed, to tell a repeat from a refusal.
		$changed = $flag ? $likes->add( $user_id, $id ) : $likes->remove( $user_id, $id );
		if ( is_wp_error( $changed ) ) {
			// The database did not write it: neither a repeat nor a refusal.
			return $changed;
		}
		if ( ! $changed ) {
			$refused = Reads::checked( static fn() => self::refusal( $id, $flag, $user_id ) );
			if ( $refused ) {
				return $refused;
			}
		}
		// A count the database did not give answers 503 (Data\Reads), never a zero.
		$read = Reads::checked( static fn() => $likes->count_and_author( $id ) );
		if ( is_wp_error( $read ) ) {
			return $read;
		}
		list( $count, $author ) = $read;
		if ( $flag && $changed ) {
			CommentMessages::like_milestones( $id, $author, $count, $user_id );
		}
		return Envelope::success(
			array(
				'id'         => $id,
				'liked'      => $flag,
				'like_count' => $count,
			)
		);
	}

	/**
	 * Why a like or unlike changed nothing: an unknown comment, one not on a public article (or,
	 * for a like, not published), or one's own; null for a repeat.
	 *
	 * @param int  $id      Comment id.
	 * @param bool $flag    Like (true) or unlike.
	 * @param int  $user_id Member.
	 * @return WP_Error|null
	 */
	private static function refusal( int $id, bool $flag, int $user_id ): ?WP_Error {
		$comment = get_comment( $id );
		if ( ! $comment instanceof WP_Comment || ! self::on_public_post( $comment ) || ( $flag && '1' !== (string) $comment->comment_approved ) ) {
			return Envelope::error( 404, __( 'The comment does not exist.', 'mvc-core' ), 404 );
		}
		if ( (int) $comment->user_id === $user_id ) {
			return Envelope::error( 403, __( 'You cannot like your own comment.', 'mvc-core' ), 403 );
		}
		return null;
	}

	/**
	 * Whether a comment belongs to a published post readers can see.
	 *
	 * @param WP_Comment $comment Comment.
	 */
	private static function on_public_post( WP_Comment $comment ): bool {
		return PostFields::is_public_article( (int) $comment->comment_post_ID ) && in_array( $comment->comment_type, array( '', 'comment' ), true );
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
				'id'         => array(
					'description' => __( 'Id of the comment.', 'mvc-core' ),
					'type'        => 'integer',
				),
				'liked'      => array(
					'description' => __( 'Whether the member likes the comment now.', 'mvc-core' ),
					'type'        => 'boolean',
				),
				'like_count' => array(
					'description' => __( 'How many members like the comment.', 'mvc-core' ),
					'type'        => 'integer',
					'minimum'     => 0,
				),
			),
			'required'   => array( 'id', 'liked', 'like_count' ),
		);
	}
}
