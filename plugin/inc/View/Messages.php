<?php
/**
 * What the message centre asks the plugin.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\View;

use Mvc\Core\Comments\CommentMessages;
use Mvc\Core\Member\Messages as MemberMessages;

/**
 * /messages: a member's messages by category (mentions of them, and system messages such as a
 * deleted comment), a page at a time.
 */
final class Messages {

	/**
	 * The category of mentions.
	 */
	public const MENTION = CommentMessages::CATEGORY_MENTION;

	/**
	 * The category of system messages.
	 */
	public const SYSTEM = CommentMessages::CATEGORY_SYSTEM;

	/**
	 * The type of the system message that a comment was deleted.
	 */
	public const TYPE_DELETED = CommentMessages::TYPE_DELETED;

	/**
	 * Messages per page.
	 */
	public const PER_PAGE = MemberMessages::PER_PAGE;

	/**
	 * One page of a member's messages of a category, with the totals.
	 *
	 * @param int    $user_id  Member id.
	 * @param string $category MENTION or SYSTEM.
	 * @param int    $page     Page, from 1.
	 * @return array{data: list<array<string, int|string>>, total: int, totalUnread: int}
	 */
	public static function page( int $user_id, string $category, int $page ): array {
		return MemberMessages::page( $user_id, $category, $page, self::PER_PAGE );
	}
}
