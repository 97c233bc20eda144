<?php
/**
 * The member error catalogue, as the controllers name it.
 *
 * @package Mvc
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Failure;

/**
 * The codes of members.md section 8: Mvc\Core\Failure holds them and their messages; this is the
 * name the controllers have used for them.
 */
final class ErrorCatalogue {

	public const CODE_WRONG        = Failure::CODE_WRONG;
	public const PASSWORD_SHORT    = Failure::PASSWORD_SHORT;
	public const EMAIL_TAKEN       = Failure::EMAIL_TAKEN;
	public const PASSWORD_MISMATCH = Failure::PASSWORD_MISMATCH;
	public const WRONG_CREDENTIALS = Failure::WRONG_CREDENTIALS;
	public const EMAIL_REGISTERED  = Failure::EMAIL_REGISTERED;
	public const WECHAT_EXPIRED    = Failure::WECHAT_EXPIRED;
	public const EMAIL_UNKNOWN     = Failure::EMAIL_UNKNOWN;
	public const EMAIL_UNCHANGED   = Failure::EMAIL_UNCHANGED;
	public const CODE_EXPIRED      = Failure::CODE_EXPIRED;

	/**
	 * The message of a code.
	 *
	 * @param int $code A code of this class.
	 */
	public static function message( int $code ): string {
		return Failure::message( $code );
	}

	/**
	 * The error answer of a code, with the field it belongs to.
	 *
	 * @param int    $code   A code of this class.
	 * @param string $field  The request field the message belongs under.
	 * @param int    $status HTTP status.
	 */
	public static function error( int $code, string $field = '', int $status = 400 ): \WP_Error {
		return Failure::of( $code, $field, $status );
	}
}
