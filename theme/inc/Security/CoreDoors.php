<?php
/**
 * WordPress's own account, login and comment paths, closed to members.
 *
 * @package Mvc
 */

namespace Mvc\Security;

use Mvc\Module;

/**
 * WordPress's own account, login and comment paths, closed to members.
 */
final class CoreDoors implements Module {

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
