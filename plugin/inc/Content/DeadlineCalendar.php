<?php
/**
 * "Add to calendar": the submission deadline of a call for papers as an iCalendar file.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content;

use Mvc\Core\Module;
use WP_Post;

/**
 * `{article}?deadline-ics=1` answers the article's submission deadline as a one-day event
 * (text/calendar, RFC 5545) to download: the special issue's title, the call-for-papers link and
 * the article's address. Only for published calls for papers; anything else is left to WordPress.
 */
final class DeadlineCalendar implements Module {

	public const ARG = 'deadline-ics';

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
		add_action( 'template_redirect', array( $this, 'maybe_send' ) );
	}

	/**
	 * Sends the file for a call-for-papers article asked with ?deadline-ics=1.
	 */
	public function maybe_send(): void {
		if ( ! isset( $_GET[ self::ARG ] ) || ! is_singular( 'post' ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public download.
			return;
		}
		$post = get_queried_object();
		if ( ! $post instanceof WP_Post || ! self::sends( $post ) ) {
			return;
		}
		$ics = self::ics( $post );
		if ( '' === $ics ) {
			return;
		}
		nocache_headers();
		header( 'Content-Type: text/calendar; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="deadline-' . $post->ID . '.ics"' );
		echo $ics; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- iCalendar text, escaped by ics().
		exit;
	}

	/**
	 * Whether the file is sent for an article (the article offers its link only then): published
	 * and without a password, whose fields, the deadline among them, are not for everyone.
	 *
	 * @param WP_Post $post Article.
	 */
	public static function sends( WP_Post $post ): bool {
		return 'publish' === $post->post_status && '' === $post->post_password;
	}

	/**
	 * The iCalendar text of an article's deadline, or '' when it is not a call for papers with a
	 * deadline.
	 *
	 * @param WP_Post $post Article.
	 */
	public static function ics( WP_Post $post ): string {
		$fields = Article::fields( $post );
		if ( ! $fields['cfp'] || '' === $fields['cfp']['deadline'] ) {
			return '';
		}
		$day   = str_replace( '-', '', $fields['cfp']['deadline'] );
		$next  = gmdate( 'Ymd', (int) strtotime( $fields['cfp']['deadline'] . ' +1 day' ) );
		$url   = (string) get_permalink( $post );
		$lines = array(
			'BEGIN:VCALENDAR',
			'VERSION:2.0',
			'PRODID:-//' . self::text( get_bloginfo( 'name' ) ) . '//Call for papers//ZH',
			'CALSCALE:GREGORIAN',
			'METHOD:PUBLISH',
			'BEGIN:VEVENT',
			'UID:deadline-' . $post->ID . '@' . self::text( (string) wp_parse_url( home_url(), PHP_URL_HOST ) ),
			'DTSTAMP:' . gmdate( 'Ymd\THis\Z' ),
			'DTSTART;VALUE=DATE:' . $day,
			'DTEND;VALUE=DATE:' . $next,
			/* translators: %s: the special issue's title. */
			'SUMMARY:' . self::text( sprintf( __( 'Submission deadline: %s', 'mvc-core' ), $fields['cfp']['title_cn'] ) ),
			'DESCRIPTION:' . self::text( $fields['cfp']['title_en'] . "\n" . ( '' !== $fields['cfp']['link'] ? $fields['cfp']['link'] : $url ) ),
			'URL:' . self::text( $url ),
			'END:VEVENT',
			'END:VCALENDAR',
		);
		return implode( "\r\n", array_map( array( self::class, 'fold' ), $lines ) ) . "\r\n";
	}

	/**
	 * Escapes a text value (RFC 5545, 3.3.11).
	 *
	 * @param string $value Text.
	 */
	private static function text( string $value ): string {
		return str_replace( array( '\\', ';', ',', "\r\n", "\n" ), array( '\\\\', '\\;', '\\,', '\\n', '\\n' ), wp_strip_all_tags( $value ) );
	}

	/**
	 * Folds a content line at 75 octets without splitting a UTF-8 character (RFC 5545, 3.1).
	 *
	 * @param string $line Line.
	 */
	private static function fold( string $line ): string {
		$out    = '';
		$limit  = 75;
		$length = strlen( $line );
		while ( $length > $limit ) {
			$cut = $limit;
			while ( $cut > 0 && ( ord( $line[ $cut ] ) & 0xC0 ) === 0x80 ) {
				--$cut;
			}
			$out   .= substr( $line, 0, $cut ) . "\r\n ";
			$line   = substr( $line, $cut );
			$length = strlen( $line );
			$limit  = 74;
		}
		return $out . $line;
	}
}
