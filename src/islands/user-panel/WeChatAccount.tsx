/**
 * The WeChat account of the member (beyond the spec: the server keeps the identity, so the panel
 * shows it): 已绑定 with 解除绑定, or 未绑定 with 绑定微信, which goes through WeChat's authorisation
 * (the QR code page on a computer, the one-tap authorisation inside WeChat) and comes back to the
 * profile with `?wechat=linked` or `?wechat=taken` (the header's member area says which). The
 * state and the button are the server's; this writes their words when the state changes.
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { inWeChatBrowser, routeRequest, showToast } from '@mvc/runtime-core';

import { useServerButton } from '../../components/ServerMarkup';
import { messageOf } from '../../member/errors';
import { navigation } from '../../member/navigation';

export interface WeChatAccountProps {
	/** The server's 绑定微信 / 解除绑定 button. */
	button: HTMLButtonElement | null;
	/** The server's 已绑定 / 未绑定. */
	state: HTMLElement | null;
	linked: boolean;
	/** The page to come back to (the profile). */
	profile: string;
}

export function WeChatAccount( {
	button,
	state,
	linked: initial,
	profile,
}: WeChatAccountProps ) {
	const [ linked, setLinked ] = useState( initial );
	const [ pending, setPending ] = useState( false );

	const link = async () => {
		setPending( true );
		try {
			const query = new URLSearchParams( {
				redirect_uri: profile,
				client: inWeChatBrowser() ? 'inapp' : 'qr',
				link: 'true',
			} );
			const { url } = await routeRequest( 'wechatAuthorize', {
				suffix: `?${ query.toString() }`,
			} );
			navigation.assign( url );
		} catch ( error ) {
			setPending( false );
			showToast( { message: messageOf( error ), kind: 'notification' } );
		}
	};

	const unlink = async () => {
		setPending( true );
		try {
			const answer = await routeRequest( 'wechatUnlink', {
				method: 'POST',
			} );
			setLinked( answer.linked );
			showToast( { message: __( 'WeChat unlinked', 'mvc' ) } );
		} catch ( error ) {
			showToast( { message: messageOf( error ), kind: 'notification' } );
		} finally {
			setPending( false );
		}
	};

	useServerButton( button, linked ? unlink : link, { disabled: pending } );
	useEffect( () => {
		if ( state ) {
			state.textContent = linked
				? __( 'Linked', 'mvc' )
				: __( 'Not linked', 'mvc' );
		}
		if ( button ) {
			button.textContent = linked
				? __( 'Unlink', 'mvc' )
				: __( 'Link WeChat', 'mvc' );
		}
	}, [ state, button, linked ] );

	return null;
}
