/**
 * Registration step 2: the public name (required, 1 to 20 characters of plain text, prefilled with
 * the WeChat nickname of a registration that started from a scan), occupation (required),
 * institution and research area.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { FormEvent, ReactNode } from 'react';

import { Select } from '../../../components/Select';
import { TextField } from '../../../components/TextField';
import type { Form } from '../../../member/useForm';
import { SubmitButton } from '../AccountFields';
import type { RegistrationChoices } from '../types';
import { DISPLAY_NAME_MAX } from './fields';
import type { RegistrationField } from './fields';

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

export interface PersonalStepProps {
	form: Form< RegistrationField >;
	choices: RegistrationChoices;
	backButton: ReactNode;
	onSubmit: ( event: FormEvent< HTMLFormElement > ) => void;
}

export function PersonalStep( {
	form,
	choices,
	backButton,
	onSubmit,
}: PersonalStepProps ) {
	const { values, errors, setValue } = form;
	return (
		<form className="mvc-form" noValidate onSubmit={ onSubmit }>
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
			<div className="mvc-form__actions">
				{ backButton }
				<SubmitButton>{ __( 'Next', 'mvc' ) }</SubmitButton>
			</div>
		</form>
	);
}
