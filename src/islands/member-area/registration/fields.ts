import { PROFILE_FORM_FIELDS } from '../../../components/ProfileFields';

/**
 * The fields of the registration form and the step each belongs to.
 */
export const ACCOUNT_FIELDS = [
	'email',
	'verificationCode',
	'password',
	'confirmPassword',
] as const;
// The personal step asks for the profile fields, the same as the profile dialog.
export const PERSONAL_FIELDS = PROFILE_FORM_FIELDS;
export const REGISTRATION_FIELDS = [
	...ACCOUNT_FIELDS,
	...PERSONAL_FIELDS,
] as const;

export type RegistrationField = ( typeof REGISTRATION_FIELDS )[ number ];

/**
 * The step of a field: 1 for the account fields, 2 for the personal ones.
 *
 * @param field Field.
 */
export function stepOf( field: RegistrationField ): 1 | 2 {
	return ( ACCOUNT_FIELDS as readonly string[] ).includes( field ) ? 1 : 2;
}
