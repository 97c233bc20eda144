/**
 * E-mail and password login (`POST /api/member/login-via-email`). Both fields are required
 * before submitting; 5005 (wrong e-mail or password: the server cannot say which) is an error of
 * the whole form, above the button, until a field changes; 5002 goes under the password, anything
 * else is a toast. On success: "login successful", then the page reloads.
 */
import { useRef, useState } from '@wordpress/element';
import { dispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import {
	isApiError,
	memberSessionStore,
	refreshNonce,
	routeRequest,
	showToast,
} from '@mvc/runtime-core';
import type { FormEvent } from 'react';

import { ERROR_CODES } from '../../member/constants';
import { messageOf } from '../../member/errors';
import { reloadSoon } from '../../member/navigation';
import { useForm } from '../../member/useForm';
import { validateEmail, validateLoginPassword } from '../../member/validation';
import { EmailField, PasswordField, SubmitButton } from './AccountFields';

/**
 * After a login or a registration: the session's nonce, the store, the notice and the reload.
 *
 * @param nonce   The new session's REST nonce, when the server sent one.
 * @param message The success notice.
 */
export async function completeLogin(
	nonce: string | undefined,
	message: string
): Promise< void > {
	try {
		await refreshNonce( nonce );
	} catch {
		// The reload fetches a fresh page with its nonce anyway.
	}
	dispatch( memberSessionStore ).setLoggedIn( true );
	showToast( { message } );
	reloadSoon();
}

export interface EmailLoginFormProps {
	remember: boolean;
	onForgotPassword: () => void;
	/** The address to fill in (a member asked to log in again knows theirs). */
	email?: string;
}

export function EmailLoginForm( {
	remember,
	onForgotPassword,
	email = '',
}: EmailLoginFormProps ) {
	const formRef = useRef< HTMLFormElement >( null );
	const form = useForm( { email, password: '' }, formRef );
	const { values, setError } = form;
	const [ pending, setPending ] = useState( false );
	// The form-level error (5005), dropped as soon as the reader edits a field.
	const [ formError, setFormError ] = useState( '' );
	const setValue: typeof form.setValue = ( field, value ) => {
		setFormError( '' );
		form.setValue( field, value );
	};
	const fields = { ...form, setValue };

	const onSubmit = async ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		if (
			pending ||
			! form.check( {
				email: validateEmail,
				password: validateLoginPassword,
			} )
		) {
			return;
		}
		setFormError( '' );
		setPending( true );
		try {
			const data = await routeRequest( 'login', {
				method: 'POST',
				data: {
					email: values.email.trim(),
					password: values.password,
					remember,
				},
			} );
			await completeLogin( data?.nonce, __( 'Login successful', 'mvc' ) );
		} catch ( error ) {
			setPending( false );
			if ( isApiError( error ) ) {
				if ( error.code === ERROR_CODES.WRONG_CREDENTIALS ) {
					setFormError(
						__( 'Wrong e-mail address or password.', 'mvc' )
					);
					return;
				}
				if ( error.code === ERROR_CODES.PASSWORD_SHORT ) {
					setError(
						'password',
						__( 'Please enter the correct password.', 'mvc' )
					);
					return;
				}
			}
			showToast( { message: messageOf( error ) } );
		}
	};

	return (
		<form
			ref={ formRef }
			className="mvc-form"
			noValidate
			onSubmit={ onSubmit }
		>
			<EmailField form={ fields } />
			<PasswordField
				form={ fields }
				name="password"
				label={ __( 'Password', 'mvc' ) }
				autoComplete="current-password"
			/>
			<p className="mvc-form__aside">
				<button
					type="button"
					className="mvc-link-button"
					onClick={ onForgotPassword }
				>
					{ __( 'Forgot password?', 'mvc' ) }
				</button>
			</p>
			{ formError && (
				<p className="mvc-form__error" role="alert">
					{ formError }
				</p>
			) }
			<SubmitButton pending={ pending }>
				{ __( 'Log in', 'mvc' ) }
			</SubmitButton>
		</form>
	);
}
