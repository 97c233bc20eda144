<?php
/**
 * WordPress's own notification mails, replaced for members by the site's.
 *
 * @package Mvc
 */

namespace Mvc\Mail;

use Mvc\Module;

/**
 * WordPress's own notification mails, replaced for members by the site's.
 */
final class CoreMails implements Module {

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
