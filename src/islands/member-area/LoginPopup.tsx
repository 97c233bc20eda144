/**
 * The login popup: one modal, three types (login, registration, password reset), driven by the
 * `mvc/login-popup` store. Closing it after the registration was shown drops the registration in
 * progress on the server (`GET /api/member/clean-registration`, fire and forget), and so does a
 * registration whose WeChat information expired (5007) before it switches to the WeChat login.
 * When the type or the login mode changes, focus moves to the first field of the new screen.
 * Opened by a visitor's like, favourite or subscribe, the login says why (请先登录); the login
 * mode the reader picks is remembered for the next popups (the store's `chooseMode`).
 *
 * Drawn for a member (the user panel, `memberEmail` given), the password reset is the member's
 * own: their address is filled in and there is no 返回登录. The new password ends every session of
 * the member on the server (Member\PasswordReset: whoever holds the old password is logged out),
 * so after 密码修改成功 the popup turns into the e-mail login, their address filled in, saying
 * they were logged out and should log in with the new password (their WeChat was unlinked too:
 * not the QR code). Logging in reloads the page; closing the popup instead goes to the home page,
 * as a logout does (the page behind was a member's).
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { dispatch, useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import {
	loginPopupStore,
	memberSessionStore,
	routeRequest,
} from '@mvc/runtime-core';

import { Modal } from '../../components/Modal';
import { useFocusOnScreenChange } from '../../member/focus';
import { navigation } from '../../member/navigation';
import { LoginForm } from './LoginForm';
import { RegistrationForm } from './RegistrationForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import type {
	MemberAreaLinks,
	PendingRegistration,
	RegistrationChoices,
} from './types';

export interface LoginPopupProps {
	links: MemberAreaLinks;
	registration: PendingRegistration | null;
	choices: RegistrationChoices;
	inWeChat: boolean;
	/** The logged-in member's address, when drawn for a member (the user panel). */
	memberEmail?: string;
}

export function cleanRegistration(): void {
	routeRequest( 'cleanRegistration' ).catch( () => {
		// Fire and forget: the cookie expires by itself.
	} );
}

export function LoginPopup( {
	links,
	registration,
	choices,
	inWeChat,
	memberEmail,
}: LoginPopupProps ) {
	const { isOpen, type, mode, reason } = useSelect( ( select ) => {
		const popup = select( loginPopupStore );
		return {
			isOpen: popup.isOpen(),
			type: popup.getType(),
			mode: popup.getMode(),
			reason: popup.getReason(),
		};
	}, [] );
	const { close, setType, chooseMode, open } = useDispatch( loginPopupStore );
	const bodyRef = useRef< HTMLDivElement >( null );
	useFocusOnScreenChange(
		bodyRef,
		isOpen ? `${ type }:${ type === 'login' ? mode : '' }` : null
	);

	// Whether the registration was shown since the popup opened.
	const sawRegistration = useRef( false );
	useEffect( () => {
		if ( isOpen && type === 'registration' ) {
			sawRegistration.current = true;
		}
	}, [ isOpen, type ] );

	// The address whose password the member changed here (their session ended with it).
	const [ changedFor, setChangedFor ] = useState< string | null >( null );
	const isMember = memberEmail !== undefined && changedFor === null;

	const onClose = () => {
		if ( changedFor !== null ) {
			close();
			navigation.assign( links.home );
			return;
		}
		if ( sawRegistration.current || type === 'registration' ) {
			sawRegistration.current = false;
			cleanRegistration();
		}
		close();
	};

	let title: string;
	let body;
	switch ( type ) {
		case 'registration':
			title = __( 'Register', 'mvc' );
			body = (
				<RegistrationForm
					registration={ registration }
					choices={ choices }
					onLogin={ () => setType( 'login' ) }
					onWeChatExpired={ () => {
						// The registration cookie would block a plain e-mail registration.
						sawRegistration.current = false;
						cleanRegistration();
						open( 'login', 'wechat' );
					} }
				/>
			);
			break;
		case 'reset':
			title = __( 'Reset password', 'mvc' );
			body = (
				<ResetPasswordForm
					onBack={ isMember ? undefined : () => setType( 'login' ) }
					inWeChat={ inWeChat }
					email={ isMember ? memberEmail : undefined }
					onChanged={
						isMember
							? ( email ) => {
									setChangedFor( email );
									dispatch( memberSessionStore ).setLoggedIn(
										false
									);
									open( 'login', 'email' );
								}
							: undefined
					}
				/>
			);
			break;
		default:
			if ( mode === 'email' ) {
				title = __( 'Log in with e-mail', 'mvc' );
			} else {
				title = inWeChat
					? __( 'Log in with WeChat', 'mvc' )
					: __( 'Scan with WeChat to log in or register', 'mvc' );
			}
			let why: string | null = null;
			if ( changedFor !== null ) {
				why = __(
					'Your password has been changed and you have been logged out on all devices. Please log in with your e-mail address and new password.',
					'mvc'
				);
			} else if ( reason === 'members-only' ) {
				why = __( 'Please log in first.', 'mvc' );
			}
			body = (
				<LoginForm
					reason={ why }
					email={ changedFor ?? memberEmail }
					mode={ mode }
					inWeChat={ inWeChat }
					links={ links }
					onModeChange={ chooseMode }
					onForgotPassword={ () => setType( 'reset' ) }
					onRegister={ () => setType( 'registration' ) }
					onCancel={ onClose }
				/>
			);
	}

	return (
		<Modal
			isOpen={ isOpen }
			title={ title }
			onClose={ onClose }
			className={ `mvc-modal__dialog--login mvc-login-popup mvc-login-popup--${ type }` }
		>
			<div ref={ bodyRef }>{ body }</div>
		</Modal>
	);
}
