<?php
/**
 * Post favourites: /api/member/collect.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Member\Collections;
use Mvc\Core\Member\PostRelation;

/**
 * The favourite count of an article and whether the member keeps it.
 */
final class CollectionsController extends PostRelationController {

	/**
	 * Sets the route.
	 */
	public function __construct() {
		$this->rest_base = 'member/collect';
	}

	/**
	 * The collections.
	 */
	protected function relation(): PostRelation {
		return new Collections();
	}

	/**
	 * The member's flag.
	 */
	protected function member_flag(): string {
		return 'userFavorite';
	}
}
