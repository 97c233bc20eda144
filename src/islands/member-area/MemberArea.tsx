/**
 * The header's member area (members spec, section 2): for a visitor the login button and the
 * login popup (login, registration, password reset); for a member the avatar and its popover.
 * It also draws the site's toasts. The popup shows whenever the `mvc/login-popup` store says so,
 * so any island opens it with `openLoginPopup()`.
 *
 * The server draws the login link and the avatar (theme/template-parts/member-area.php); the
 * island mounts beside them (`root`, the id of the server's area) and enhances them: the login
 * link (`data-mvc-login`) opens the popup in place; the avatar is the popover's button (see
 * `MemberMenu`).
 */
import { useEffect, useLayoutEffect, useMemo } from '@wordpress/element';
import { dispatch, select, useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import {
	inWeChatBrowser,
	loginPopupStore,
	memberSessionStore,
	showToast,
} from '@mvc/runtime-core';

import { Toasts } from '../../components/Toasts';
import { WECHAT_NOTICE_ARG } from './constants';
import { LoginPopup } from './LoginPopup';
import { MemberMenu } from './MemberMenu';
import type { MemberAreaProps } from './types';
import { useLinkAsButton } from '../../components/ServerMarkup';

/**
 * Removes the WeChat notice argument from the address bar (a reload must not show it again).
 */
function removeNoticeArg(): void {
	const url = new URL( window.location.href );
	if ( ! url.searchParams.has( WECHAT_NOTICE_ARG ) ) {
		return;
	}
	url.searchParams.delete( WECHAT_NOTICE_ARG );
	window.history.replaceState( window.history.state, '', url.toString() );
}

export function MemberArea( {
	loggedIn,
	member,
	open,
	registration,
	notice,
	choices,
	links,
	root,
	wokenBy,
}: MemberAreaProps ) {
	const { open: openPopup } = useDispatch( loginPopupStore );
	const isMember = loggedIn && member !== null;
	const area = useMemo( () => document.getElementById( root ), [ root ] );
	const login = useMemo(
		() =>
			isMember
				? null
				: ( area?.querySelector< HTMLElement >( '[data-mvc-login]' ) ??
					null ),
		[ area, isMember ]
	);
	useLinkAsButton( login, () => openPopup( 'login' ) );
	useLayoutEffect( () => {
		login?.setAttribute( 'aria-haspopup', 'dialog' );
		return () => login?.removeAttribute( 'aria-haspopup' );
	}, [ login ] );

	// The header's counters seed the session store, unless another island loaded fresher ones; a
	// counter the server could not read is left out (the store's own, no badge, until one is read).
	useLayoutEffect( () => {
		if ( ! isMember || ! member ) {
			return;
		}
		const session = dispatch( memberSessionStore );
		session.setLoggedIn( true );
		if ( select( memberSessionStore ).getStatus() === 'idle' ) {
			const counters = [
				'mentionMessageCount',
				'systemMessageCount',
			] as const;
			for ( const counter of counters ) {
				const value = member[ counter ];
				if ( value !== undefined ) {
					session.setCounter( counter, value );
				}
			}
		}
		// Once, from the server's props.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	// What the page asks for on arrival: a notice, a popup, or the click that woke the island.
	useEffect( () => {
		if ( notice ) {
			removeNoticeArg();
		}
		if ( isMember ) {
			if ( notice === 'wechat-ok' ) {
				showToast( { message: __( 'Login successful', 'mvc' ) } );
			} else if ( notice === 'wechat-linked' ) {
				showToast( { message: __( 'WeChat linked', 'mvc' ) } );
			} else if ( notice === 'wechat-taken' ) {
				showToast( {
					message: __(
						'This WeChat account is linked to another account, or yours already has one: nothing was linked.',
						'mvc'
					),
					kind: 'notification',
				} );
			}
			return;
		}
		if ( notice === 'wechat-failed' ) {
			showToast( {
				message: __( 'WeChat login failed. Please try again.', 'mvc' ),
				kind: 'notification',
			} );
			openPopup( 'login', 'wechat' );
		} else if ( open ) {
			openPopup( open );
		} else if ( wokenBy === 'click' ) {
			openPopup( 'login' );
		}
		// Once, on mount.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	return (
		<>
			{ isMember && member ? (
				<MemberMenu
					area={ area }
					member={ member }
					links={ links }
					initialOpen={ wokenBy === 'click' }
				/>
			) : (
				choices && (
					<LoginPopup
						links={ links }
						registration={ registration }
						choices={ choices }
						inWeChat={ inWeChatBrowser() }
					/>
				)
			) }
			<Toasts />
		</>
	);
}
