<?php
/**
 * What the journal lists ask the plugin.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\View;

use Mvc\Core\Content\PostTypes\Journal;
use WP_Post;

/**
 * Journals as the lists show them: the post type (its archive is /journals), a journal's card and
 * the newest journals (the home page's carousel).
 */
final class Journals {

	/**
	 * The journals' post type.
	 */
	public const TYPE = Journal::TYPE;

	/**
	 * A journal's card.
	 *
	 * @param WP_Post $post The journal.
	 * @return array{id: int, title: string, cover: string, link: string}
	 */
	public static function card( WP_Post $post ): array {
		return Journal::card( $post );
	}

	/**
	 * The newest journals' cards.
	 *
	 * @return list<array{id: int, title: string, cover: string, link: string}>
	 */
	public static function newest(): array {
		return Journal::newest();
	}
}
