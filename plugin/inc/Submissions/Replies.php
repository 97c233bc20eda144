<?php
/**
 * Replies to submissions, written and sent in wp-admin.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Submissions;

use Mvc\Core\Failure;
use Mvc\Core\Mail\SubmissionMail;
use WP_Error;
use WP_Post;
use WP_User;

/**
 * An operator answers a submission in its own screen (Inbox's 回复 box): send() checks the text
 * and the operator's right, mails the reply to the sender through wp_mail() (so through the site's
 * SMTP; SubmissionMail::reply(), the site's layout, the original quoted), and only once the mail
 * was accepted records it on the submission (one META_REPLY row per reply: who, when, what) and
 * marks it read and replied (META_REPLIED, which the inbox's 已回复 view filters on). A refusal or a
 * mail that was not accepted records nothing.
 */
final class Replies {

	/**
	 * One meta row per reply sent: array{user: int, name: string, date: string (UTC, Y-m-d H:i:s), text: string}.
	 */
	public const META_REPLY = '_mvc_submission_reply';

	/**
	 * Set ('1') once a reply was sent: the 已回复 state.
	 */
	public const META_REPLIED = '_mvc_submission_replied';

	/**
	 * Longest reply, in characters.
	 */
	public const MAX_TEXT = 5000;

	/**
	 * Sends a reply to a submission's sender and records it.
	 *
	 * @param int    $id      Submission id.
	 * @param string $text    The reply, as typed (unslashed).
	 * @param int    $user_id The operator sending it.
	 * @return true|WP_Error The refusal (400 with data.field `reply` for the text, 403, 404), or 503
	 *                       when the mail was not accepted; nothing is recorded then.
	 */
	public static function send( int $id, string $text, int $user_id ) {
		$post = get_post( $id );
		if ( ! $post instanceof WP_Post || SubmissionType::TYPE !== $post->post_type || 'trash' === $post->post_status ) {
			return Failure::make( 404, __( 'This submission does not exist or is in the trash.', 'mvc-core' ), 404 );
		}
		$user = get_userdata( $user_id );
		if ( ! $user instanceof WP_User || ! user_can( $user, 'edit_post', $id ) ) {
			return Failure::make( 403, __( 'Sorry, you are not allowed to reply to submissions.', 'mvc-core' ), 403 );
		}
		$text = self::clean( $text );
		if ( '' === $text ) {
			return Failure::make( 400, __( 'Please write your reply before sending it.', 'mvc-core' ), 400, array( 'field' => 'reply' ) );
		}
		if ( mb_strlen( $text ) > self::MAX_TEXT ) {
			/* translators: 1: most characters, 2: characters written. */
			return Failure::make( 400, sprintf( __( 'The reply can be at most %1$d characters long (it has %2$d).', 'mvc-core' ), self::MAX_TEXT, mb_strlen( $text ) ), 400, array( 'field' => 'reply' ) );
		}
		$submission = Submissions::get( $id );
		if ( ! $submission || ! is_email( $submission['email'] ) ) {
			return Failure::make( 400, __( 'This submission has no valid e-mail address to reply to.', 'mvc-core' ), 400 );
		}
		if ( ! SubmissionMail::reply( $submission, $text ) ) {
			return Failure::make( 503, __( 'The reply could not be sent: the mail server did not accept it. Nothing was recorded; please try again later.', 'mvc-core' ), 503 );
		}
		add_post_meta(
			$id,
			self::META_REPLY,
			wp_slash(
				array(
					'user' => $user->ID,
					'name' => $user->display_name,
					'date' => gmdate( 'Y-m-d H:i:s' ),
					'text' => $text,
				)
			)
		);
		update_post_meta( $id, self::META_REPLIED, '1' );
		Submissions::mark_read( $id );
		return true;
	}

	/**
	 * The replies sent to a submission, oldest first.
	 *
	 * @param int $id Submission id.
	 * @return list<array{user: int, name: string, date: string, text: string}>
	 */
	public static function of( int $id ): array {
		$rows    = get_post_meta( $id, self::META_REPLY, false );
		$replies = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			if ( ! is_array( $row ) || ! isset( $row['text'], $row['date'] ) ) {
				continue;
			}
			$replies[] = array(
				'user' => (int) ( $row['user'] ?? 0 ),
				'name' => (string) ( $row['name'] ?? '' ),
				'date' => (string) $row['date'],
				'text' => (string) $row['text'],
			);
		}
		usort( $replies, static fn( array $a, array $b ): int => strcmp( $a['date'], $b['date'] ) );
		return $replies;
	}

	/**
	 * Whether a submission was answered.
	 *
	 * @param int $id Submission id.
	 */
	public static function replied( int $id ): bool {
		return '1' === get_post_meta( $id, self::META_REPLIED, true );
	}

	/**
	 * The reply's text: invalid UTF-8 and control characters (but line breaks and tabs) removed,
	 * Windows line ends made plain, trimmed.
	 *
	 * @param string $text As typed.
	 */
	public static function clean( string $text ): string {
		$text = wp_check_invalid_utf8( $text, true );
		$text = str_replace( "\r\n", "\n", $text );
		return trim( (string) preg_replace( '/[^\P{Cc}\n\t]/u', '', $text ) );
	}
}
