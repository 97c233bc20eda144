<?php
/**
 * A journal minisite's contact form, posted without JavaScript.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Submissions;

use WP_Error;

/**
 * The minisite's 联系编辑部 form (public-site spec, the minisite contact variant: name, email,
 * message, postTitle, postId; template-parts/journals/contact-form.php, in the 常见问题 tab),
 * posted to the journal's page as `JournalPageForm` says, with the rules of
 * `POST /api/minisite/contact-us/submit`; after it, `?contact=sent#mvc-minisite-contact`.
 */
final class MinisiteContactForm extends JournalPageForm {

	/**
	 * The form's field marking a page post as a contact message.
	 */
	public const FIELD = 'mvc_minisite_contact';

	/**
	 * The address argument of the page after a message was stored.
	 */
	public const SENT_ARG = 'contact';

	/**
	 * The fields and their longest lengths in characters.
	 */
	public const FIELDS = array(
		'name'    => 100,
		'email'   => 100,
		'message' => 500,
	);

	/**
	 * The anchor of the form.
	 */
	public const ANCHOR = 'mvc-minisite-contact';

	/**
	 * This request's refused post: the reason, the field it names and what was typed.
	 *
	 * @var array{message: string, field: string, name: string, email: string, message_text: string}|null
	 */
	protected static ?array $outcome = null;

	/** {@inheritDoc} */
	protected static function marker(): string {
		return self::FIELD;
	}

	/** {@inheritDoc} */
	protected static function sent_arg(): string {
		return self::SENT_ARG;
	}

	/** {@inheritDoc} */
	protected static function type(): string {
		return Submissions::MINISITE_CONTACT;
	}

	/** {@inheritDoc} */
	protected static function fields(): array {
		return array( 'name', 'email', 'message', 'website' );
	}

	/** {@inheritDoc} */
	protected static function anchor(): string {
		return self::ANCHOR;
	}

	/**
	 * The refusal's reason, the field it names and what was typed.
	 *
	 * @param WP_Error              $refusal The refusal.
	 * @param array<string, string> $typed   The fields as posted.
	 * @return array{message: string, field: string, name: string, email: string, message_text: string}
	 */
	protected static function outcome_of( WP_Error $refusal, array $typed ): array {
		return array(
			'message'      => $refusal->get_error_message(),
			'field'        => self::field_of( $refusal ),
			'name'         => $typed['name'],
			'email'        => $typed['email'],
			'message_text' => $typed['message'],
		);
	}

	/**
	 * The refusal of this request's post, with what was typed; null when there was none.
	 *
	 * @return array{message: string, field: string, name: string, email: string, message_text: string}|null
	 */
	public static function outcome(): ?array {
		return self::$outcome;
	}

	/**
	 * Whether this request's minisite must be drawn fresh (not from the fragment cache).
	 */
	public static function personal(): bool {
		return null !== self::$outcome || self::sent();
	}
}
