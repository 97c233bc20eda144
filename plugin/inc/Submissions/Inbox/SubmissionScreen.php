<?php
/**
 * The inbox: a submission's screen.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Submissions\Inbox;

use Mvc\Core\Submissions\Inbox;
use Mvc\Core\Submissions\SubmissionType;
use Mvc\Core\Submissions\Submissions;
use WP_Post;

/**
 * A submission's screen: what was sent, read-only, and the side box of actions.
 */
final class SubmissionScreen {

	/**
	 * Opening a submission: it is marked read, and its screen shows what was sent, read-only.
	 *
	 * @param mixed $post The submission.
	 */
	public function open( $post ): void {
		if ( ! $post instanceof WP_Post || ! current_user_can( 'edit_post', $post->ID ) ) {
			return;
		}
		Submissions::mark_read( $post->ID );
		if ( ! function_exists( 'add_meta_box' ) ) {
			return;
		}
		remove_meta_box( 'submitdiv', SubmissionType::TYPE, 'side' );
		remove_meta_box( 'slugdiv', SubmissionType::TYPE, 'normal' );
		add_meta_box( 'mvc-submission', __( 'Submission', 'mvc-core' ), array( $this, 'fields_box' ), SubmissionType::TYPE, 'normal', 'high' );
		add_meta_box( 'mvc-submission-replies', __( 'Reply', 'mvc-core' ), array( new ReplyBox(), 'replies_box' ), SubmissionType::TYPE, 'normal', 'high' );
		add_meta_box( 'mvc-submission-actions', __( 'Actions', 'mvc-core' ), array( $this, 'actions_box' ), SubmissionType::TYPE, 'side', 'high' );
	}

	/**
	 * The box of what was sent, as text.
	 *
	 * @param WP_Post $post The submission.
	 */
	public function fields_box( $post ): void {
		echo self::fields_html( $post->ID ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in fields_html().
	}

	/**
	 * The fields of a submission as an escaped table.
	 *
	 * @param int $id Submission id.
	 */
	public static function fields_html( int $id ): string {
		$submission = Submissions::get( $id );
		if ( ! $submission ) {
			return '';
		}
		$rows = array(
			__( 'Kind', 'mvc-core' )   => esc_html( Submissions::kind_label( $submission['kind'] ) ),
			__( 'Name', 'mvc-core' )   => esc_html( $submission['name'] ),
			__( 'E-mail', 'mvc-core' ) => esc_html( $submission['email'] ),
			__( 'State', 'mvc-core' )  => esc_html( States::state_label( States::state_of( $id ) ) ),
		);
		// Only the contact form has a subject of its own; the others' is their text's beginning.
		if ( Submissions::CONTACT === $submission['kind'] ) {
			$rows[ __( 'Subject', 'mvc-core' ) ] = esc_html( $submission['subject'] );
		}
		if ( Submissions::RESEARCH_NEWS === $submission['kind'] ) {
			$rows[ __( 'News title', 'mvc-core' ) ] = esc_html( $submission['subject'] );
		}
		$label          = self::message_label( $submission['kind'] );
		$rows[ $label ] = '<div class="mvc-submission-message">' . esc_html( $submission['message'] ) . '</div>';
		if ( Submissions::RESEARCH_NEWS === $submission['kind'] ) {
			$files = '';
			foreach ( $submission['files'] as $file ) {
				$files .= '<li><a href="' . esc_url( $file['url'] ) . '" target="_blank" rel="noopener">' . esc_html( $file['name'] ) . '</a></li>';
			}
			$rows[ __( 'Attachments', 'mvc-core' ) ] = '' === $files ? '—' : '<ul class="mvc-submission-files">' . $files . '</ul>';
		}
		$rows += array(
			__( 'From', 'mvc-core' )                       => Rows::cell( 'mvc_source', $id ),
			__( 'Received', 'mvc-core' )                   => esc_html( $submission['date'] ),
			__( 'Sender\'s address (hashed)', 'mvc-core' ) => '' === $submission['ip_hash'] ? '—' : '<code>' . esc_html( $submission['ip_hash'] ) . '</code>',
		);
		$html  = '<table class="form-table mvc-submission-fields" role="presentation"><tbody>';
		foreach ( $rows as $label => $value ) {
			$html .= '<tr><th scope="row">' . esc_html( $label ) . '</th><td>' . $value . '</td></tr>';
		}
		return $html . '</tbody></table>';
	}

	/**
	 * The name of a kind's text.
	 *
	 * @param string $kind One of Submissions::KINDS.
	 */
	public static function message_label( string $kind ): string {
		if ( Submissions::FAQ_QUESTION === $kind ) {
			return __( 'Question description', 'mvc-core' );
		}
		return Submissions::RESEARCH_NEWS === $kind ? __( 'Summary', 'mvc-core' ) : __( 'Message', 'mvc-core' );
	}

	/**
	 * The side box: reply, mark unread, trash, back to the list.
	 *
	 * @param WP_Post $post The submission.
	 */
	public function actions_box( $post ): void {
		$submission = Submissions::get( $post->ID );
		if ( ! $submission ) {
			return;
		}
		if ( 'trash' !== $post->post_status ) {
			echo '<p><a class="button button-primary" id="mvc-submission-reply" href="' . esc_url( ReplyBox::reply_url( $submission ) ) . '">' . esc_html__( 'Write a reply', 'mvc-core' ) . '</a></p>';
		}
		$unread = wp_nonce_url( admin_url( 'admin-post.php?action=' . Inbox::UNREAD_ACTION . '&post=' . $post->ID ), Inbox::UNREAD_ACTION . '_' . $post->ID );
		echo '<p><a href="' . esc_url( $unread ) . '">' . esc_html__( 'Mark as unread', 'mvc-core' ) . '</a></p>';
		if ( current_user_can( 'delete_post', $post->ID ) && 'trash' !== $post->post_status ) {
			echo '<p><a class="submitdelete" href="' . esc_url( (string) get_delete_post_link( $post->ID ) ) . '">' . esc_html__( 'Move to Trash', 'mvc-core' ) . '</a></p>';
		}
		echo '<p><a href="' . esc_url( admin_url( 'edit.php?post_type=' . SubmissionType::TYPE ) ) . '">' . esc_html__( 'Back to the inbox', 'mvc-core' ) . '</a></p>';
	}
}
