<?php
/**
 * What the contact page asks the plugin.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\View;

use Mvc\Core\Member\Messages;
use Mvc\Core\Submissions\ContactForm;

/**
 * The contact page (/contact): the form's names and limits, what it shows on this request (the
 * outcome of a post without JavaScript, or an appeal's prefill), the postal address and the anchor
 * of the comment rules. The form posts to ContactForm::handle().
 */
final class Contact {

	/**
	 * The form's fixed parts: its admin-post.php action (also its nonce's), the fields with their
	 * longest lengths in characters (only `message` is optional) and the honeypot's name.
	 *
	 * @return array{action: string, fields: array<string, int>, honeypot: string}
	 */
	public static function form(): array {
		return array(
			'action'   => ContactForm::ACTION,
			'fields'   => ContactForm::FIELDS,
			'honeypot' => ContactForm::HONEYPOT,
		);
	}

	/**
	 * What the form shows on this request: the values, the field in error, the result, and
	 * `personal` when the page shows what someone typed or their own comment (never cached). An
	 * appeal (`?appeal=<comment id>`) prefills the form for the comment's author only.
	 *
	 * @return array{values: array<string, string>, status: string, message: string, field: string, personal: bool}
	 */
	public static function state(): array {
		$state  = ContactForm::state();
		$appeal = 'idle' === $state['status'] ? ContactForm::appeal( ContactForm::requested_appeal(), get_current_user_id() ) : null;
		if ( null !== $appeal ) {
			$member            = wp_get_current_user();
			$state['values']   = array(
				'name'    => $member->display_name,
				'email'   => $member->user_email,
				'title'   => $appeal['title'],
				'message' => $appeal['message'],
			);
			$state['personal'] = true;
		}
		return $state;
	}

	/**
	 * The operator's postal address and contact facts (each '' until an operator sets it).
	 *
	 * @return array{recipient: string, address: string, postcode: string, phone: string, email: string}
	 */
	public static function address(): array {
		return ContactForm::address();
	}

	/**
	 * The id of the comment rules' section, which the message centre links to.
	 */
	public static function rules_anchor(): string {
		return Messages::RULES_ANCHOR;
	}
}
