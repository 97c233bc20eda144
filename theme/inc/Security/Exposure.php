<?php
/**
 * What WordPress tells about its users and itself: author archives, XML-RPC, pingbacks, readme.
 *
 * @package Mvc
 */

namespace Mvc\Security;

use Mvc\Module;

/**
 * What WordPress tells about its users and itself: author archives, XML-RPC, pingbacks, readme.
 */
final class Exposure implements Module {

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
	}
}
