<?php
/**
 * The special-issue follow mails.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Mail;

use Mvc\Core\Content\CardData;
use Mvc\Core\Content\PostFields;
use WP_Post;

/**
 * The confirmation of a follow (double opt-in) and the reminder before the submission deadline:
 * Chinese, an HTML and a text part, no external images, and on both the one-click unsubscribe of
 * RFC 8058 (`List-Unsubscribe` with the HTTPS link and `List-Unsubscribe-Post`) besides the link in
 * the body.
 */
final class FollowMail {

	/**
	 * Asks the address to confirm its follow.
	 *
	 * @param string  $to          Address.
	 * @param WP_Post $post        Call-for-papers post.
	 * @param string  $confirm     Confirmation link.
	 * @param string  $unsubscribe Unsubscribe link.
	 */
	public static function confirmation( string $to, WP_Post $post, string $confirm, string $unsubscribe ): bool {
		$site  = Mailer::site_name();
		$title = self::title( $post );
		/* translators: 1: site name, 2: the special issue's title. */
		$subject = sprintf( __( '[%1$s] Please confirm that you follow the special issue “%2$s”', 'mvc-core' ), $site, $title );
		/* translators: %s: the special issue's title. */
		$intro  = sprintf( __( 'You asked to follow the special issue “%s” with this e-mail address. Confirm it with the button below, and we will remind you 7 days before the submission deadline.', 'mvc-core' ), $title );
		$button = __( 'Confirm the follow', 'mvc-core' );
		$note   = __( 'If this was not you, ignore this e-mail: without your confirmation we send you nothing more.', 'mvc-core' );

		$text = $intro . "\n\n" . $button . ': ' . $confirm . "\n\n" . $note . "\n\n" . self::footer_text( $unsubscribe );
		$html = Mailer::document(
			$subject,
			'<p style="margin:0 0 16px;font-size:15px;line-height:1.6;">' . esc_html( $intro ) . '</p>'
			. self::button( $button, $confirm )
			. '<p style="margin:0 0 16px;font-size:13px;line-height:1.6;color:#6b7280;">' . esc_html( $note ) . '</p>'
			. self::footer_html( $unsubscribe )
		);
		return self::send( $to, $subject, $html, $text, $unsubscribe );
	}

	/**
	 * Reminds a follower of the submission deadline.
	 *
	 * @param string  $to          Address.
	 * @param WP_Post $post        Call-for-papers post.
	 * @param string  $deadline    The deadline, Y-m-d.
	 * @param int     $days        Days until the deadline (1 to 7).
	 * @param string  $link        Where to submit (the call's link) or read the article.
	 * @param string  $unsubscribe Unsubscribe link.
	 */
	public static function reminder( string $to, WP_Post $post, string $deadline, int $days, string $link, string $unsubscribe ): bool {
		$site  = Mailer::site_name();
		$title = self::title( $post );
		$date  = PostFields::chinese_day( $deadline );
		/* translators: 1: site name, 2: the special issue's title, 3: days until the deadline. */
		$subject = sprintf( _n( '[%1$s] %3$d day left to submit to the special issue “%2$s”', '[%1$s] %3$d days left to submit to the special issue “%2$s”', $days, 'mvc-core' ), $site, $title, $days );
		/* translators: 1: the special issue's title, 2: the deadline, 3: days until the deadline. */
		$intro  = sprintf( _n( 'The special issue “%1$s” you follow accepts submissions until %2$s: %3$d day is left.', 'The special issue “%1$s” you follow accepts submissions until %2$s: %3$d days are left.', $days, 'mvc-core' ), $title, $date, $days );
		$button = __( 'View the call for papers', 'mvc-core' );

		$text = $intro . "\n\n" . $button . ': ' . $link . "\n\n" . self::footer_text( $unsubscribe );
		$html = Mailer::document(
			$subject,
			'<p style="margin:0 0 16px;font-size:15px;line-height:1.6;">' . esc_html( $intro ) . '</p>'
			. self::button( $button, $link )
			. self::footer_html( $unsubscribe )
		);
		return self::send( $to, $subject, $html, $text, $unsubscribe );
	}

	/**
	 * The special issue's name as the mails give it: its Chinese title, else the post's.
	 *
	 * @param WP_Post $post Call-for-papers post.
	 */
	public static function title( WP_Post $post ): string {
		$title = get_post_meta( $post->ID, 'si_title_cn', true );
		$title = is_string( $title ) ? trim( wp_strip_all_tags( $title ) ) : '';
		if ( '' === $title ) {
			$title = CardData::plain_text( get_the_title( $post ) );
		}
		return $title;
	}

	/**
	 * Sends with the one-click unsubscribe headers.
	 *
	 * @param string $to          Address.
	 * @param string $subject     Subject.
	 * @param string $html        HTML body.
	 * @param string $text        Text body.
	 * @param string $unsubscribe Unsubscribe link.
	 */
	private static function send( string $to, string $subject, string $html, string $text, string $unsubscribe ): bool {
		return Mailer::send(
			$to,
			$subject,
			$html,
			$text,
			array(
				'List-Unsubscribe: <' . esc_url_raw( $unsubscribe ) . '>',
				'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
			)
		);
	}

	/**
	 * A button-like link.
	 *
	 * @param string $label Label.
	 * @param string $url   Address.
	 */
	private static function button( string $label, string $url ): string {
		return '<p style="margin:0 0 24px;"><a href="' . esc_url( $url ) . '" style="display:inline-block;padding:10px 24px;background:#0b5cad;color:#ffffff;border-radius:4px;text-decoration:none;font-size:15px;">' . esc_html( $label ) . '</a></p>';
	}

	/**
	 * The footer with the unsubscribe link (HTML).
	 *
	 * @param string $unsubscribe Unsubscribe link.
	 */
	private static function footer_html( string $unsubscribe ): string {
		return '<p style="margin:0;font-size:12px;line-height:1.6;color:#9ca3af;">' . esc_html( self::why() ) . ' '
			. '<a href="' . esc_url( $unsubscribe ) . '" style="color:#6b7280;">' . esc_html__( 'Stop these e-mails', 'mvc-core' ) . '</a></p>';
	}

	/**
	 * The footer with the unsubscribe link (text).
	 *
	 * @param string $unsubscribe Unsubscribe link.
	 */
	private static function footer_text( string $unsubscribe ): string {
		return self::why() . "\n" . __( 'Stop these e-mails', 'mvc-core' ) . ': ' . $unsubscribe . "\n\n" . Mailer::site_name() . ' ' . home_url( '/' ) . "\n";
	}

	/**
	 * Why the address gets the mail.
	 */
	private static function why(): string {
		return __( 'You receive this e-mail because this address was entered to follow a special issue on our site.', 'mvc-core' );
	}
}
