<?php
/**
 * Security headers and CORS of every response.
 *
 * @package Mvc
 */

namespace Mvc\Security;

use Mvc\Module;

/**
 * Security headers and CORS of every response.
 */
final class Headers implements Module {

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
