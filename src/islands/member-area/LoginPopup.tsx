/**
 * The login popup: one modal, three types (login, registration, password reset), driven by the
 * `mvc/login-popup` store. Closing it after the registration was shown drops the registration in
 * progress on the server (`GET /api/member/clean-registration`, fire and forget), and so does a
 * registration whose WeChat information expired (5007) before it switches to the WeChat login.
 * When the type or the login mode changes, focus moves to the first field of the new screen.
 * Opened by a visitor's like, favourite or subscribe, the login says why (请先登录); the login
 * mode the reader picks is remembered for the next popups (the store's `chooseMode`).
 */
import { useEffect, useRef } from '@wordpress/element';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { loginPopupStore, routeRequest } from '@mvc/runtime-core';

import { Modal } from '../../components/Modal';
import { useFocusOnScreenChange } from '../../member/focus';
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

	const onClose = () => {
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
					onBack={ () => setType( 'login' ) }
					inWeChat={ inWeChat }
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
			body = (
				<LoginForm
					reason={
						reason === 'members-only'
							? __( 'Please log in first.', 'mvc' )
							: null
					}
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
