/**
 * The member's profile fields, one form for both places that ask for them (members spec, sections 4
 * and 5): the registration's personal step and the profile dialog. The public name (required, 1 to
 * 20 characters of plain text), the occupation (required, one of the server's list), the institution
 * and the research area (one of the server's list). The caller owns the form element, its state
 * (`useForm`) and its buttons.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { ProfileField } from '@mvc/runtime-core';

import type { Form } from '../../member/useForm';
import { validateOccupation } from '../../member/validation';
import type { Rule } from '../../member/validation';
import { Select } from '../Select';
import type { Choice } from '../Select';
import { TextField } from '../TextField';

/**
 * The fields a member gives and edits, in the form's order (`Profile::EDITABLE`): names of the
 * user-info table (`PROFILE_FIELDS` of the member-session store).
 */
export const PROFILE_FORM_FIELDS = [
	'display_name',
	'title',
	'institution',
	'research_area',
] as const satisfies readonly ProfileField[];

export type ProfileFormField = ( typeof PROFILE_FORM_FIELDS )[ number ];

/** The longest public name (`Mvc\\Core\\Member\\Signup::DISPLAY_NAME_MAX`). */
export const DISPLAY_NAME_MAX = 20;

/**
 * The public name's rule, as the server's (`RegistrationController::validate_display_name()`).
 *
 * @param value The name typed.
 */
export function validateDisplayName( value: string ): string | null {
	const name = value.trim().replace( /\s+/gu, ' ' );
	return Array.from( name ).length < 1 ||
		Array.from( name ).length > DISPLAY_NAME_MAX ||
		/[<>{}@]/u.test( name )
		? sprintf(
				/* translators: %d: the longest public name. */
				__(
					'Please enter a name of 1 to %d characters, without <, >, { } or @.',
					'mvc'
				),
				DISPLAY_NAME_MAX
			)
		: null;
}

/** The rules checked before the fields are sent. */
export const PROFILE_RULES: Partial< Record< ProfileFormField, Rule > > = {
	display_name: validateDisplayName,
	title: validateOccupation,
};

/**
 * The fields as sent to the server: text trimmed, choices as picked.
 *
 * @param values The form's values.
 */
export function profileData(
	values: Record< ProfileFormField, string >
): Record< ProfileFormField, string > {
	return {
		display_name: values.display_name.trim(),
		title: values.title,
		institution: values.institution.trim(),
		research_area: values.research_area,
	};
}

export interface ProfileChoices {
	occupations: Choice[];
	researchAreas: Choice[];
}

export interface ProfileFieldsProps< K extends string > {
	/** A form holding at least the profile fields. */
	form: Form< K | ProfileFormField >;
	choices: ProfileChoices;
}

export function ProfileFields< K extends string >( {
	form,
	choices,
}: ProfileFieldsProps< K > ) {
	const { values, errors, setValue } = form;
	return (
		<>
			<TextField
				label={ __( 'Display name', 'mvc' ) }
				name="display_name"
				autoComplete="nickname"
				required
				maxLength={ DISPLAY_NAME_MAX }
				value={ values.display_name }
				error={ errors.display_name }
				onChange={ ( value ) => setValue( 'display_name', value ) }
			/>
			<Select
				label={ __( 'Occupation', 'mvc' ) }
				required
				options={ choices.occupations }
				value={ values.title }
				error={ errors.title }
				onChange={ ( value ) => setValue( 'title', value ) }
			/>
			<TextField
				label={ __( 'Institution (optional)', 'mvc' ) }
				name="institution"
				autoComplete="organization"
				value={ values.institution }
				error={ errors.institution }
				onChange={ ( value ) => setValue( 'institution', value ) }
			/>
			<Select
				label={ __( 'Research area (optional)', 'mvc' ) }
				options={ choices.researchAreas }
				value={ values.research_area }
				error={ errors.research_area }
				onChange={ ( value ) => setValue( 'research_area', value ) }
			/>
		</>
	);
}
