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
 * Tells the operator (`submission_notify_email`, else the site's admin address) that a visitor wrote,
 * with a link to the inbox; `Reply-To` is the sender's bare address (a name could carry the commas
 * wp_mail() splits on), so the operator answers with the mail client's Reply. reply() sends the
 * operator's answer written in wp-admin (Submissions\Replies), with the original quoted and `Reply-To`
 * the inbox's address, so the sender's answer comes back to the operators. See
 * docs/features/contact-and-submissions.md.
 */
final class SubmissionMail {

	/**
	 * Sends the notice.
	 *
	 * @param array{id: int, kind: string, name: string, email: string, subject: string, message: string, source_title: string, source_url: string, date: string, files?: list<array{id: int, name: string, url: string}>} $submission A submission (Submissions::get()).
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
		if ( ! empty( $submission['files'] ) ) {
			$rows[ __( 'Attachments', 'mvc-core' ) ] = implode( ', ', array_column( $submission['files'], 'name' ) );
		}
		$open   = admin_url( 'post.php?post=' . $submission['id'] . '&action=edit' );
		$button = __( 'Open it in the inbox', 'mvc-core' );
		$note   = __( 'Reply to this e-mail to answer the sender.', 'mvc-core' );

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
	 * Sends an operator's reply to the sender of a submission.
	 *
	 * @param array{id: int, kind: string, name: string, email: string, subject: string, message: string, source_title: string, source_url: string, date: string} $submission A submission (Submissions::get()).
	 * @param string                                                                                                                                              $text The reply (plain text, cleaned).
	 * @return bool Whether wp_mail() accepted it.
	 */
	public static function reply( array $submission, string $text ): bool {
		$original = '' !== trim( $submission['subject'] ) ? self::one_line( $submission['subject'] ) : Submissions::kind_label( $submission['kind'] );
		/* translators: %s: the subject of the message answered. */
		$subject = sprintf( __( 'Reply: %s', 'mvc-core' ), $original );
		/* translators: %s: the sender's name. */
		$greeting = sprintf( __( 'Dear %s,', 'mvc-core' ), self::one_line( $submission['name'] ) );
		/* translators: 1: date and time, 2: where the message was sent (the contact page, a journal). */
		$wrote = sprintf( __( 'On %1$s you wrote (%2$s):', 'mvc-core' ), $submission['date'], $submission['source_title'] );
		/* translators: %s: site name. */
		$signature = sprintf( __( 'The %s team', 'mvc-core' ), Mailer::site_name() );

		$quoted    = '> ' . str_replace( "\n", "\n> ", $submission['message'] );
		$text_body = $greeting . "\n\n" . $text . "\n\n" . $signature . "\n\n" . $wrote . "\n" . ( '' !== $submission['message'] ? $quoted : '> ' . $submission['subject'] ) . "\n";

		$html    = Mailer::document(
			$subject,
			'<p style="margin:0 0 16px;font-size:15px;">' . esc_html( $greeting ) . '</p>'
			. '<div style="margin:0 0 24px;font-size:15px;line-height:1.7;white-space:pre-wrap;">' . esc_html( $text ) . '</div>'
			. '<p style="margin:0 0 24px;font-size:15px;">' . esc_html( $signature ) . '</p>'
			. '<p style="margin:0 0 8px;font-size:13px;color:#6b7280;">' . esc_html( $wrote ) . '</p>'
			. '<blockquote style="margin:0;padding:8px 16px;border-left:3px solid #d1d5db;color:#4b5563;font-size:14px;line-height:1.6;white-space:pre-wrap;">'
			. ( '' !== $submission['subject'] && Submissions::CONTACT === $submission['kind'] ? '<strong>' . esc_html( $submission['subject'] ) . '</strong>' . "\n" : '' )
			. esc_html( $submission['message'] ) . '</blockquote>'
		);
		$inbox   = self::recipient();
		$headers = '' !== $inbox ? array( 'Reply-To: ' . $inbox ) : array();
		return Mailer::send( $submission['email'], $subject, $html, $text_body, $headers );
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
