<?php
/**
 * A unit of the plugin that owns hooks.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core;

/**
 * Every class listed in the plugin's bootstrap implements this: it says whether it applies to the
 * current request and, if so, adds its hooks in register().
 */
interface Module {

	/**
	 * Whether the module applies to this request (for example only in wp-admin).
	 */
	public function can_register(): bool;

	/**
	 * Adds the module's hooks. Called once, while the plugin loads.
	 */
	public function register(): void;
}
