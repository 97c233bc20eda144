<?php
/**
 * Mentions in wp-admin's comment screens.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin;

use Mvc\Core\Comments\Mentions;
use WP_Comment;

/**
 * Shows a stored mention `@{张晓明（清华大学材料学院）_2}` (Comments\Mentions) as `@张晓明（清华大学材料学院）`
 * in wp-admin's comment screens, and turns each label that was a mention back into its code when an
 * edit is saved, so the public page, the mention messages and at_list stay as they were. A label the
 * operator deleted leaves at_list; typing one adds no mention (only a member's own write does).
 * Nothing changes outside wp-admin. See docs/operators.md, "Members in wp-admin".
 */
final class MemberMentions {

	/**
	 * Adds the hooks (MemberColumns registers this in wp-admin).
	 */
	public function register(): void {
		add_filter( 'comment_text', array( self::class, 'display' ), 1 );
		add_filter( 'comment_edit_pre', array( self::class, 'display' ), 1 );
		add_filter( 'get_comment_excerpt', array( $this, 'excerpt' ), 10, 3 );
		add_filter( 'wp_update_comment_data', array( $this, 'restore_on_save' ), 10, 2 );
		add_action( 'edit_comment', array( $this, 'forget_removed' ) );
	}

	/**
	 * The comment's text with each mention shown as `@name（institution）` (the label as stored: its
	 * `&` is `&amp;`, as everywhere in the comment's text).
	 *
	 * @param mixed $text Comment content.
	 */
	public static function display( $text ): string {
		if ( ! is_string( $text ) || ! str_contains( $text, '@{' ) || self::is_rest() ) {
			return (string) $text;
		}
		return (string) preg_replace_callback( Mentions::MENTION_PATTERN, static fn( array $found ): string => '@' . $found[1], $text );
	}

	/**
	 * The stored codes back in an edited text: every `@label` of a mention the comment had before.
	 *
	 * @param string $edited   The text as the operator saved it.
	 * @param string $original The comment's stored text before the edit.
	 */
	public static function restore( string $edited, string $original ): string {
		if ( ! preg_match_all( Mentions::MENTION_PATTERN, $original, $matches, PREG_SET_ORDER ) ) {
			return $edited;
		}
		$codes = array();
		foreach ( $matches as $match ) {
			if ( '' !== $match[1] ) {
				$codes[ '@' . $match[1] ] = $match[0];
			}
		}
		// strtr() tries the longest label first and never rewrites what it put in; a stored code
		// (`@{…`) never contains a label (`@` and then the label's first character, never `{`).
		return strtr( $edited, $codes );
	}

	/**
	 * `wp_update_comment_data`: an operator's edit in wp-admin keeps the mentions' codes.
	 *
	 * @param mixed $data    New comment data (unslashed), or a WP_Error.
	 * @param mixed $comment The comment before the edit (an array, unslashed).
	 * @return mixed
	 */
	public function restore_on_save( $data, $comment ) {
		if ( ! is_array( $data ) || ! is_array( $comment ) || ! isset( $data['comment_content'] ) || ! is_admin() || self::is_rest() ) {
			return $data;
		}
		$data['comment_content'] = self::restore( (string) $data['comment_content'], (string) ( $comment['comment_content'] ?? '' ) );
		return $data;
	}

	/**
	 * `edit_comment`: after an operator's edit in wp-admin, the at_list keeps only the members the
	 * text still mentions (it never gains one).
	 *
	 * @param mixed $comment_id Comment id.
	 */
	public function forget_removed( $comment_id ): void {
		if ( ! is_admin() || self::is_rest() ) {
			return;
		}
		$comment = get_comment( (int) $comment_id );
		if ( ! $comment instanceof WP_Comment ) {
			return;
		}
		$before = Mentions::at_list( (int) $comment->comment_ID );
		$after  = array_values( array_intersect( $before, Mentions::mentioned_ids( $comment->comment_content ) ) );
		if ( $after !== $before ) {
			update_comment_meta( (int) $comment->comment_ID, Mentions::META_AT_LIST, $after );
		}
	}

	/**
	 * `get_comment_excerpt` (the dashboard's activity): made again from the text as operators read
	 * it, as core makes it, so that a mention is never cut in the middle of its code.
	 *
	 * @param mixed $excerpt    Core's excerpt.
	 * @param mixed $comment_id Comment id.
	 * @param mixed $comment    The comment.
	 * @return mixed
	 */
	public function excerpt( $excerpt, $comment_id, $comment = null ) {
		unset( $comment_id );
		if ( ! $comment instanceof WP_Comment || ! str_contains( $comment->comment_content, '@{' ) || self::is_rest() ) {
			return $excerpt;
		}
		$text = wp_strip_all_tags( str_replace( array( "\n", "\r" ), ' ', self::display( $comment->comment_content ) ) );
		/* translators: Maximum number of words used in a comment excerpt. */
		$length = (int) apply_filters( 'comment_excerpt_length', (int) _x( '20', 'comment_excerpt_length' ) ); // phpcs:ignore WordPress.WP.I18n.MissingArgDomain, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's own string and filter, as get_comment_excerpt() uses them.
		return wp_trim_words( $text, $length, '&hellip;' );
	}

	/**
	 * Whether a REST request is being served (the members' comments and the public pages' data:
	 * they read the stored codes).
	 */
	private static function is_rest(): bool {
		return function_exists( 'wp_is_serving_rest_request' ) ? wp_is_serving_rest_request() : ( defined( 'REST_REQUEST' ) && REST_REQUEST );
	}
}
