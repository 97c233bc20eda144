<?php
/**
 * Core's comment errors in the site's language.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Comments;

use WP_Error;

/**
 * Core's REST comment errors get the site's messages: core's Chinese translation has none of its
 * REST messages, and the comments panel shows the server's text. Comments::after_write() applies it
 * to every error of core's comment routes.
 */
final class CommentErrors {

	/**
	 * Core's comment errors with the site's messages (core's Chinese translation has none of its
	 * REST messages, and the comments panel shows the server's text); other errors as they are.
	 *
	 * @param WP_Error $error Error.
	 */
	public static function in_chinese( WP_Error $error ): WP_Error {
		$code     = (string) $error->get_error_code();
		$article  = __( 'The article does not exist.', 'mvc-core' );
		$failed   = __( 'The comment could not be saved. Please try again later.', 'mvc-core' );
		$messages = array(
			'rest_cannot_edit'             => __( 'You can only edit your own comments.', 'mvc-core' ),
			'rest_cannot_delete'           => __( 'You can only delete your own comments.', 'mvc-core' ),
			'rest_cannot_read'             => __( 'This comment cannot be read.', 'mvc-core' ),
			'rest_comment_invalid_id'      => __( 'The comment does not exist.', 'mvc-core' ),
			'rest_comment_invalid_post_id' => $article,
			'rest_comment_draft_post'      => $article,
			'rest_comment_trash_post'      => $article,
			'rest_comment_login_required'  => __( 'Please log in first.', 'mvc-core' ),
			'rest_comment_content_invalid' => __( 'Please write your comment.', 'mvc-core' ),
			'rest_comment_closed'          => __( 'Comments are closed on this article.', 'mvc-core' ),
			'comment_flood'                => __( 'You are commenting too quickly. Please wait a moment.', 'mvc-core' ),
			'comment_duplicate'            => __( 'You have already posted this comment.', 'mvc-core' ),
			'rest_comment_failed_create'   => $failed,
			'rest_comment_failed_edit'     => $failed,
		);
		return isset( $messages[ $code ] ) ? new WP_Error( $code, $messages[ $code ], $error->get_error_data() ) : $error;
	}
}
