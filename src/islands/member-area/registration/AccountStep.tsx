/**
 * Registration step 1: e-mail, code, password and confirmation (with the WeChat nickname of a
 * registration that started from WeChat).
 */
import { __, sprintf } from '@wordpress/i18n';
import type { FormEvent } from 'react';

import type { Form } from '../../../member/useForm';
import {
	CodeField,
	EmailField,
	NewPasswordFields,
	SubmitButton,
} from '../AccountFields';
import type { PendingRegistration } from '../types';
import type { RegistrationField } from './fields';

export interface AccountStepProps {
	form: Form< RegistrationField >;
	registration: PendingRegistration | null;
	pending: boolean;
	onSubmit: ( event: FormEvent< HTMLFormElement > ) => void;
}

export function AccountStep( {
	form,
	registration,
	pending,
	onSubmit,
}: AccountStepProps ) {
	return (
		<form className="mvc-form" noValidate onSubmit={ onSubmit }>
			{ registration?.wechatNickname && (
				<p className="mvc-registration__wechat">
					{ sprintf(
						/* translators: %s: WeChat nickname. */
						__(
							'WeChat user “%s”: complete the registration to link your WeChat account.',
							'mvc'
						),
						registration.wechatNickname
					) }
				</p>
			) }
			<EmailField form={ form } />
			<CodeField form={ form } sendRoute="sendCode" />
			<NewPasswordFields
				form={ form }
				label={ __( 'Password', 'mvc' ) }
				repeat={ __( 'Confirm password', 'mvc' ) }
			/>
			<SubmitButton pending={ pending }>
				{ __( 'Next', 'mvc' ) }
			</SubmitButton>
		</form>
	);
}
