/**
 * The login type of the popup: WeChat (default) or e-mail and password, switched by the icon in
 * the corner, which names the other mode beside its icon; "keep me logged in", "cancel login", the
 * terms notice and the way to register. Above them, why the popup opened, when the reader did not
 * ask for it (a visitor pressed like, favourite or subscribe, or a member's new password ended
 * their session).
 */
import { createInterpolateElement, useId, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { LoginMode } from '@mvc/runtime-core';

import { EmailLoginForm } from './EmailLoginForm';
import { WeChatLogin } from './WeChatLogin';
import { EmailIcon, QrCodeIcon } from './icons';
import type { MemberAreaLinks } from './types';

export interface LoginFormProps {
	/** Why the popup opened by itself (请先登录), or null. */
	reason?: string | null;
	mode: LoginMode;
	inWeChat: boolean;
	links: MemberAreaLinks;
	onModeChange: ( mode: LoginMode ) => void;
	onForgotPassword: () => void;
	onRegister: () => void;
	onCancel: () => void;
	/** The address to fill in the e-mail login (a member asked to log in again). */
	email?: string;
}

export function LoginForm( {
	reason = null,
	mode,
	inWeChat,
	links,
	onModeChange,
	onForgotPassword,
	onRegister,
	onCancel,
	email,
}: LoginFormProps ) {
	const [ remember, setRemember ] = useState( false );
	const isEmail = mode === 'email';
	const rememberId = useId();
	// The other mode, named beside its icon (inside WeChat its login is a tap, not a scan).
	let switchName: string = __( 'Switch to e-mail login', 'mvc' );
	let switchLabel: string = __( 'E-mail login', 'mvc' );
	if ( isEmail ) {
		switchName = inWeChat
			? __( 'Switch to WeChat login', 'mvc' )
			: __( 'Switch to WeChat QR code login', 'mvc' );
		switchLabel = inWeChat
			? __( 'WeChat login', 'mvc' )
			: __( 'QR code login', 'mvc' );
	}

	return (
		<div className="mvc-login">
			{ reason && (
				<p className="mvc-login__reason" role="status">
					{ reason }
				</p>
			) }
			<button
				type="button"
				className="mvc-login__switch"
				onClick={ () => onModeChange( isEmail ? 'wechat' : 'email' ) }
				aria-label={ switchName }
			>
				{ isEmail ? <QrCodeIcon /> : <EmailIcon /> }
				<span className="mvc-login__switch-label">{ switchLabel }</span>
			</button>

			{ isEmail ? (
				<EmailLoginForm
					remember={ remember }
					onForgotPassword={ onForgotPassword }
					email={ email }
				/>
			) : (
				<WeChatLogin remember={ remember } inWeChat={ inWeChat } />
			) }

			<div className="mvc-login__options">
				<div className="mvc-checkbox">
					<input
						id={ rememberId }
						type="checkbox"
						className="mvc-checkbox__input"
						checked={ remember }
						onChange={ ( event ) =>
							setRemember( event.target.checked )
						}
					/>
					<label
						htmlFor={ rememberId }
						className="mvc-checkbox__label"
					>
						{ __( 'Keep me logged in', 'mvc' ) }
					</label>
				</div>
				<button
					type="button"
					className="mvc-link-button"
					onClick={ onCancel }
				>
					{ __( 'Cancel login', 'mvc' ) }
				</button>
			</div>

			<p className="mvc-login__switch-type">
				{ __( 'No account?', 'mvc' ) }{ ' ' }
				<button
					type="button"
					className="mvc-link-button mvc-link-button--primary"
					onClick={ onRegister }
				>
					{ __( 'Register now', 'mvc' ) }
				</button>
			</p>

			<p className="mvc-login__terms">
				{ createInterpolateElement(
					__(
						'By logging in you agree to the <terms>Terms of use</terms> and the <privacy>Privacy policy</privacy>.',
						'mvc'
					),
					{
						// Plain text while the operators have not set the page's address.
						terms: links.terms ? (
							// eslint-disable-next-line jsx-a11y/anchor-has-content -- the content is the interpolated text.
							<a
								href={ links.terms }
								target="_blank"
								rel="noopener noreferrer"
							/>
						) : (
							<span />
						),
						privacy: links.privacy ? (
							// eslint-disable-next-line jsx-a11y/anchor-has-content -- the content is the interpolated text.
							<a
								href={ links.privacy }
								target="_blank"
								rel="noopener noreferrer"
							/>
						) : (
							<span />
						),
					}
				) }
			</p>
		</div>
	);
}
