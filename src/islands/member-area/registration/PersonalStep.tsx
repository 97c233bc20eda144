/**
 * Registration step 2: occupation (required), institution and research area.
 */
import { __ } from '@wordpress/i18n';
import type { FormEvent, ReactNode } from 'react';

import { Select } from '../../../components/Select';
import { TextField } from '../../../components/TextField';
import type { Form } from '../../../member/useForm';
import { SubmitButton } from '../AccountFields';
import type { RegistrationChoices } from '../types';
import type { RegistrationField } from './fields';

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
