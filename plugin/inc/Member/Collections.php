<?php
/**
 * Post favourites.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Member;

use Mvc\Core\Data\Tables;

/**
 * Members' favourites (collections) of posts.
 */
final class Collections extends PostRelation {

	/**
	 * The collections table.
	 */
	protected function table(): string {
		return Tables::collections();
	}
}
