/**
 * The password reset a member opens from 个人中心 (the user panel's 重置密码): their address is
 * filled in, there is no 返回登录 (they are logged in), and after 密码修改成功 (the server ended
 * every session of the member) the popup says so and shows the e-mail login with their address,
 * not the WeChat QR code with a bare 请先登录. Closing it then goes home, as a logout does.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import apiFetch from '@wordpress/api-fetch';
import { dispatch, select } from '@wordpress/data';
import {
	loginPopupStore,
	memberSessionStore,
	toastStore,
} from '@mvc/runtime-core';

import { Toasts } from '../../../../src/components/Toasts';
import { navigation } from '../../../../src/member/navigation';
import { UserPanel } from '../../../../src/islands/user-panel/UserPanel';
import { fakeApi, ok } from '../../helpers/fake-api';
import type { FakeApi } from '../../helpers/fake-api';
import { CHOICES, LINKS, resetStores } from '../../helpers/member-area';
import { drawServerPanel } from '../../helpers/user-panel';

const EMAIL = 'liwei@example.com';

let api: FakeApi;
let reload: jest.SpyInstance;
let assign: jest.SpyInstance;

beforeEach( () => {
	api = fakeApi();
	api.on( 'GET', '/api/member/reset-password/verify-email', ok( null ) );
	api.on( 'POST', '/api/member/reset-password', ok( null ) );
	reload = jest.spyOn( navigation, 'reload' ).mockImplementation( () => {} );
	assign = jest.spyOn( navigation, 'assign' ).mockImplementation( () => {} );
	// The login mode a visitor chose last: WeChat (the default).
	window.localStorage.removeItem( 'mvc-login-mode' );
	act( () => {
		dispatch( memberSessionStore ).setLoggedIn( true );
	} );
} );

afterEach( () => {
	apiFetch.nonceMiddleware = undefined;
	resetStores();
	jest.restoreAllMocks();
	document.body.innerHTML = '';
} );

async function openFromPanel() {
	const user = userEvent.setup();
	const props = {
		profile: {
			display_name: '李薇',
			avatar: '',
			institution: '清华大学',
			title: 'phd_student',
			research_area: '',
			email: EMAIL,
			subscribed: false,
		},
		choices: CHOICES!,
		links: LINKS,
		wechat: false,
	};
	// The server's panel, with the island on it.
	render(
		<>
			<UserPanel { ...props } />
			<Toasts />
		</>,
		{ container: drawServerPanel( props ) }
	);
	await user.click(
		screen.getByRole( 'button', { name: 'Reset password' } )
	);
	const dialog = await screen.findByRole( 'dialog', {
		name: 'Reset password',
	} );
	return { user, dialog };
}

async function changePassword( user: ReturnType< typeof userEvent.setup > ) {
	await user.type( screen.getByLabelText( 'Verification code' ), '123456' );
	await user.click( screen.getByRole( 'button', { name: 'Next' } ) );
	await user.type(
		await screen.findByLabelText( 'New password' ),
		'newpassword'
	);
	await user.type(
		screen.getByLabelText( 'Confirm new password' ),
		'newpassword'
	);
	await user.click(
		screen.getByRole( 'button', { name: 'Change password' } )
	);
}

it( 'fills in the member’s address and offers no way back to a login', async () => {
	const { dialog } = await openFromPanel();

	expect( within( dialog ).getByLabelText( 'E-mail' ) ).toHaveValue( EMAIL );
	expect(
		within( dialog ).queryByRole( 'button', { name: 'Back to login' } )
	).not.toBeInTheDocument();
} );

it( 'after the change, asks to log in again with the new password in the e-mail login', async () => {
	const { user } = await openFromPanel();
	await changePassword( user );

	expect(
		await screen.findByText( 'Password changed successfully' )
	).toBeInTheDocument();
	expect(
		api.callsTo( 'POST', '/api/member/reset-password' )[ 0 ].body
	).toMatchObject( { email: EMAIL, password: 'newpassword' } );

	const login = await screen.findByRole( 'dialog', {
		name: 'Log in with e-mail',
	} );
	expect( within( login ).getByRole( 'status' ) ).toHaveTextContent(
		'Your password has been changed and you have been logged out on all devices. Please log in with your e-mail address and new password.'
	);
	expect( within( login ).queryByText( 'Please log in first.' ) ).toBeNull();
	expect( within( login ).getByLabelText( 'E-mail' ) ).toHaveValue( EMAIL );
	expect( within( login ).getByLabelText( 'Password' ) ).toHaveValue( '' );
	expect( select( memberSessionStore ).isLoggedIn() ).toBe( false );
	// Not the visitor's reload onto 请先登录 and the WeChat QR code.
	await new Promise( ( resolve ) => setTimeout( resolve, 400 ) );
	expect( reload ).not.toHaveBeenCalled();
	expect( select( toastStore ).getToasts() ).toHaveLength( 1 );
} );

it( 'sends the nonce the reset answered from then on, not the ended session’s', async () => {
	const middleware = apiFetch.createNonceMiddleware( 'member-nonce' );
	apiFetch.nonceMiddleware = middleware;
	api.on(
		'POST',
		'/api/member/reset-password',
		ok( { nonce: 'visitor-nonce' } )
	);
	const { user } = await openFromPanel();
	await changePassword( user );

	await screen.findByRole( 'dialog', { name: 'Log in with e-mail' } );
	expect( middleware.nonce ).toBe( 'visitor-nonce' );
} );

it( 'logs in again with the new password, then reloads the page', async () => {
	api.on( 'POST', '/api/member/login-via-email', ok( { nonce: 'n' } ) );
	api.on( 'GET', '/api/member/nonce', ok( { nonce: 'n' } ) );
	const { user } = await openFromPanel();
	await changePassword( user );
	const login = await screen.findByRole( 'dialog', {
		name: 'Log in with e-mail',
	} );

	await user.type(
		within( login ).getByLabelText( 'Password' ),
		'newpassword'
	);
	await user.click(
		within( login ).getByRole( 'button', { name: 'Log in' } )
	);

	expect(
		api.callsTo( 'POST', '/api/member/login-via-email' )[ 0 ].body
	).toMatchObject( { email: EMAIL, password: 'newpassword' } );
	await waitFor( () => expect( reload ).toHaveBeenCalledTimes( 1 ) );
} );

it( 'goes home when the member closes the login instead', async () => {
	const { user } = await openFromPanel();
	await changePassword( user );
	const login = await screen.findByRole( 'dialog', {
		name: 'Log in with e-mail',
	} );

	await user.click(
		within( login ).getByRole( 'button', { name: 'Cancel login' } )
	);

	expect( assign ).toHaveBeenCalledWith( LINKS.home );
	expect( select( loginPopupStore ).isOpen() ).toBe( false );
} );
