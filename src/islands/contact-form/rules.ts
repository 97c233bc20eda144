/**
 * The contact form's rules (public-site.md, section 5): 姓名, 邮箱 and 标题 required, each message
 * ending in ！; the e-mail well formed (checked while typing); at most 100, 100, 100 and 500
 * characters (the inputs' maxlength too); the message optional. The server
 * (`Submissions::submit( 'contact', … )`) checks the same rules.
 */
import { __, sprintf } from '@wordpress/i18n';

import { validateEmail } from '../../member/validation';

export const FIELDS = [ 'name', 'email', 'title', 'message' ] as const;

export type Field = ( typeof FIELDS )[ number ];

export type Values = Record< Field, string >;

export type Errors = Partial< Record< Field, string > >;

/** Longest lengths, in characters. */
export const MAX_LENGTH: Record< Field, number > = {
	name: 100,
	email: 100,
	title: 100,
	message: 500,
};

export function isField( name: string ): name is Field {
	return ( FIELDS as readonly string[] ).includes( name );
}

/**
 * Characters of a value as the counter shows them (as the inputs' maxlength counts).
 *
 * @param value Value.
 */
export function length( value: string ): number {
	return value.length;
}

/**
 * The message a field's value earns, or null when it is fine.
 *
 * @param field Field.
 * @param value Its value.
 */
export function validateField( field: Field, value: string ): string | null {
	if ( length( value ) > MAX_LENGTH[ field ] ) {
		return sprintf(
			/* translators: %d: the longest length of the field. */
			__( 'Please enter at most %d characters.', 'mvc' ),
			MAX_LENGTH[ field ]
		);
	}
	switch ( field ) {
		case 'name':
			return value.trim() === ''
				? __( 'Please enter your name!', 'mvc' )
				: null;
		case 'email':
			return validateEmail( value, {
				empty: __( 'Please enter your e-mail address!', 'mvc' ),
				invalid: __(
					'Please enter an e-mail address in the correct format.',
					'mvc'
				),
			} );
		case 'title':
			return value.trim() === ''
				? __( 'Please enter a title!', 'mvc' )
				: null;
		default:
			return null;
	}
}

/**
 * Every field's message (fields that are fine are left out).
 *
 * @param values The form's values.
 */
export function validateAll( values: Values ): Errors {
	const errors: Errors = {};
	FIELDS.forEach( ( field ) => {
		const error = validateField( field, values[ field ] );
		if ( error ) {
			errors[ field ] = error;
		}
	} );
	return errors;
}
