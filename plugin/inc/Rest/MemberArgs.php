<?php
/**
 * The arguments the member forms share.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Rest;

use Mvc\Core\Failure;
use Mvc\Core\Member\Choices;
use Mvc\Core\Member\Login;
use Mvc\Core\Member\Profile;
use Mvc\Core\Member\ReservedNames;
use Mvc\Core\Member\Signup;
use Mvc\Core\Member\TagSubscriptions;
use Mvc\Core\Member\VerificationCodes;
use WP_Error;

/**
 * One definition of each account field's argument schema (e-mail, code, password, confirmation),
 * used by every route that takes it, so the rules of members.md section 5 hold the same everywhere.
 */
final class MemberArgs {
	/**
	 * Longest input of the member forms (members.md section 5).
	 */
	public const MAX_INPUT = 50;


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
			'validate_callback' => array( self::class, 'validate_email' ),
			'sanitize_callback' => array( self::class, 'sanitize_email' ),
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
		$valid  = VerificationCodes::EMAIL_CHANGE === $purpose ? $length === $given : $given >= $length && $given <= self::MAX_INPUT;
		if ( $valid ) {
			return true;
		}
		return Failure::invalid( 6 === $length ? __( 'Please enter the 6-digit verification code.', 'mvc-core' ) : __( 'Please enter the 4-digit verification code.', 'mvc-core' ), 'verificationCode' );
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
			'validate_callback' => array( self::class, 'validate_password' ),
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
			'validate_callback' => array( self::class, 'validate_confirmation' ),
		);
	}

	/**
	 * An e-mail address as the forms accept it.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public static function validate_email( $value ) {
		if ( ! is_string( $value ) || '' === trim( $value ) ) {
			return Failure::invalid( __( 'Please enter your e-mail address.', 'mvc-core' ) );
		}
		if ( mb_strlen( $value ) > self::MAX_INPUT || ! is_email( trim( $value ) ) ) {
			return Failure::invalid( __( 'Please enter a correct e-mail address.', 'mvc-core' ) );
		}
		return true;
	}

	/**
	 * The address, trimmed and lower-cased.
	 *
	 * @param string $value Valid address.
	 */
	public static function sanitize_email( $value ): string {
		return strtolower( sanitize_email( trim( (string) $value ) ) );
	}

	/**
	 * A password as the forms accept it.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public static function validate_password( $value ) {
		if ( ! is_string( $value ) || '' === $value ) {
			return Failure::invalid( __( 'Please enter your password.', 'mvc-core' ) );
		}
		if ( mb_strlen( $value ) < Login::MIN_PASSWORD ) {
			return Failure::of( Failure::PASSWORD_SHORT, 'password' );
		}
		if ( mb_strlen( $value ) > self::MAX_INPUT ) {
			/* translators: %d: the longest input. */
			return Failure::invalid( sprintf( __( 'Please enter at most %d characters.', 'mvc-core' ), self::MAX_INPUT ) );
		}
		return true;
	}

	/**
	 * The confirmation must be given.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public static function validate_confirmation( $value ) {
		return is_string( $value ) && '' !== $value ? true : Failure::invalid( __( 'Please enter the password again.', 'mvc-core' ), 'confirmPassword' );
	}

	/**
	 * An optional text of at most the longest input.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public static function validate_short_text( $value ) {
		if ( is_string( $value ) && mb_strlen( $value ) <= self::MAX_INPUT ) {
			return true;
		}
		/* translators: %d: the longest input. */
		return Failure::invalid( sprintf( __( 'Please enter at most %d characters.', 'mvc-core' ), self::MAX_INPUT ), 'institution' );
	}

	/**
	 * Empty (the WeChat nickname or a neutral name), or a name Member\Signup accepts: 1 to 20
	 * characters of plain text.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public static function validate_display_name( $value ) {
		if ( '' === $value ) {
			return true;
		}
		if ( is_string( $value ) && Signup::is_display_name( Profile::plain_text( $value ) ) ) {
			return ReservedNames::taken( Profile::plain_text( $value ), 0 ) ? ReservedNames::refusal() : true;
		}
		/* translators: %d: the longest public name. */
		return Failure::invalid( sprintf( __( 'Please enter a name of 1 to %d characters, without <, >, { } or @.', 'mvc-core' ), Signup::DISPLAY_NAME_MAX ), 'display_name' );
	}

	/**
	 * One of the 19 occupations.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public static function validate_occupation( $value ) {
		return is_string( $value ) && isset( Choices::occupations()[ $value ] ) ? true : Failure::invalid( __( 'Please select your occupation.', 'mvc-core' ), 'title' );
	}

	/**
	 * Empty, or one of the 26 research areas.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public static function validate_research_area( $value ) {
		return is_string( $value ) && ( '' === $value || isset( Choices::research_areas()[ $value ] ) ) ? true : Failure::invalid( __( 'Please select a research area from the list.', 'mvc-core' ), 'research_area' );
	}

	/**
	 * At most 10 ids of existing tags.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public static function validate_tags( $value ) {
		if ( ! is_array( $value ) ) {
			return Failure::invalid( __( 'Please choose tags from the list.', 'mvc-core' ), 'tags' );
		}
		if ( count( $value ) > TagSubscriptions::LIMIT ) {
			/* translators: %d: the most tags a member follows. */
			return Failure::invalid( sprintf( __( 'Choose at most %d tags.', 'mvc-core' ), TagSubscriptions::LIMIT ), 'tags' );
		}
		foreach ( $value as $id ) {
			if ( ! ( is_int( $id ) || ( is_string( $id ) && ctype_digit( $id ) ) ) || ! term_exists( (int) $id, 'post_tag' ) ) {
				return Failure::invalid( __( 'Please choose tags from the list.', 'mvc-core' ), 'tags' );
			}
		}
		return true;
	}

	/**
	 * A public name as registration accepts a chosen one (Member\Signup::is_display_name()); here
	 * it cannot be empty.
	 *
	 * @param mixed $value Raw value.
	 * @return true|WP_Error
	 */
	public static function validate_profile_display_name( $value ) {
		if ( is_string( $value ) && Signup::is_display_name( Profile::plain_text( $value ) ) ) {
			return ReservedNames::taken( Profile::plain_text( $value ), get_current_user_id() ) ? ReservedNames::refusal() : true;
		}
		return Failure::invalid( /* translators: %d: the longest public name. */
			sprintf( __( 'Please enter a name of 1 to %d characters, without <, >, { } or @.', 'mvc-core' ), Signup::DISPLAY_NAME_MAX ),
			'display_name'
		);
	}
}
