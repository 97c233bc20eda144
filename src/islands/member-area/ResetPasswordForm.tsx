/**
 * The password-reset type of the popup, two steps (members spec, section 4): (1) the e-mail and
 * its code, checked by `GET /api/member/reset-password/verify-email`; (2) the new password and its
 * confirmation, `POST /api/member/reset-password`. A wrong or expired code at the end returns to
 * step 1 with the message under the code. On success: "password changed", then the page reloads.
 * Opened by a member (the user panel's 重置密码, `email` given): the member's address is filled in,
 * there is no 返回登录 (they are logged in), and on success `onChanged` takes over from the reload:
 * the server has ended every session of the member (Member\PasswordReset), so the popup asks them
 * to log in again with the new password (LoginPopup).
 * Inside WeChat's browser an unregistered address (5008) is not told to scan a QR code (it cannot
 * be scanned from the phone showing it): it is told to register by logging in with WeChat.
 */
import { useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	isApiError,
	routeRequest,
	setNonce,
	showToast,
} from '@mvc/runtime-core';
import type { FormEvent } from 'react';

import { ERROR_CODES } from '../../member/constants';
import { fieldOfError, messageOf } from '../../member/errors';
import { useFocusOnScreenChange } from '../../member/focus';
import { reloadSoon } from '../../member/navigation';
import { useForm } from '../../member/useForm';
import {
	confirmPasswordRule,
	validateResetCode,
	validateEmail,
	validatePassword,
} from '../../member/validation';
import { ProgressBar } from './ProgressBar';
import {
	CodeField,
	EmailField,
	NewPasswordFields,
	SubmitButton,
} from './AccountFields';

const FIELDS = [
	'email',
	'verificationCode',
	'password',
	'confirmPassword',
] as const;

type Field = ( typeof FIELDS )[ number ];

const FIELD_BY_CODE: Partial< Record< number, Field > > = {
	[ ERROR_CODES.CODE_WRONG ]: 'verificationCode',
	[ ERROR_CODES.CODE_EXPIRED ]: 'verificationCode',
	[ ERROR_CODES.EMAIL_UNKNOWN ]: 'email',
	[ ERROR_CODES.PASSWORD_SHORT ]: 'password',
	[ ERROR_CODES.PASSWORD_MISMATCH ]: 'confirmPassword',
};

export interface ResetPasswordFormProps {
	/** Back to the login (返回登录); no link when absent (a member resetting from the panel). */
	onBack?: () => void;
	/** Whether the page is open in WeChat's browser. */
	inWeChat?: boolean;
	/** The address to fill in (the logged-in member's). */
	email?: string;
	/** Called on success instead of the reload, with the address whose password changed. */
	onChanged?: ( email: string ) => void;
}

export function ResetPasswordForm( {
	onBack,
	inWeChat = false,
	email = '',
	onChanged,
}: ResetPasswordFormProps ) {
	/**
	 * The message of an error about the address: the server's, except 5008 inside WeChat.
	 *
	 * @param message The server's message.
	 * @param code    The server's code.
	 */
	const emailErrorText = ( message: string, code?: number ): string =>
		inWeChat && code === ERROR_CODES.EMAIL_UNKNOWN
			? __(
					'This e-mail address is not registered. Go back to the login and log in with WeChat to register.',
					'mvc'
				)
			: message;

	const rootRef = useRef< HTMLDivElement >( null );
	const form = useForm< Field >(
		{
			email,
			verificationCode: '',
			password: '',
			confirmPassword: '',
		},
		rootRef
	);
	const { values, setError } = form;
	const [ step, setStep ] = useState< 1 | 2 >( 1 );
	useFocusOnScreenChange( rootRef, step );
	const [ pending, setPending ] = useState( false );

	const showError = ( error: unknown ) => {
		const field = isApiError( error )
			? fieldOfError( error, FIELDS, FIELD_BY_CODE )
			: null;
		if ( field && isApiError( error ) ) {
			if ( field === 'email' || field === 'verificationCode' ) {
				setStep( 1 );
			}
			setError(
				field,
				field === 'email'
					? emailErrorText( error.message, Number( error.code ) )
					: error.message
			);
			return;
		}
		showToast( { message: messageOf( error ) } );
	};

	const submitEmail = async ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		if (
			pending ||
			! form.check( {
				email: validateEmail,
				verificationCode: validateResetCode,
			} )
		) {
			return;
		}
		setPending( true );
		try {
			const query = new URLSearchParams( {
				email: values.email.trim(),
				verificationCode: values.verificationCode.trim(),
			} );
			await routeRequest( 'resetVerifyEmail', {
				suffix: `?${ query.toString() }`,
			} );
			setStep( 2 );
		} catch ( error ) {
			showError( error );
		}
		setPending( false );
	};

	const submitPassword = async ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		if (
			pending ||
			! form.check( {
				password: validatePassword,
				confirmPassword: confirmPasswordRule( values.password ),
			} )
		) {
			return;
		}
		setPending( true );
		try {
			const answer = await routeRequest( 'resetPassword', {
				method: 'POST',
				data: {
					email: values.email.trim(),
					verificationCode: values.verificationCode.trim(),
					password: values.password,
					confirmPassword: values.confirmPassword,
				},
			} );
			// The member's sessions ended, this page's too when it was theirs: its next call (the
			// login) sends the nonce the answer carries, not the ended session's.
			if ( answer?.nonce ) {
				setNonce( answer.nonce );
			}
			showToast( {
				message: __( 'Password changed successfully', 'mvc' ),
			} );
			if ( onChanged ) {
				onChanged( values.email.trim() );
			} else {
				reloadSoon();
			}
		} catch ( error ) {
			setPending( false );
			showError( error );
		}
	};

	return (
		<div ref={ rootRef } className="mvc-reset">
			<ProgressBar
				steps={ [
					__( 'Verify e-mail', 'mvc' ),
					__( 'Set a new password', 'mvc' ),
				] }
				current={ step }
				label={ __( 'Password reset progress', 'mvc' ) }
			/>
			{ step === 1 ? (
				<form className="mvc-form" noValidate onSubmit={ submitEmail }>
					<EmailField form={ form } />
					<CodeField
						form={ form }
						sendRoute="resetSendCode"
						emailErrorText={ emailErrorText }
					/>
					<SubmitButton pending={ pending }>
						{ __( 'Next', 'mvc' ) }
					</SubmitButton>
				</form>
			) : (
				<form
					className="mvc-form"
					noValidate
					onSubmit={ submitPassword }
				>
					<NewPasswordFields
						form={ form }
						label={ __( 'New password', 'mvc' ) }
						repeat={ __( 'Confirm new password', 'mvc' ) }
					/>
					<div className="mvc-form__actions">
						<button
							type="button"
							className="mvc-button mvc-form__back"
							disabled={ pending }
							onClick={ () => setStep( 1 ) }
						>
							{ __( 'Back', 'mvc' ) }
						</button>
						<SubmitButton pending={ pending }>
							{ __( 'Change password', 'mvc' ) }
						</SubmitButton>
					</div>
				</form>
			) }
			{ onBack && (
				<p className="mvc-login__switch-type">
					<button
						type="button"
						className="mvc-link-button mvc-link-button--primary"
						onClick={ onBack }
					>
						{ __( 'Back to login', 'mvc' ) }
					</button>
				</p>
			) }
		</div>
	);
}
