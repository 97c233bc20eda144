<?php
/**
 * The member error catalogue.
 *
 * @package Mvc
 */

namespace Mvc\Core\Rest;

/**
 * The codes of members.md section 8 and their messages in the site's language.
 */
final class ErrorCatalogue {

	public const CODE_WRONG        = 5001;
	public const PASSWORD_SHORT    = 5002;
	public const EMAIL_TAKEN       = 5003;
	public const PASSWORD_MISMATCH = 5004;
	public const WRONG_CREDENTIALS = 5005;
	public const EMAIL_REGISTERED  = 5006;
	public const WECHAT_EXPIRED    = 5007;
	public const EMAIL_UNKNOWN     = 5008;
	public const EMAIL_UNCHANGED   = 5009;
	public const CODE_EXPIRED      = 5012;

	/**
	 * The message of a code.
	 *
	 * @param int $code A code of this class.
	 */
	public static function message( int $code ): string {
		switch ( $code ) {
			case self::CODE_WRONG:
				return __( 'The verification code is wrong.', 'mvc-core' );
			case self::PASSWORD_SHORT:
				return __( 'Please enter a password of at least 8 characters.', 'mvc-core' );
			case self::EMAIL_TAKEN:
				return __( 'This e-mail address is already registered.', 'mvc-core' );
			case self::PASSWORD_MISMATCH:
				return __( 'Please enter the same password.', 'mvc-core' );
			case self::WRONG_CREDENTIALS:
				return __( 'Wrong e-mail address or password.', 'mvc-core' );
			case self::EMAIL_REGISTERED:
				return __( 'The e-mail address is already registered.', 'mvc-core' );
			case self::WECHAT_EXPIRED:
				return __( 'The WeChat information has expired. Please scan again to register.', 'mvc-core' );
			case self::EMAIL_UNKNOWN:
				return __( 'This e-mail address is not registered. Scan the WeChat QR code to register.', 'mvc-core' );
			case self::EMAIL_UNCHANGED:
				return __( 'The new e-mail address cannot be the same as the old one.', 'mvc-core' );
			case self::CODE_EXPIRED:
				return __( 'The verification code has expired. Please send a new one.', 'mvc-core' );
		}//end switch
		return __( 'Unknown error', 'mvc-core' );
	}

	/**
	 * The error answer of a code, with the field it belongs to.
	 *
	 * @param int    $code   A code of this class.
	 * @param string $field  The request field the message belongs under.
	 * @param int    $status HTTP status.
	 */
	public static function error( int $code, string $field = '', int $status = 400 ): \WP_Error {
		return Envelope::error( $code, self::message( $code ), $status, '' === $field ? array() : array( 'field' => $field ) );
	}
}
