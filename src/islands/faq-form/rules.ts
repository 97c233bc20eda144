/**
 * The FAQ question form's rules (public-site.md sections 4 and 5): the name is required, the
 * e-mail must be well formed (请输入正确的邮箱格式！), the description is required and at most 500
 * characters (counted as the server counts them: by code point).
 */
import { __ } from '@wordpress/i18n';

import { isEmail } from '../../member/validation';

/** Spec section 9: the FAQ description's maximum. */
export const DESCRIPTION_MAX = 500;

export type FaqField = 'name' | 'email' | 'description';

export const FAQ_FIELDS: readonly FaqField[] = [
	'name',
	'email',
	'description',
];

export type FaqValues = Record< FaqField, string >;

export type FaqErrors = Partial< Record< FaqField, string > >;

/**
 * The length of a text as the server counts it (characters, not UTF-16 units).
 *
 * @param text Text.
 */
export function length( text: string ): number {
	return Array.from( text ).length;
}

/**
 * The message of one field, or undefined when it is right.
 *
 * @param field  Field.
 * @param values Every value.
 * @param max    The description's maximum.
 */
export function faqError(
	field: FaqField,
	values: FaqValues,
	max = DESCRIPTION_MAX
): string | undefined {
	const value = values[ field ];
	switch ( field ) {
		case 'name':
			return value.trim() === ''
				? __( 'Please enter your name!', 'mvc' )
				: undefined;
		case 'email':
			return isEmail( value.trim() )
				? undefined
				: __( 'Please enter a valid e-mail address!', 'mvc' );
		case 'description':
			if ( value.trim() === '' ) {
				return __( 'Please describe your question!', 'mvc' );
			}
			return length( value ) > max
				? __( 'Your question is too long.', 'mvc' )
				: undefined;
	}
	return undefined;
}

/**
 * Every field's message.
 *
 * @param values Every value.
 * @param max    The description's maximum.
 */
export function faqErrors(
	values: FaqValues,
	max = DESCRIPTION_MAX
): FaqErrors {
	const errors: FaqErrors = {};
	FAQ_FIELDS.forEach( ( field ) => {
		const error = faqError( field, values, max );
		if ( error ) {
			errors[ field ] = error;
		}
	} );
	return errors;
}
