/**
 * The password-reset popup: step 1 (e-mail and code), step 2 (new password), a wrong code at the
 * end returning to step 1, success, and where focus goes.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatch } from '@wordpress/data';

import { loginPopupStore } from '../../../../src/runtime';
import { navigation } from '../../../../src/member/navigation';
import { fakeApi, fail, ok } from '../../helpers/fake-api';
import type { FakeApi } from '../../helpers/fake-api';
import {
	mountMemberArea,
	resetStores,
	visitorProps,
} from '../../helpers/member-area';

let api: FakeApi;
let reload: jest.SpyInstance;

beforeEach( () => {
	api = fakeApi();
	api.on( 'GET', '/api/member/reset-password/verify-email', ok( null ) );
	reload = jest.spyOn( navigation, 'reload' ).mockImplementation( () => {} );
} );

afterEach( () => {
	resetStores();
	jest.restoreAllMocks();
} );

async function openReset() {
	const user = userEvent.setup();
	await mountMemberArea( visitorProps() );
	act( () => {
		dispatch( loginPopupStore ).open( 'reset' );
	} );
	expect(
		screen.getByRole( 'dialog', { name: 'Reset password' } )
	).toBeInTheDocument();
	return user;
}

async function passStep1( user: ReturnType< typeof userEvent.setup > ) {
	await user.type( screen.getByLabelText( 'E-mail' ), 'm@example.com' );
	await user.type( screen.getByLabelText( 'Verification code' ), '123456' );
	await user.click( screen.getByRole( 'button', { name: 'Next' } ) );
	await screen.findByLabelText( 'New password' );
}

it( 'checks the e-mail and the code, then asks the server', async () => {
	const user = await openReset();
	await user.click( screen.getByRole( 'button', { name: 'Next' } ) );
	expect( screen.getByLabelText( 'E-mail' ) ).toHaveAccessibleDescription(
		'Please enter your e-mail address.'
	);
	expect( screen.getByLabelText( 'E-mail' ) ).toHaveFocus();
	expect(
		screen.getByLabelText( 'Verification code' )
	).toHaveAccessibleDescription(
		'Please enter the 6-digit verification code.'
	);

	await passStep1( user );

	const [ call ] = api.callsTo(
		'GET',
		'/api/member/reset-password/verify-email'
	);
	expect( call.query.get( 'email' ) ).toBe( 'm@example.com' );
	expect( call.query.get( 'verificationCode' ) ).toBe( '123456' );
	expect(
		screen.getByRole( 'progressbar', { name: 'Password reset progress' } )
	).toHaveAttribute( 'aria-valuenow', '2' );
	expect( screen.getByLabelText( 'New password' ) ).toHaveFocus();

	await user.click( screen.getByRole( 'button', { name: 'Back' } ) );
	expect( screen.getByLabelText( 'E-mail' ) ).toHaveFocus();
} );

it( 'sends the code to the reset route', async () => {
	api.on( 'POST', '/api/member/reset-password/email', ok() );
	const user = await openReset();
	await user.type( screen.getByLabelText( 'E-mail' ), 'm@example.com' );
	await user.click( screen.getByRole( 'button', { name: 'Send code' } ) );
	expect(
		await screen.findByRole( 'button', { name: 'Resend in 60 s' } )
	).toBeDisabled();
	expect(
		api.callsTo( 'POST', '/api/member/reset-password/email' )[ 0 ].body
	).toEqual( { email: 'm@example.com' } );
} );

it( 'returns to step 1 with the error under the code on 5001', async () => {
	api.on(
		'POST',
		'/api/member/reset-password',
		fail( 5001, '验证码错误。' )
	);
	const user = await openReset();
	await passStep1( user );
	await user.type( screen.getByLabelText( 'New password' ), 'newpassword' );
	await user.type(
		screen.getByLabelText( 'Confirm new password' ),
		'newpassword'
	);
	await user.click(
		screen.getByRole( 'button', { name: 'Change password' } )
	);

	await waitFor( () =>
		expect(
			screen.getByLabelText( 'Verification code' )
		).toHaveAccessibleDescription( '验证码错误。' )
	);
	expect( screen.getByLabelText( 'Verification code' ) ).toHaveFocus();
	expect( screen.getByLabelText( 'E-mail' ) ).toHaveValue( 'm@example.com' );
	expect( reload ).not.toHaveBeenCalled();
} );

it( 'changes the password, says so and reloads 300 ms later', async () => {
	api.on( 'POST', '/api/member/reset-password', ok( null ) );
	const user = await openReset();
	await passStep1( user );
	await user.click(
		screen.getByRole( 'button', { name: 'Change password' } )
	);
	expect(
		screen.getByLabelText( 'New password' )
	).toHaveAccessibleDescription( 'Please enter your password.' );

	await user.type( screen.getByLabelText( 'New password' ), 'newpassword' );
	await user.type( screen.getByLabelText( 'Confirm new password' ), 'other' );
	await user.click(
		screen.getByRole( 'button', { name: 'Change password' } )
	);
	expect(
		screen.getByLabelText( 'Confirm new password' )
	).toHaveAccessibleDescription( 'The two passwords entered do not match.' );
	expect( screen.getByLabelText( 'Confirm new password' ) ).toHaveFocus();

	await user.clear( screen.getByLabelText( 'Confirm new password' ) );
	await user.type(
		screen.getByLabelText( 'Confirm new password' ),
		'newpassword'
	);
	await user.click(
		screen.getByRole( 'button', { name: 'Change password' } )
	);

	expect(
		await screen.findByText( 'Password changed successfully' )
	).toBeInTheDocument();
	expect(
		api.callsTo( 'POST', '/api/member/reset-password' )[ 0 ].body
	).toEqual( {
		email: 'm@example.com',
		verificationCode: '123456',
		password: 'newpassword',
		confirmPassword: 'newpassword',
	} );
	await waitFor( () => expect( reload ).toHaveBeenCalledTimes( 1 ) );
} );

describe( 'an unregistered address (5008)', () => {
	const SERVER_MESSAGE = '该邮箱未注册，请扫描微信二维码注册。';

	async function sendCodeTo5008() {
		api.on(
			'POST',
			'/api/member/reset-password/email',
			fail( 5008, SERVER_MESSAGE, { field: 'email' } )
		);
		const user = await openReset();
		await user.type( screen.getByLabelText( 'E-mail' ), 'x@example.com' );
		await user.click( screen.getByRole( 'button', { name: 'Send code' } ) );
		await waitFor( () =>
			expect(
				screen.getByLabelText( 'E-mail' )
			).toHaveAccessibleDescription()
		);
	}

	it( 'is told to scan the QR code in an ordinary browser', async () => {
		await sendCodeTo5008();
		expect( screen.getByLabelText( 'E-mail' ) ).toHaveAccessibleDescription(
			SERVER_MESSAGE
		);
	} );

	it( 'is told to log in with WeChat, not to scan, inside WeChat', async () => {
		jest.spyOn( window.navigator, 'userAgent', 'get' ).mockReturnValue(
			'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47'
		);
		await sendCodeTo5008();
		expect( screen.getByLabelText( 'E-mail' ) ).toHaveAccessibleDescription(
			'This e-mail address is not registered. Go back to the login and log in with WeChat to register.'
		);
	} );

	it( 'is told the same when the code check answers 5008 inside WeChat', async () => {
		jest.spyOn( window.navigator, 'userAgent', 'get' ).mockReturnValue(
			'Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.47'
		);
		api.on(
			'GET',
			'/api/member/reset-password/verify-email',
			fail( 5008, SERVER_MESSAGE )
		);
		const user = await openReset();
		await user.type( screen.getByLabelText( 'E-mail' ), 'x@example.com' );
		await user.type(
			screen.getByLabelText( 'Verification code' ),
			'123456'
		);
		await user.click( screen.getByRole( 'button', { name: 'Next' } ) );

		await waitFor( () =>
			expect(
				screen.getByLabelText( 'E-mail' )
			).toHaveAccessibleDescription(
				'This e-mail address is not registered. Go back to the login and log in with WeChat to register.'
			)
		);
	} );
} );
