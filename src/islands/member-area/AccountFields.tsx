/**
 * The account fields the login, registration and reset forms share, bound to a `useForm()` form:
 * the e-mail, the e-mailed code with its send button, a password, and the submit button.
 */
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import { SendCodeButton } from '../../components/SendCodeButton';
import type { SendCodeButtonProps } from '../../components/SendCodeButton';
import { TextField } from '../../components/TextField';
import type { Form } from '../../member/useForm';

type EmailForm = Form< 'email' >;

export function EmailField( { form }: { form: EmailForm } ) {
	return (
		<TextField
			label={ __( 'E-mail', 'mvc' ) }
			type="email"
			name="email"
			autoComplete="email"
			inputMode="email"
			required
			value={ form.values.email }
			error={ form.errors.email }
			onChange={ ( value ) => form.setValue( 'email', value ) }
		/>
	);
}

export interface CodeFieldProps {
	form: Form< 'email' | 'verificationCode' >;
	/** The route that mails the code (registration or reset). */
	sendRoute: SendCodeButtonProps[ 'route' ];
	/** The message shown for a send-code error on the e-mail (the server's by default). */
	emailErrorText?: ( message: string, code?: number ) => string;
}

export function CodeField( {
	form,
	sendRoute,
	emailErrorText = ( message ) => message,
}: CodeFieldProps ) {
	return (
		<TextField
			label={ __( 'Verification code', 'mvc' ) }
			name="verificationCode"
			autoComplete="one-time-code"
			inputMode="numeric"
			required
			value={ form.values.verificationCode }
			error={ form.errors.verificationCode }
			onChange={ ( value ) => form.setValue( 'verificationCode', value ) }
			addon={
				<SendCodeButton
					route={ sendRoute }
					email={ form.values.email }
					onEmailError={ ( message, code ) =>
						form.setError(
							'email',
							emailErrorText( message, code )
						)
					}
				/>
			}
		/>
	);
}

export interface PasswordFieldProps< K extends string > {
	form: Form< K >;
	name: K;
	label: string;
	/** `current-password` to log in, `new-password` to choose one. */
	autoComplete: 'current-password' | 'new-password';
}

export function PasswordField< K extends string >( {
	form,
	name,
	label,
	autoComplete,
}: PasswordFieldProps< K > ) {
	return (
		<TextField
			label={ label }
			type="password"
			name={ name }
			autoComplete={ autoComplete }
			required
			value={ form.values[ name ] }
			error={ form.errors[ name ] }
			onChange={ ( value ) => form.setValue( name, value ) }
		/>
	);
}

/**
 * A new password and its confirmation (registration, reset), as the server checks them:
 * `password` and `confirmPassword`.
 *
 * @param props        Props.
 * @param props.form   The form.
 * @param props.label  The first field's label (密码, 新密码).
 * @param props.repeat The second field's label.
 */
export function NewPasswordFields( {
	form,
	label,
	repeat,
}: {
	form: Form< 'password' | 'confirmPassword' >;
	label: string;
	repeat: string;
} ) {
	return (
		<>
			<PasswordField
				form={ form }
				name="password"
				label={ label }
				autoComplete="new-password"
			/>
			<PasswordField
				form={ form }
				name="confirmPassword"
				label={ repeat }
				autoComplete="new-password"
			/>
		</>
	);
}

/**
 * A form's main button: disabled and busy while its call is pending.
 *
 * @param props          Props.
 * @param props.pending  Whether the form's call is under way.
 * @param props.children Label.
 */
export function SubmitButton( {
	pending = false,
	children,
}: {
	pending?: boolean;
	children: ReactNode;
} ) {
	return (
		<button
			type="submit"
			className="mvc-button mvc-button--primary mvc-form__submit"
			disabled={ pending }
			aria-busy={ pending }
		>
			{ children }
		</button>
	);
}
