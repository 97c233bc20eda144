<?php
/**
 * Post likes: /api/member/like.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Member\Likes;
use Mvc\Core\Member\PostRelation;

/**
 * The like count of an article and whether the member liked it.
 */
final class LikesController extends PostRelationController {

	/**
	 * Sets the route.
	 */
	public function __construct() {
		$this->rest_base = 'member/like';
	}

	/**
	 * The likes.
	 */
	protected function relation(): PostRelation {
		return new Likes();
	}

	/**
	 * The member's flag.
	 */
	protected function member_flag(): string {
		return 'userLiked';
	}
}
