/**
 * Registration step 2: the profile fields (the public name prefilled with the WeChat nickname of a
 * registration that started from a scan), then back and next.
 */
import { __ } from '@wordpress/i18n';
import type { FormEvent, ReactNode } from 'react';

import { ProfileFields } from '../../../components/ProfileFields';
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
	return (
		<form className="mvc-form" noValidate onSubmit={ onSubmit }>
			<ProfileFields form={ form } choices={ choices } />
			<div className="mvc-form__actions">
				{ backButton }
				<SubmitButton>{ __( 'Next', 'mvc' ) }</SubmitButton>
			</div>
		</form>
	);
}
