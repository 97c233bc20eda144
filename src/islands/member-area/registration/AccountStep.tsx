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
	PasswordField,
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
			<PasswordField
				form={ form }
				name="password"
				label={ __( 'Password', 'mvc' ) }
				autoComplete="new-password"
			/>
			<PasswordField
				form={ form }
				name="confirmPassword"
				label={ __( 'Confirm password', 'mvc' ) }
				autoComplete="new-password"
			/>
			<SubmitButton pending={ pending }>
				{ __( 'Next', 'mvc' ) }
			</SubmitButton>
		</form>
	);
}
