<?php
/**
 * What the research-news submission page asks the plugin.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\View;

use Mvc\Core\Submissions\Attachments;
use Mvc\Core\Submissions\NewsForm;

/**
 * The page 提交科研资讯: the form's names and limits, and what it shows on this request. The form
 * posts to NewsForm::handle().
 */
final class NewsSubmission {

	/**
	 * The form's fixed parts: its admin-post.php action (also its nonce's), the text fields with
	 * their longest lengths, the honeypot, and the files' field, count, size and extensions.
	 *
	 * @return array{action: string, fields: array<string, int>, honeypot: string, files_field: string, max_files: int, max_megabytes: string, extensions: string, accept: string}
	 */
	public static function form(): array {
		return array(
			'action'        => NewsForm::ACTION,
			'fields'        => NewsForm::FIELDS,
			'honeypot'      => NewsForm::HONEYPOT,
			'files_field'   => Attachments::FIELD,
			'max_files'     => Attachments::MAX_FILES,
			'max_megabytes' => Attachments::max_megabytes(),
			'extensions'    => Attachments::extensions(),
			'accept'        => '.' . implode( ',.', explode( '|', implode( '|', array_keys( Attachments::TYPES ) ) ) ),
		);
	}

	/**
	 * What the form shows on this request: the values, the field in error (a text field or the
	 * files'), the result, and `personal` when it shows what someone typed (never cached).
	 *
	 * @return array{values: array<string, string>, status: string, message: string, field: string, personal: bool}
	 */
	public static function state(): array {
		return NewsForm::state();
	}
}
