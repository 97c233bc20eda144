/**
 * The e-mail change dialog (members spec, sections 4, 5 and 8): the new address (required, an
 * address), the 4-digit code mailed to it by the send-code button (`POST
 * /api/member/reset-email/email`), then `POST /api/member/reset-email {newEmail,
 * verificationCode}`. 5001 and 5012 go under the code, 5006 and 5009 under the address, with the
 * server's message; a login that grew stale meanwhile (403 `login_required`) asks for a new login.
 * On success: the notice, and the page reloads.
 */
import { useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { isApiError, routeRequest, showToast } from '@mvc/runtime-core';
import type { FormEvent } from 'react';

import { Modal } from '../../components/Modal';
import { SendCodeButton } from '../../components/SendCodeButton';
import { TextField } from '../../components/TextField';
import { CODE_MIN_LENGTH, ERROR_CODES } from '../../member/constants';
import { fieldOfError, messageOf } from '../../member/errors';
import { reloadSoon } from '../../member/navigation';
import { useForm } from '../../member/useForm';
import { validateEmail } from '../../member/validation';
import type { Rule } from '../../member/validation';
import { needsFreshLogin } from './relogin';

const FIELDS = [ 'email', 'verificationCode' ] as const;

type Field = ( typeof FIELDS )[ number ];

/** Where each catalogue code of the change goes (members spec, section 8). */
const FIELD_BY_CODE: Partial< Record< number, Field > > = {
	[ ERROR_CODES.CODE_WRONG ]: 'verificationCode',
	[ ERROR_CODES.CODE_EXPIRED ]: 'verificationCode',
	[ ERROR_CODES.EMAIL_REGISTERED ]: 'email',
	[ ERROR_CODES.EMAIL_UNCHANGED ]: 'email',
};

/**
 * The change's code has exactly 4 characters (members spec, section 5).
 *
 * @param value The code typed.
 */
export const validateChangeCode: Rule = ( value ) =>
	value.trim().length !== CODE_MIN_LENGTH
		? __( 'Please enter the 4-digit verification code.', 'mvc' )
		: null;

export interface EmailDialogProps {
	onClose: () => void;
	/** The login is too old for the change: the member must log in again. */
	onLoginRequired: () => void;
}

export function EmailDialog( { onClose, onLoginRequired }: EmailDialogProps ) {
	const rootRef = useRef< HTMLFormElement >( null );
	const form = useForm< Field >(
		{ email: '', verificationCode: '' },
		rootRef
	);
	const [ pending, setPending ] = useState( false );
	const { values, errors, setValue } = form;

	const submit = async ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		if (
			pending ||
			! form.check( {
				email: ( value ) => validateEmail( value ),
				verificationCode: validateChangeCode,
			} )
		) {
			return;
		}
		setPending( true );
		try {
			await routeRequest( 'resetEmail', {
				method: 'POST',
				data: {
					newEmail: values.email.trim(),
					verificationCode: values.verificationCode.trim(),
				},
			} );
			showToast( {
				message: __( 'Your e-mail address has been changed.', 'mvc' ),
			} );
			reloadSoon();
		} catch ( error ) {
			setPending( false );
			if ( needsFreshLogin( error ) ) {
				onLoginRequired();
				return;
			}
			const field = isApiError( error )
				? fieldOfError( error, FIELDS, FIELD_BY_CODE )
				: null;
			if ( field && isApiError( error ) ) {
				form.setError( field, error.message );
			} else {
				showToast( { message: messageOf( error ) } );
			}
		}
	};

	return (
		<Modal
			isOpen
			title={ __( 'Change e-mail', 'mvc' ) }
			onClose={ onClose }
			className="mvc-modal__dialog--email"
		>
			<form
				ref={ rootRef }
				className="mvc-form mvc-email-form"
				noValidate
				onSubmit={ submit }
			>
				<TextField
					label={ __( 'New e-mail', 'mvc' ) }
					type="email"
					name="email"
					autoComplete="email"
					inputMode="email"
					required
					value={ values.email }
					error={ errors.email }
					onChange={ ( value ) => setValue( 'email', value ) }
				/>
				<TextField
					label={ __( 'Verification code', 'mvc' ) }
					name="verificationCode"
					autoComplete="one-time-code"
					inputMode="numeric"
					required
					maxLength={ CODE_MIN_LENGTH }
					value={ values.verificationCode }
					error={ errors.verificationCode }
					onChange={ ( value ) =>
						setValue( 'verificationCode', value )
					}
					addon={
						<SendCodeButton
							route="resetEmailSendCode"
							email={ values.email }
							onEmailError={ ( message ) =>
								form.setError( 'email', message )
							}
						/>
					}
				/>
				<button
					type="submit"
					className="mvc-button mvc-button--primary mvc-form__submit"
					disabled={ pending }
					aria-busy={ pending }
				>
					{ __( 'Confirm', 'mvc' ) }
				</button>
			</form>
		</Modal>
	);
}
