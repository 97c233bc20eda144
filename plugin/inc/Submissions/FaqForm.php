<?php
/**
 * A journal minisite's FAQ question form, posted without JavaScript.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Submissions;

use WP_Error;

/**
 * The question form of a journal's FAQ (template-parts/journals/faq-form.php), posted to the
 * journal's page as `JournalPageForm` says; after it, `?faq=sent#mvc-minisite-faq`.
 */
final class FaqForm extends JournalPageForm {

	/**
	 * The form's field marking a page post (no JavaScript) as a question.
	 */
	public const FIELD = 'mvc_faq';

	/**
	 * The query argument of the page shown after a question sent without JavaScript.
	 */
	public const SENT_ARG = 'faq';

	/**
	 * The description's length limit (spec section 9).
	 */
	public const DESCRIPTION_MAX = 500;

	/**
	 * This request's refusal: the message and what was typed.
	 *
	 * @var array{message: string, name: string, email: string, description: string}|null
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
		return 'faq_question';
	}

	/** {@inheritDoc} */
	protected static function fields(): array {
		return array( 'name', 'email', 'description', 'website' );
	}

	/** {@inheritDoc} */
	protected static function anchor(): string {
		return 'mvc-minisite-faq';
	}

	/**
	 * The refusal's message and what was typed.
	 *
	 * @param WP_Error              $refusal The refusal.
	 * @param array<string, string> $typed   The fields as posted.
	 * @return array{message: string, name: string, email: string, description: string}
	 */
	protected static function outcome_of( WP_Error $refusal, array $typed ): array {
		return array(
			'message'     => $refusal->get_error_message(),
			'name'        => $typed['name'],
			'email'       => $typed['email'],
			'description' => $typed['description'],
		);
	}

	/**
	 * The refusal of this request's question post, with what was typed; null when there was none.
	 *
	 * @return array{message: string, name: string, email: string, description: string}|null
	 */
	public static function outcome(): ?array {
		return self::$outcome;
	}
}
