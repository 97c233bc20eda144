/**
 * The client-side rules of the member forms (members spec, section 5). The server checks the
 * same rules; these only spare a round trip and put the message under the field.
 */
import { __ } from '@wordpress/i18n';

import {
	CODE_MIN_LENGTH,
	PASSWORD_MIN_LENGTH,
	RESET_CODE_LENGTH,
} from './constants';

/** The standard address pattern: something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A rule returns the message to show, or null when the value is fine. */
export type Rule = ( value: string ) => string | null;

export function isEmail( value: string ): boolean {
	return EMAIL_PATTERN.test( value.trim() );
}

/** The two messages of the e-mail check. */
export interface EmailMessages {
	/** Nothing entered. */
	empty: string;
	/** Not an address. */
	invalid: string;
}

/**
 * The e-mail rule: required, and an address. The member forms' messages unless others are given
 * (the follow popup's are shorter).
 *
 * @param value    The address entered.
 * @param messages The messages to show instead of the member forms' ones.
 */
export function validateEmail(
	value: string,
	messages?: EmailMessages
): string | null {
	if ( value.trim() === '' ) {
		return (
			messages?.empty ?? __( 'Please enter your e-mail address.', 'mvc' )
		);
	}
	if ( ! isEmail( value ) ) {
		return (
			messages?.invalid ??
			__( 'Please enter a correct e-mail address.', 'mvc' )
		);
	}
	return null;
}

/**
 * Login: the password is only required (an old account may have a shorter one).
 *
 * @param value Password.
 */
export const validateLoginPassword: Rule = ( value ) =>
	value === '' ? __( 'Please enter your password.', 'mvc' ) : null;

export const validatePassword: Rule = ( value ) => {
	if ( value === '' ) {
		return __( 'Please enter your password.', 'mvc' );
	}
	if ( value.length < PASSWORD_MIN_LENGTH ) {
		return __( 'Please enter a password of at least 8 characters.', 'mvc' );
	}
	return null;
};

/**
 * @param password The password the confirmation must equal.
 */
export function confirmPasswordRule( password: string ): Rule {
	return ( value ) => {
		if ( value === '' ) {
			return __( 'Please enter the password again.', 'mvc' );
		}
		if ( value !== password ) {
			return __( 'The two passwords entered do not match.', 'mvc' );
		}
		return null;
	};
}

export const validateCode: Rule = ( value ) =>
	value.trim().length < CODE_MIN_LENGTH
		? __( 'Please enter the 4-digit verification code.', 'mvc' )
		: null;

/**
 * A password-reset code: it has 6 digits, so fewer can never be right.
 *
 * @param value The code typed.
 */
export const validateResetCode: Rule = ( value ) =>
	value.trim().length < RESET_CODE_LENGTH
		? __( 'Please enter the 6-digit verification code.', 'mvc' )
		: null;

export const validateOccupation: Rule = ( value ) =>
	value === '' ? __( 'Please select your occupation.', 'mvc' ) : null;

/**
 * Runs the rules of the given fields.
 *
 * @param values Form values.
 * @param rules  Rule per field to check.
 * @return The message of each failing field (empty when all pass).
 */
export function validate< K extends string >(
	values: Record< K, string >,
	rules: Partial< Record< K, Rule > >
): Partial< Record< K, string > > {
	const errors: Partial< Record< K, string > > = {};
	( Object.keys( rules ) as K[] ).forEach( ( field ) => {
		const message = rules[ field ]?.( values[ field ] );
		if ( message ) {
			errors[ field ] = message;
		}
	} );
	return errors;
}
