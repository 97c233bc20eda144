<?php
/**
 * The arguments the member forms share.
 *
 * @package Mvc
 */

namespace Mvc\Rest;

/**
 * One definition of each account field's argument schema (e-mail, code, password, confirmation),
 * used by every route that takes it, so the rules of members.md section 5 hold the same everywhere.
 */
final class MemberArgs {

	/**
	 * An e-mail address: required, well formed, at most 50 characters, trimmed and lower-cased.
	 *
	 * @return array<string, mixed>
	 */
	public static function email(): array {
		return array(
			'type'              => 'string',
			'required'          => true,
			'validate_callback' => array( SessionController::class, 'validate_email' ),
			'sanitize_callback' => array( SessionController::class, 'sanitize_email' ),
		);
	}

	/**
	 * An e-mailed verification code: at least 4 characters.
	 *
	 * @return array<string, mixed>
	 */
	public static function code(): array {
		return array(
			'type'              => 'string',
			'required'          => true,
			'validate_callback' => array( RegistrationController::class, 'validate_code' ),
		);
	}

	/**
	 * A password-reset code: 6 characters at least (reset codes have 6 digits), at most 50.
	 *
	 * @return array<string, mixed>
	 */
	public static function reset_code(): array {
		return array(
			'type'              => 'string',
			'required'          => true,
			'validate_callback' => array( PasswordController::class, 'validate_code' ),
		);
	}

	/**
	 * A password: at least 8 characters (5002), at most 50.
	 *
	 * @return array<string, mixed>
	 */
	public static function password(): array {
		return array(
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
			'type'              => 'string',
			'required'          => true,
			'validate_callback' => array( RegistrationController::class, 'validate_confirmation' ),
		);
	}
}
