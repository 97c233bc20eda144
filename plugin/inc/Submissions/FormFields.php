<?php
/**
 * The checks of the forms' fields.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Submissions;

use Mvc\Core\Content\PostTypes\Journal;
use Mvc\Core\Failure;
use WP_Error;
use WP_Post;

/**
 * Each kind's fields checked with the public-site spec's rules (section 5) and Chinese messages, in
 * the form's order, and cleaned: text only, control characters removed, the journal a minisite form
 * names looked up.
 */
final class FormFields {

	/**
	 * The fields of a kind, checked and cleaned, or the first refusal (in the form's order).
	 *
	 * @param string               $kind   One of KINDS.
	 * @param array<string, mixed> $fields The form's fields.
	 * @return array{name: string, email: string, subject: string, message: string, source_id: int, source_title: string}|WP_Error
	 */
	public static function check( string $kind, array $fields ) {
		if ( Submissions::RESEARCH_NEWS === $kind ) {
			return self::validate_news( $fields );
		}
		$body     = Submissions::FAQ_QUESTION === $kind ? 'description' : 'message';
		$labels   = array(
			'name'      => __( 'Name', 'mvc-core' ),
			'email'     => __( 'E-mail', 'mvc-core' ),
			'title'     => __( 'Title', 'mvc-core' ),
			$body       => Submissions::FAQ_QUESTION === $kind ? __( 'Question description', 'mvc-core' ) : __( 'Message', 'mvc-core' ),
			'postTitle' => __( 'Journal title', 'mvc-core' ),
		);
		$not_text = self::not_text( $fields, $labels );
		if ( $not_text ) {
			return $not_text;
		}
		$name    = self::text( $fields['name'] ?? null, false );
		$email   = self::text( $fields['email'] ?? null, false );
		$title   = Submissions::CONTACT === $kind ? self::text( $fields['title'] ?? null, false ) : '';
		$message = self::text( $fields[ $body ] ?? null, true );

		$person = self::person( $name, $email );
		if ( $person ) {
			return $person;
		}
		if ( Submissions::CONTACT === $kind && '' === $title ) {
			return self::refuse( 'title', __( 'Please enter a title!', 'mvc-core' ) );
		}
		if ( mb_strlen( $title ) > Submissions::MAX_TITLE ) {
			return self::too_long( 'title', __( 'Title', 'mvc-core' ), Submissions::MAX_TITLE );
		}
		if ( '' === $message && Submissions::MINISITE_CONTACT === $kind ) {
			return self::refuse( 'message', __( 'Please enter your message!', 'mvc-core' ) );
		}
		if ( '' === $message && Submissions::FAQ_QUESTION === $kind ) {
			return self::refuse( 'description', __( 'Please describe your question!', 'mvc-core' ) );
		}
		if ( mb_strlen( $message ) > Submissions::MAX_MESSAGE ) {
			return self::too_long( $body, Submissions::FAQ_QUESTION === $kind ? __( 'Question description', 'mvc-core' ) : __( 'Message', 'mvc-core' ), Submissions::MAX_MESSAGE );
		}

		$source = null;
		if ( Submissions::CONTACT !== $kind ) {
			if ( mb_strlen( self::text( $fields['postTitle'] ?? null, false ) ) > Submissions::MAX_POST_TITLE ) {
				return self::too_long( 'postTitle', __( 'Journal title', 'mvc-core' ), Submissions::MAX_POST_TITLE );
			}
			$source = self::journal( $fields['postId'] ?? null );
			if ( ! $source ) {
				return self::refuse( 'postId', __( 'The journal does not exist.', 'mvc-core' ) );
			}
		}

		return array(
			'name'         => $name,
			'email'        => strtolower( $email ),
			'subject'      => $title,
			'message'      => $message,
			'source_id'    => $source ? $source->ID : 0,
			'source_title' => $source ? wp_strip_all_tags( html_entity_decode( get_the_title( $source ), ENT_QUOTES, 'UTF-8' ) ) : '',
		);
	}

	/**
	 * The refusal of the sender's name or e-mail address (empty, too long, not an address), or null
	 * when both are good: every form asks for them the same way.
	 *
	 * @param string $name  The name, trimmed.
	 * @param string $email The e-mail address, trimmed.
	 */
	private static function person( string $name, string $email ): ?WP_Error {
		if ( '' === $name ) {
			return self::refuse( 'name', __( 'Please enter your name!', 'mvc-core' ) );
		}
		if ( mb_strlen( $name ) > Submissions::MAX_NAME ) {
			return self::too_long( 'name', __( 'Name', 'mvc-core' ), Submissions::MAX_NAME );
		}
		if ( '' === $email ) {
			return self::refuse( 'email', __( 'Please enter your e-mail address!', 'mvc-core' ) );
		}
		if ( mb_strlen( $email ) > Submissions::MAX_EMAIL || ! is_email( $email ) ) {
			return self::refuse( 'email', __( 'Please enter an e-mail address in the correct format!', 'mvc-core' ) );
		}
		return null;
	}

	/**
	 * The refusal of the first field that holds a list or an object where text belongs (a bad
	 * request, not an empty field), or null when every listed field is text or absent.
	 *
	 * @param array<string, mixed>  $fields The form's fields.
	 * @param array<string, string> $labels The text fields, each with its label.
	 */
	private static function not_text( array $fields, array $labels ): ?WP_Error {
		foreach ( $labels as $field => $label ) {
			$value = $fields[ $field ] ?? null;
			if ( null !== $value && ( ! is_scalar( $value ) || is_bool( $value ) ) ) {
				/* translators: %s: the field's name. */
				return self::refuse( $field, sprintf( __( '%s must be text.', 'mvc-core' ), $label ) );
			}
		}
		return null;
	}

	/**
	 * A research-news submission's fields, checked and cleaned, or the first refusal (in the
	 * form's order: title, summary, name, e-mail).
	 *
	 * @param array<string, mixed> $fields The form's fields.
	 * @return array{name: string, email: string, subject: string, message: string, source_id: int, source_title: string}|WP_Error
	 */
	private static function validate_news( array $fields ) {
		$labels   = array(
			'title'   => __( 'News title', 'mvc-core' ),
			'summary' => __( 'Summary', 'mvc-core' ),
			'name'    => __( 'Contact name', 'mvc-core' ),
			'email'   => __( 'Contact e-mail', 'mvc-core' ),
		);
		$not_text = self::not_text( $fields, $labels );
		if ( $not_text ) {
			return $not_text;
		}
		$title   = self::text( $fields['title'] ?? null, false );
		$summary = self::text( $fields['summary'] ?? null, true );
		$name    = self::text( $fields['name'] ?? null, false );
		$email   = self::text( $fields['email'] ?? null, false );
		if ( '' === $title ) {
			return self::refuse( 'title', __( 'Please enter the news title!', 'mvc-core' ) );
		}
		if ( mb_strlen( $title ) > Submissions::MAX_NEWS_TITLE ) {
			return self::too_long( 'title', $labels['title'], Submissions::MAX_NEWS_TITLE );
		}
		if ( '' === $summary ) {
			return self::refuse( 'summary', __( 'Please enter a summary of the news!', 'mvc-core' ) );
		}
		if ( mb_strlen( $summary ) > Submissions::MAX_SUMMARY ) {
			return self::too_long( 'summary', $labels['summary'], Submissions::MAX_SUMMARY );
		}
		$person = self::person( $name, $email );
		if ( $person ) {
			return $person;
		}
		return array(
			'name'         => $name,
			'email'        => strtolower( $email ),
			'subject'      => $title,
			'message'      => $summary,
			'source_id'    => 0,
			'source_title' => '',
		);
	}

	/**
	 * The published journal a minisite form names.
	 *
	 * @param mixed $value The postId sent (a number or its digits).
	 */
	private static function journal( $value ): ?WP_Post {
		if ( is_string( $value ) && 1 === preg_match( '/^\s*[0-9]{1,19}\s*$/', $value ) ) {
			$value = (int) $value;
		}
		if ( ! is_int( $value ) || $value < 1 ) {
			return null;
		}
		$post = get_post( $value );
		return $post instanceof WP_Post && Journal::TYPE === $post->post_type && 'publish' === $post->post_status ? $post : null;
	}

	/**
	 * A field's text: strings and numbers as they are, anything else empty; invalid UTF-8 and
	 * control characters removed (a message keeps its line breaks and tabs), trimmed.
	 *
	 * @param mixed $value     The value sent.
	 * @param bool  $multiline Whether line breaks stay.
	 */
	public static function text( $value, bool $multiline ): string {
		if ( is_int( $value ) || is_float( $value ) ) {
			$value = (string) $value;
		}
		if ( ! is_string( $value ) ) {
			return '';
		}
		$value = wp_check_invalid_utf8( $value, true );
		$value = str_replace( "\r\n", "\n", $value );
		$value = (string) preg_replace( $multiline ? '/[^\P{Cc}\n\t]/u' : '/\p{Cc}/u', $multiline ? '' : ' ', $value );
		return trim( $value );
	}

	/**
	 * A refusal of one field.
	 *
	 * @param string $field   The request field.
	 * @param string $message The message.
	 */
	private static function refuse( string $field, string $message ): WP_Error {
		return Failure::make( 400, $message, 400, array( 'field' => $field ) );
	}

	/**
	 * The refusal of a field longer than its limit.
	 *
	 * @param string $field The request field.
	 * @param string $label Its name.
	 * @param int    $max   Most characters.
	 */
	private static function too_long( string $field, string $label, int $max ): WP_Error {
		/* translators: 1: the field's name, 2: most characters. */
		return self::refuse( $field, sprintf( __( '%1$s can be at most %2$d characters long.', 'mvc-core' ), $label, $max ) );
	}
}
