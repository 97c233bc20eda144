<?php
/**
 * Refusals of the site's services, in one shape.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core;

use WP_Error;

/**
 * A service refuses with a WP_Error made here: the code `mvc_<n>`, a message for the user in the
 * site's language, and data with the HTTP status and `mvc_code` <n>, the specification's catalogue
 * code (5001-5012, the constants below) or the HTTP status. The REST envelope (Rest\Envelope) shows
 * it as `{code, message, data}`; the services never need to know about REST.
 */
final class Failure {

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
	 * A refusal.
	 *
	 * @param int                  $code    Catalogue code (5001-5012) or the HTTP status.
	 * @param string               $message Message for the user, in the site's language.
	 * @param int                  $status  HTTP status.
	 * @param array<string, mixed> $data    Extra data (for example the field the error belongs to).
	 */
	public static function make( int $code, string $message, int $status, array $data = array() ): WP_Error {
		return new WP_Error(
			'mvc_' . $code,
			$message,
			array_merge(
				$data,
				array(
					'status'   => $status,
					'mvc_code' => $code,
				)
			)
		);
	}

	/**
	 * A bad argument, as WordPress's own validation reports one (code rest_invalid_param, so the
	 * envelope and the client treat both alike), with the field the form shows it under.
	 *
	 * @param string             $message The message, in the site's language.
	 * @param string             $field   The request field ('' for none).
	 * @param array<int, string> $params  Several parameters at fault, each given the message under
	 *                                    `params` as WordPress lists them (instead of $field).
	 */
	public static function invalid( string $message, string $field = '', array $params = array() ): WP_Error {
		$data = array( 'status' => 400 );
		if ( '' !== $field ) {
			$data['field'] = $field;
		}
		if ( $params ) {
			$data['params'] = array_fill_keys( $params, $message );
		}
		return new WP_Error( 'rest_invalid_param', $message, $data );
	}

	/**
	 * The refusal of a catalogue code, with the field it belongs to.
	 *
	 * @param int    $code   A catalogue code of this class.
	 * @param string $field  The request field the message belongs under.
	 * @param int    $status HTTP status.
	 */
	public static function of( int $code, string $field = '', int $status = 400 ): WP_Error {
		return self::make( $code, self::message( $code ), $status, '' === $field ? array() : array( 'field' => $field ) );
	}

	/**
	 * The message of a catalogue code.
	 *
	 * @param int $code A catalogue code of this class.
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
}
