/**
 * The fields of the registration form and the step each belongs to.
 */
export const ACCOUNT_FIELDS = [
	'email',
	'verificationCode',
	'password',
	'confirmPassword',
] as const;
export const PERSONAL_FIELDS = [
	'display_name',
	'title',
	'institution',
	'research_area',
] as const;
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

/** The longest public name (`Mvc\\Core\\Member\\Signup::DISPLAY_NAME_MAX`). */
export const DISPLAY_NAME_MAX = 20;
