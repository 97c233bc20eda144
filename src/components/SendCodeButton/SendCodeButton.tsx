/**
 * The send-code button beside a verification-code field (members spec, section 4): initial
 * ("send code"), sending, sent (a 60-second countdown) and resend; disabled while sending or sent.
 * It needs a well-formed e-mail first. An error on sending resets it to "send code": 5006, 5008
 * and 5009 go under the e-mail field, anything else (a rate limit too) is a toast.
 */
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { isApiError, routeRequest, showToast } from '@mvc/runtime-core';

import { ERROR_CODES, RESEND_COUNTDOWN } from '../../member/constants';
import { messageOf } from '../../member/errors';
import { validateEmail } from '../../member/validation';

export type SendCodeState = 'initial' | 'sending' | 'sent' | 'resend';

/** Codes whose message belongs under the e-mail field. */
const EMAIL_FIELD_CODES: readonly number[] = [
	ERROR_CODES.EMAIL_REGISTERED,
	ERROR_CODES.EMAIL_UNKNOWN,
	ERROR_CODES.EMAIL_UNCHANGED,
];

export interface SendCodeButtonProps {
	/** The route of `API_ROUTES` that sends the code (`POST {email}`). */
	route: 'sendCode' | 'resetSendCode' | 'resetEmailSendCode';
	email: string;
	/** Puts a message under the e-mail field (with the server's code when it sent one). */
	onEmailError: ( message: string, code?: number ) => void;
	/** Called once a code was sent. */
	onSent?: () => void;
}

export function SendCodeButton( {
	route,
	email,
	onEmailError,
	onSent,
}: SendCodeButtonProps ) {
	const [ state, setState ] = useState< SendCodeState >( 'initial' );
	const [ seconds, setSeconds ] = useState( RESEND_COUNTDOWN );

	useEffect( () => {
		if ( state !== 'sent' ) {
			return;
		}
		const timer = window.setInterval( () => {
			setSeconds( ( left ) => left - 1 );
		}, 1000 );
		return () => window.clearInterval( timer );
	}, [ state ] );

	useEffect( () => {
		if ( state === 'sent' && seconds <= 0 ) {
			setState( 'resend' );
		}
	}, [ state, seconds ] );

	const send = async () => {
		const invalid = validateEmail( email );
		if ( invalid ) {
			onEmailError( invalid );
			return;
		}
		setState( 'sending' );
		try {
			await routeRequest( route, {
				method: 'POST',
				data: { email: email.trim() },
			} );
			setSeconds( RESEND_COUNTDOWN );
			setState( 'sent' );
			onSent?.();
		} catch ( error ) {
			setState( 'initial' );
			if (
				isApiError( error ) &&
				typeof error.code === 'number' &&
				EMAIL_FIELD_CODES.includes( error.code )
			) {
				onEmailError( error.message, error.code );
			} else {
				showToast( { message: messageOf( error ) } );
			}
		}
	};

	let label: string;
	switch ( state ) {
		case 'sending':
			label = __( 'Sending…', 'mvc' );
			break;
		case 'sent':
			label = sprintf(
				/* translators: %d: seconds before another code can be sent. */
				__( 'Resend in %d s', 'mvc' ),
				seconds
			);
			break;
		case 'resend':
			label = __( 'Resend', 'mvc' );
			break;
		default:
			label = __( 'Send code', 'mvc' );
	}

	return (
		<button
			type="button"
			className={ `mvc-send-code mvc-send-code--${ state }` }
			disabled={ state === 'sending' || state === 'sent' }
			onClick={ send }
		>
			{ label }
		</button>
	);
}
