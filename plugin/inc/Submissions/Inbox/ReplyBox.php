<?php
/**
 * The inbox: replying.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Submissions\Inbox;

use Mvc\Core\Submissions\Inbox;
use Mvc\Core\Submissions\Replies;
use Mvc\Core\Submissions\SubmissionType;
use Mvc\Core\Submissions\Submissions;
use WP_Post;

/**
 * The box 回复 on a submission's screen, and sending its reply (admin-post.php, Replies::send()).
 */
final class ReplyBox {

	/**
	 * Where a submission is answered: its screen's 回复 box.
	 *
	 * @param array{id: int} $submission A submission (Submissions::get()).
	 */
	public static function reply_url( array $submission ): string {
		return admin_url( 'post.php?post=' . $submission['id'] . '&action=edit' ) . '#mvc-reply-text';
	}

	/**
	 * The box 回复: the replies sent so far, oldest first (who, when, the text), then a text box and
	 * 发送回复. The text box and the button belong to the form reply_form() prints after the edit
	 * screen's own form (a form cannot sit in another), by their `form` attribute: no script needed.
	 * After a refused reply its reason shows here and the text comes back.
	 *
	 * @param WP_Post $post The submission.
	 */
	public function replies_box( $post ): void {
		echo self::replies_html( $post->ID, get_current_user_id() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in replies_html().
	}

	/**
	 * The 回复 box's HTML, escaped.
	 *
	 * @param int $id      Submission id.
	 * @param int $user_id The operator looking (whose refused reply comes back).
	 */
	public static function replies_html( int $id, int $user_id ): string {
		$html    = '';
		$replies = Replies::of( $id );
		if ( $replies ) {
			$html .= '<ol class="mvc-submission-replies">';
			foreach ( $replies as $reply ) {
				$when  = get_date_from_gmt( $reply['date'], 'Y-m-d H:i' );
				$html .= '<li class="mvc-submission-replies__item"><p class="mvc-submission-replies__meta">'
					/* translators: 1: operator's name, 2: date and time. */
					. esc_html( sprintf( __( '%1$s replied on %2$s', 'mvc-core' ), '' !== $reply['name'] ? $reply['name'] : __( 'An operator', 'mvc-core' ), $when ) )
					. '</p><div class="mvc-submission-message">' . esc_html( $reply['text'] ) . '</div></li>';
			}
			$html .= '</ol>';
		} else {
			$html .= '<p class="mvc-submission-replies__none">' . esc_html__( 'No reply has been sent yet.', 'mvc-core' ) . '</p>';
		}
		if ( 'trash' === get_post_status( $id ) ) {
			return $html;
		}

		$kept    = self::take_reply_state( $id, $user_id );
		$outcome = isset( $_GET[ Inbox::REPLY_ARG ] ) && is_string( $_GET[ Inbox::REPLY_ARG ] ) ? sanitize_key( $_GET[ Inbox::REPLY_ARG ] ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which outcome to show.
		if ( null !== $kept ) {
			$html .= '<div class="notice notice-error inline mvc-reply-notice" role="alert"><p>' . esc_html( $kept['message'] ) . '</p></div>';
		} elseif ( 'sent' === $outcome ) {
			$html .= '<div class="notice notice-success inline mvc-reply-notice" role="status"><p>' . esc_html__( 'Your reply was sent and recorded. The submission is marked as replied.', 'mvc-core' ) . '</p></div>';
		}
		$submission = Submissions::get( $id );
		$html      .= '<p><label for="mvc-reply-text">'
			/* translators: %s: the sender's e-mail address. */
			. esc_html( sprintf( __( 'Your reply to %s (sent by e-mail from the site; the original message is quoted below it):', 'mvc-core' ), $submission ? $submission['email'] : '' ) )
			. '</label></p>'
			. '<textarea id="mvc-reply-text" class="large-text" name="' . esc_attr( Inbox::REPLY_FIELD ) . '" form="mvc-reply-form" rows="8" maxlength="' . esc_attr( (string) Replies::MAX_TEXT ) . '" required>' . esc_textarea( null !== $kept ? $kept['text'] : '' ) . '</textarea>'
			/* translators: %d: most characters. */
			. '<p class="description">' . esc_html( sprintf( __( 'At most %d characters.', 'mvc-core' ), Replies::MAX_TEXT ) ) . '</p>'
			. '<p><button type="submit" class="button button-primary" id="mvc-reply-send" form="mvc-reply-form">' . esc_html__( 'Send reply', 'mvc-core' ) . '</button></p>';
		return $html;
	}

	/**
	 * After the edit screen's form, on a submission's screen: the form the 回复 box's text and
	 * button belong to.
	 */
	public function reply_form(): void {
		global $post;
		if ( ! $post instanceof WP_Post || SubmissionType::TYPE !== $post->post_type || ! current_user_can( 'edit_post', $post->ID ) ) {
			return;
		}
		printf(
			'<form id="mvc-reply-form" method="post" action="%1$s"><input type="hidden" name="action" value="%2$s" /><input type="hidden" name="post" value="%3$d" /><input type="hidden" name="_wpnonce" value="%4$s" /></form>',
			esc_url( admin_url( 'admin-post.php' ) ),
			esc_attr( Inbox::REPLY_ACTION ),
			(int) $post->ID,
			esc_attr( wp_create_nonce( Inbox::REPLY_ACTION . '_' . $post->ID ) )
		);
	}

	/**
	 * The admin-post.php action: sends the reply, then goes back to the submission's screen with
	 * the outcome. A stale or forged nonce, or an operator who may not answer submissions, gets a
	 * Chinese page (403) and nothing changes; a refused reply (empty, too long) or a mail that could
	 * not be sent goes back with its reason and the text kept, nothing recorded.
	 */
	public function reply(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- the nonce is checked here, with the id in its action.
		$id    = isset( $_POST['post'] ) && is_string( $_POST['post'] ) ? absint( $_POST['post'] ) : 0;
		$nonce = isset( $_POST['_wpnonce'] ) && is_string( $_POST['_wpnonce'] ) ? sanitize_key( $_POST['_wpnonce'] ) : '';
		// The reply is kept as written (Replies::clean() removes control characters; shown escaped).
		$text = isset( $_POST[ Inbox::REPLY_FIELD ] ) && is_string( $_POST[ Inbox::REPLY_FIELD ] ) ? wp_unslash( $_POST[ Inbox::REPLY_FIELD ] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		// phpcs:enable
		if ( ! wp_verify_nonce( $nonce, Inbox::REPLY_ACTION . '_' . $id ) ) {
			wp_die(
				esc_html__( 'This reply form has expired. Go back, reload the submission and send your reply again. Nothing was sent.', 'mvc-core' ),
				esc_html__( 'Reply', 'mvc-core' ),
				array(
					'response'  => 403,
					'back_link' => true,
				)
			);
		}
		if ( SubmissionType::TYPE !== get_post_type( $id ) || ! current_user_can( 'edit_post', $id ) ) {
			wp_die(
				esc_html__( 'Sorry, you are not allowed to reply to submissions. Nothing was sent.', 'mvc-core' ),
				esc_html__( 'Reply', 'mvc-core' ),
				array(
					'response'  => 403,
					'back_link' => true,
				)
			);
		}
		$result = Replies::send( $id, $text, get_current_user_id() );
		$back   = admin_url( 'post.php?post=' . $id . '&action=edit' );
		if ( is_wp_error( $result ) ) {
			set_transient(
				Inbox::REPLY_STATE_PREFIX . get_current_user_id() . '_' . $id,
				array(
					'message' => $result->get_error_message(),
					'text'    => $text,
				),
				Inbox::REPLY_STATE_TTL
			);
			wp_safe_redirect( add_query_arg( Inbox::REPLY_ARG, 'failed', $back ) . '#mvc-submission-replies', 303 );
			exit;
		}
		wp_safe_redirect( add_query_arg( Inbox::REPLY_ARG, 'sent', $back ) . '#mvc-submission-replies', 303 );
		exit;
	}

	/**
	 * A refused reply kept for its screen (read once), or null.
	 *
	 * @param int $id      Submission id.
	 * @param int $user_id The operator.
	 * @return array{message: string, text: string}|null
	 */
	private static function take_reply_state( int $id, int $user_id ): ?array {
		$key  = Inbox::REPLY_STATE_PREFIX . $user_id . '_' . $id;
		$kept = get_transient( $key );
		if ( ! is_array( $kept ) ) {
			return null;
		}
		delete_transient( $key );
		return array(
			'message' => isset( $kept['message'] ) && is_string( $kept['message'] ) ? $kept['message'] : '',
			'text'    => isset( $kept['text'] ) && is_string( $kept['text'] ) ? $kept['text'] : '',
		);
	}
}
