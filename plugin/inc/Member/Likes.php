<?php
/**
 * Post likes.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member;

use Mvc\Core\Data\Tables;

/**
 * Members' likes of posts.
 */
final class Likes extends PostRelation {

	/**
	 * The likes table.
	 */
	protected function table(): string {
		return Tables::likes();
	}
}
