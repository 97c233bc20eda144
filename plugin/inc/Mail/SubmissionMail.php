<?php
/**
 * The operator's mail about a new submission.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Mail;

use Mvc\Core\Settings;
use Mvc\Core\Submissions\Submissions;

/**
 * Tells the operator (the setting `submission_notify_email`, else the site's administration
 * address) that a visitor wrote: the kind, the sender, the subject, the message, where it came
 * from and a link to it in wp-admin's inbox. Chinese, an HTML and a text part; `Reply-To` is the
 * sender's address (a bare address: a name could carry the commas wp_mail() splits on), so the
 * operator answers with the mail client's Reply.
 */
final class SubmissionMail {

	/**
	 * Sends the notice.
	 *
	 * @param array{id: int, kind: string, name: string, email: string, subject: string, message: string, source_title: string, source_url: string, date: string} $submission A submission (Submissions::get()).
	 * @return bool Whether wp_mail() accepted it.
	 */
	public static function notify( array $submission ): bool {
		$to = self::recipient();
		if ( '' === $to ) {
			return false;
		}
		$kind = Submissions::kind_label( $submission['kind'] );
		/* translators: 1: site name, 2: kind of submission, 3: the sender's name. */
		$subject = sprintf( __( '[%1$s] New %2$s from %3$s', 'mvc-core' ), Mailer::site_name(), $kind, self::one_line( $submission['name'] ) );
		$rows    = array(
			__( 'Kind', 'mvc-core' )    => $kind,
			__( 'Name', 'mvc-core' )    => $submission['name'],
			__( 'E-mail', 'mvc-core' )  => $submission['email'],
			__( 'Subject', 'mvc-core' ) => $submission['subject'],
			__( 'From', 'mvc-core' )    => '' === $submission['source_url'] ? $submission['source_title'] : $submission['source_title'] . ' (' . $submission['source_url'] . ')',
			__( 'Sent', 'mvc-core' )    => $submission['date'],
		);
		$open    = admin_url( 'post.php?post=' . $submission['id'] . '&action=edit' );
		$button  = __( 'Open it in the inbox', 'mvc-core' );
		$note    = __( 'Reply to this e-mail to answer the sender.', 'mvc-core' );

		$text = '';
		foreach ( $rows as $label => $value ) {
			$text .= $label . ': ' . $value . "\n";
		}
		$text .= "\n" . $submission['message'] . "\n\n" . $button . ': ' . $open . "\n" . $note . "\n";

		$table = '';
		foreach ( $rows as $label => $value ) {
			$table .= '<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0;font-size:13px;color:#6b7280;white-space:nowrap;">' . esc_html( $label ) . '</th>'
				. '<td style="padding:4px 0;font-size:14px;">' . esc_html( $value ) . '</td></tr>';
		}
		$html    = Mailer::document(
			$subject,
			'<table style="border-collapse:collapse;margin:0 0 16px;">' . $table . '</table>'
			. '<div style="margin:0 0 24px;padding:12px 16px;background:#f5f7fa;border-radius:4px;font-size:15px;line-height:1.6;white-space:pre-wrap;">' . esc_html( $submission['message'] ) . '</div>'
			. '<p style="margin:0 0 24px;"><a href="' . esc_url( $open ) . '" style="display:inline-block;padding:10px 24px;background:#0b5cad;color:#ffffff;border-radius:4px;text-decoration:none;font-size:15px;">' . esc_html( $button ) . '</a></p>'
			. '<p style="margin:0;font-size:13px;line-height:1.6;color:#6b7280;">' . esc_html( $note ) . '</p>'
		);
		$headers = is_email( $submission['email'] ) ? array( 'Reply-To: ' . $submission['email'] ) : array();
		return Mailer::send( $to, $subject, $html, $text, $headers );
	}

	/**
	 * Who gets the notices: the setting, or the site's administration address while it is empty.
	 */
	public static function recipient(): string {
		$to = Settings::text( 'submission_notify_email' );
		if ( '' === $to ) {
			$to = (string) get_option( 'admin_email' );
		}
		return is_email( $to ) ? $to : '';
	}

	/**
	 * Text for a header: one line, at most 50 characters.
	 *
	 * @param string $text Text.
	 */
	private static function one_line( string $text ): string {
		$text = trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
		return mb_strlen( $text ) > 50 ? mb_substr( $text, 0, 50 ) . '…' : $text;
	}
}
