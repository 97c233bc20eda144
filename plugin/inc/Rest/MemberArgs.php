<?php
/**
 * The arguments the member forms share.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Member\VerificationCodes;
use WP_Error;

/**
 * One definition of each account field's argument schema (e-mail, code, password, confirmation),
 * used by every route that takes it, so the rules of members.md section 5 hold the same everywhere.
 */
final class MemberArgs {

	/**
	 * An e-mail address: required, well formed, at most 50 characters, trimmed and lower-cased.
	 *
	 * @param string $description What the address is for ('' for the member's address).
	 * @return array<string, mixed>
	 */
	public static function email( string $description = '' ): array {
		return array(
			'description'       => '' !== $description ? $description : __( 'The member\'s e-mail address (at most 50 characters).', 'mvc-core' ),
			'type'              => 'string',
			'required'          => true,
			'validate_callback' => array( SessionController::class, 'validate_email' ),
			'sanitize_callback' => array( SessionController::class, 'sanitize_email' ),
		);
	}

	/**
	 * An e-mailed verification code of a purpose (VerificationCodes): as many characters as its
	 * codes have at least (4 for registration, 6 for a password reset), at most 50; exactly 4 for
	 * an e-mail change (members.md section 5).
	 *
	 * @param string $purpose A VerificationCodes purpose.
	 * @return array<string, mixed>
	 */
	public static function code( string $purpose = VerificationCodes::REGISTER ): array {
		return array(
			/* translators: %d: the code's number of digits. */
			'description'       => sprintf( __( 'The %d-digit verification code e-mailed to the address.', 'mvc-core' ), VerificationCodes::length( $purpose ) ),
			'type'              => 'string',
			'required'          => true,
			'validate_callback' => static fn( $value ) => self::validate_code( $value, $purpose ),
		);
	}

	/**
	 * Checks a code's length for its purpose.
	 *
	 * @param mixed  $value   Raw value.
	 * @param string $purpose A VerificationCodes purpose.
	 * @return true|WP_Error
	 */
	public static function validate_code( $value, string $purpose ) {
		$length = VerificationCodes::length( $purpose );
		$given  = is_string( $value ) ? strlen( trim( $value ) ) : -1;
		$valid  = VerificationCodes::EMAIL_CHANGE === $purpose ? $length === $given : $given >= $length && $given <= SessionController::MAX_INPUT;
		if ( $valid ) {
			return true;
		}
		return new WP_Error(
			'rest_invalid_param',
			6 === $length ? __( 'Please enter the 6-digit verification code.', 'mvc-core' ) : __( 'Please enter the 4-digit verification code.', 'mvc-core' ),
			array(
				'status' => 400,
				'field'  => 'verificationCode',
			)
		);
	}

	/**
	 * A password: at least 8 characters (5002), at most 50.
	 *
	 * @return array<string, mixed>
	 */
	public static function password(): array {
		return array(
			'description'       => __( 'The password: from 8 to 50 characters.', 'mvc-core' ),
			'type'              => 'string',
			'required'          => true,
			'validate_callback' => array( SessionController::class, 'validate_password' ),
		);
	}

	/**
	 * The password again (its equality is checked by the route: 5004).
	 *
	 * @return array<string, mixed>
	 */
	public static function confirmation(): array {
		return array(
			'description'       => __( 'The same password again.', 'mvc-core' ),
			'type'              => 'string',
			'required'          => true,
			'validate_callback' => array( RegistrationController::class, 'validate_confirmation' ),
		);
	}
}
