<?php
/**
 * A unit of the theme that owns hooks.
 *
 * @package Mvc
 */

namespace Mvc\Theme;

/**
 * Every class listed in the bootstrap implements this: it says whether it applies to the
 * current request and, if so, adds its hooks in register().
 */
interface Module {

	/**
	 * Whether the module applies to this request (for example only in wp-admin).
	 */
	public function can_register(): bool;

	/**
	 * Adds the module's hooks. Called once, while the theme loads.
	 */
	public function register(): void;
}
