<?php
/**
 * What a post's card or summary asks the plugin.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\View;

use Mvc\Core\Content\CardData;
use Mvc\Core\Content\PostFields;
use Mvc\Core\Follows\FollowRequests;
use Mvc\Core\Search\Highlight;
use WP_Post;

/**
 * A post as lists, cards and meta tags show it: where its link opens, its first category, its
 * Chinese date, whether its call for papers is open, its plain title and summary, and a title
 * with the searched words marked.
 */
final class Post {

	/**
	 * Where the post's links open: '_blank' when the list asks for a new tab or the post's own
	 * target says so, otherwise ''.
	 *
	 * @param WP_Post $post    Post.
	 * @param bool    $new_tab Whether the list opens its items in a new tab.
	 */
	public static function link_target( WP_Post $post, bool $new_tab = false ): string {
		return PostFields::link_target( $post, $new_tab );
	}

	/**
	 * The name of the post's first category.
	 *
	 * @param WP_Post $post Post.
	 */
	public static function first_category( WP_Post $post ): string {
		return PostFields::first_category( $post );
	}

	/**
	 * The post's date as 2026年11月23日, in the site's time zone.
	 *
	 * @param WP_Post $post Post.
	 */
	public static function chinese_date( WP_Post $post ): string {
		return PostFields::chinese_date( $post );
	}

	/**
	 * A Y-m-d day as 2026年11月23日; the value as given when it is no such day.
	 *
	 * @param string $day Y-m-d.
	 */
	public static function chinese_day( string $day ): string {
		return PostFields::chinese_day( $day );
	}

	/**
	 * Whether the post is a call for papers still open for follows (no deadline, or not past).
	 *
	 * @param int $post_id Post.
	 */
	public static function open_for_follows( int $post_id ): bool {
		return PostFields::open_for_follows( $post_id );
	}

	/**
	 * The admin-post action of the special-issue follow form (drawn for readers without JavaScript).
	 */
	public static function follow_action(): string {
		return FollowRequests::form_action();
	}

	/**
	 * HTML as plain text (tags stripped, entities decoded).
	 *
	 * @param string $html HTML, e.g. a title.
	 */
	public static function plain_text( string $html ): string {
		return CardData::plain_text( $html );
	}

	/**
	 * The post's summary as plain text: its excerpt, or the start of its content.
	 *
	 * @param WP_Post $post   Post.
	 * @param int     $length Longest length in characters.
	 */
	public static function summary( WP_Post $post, int $length = 160 ): string {
		return CardData::summary( $post, $length );
	}

	/**
	 * A plain text (a title) escaped, with the searched words marked (<mark>).
	 *
	 * @param string $text   Plain text.
	 * @param string $search What the reader searched for.
	 */
	public static function highlight( string $text, string $search ): string {
		return Highlight::mark( $text, $search );
	}
}
