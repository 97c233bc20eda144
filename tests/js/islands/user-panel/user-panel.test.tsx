/**
 * The user panel of /profile (members spec, "Profile page user panel", sections 4, 5 and 8): the
 * facts the member sees, the digest switch, the profile dialog, the e-mail change with its
 * last-login check and its error codes, the avatar's crop and upload, reset password and logout.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatch, select } from '@wordpress/data';
import {
	loginPopupStore,
	memberSessionStore,
	toastStore,
} from '@mvc/runtime-core';

import { Toasts } from '../../../../src/components/Toasts';
import { navigation } from '../../../../src/member/navigation';
import { UserPanel } from '../../../../src/islands/user-panel/UserPanel';
import type { UserPanelProps } from '../../../../src/islands/user-panel/types';
import { fail, fakeApi, ok } from '../../helpers/fake-api';
import type { FakeAnswer, FakeApi } from '../../helpers/fake-api';
import { CHOICES, LINKS, resetStores } from '../../helpers/member-area';
import { drawServerPanel } from '../../helpers/user-panel';

// The cropper needs a real layout: it reports a square of the image at once here.
jest.mock( 'react-easy-crop', () => ( {
	__esModule: true,
	default: function MockCropper( {
		onCropComplete,
	}: {
		onCropComplete: ( area: object, pixels: object ) => void;
	} ) {
		const { useEffect } = require( 'react' );
		useEffect( () => {
			const square = { x: 10, y: 20, width: 300, height: 300 };
			onCropComplete( square, square );
		}, [] ); // eslint-disable-line react-hooks/exhaustive-deps
		return <div data-testid="cropper" />;
	},
} ) );

// jsdom has no canvas: the crop gives a fixed JPEG.
jest.mock( '../../../../src/islands/user-panel/crop', () => ( {
	cropToBlob: async () => new Blob( [ 'jpeg' ], { type: 'image/jpeg' } ),
} ) );

const USERINFO = '/api/member/userinfo';
const DIGEST = '/api/member/emailsubscribe';
const AVATAR = '/api/member/avatar';
const LAST_LOGIN = '/api/member/last-login-exceeded';
const SEND_CODE = '/api/member/reset-email/email';
const RESET_EMAIL = '/api/member/reset-email';

let api: FakeApi;

function props( profile: Partial< UserPanelProps[ 'profile' ] > = {} ) {
	return {
		profile: {
			display_name: '李薇',
			avatar: '',
			institution: '清华大学',
			title: 'phd_student',
			research_area: '',
			email: 'liwei@example.com',
			subscribed: false,
			...profile,
		},
		choices: CHOICES!,
		links: LINKS,
		wechat: false,
	};
}

/**
 * The server's panel, with the island mounted on it as the loader does.
 *
 * @param profile The profile's fields besides the defaults.
 */
function renderPanel( profile: Partial< UserPanelProps[ 'profile' ] > = {} ) {
	const panel = props( profile );
	render(
		<>
			<UserPanel { ...panel } />
			<Toasts />
		</>,
		{ container: drawServerPanel( panel ) }
	);
}

beforeEach( () => {
	api = fakeApi();
	act( () => {
		dispatch( memberSessionStore ).setLoggedIn( true );
	} );
	URL.createObjectURL = jest.fn( () => 'blob:chosen' );
	URL.revokeObjectURL = jest.fn();
} );

afterEach( () => {
	resetStores();
	jest.restoreAllMocks();
	document.body.innerHTML = '';
} );

it( 'shows the profile as facts, the first character for a missing avatar, and contact us in a new tab', () => {
	renderPanel();

	expect( screen.getByRole( 'heading', { name: '李薇' } ) ).toBeVisible();
	expect( screen.getByText( '李' ) ).toBeVisible();
	const fact = ( label: string ) =>
		screen.getByText( label, { selector: 'dt' } ).nextElementSibling;
	expect( fact( 'Occupation' ) ).toHaveTextContent( 'PhD student' );
	expect( fact( 'Institution' ) ).toHaveTextContent( '清华大学' );
	expect( fact( 'Research area' ) ).toHaveTextContent( 'Not filled in' );
	expect( fact( 'E-mail' ) ).toHaveTextContent( 'liwei@example.com' );
	const contact = screen.getByRole( 'link', { name: 'Contact us' } );
	expect( contact ).toHaveAttribute( 'href', LINKS.contact );
	expect( contact ).toHaveAttribute( 'target', '_blank' );
} );

it( 'works the server’s panel and draws none of its own', () => {
	renderPanel();

	expect( screen.getAllByRole( 'heading', { name: '李薇' } ) ).toHaveLength(
		1
	);
	expect( screen.getAllByRole( 'switch' ) ).toHaveLength( 1 );
	expect( screen.getAllByRole( 'button', { name: 'Log out' } ) ).toHaveLength(
		1
	);
} );

it( 'turns the digest on and off with PUT emailsubscribe, disabled while the call runs', async () => {
	let answer: ( value: FakeAnswer ) => void = () => {};
	api.on(
		'POST',
		DIGEST,
		() => new Promise( ( resolve ) => ( answer = resolve ) )
	);
	renderPanel();
	const digest = screen.getByRole( 'switch' );
	expect( digest ).toHaveAttribute( 'aria-checked', 'false' );
	expect( digest ).toHaveTextContent( 'E-mail subscription' );
	expect( digest ).toHaveAccessibleDescription(
		'A digest of new articles in your subscribed tags is sent every two weeks.'
	);

	await userEvent.click( digest );
	expect( digest ).toBeDisabled();
	await act( async () => answer( ok( { subscribed: true } ) ) );

	await waitFor( () => expect( digest ).toBeEnabled() );
	expect( digest ).toHaveAttribute( 'aria-checked', 'true' );
	expect( digest ).toHaveTextContent( 'Subscribed' );
	expect( api.calls[ 0 ].body ).toEqual( { flag: true } );
	expect( select( memberSessionStore ).getProfile().subscribed ).toBe( true );
} );

it( 'says why the digest cannot be turned on without a verified address', async () => {
	api.on(
		'POST',
		DIGEST,
		fail(
			403,
			'请先在个人中心添加并验证邮箱，再订阅邮件推送。',
			{ field: 'flag', reason: 'email_unverified' },
			403
		)
	);
	renderPanel();

	await userEvent.click( screen.getByRole( 'switch' ) );

	expect(
		await screen.findByText(
			'请先在个人中心添加并验证邮箱，再订阅邮件推送。'
		)
	).toBeInTheDocument();
	expect( screen.getByRole( 'switch' ) ).toHaveAttribute(
		'aria-checked',
		'false'
	);
} );

describe( 'edit profile', () => {
	it( 'saves the four fields with PUT userinfo, shows them and says so', async () => {
		let answer: ( value: FakeAnswer ) => void = () => {};
		api.on(
			'POST',
			USERINFO,
			() => new Promise( ( resolve ) => ( answer = resolve ) )
		);
		const user = userEvent.setup();
		renderPanel();
		await user.click(
			screen.getByRole( 'button', { name: 'Edit profile' } )
		);
		const dialog = screen.getByRole( 'dialog', { name: 'Edit profile' } );
		const name = within( dialog ).getByLabelText( 'Display name' );
		await user.clear( name );
		await user.type( name, '李薇薇' );
		await user.click(
			within( dialog ).getByRole( 'combobox', {
				name: 'Research area (optional)',
			} )
		);
		await user.click(
			within( dialog ).getByRole( 'option', { name: 'Chemistry' } )
		);

		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Save' } )
		);
		expect(
			within( dialog ).getByRole( 'button', { name: 'Save' } )
		).toBeDisabled();
		expect( api.calls[ 0 ].body ).toEqual( {
			display_name: '李薇薇',
			title: 'phd_student',
			institution: '清华大学',
			research_area: 'chemistry',
		} );
		await act( async () =>
			answer(
				ok( {
					display_name: '李薇薇',
					title: 'phd_student',
					institution: '清华大学',
					research_area: 'chemistry',
				} )
			)
		);

		expect( await screen.findByText( 'Saved successfully' ) ).toBeVisible();
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', { name: '李薇薇' } )
		).toBeVisible();
		expect(
			screen.getByText( 'Research area', { selector: 'dt' } )
				.nextElementSibling
		).toHaveTextContent( 'Chemistry' );
		expect( select( memberSessionStore ).getProfile().display_name ).toBe(
			'李薇薇'
		);
	} );

	it( 'needs a name and an occupation before any call, and puts a refusal under its field', async () => {
		api.on(
			'POST',
			USERINFO,
			fail( 400, '机构名称过长。', { field: 'institution' } )
		);
		const user = userEvent.setup();
		renderPanel( { title: '' } );
		await user.click(
			screen.getByRole( 'button', { name: 'Edit profile' } )
		);
		const dialog = screen.getByRole( 'dialog' );
		await user.clear( within( dialog ).getByLabelText( 'Display name' ) );

		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Save' } )
		);

		expect(
			within( dialog ).getByText( 'Please select your occupation.' )
		).toBeVisible();
		expect(
			within( dialog ).getByText( /Please enter a name of 1 to 20/ )
		).toBeVisible();
		expect( api.calls ).toHaveLength( 0 );

		await user.type(
			within( dialog ).getByLabelText( 'Display name' ),
			'李'
		);
		await user.click(
			within( dialog ).getByRole( 'combobox', { name: 'Occupation' } )
		);
		await user.click(
			within( dialog ).getByRole( 'option', { name: 'Undergraduate' } )
		);
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Save' } )
		);

		expect(
			await within( dialog ).findByText( '机构名称过长。' )
		).toBeVisible();
		expect(
			within( dialog ).getByLabelText( 'Institution (optional)' )
		).toHaveAttribute( 'aria-invalid', 'true' );
	} );
} );

describe( 'change e-mail', () => {
	it( 'asks for a new login when the last one is too old', async () => {
		api.on( 'GET', LAST_LOGIN, ok( { exceeded: true } ) );
		renderPanel();

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Change e-mail' } )
		);

		expect(
			await screen.findByText(
				'Changing your e-mail address requires logging in again.'
			)
		).toBeInTheDocument();
		expect( select( loginPopupStore ).isOpen() ).toBe( true );
		expect( select( loginPopupStore ).getType() ).toBe( 'login' );
		expect(
			screen.queryByRole( 'dialog', { name: 'Change e-mail' } )
		).not.toBeInTheDocument();
	} );

	it( 'checks the address and the 4-digit code, puts 5001 and 5012 under the code and 5006 and 5009 under the address, and reloads after success', async () => {
		const reload = jest
			.spyOn( navigation, 'reload' )
			.mockImplementation( () => {} );
		api.on( 'GET', LAST_LOGIN, ok( { exceeded: false } ) );
		const user = userEvent.setup();
		renderPanel();
		await user.click(
			screen.getByRole( 'button', { name: 'Change e-mail' } )
		);
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Change e-mail',
		} );
		const address = within( dialog ).getByLabelText( 'New e-mail' );
		const code = within( dialog ).getByLabelText( 'Verification code' );
		const confirm = within( dialog ).getByRole( 'button', {
			name: 'Confirm',
		} );

		await user.type( address, 'not-an-address' );
		await user.type( code, '123' );
		await user.click( confirm );
		expect(
			within( dialog ).getByText(
				'Please enter a correct e-mail address.'
			)
		).toBeVisible();
		expect(
			within( dialog ).getByText(
				'Please enter the 4-digit verification code.'
			)
		).toBeVisible();

		// The code is mailed to the new address.
		await user.clear( address );
		await user.type( address, 'new@example.com' );
		api.on( 'POST', SEND_CODE, ok( null ) );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Send code' } )
		);
		await waitFor( () =>
			expect( api.callsTo( 'POST', SEND_CODE )[ 0 ]?.body ).toEqual( {
				email: 'new@example.com',
			} )
		);
		await user.type( code, '4' );

		const cases: Array< [ number, string, string ] > = [
			[ 5001, '验证码错误', 'Verification code' ],
			[ 5012, '验证码已过期，请重新发送', 'Verification code' ],
			[ 5006, '该邮箱已注册', 'New e-mail' ],
			[ 5009, '新邮箱不能与原邮箱相同', 'New e-mail' ],
		];
		for ( const [ catalogue, message, field ] of cases ) {
			api.on( 'POST', RESET_EMAIL, fail( catalogue, message ) );
			await user.click( confirm );
			const input = within( dialog ).getByLabelText( field );
			await waitFor( () =>
				expect( input ).toHaveAccessibleDescription( message )
			);
		}

		api.on( 'POST', RESET_EMAIL, ok( { email: 'new@example.com' } ) );
		await user.click( confirm );

		expect(
			await screen.findByText( 'Your e-mail address has been changed.' )
		).toBeInTheDocument();
		expect( api.callsTo( 'POST', RESET_EMAIL ).at( -1 )?.body ).toEqual( {
			newEmail: 'new@example.com',
			verificationCode: '1234',
		} );
		await waitFor( () => expect( reload ).toHaveBeenCalled() );
	} );
} );

describe( 'avatar', () => {
	async function chooseFile( file: File ) {
		const user = userEvent.setup( { applyAccept: false } );
		await user.upload(
			screen.getByLabelText( 'Choose an image for your avatar' ),
			file
		);
		return user;
	}

	it( 'crops the chosen image and uploads the square as the file field, disabled while it uploads', async () => {
		let answer: ( value: FakeAnswer ) => void = () => {};
		api.on(
			'POST',
			AVATAR,
			() => new Promise( ( resolve ) => ( answer = resolve ) )
		);
		renderPanel();

		const user = await chooseFile(
			new File( [ 'png' ], 'me.png', { type: 'image/png' } )
		);
		const dialog = screen.getByRole( 'dialog', { name: 'Change avatar' } );
		expect( within( dialog ).getByTestId( 'cropper' ) ).toBeVisible();
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Upload' } )
		);

		const uploading = within( dialog ).getByRole( 'button', {
			name: 'Uploading…',
		} );
		expect( uploading ).toBeDisabled();
		const init = ( globalThis.fetch as jest.Mock ).mock.calls[ 0 ][ 1 ];
		expect( init.body ).toBeInstanceOf( FormData );
		expect( ( init.body as FormData ).get( 'file' ) ).toBeInstanceOf(
			Blob
		);
		expect( api.calls[ 0 ] ).toMatchObject( {
			method: 'POST',
			path: AVATAR,
		} );

		await act( async () =>
			answer( ok( { avatar: 'https://site.test/avatar-new.jpg' } ) )
		);

		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
		expect(
			document.querySelector( '.mvc-user-panel__image' )
		).toHaveAttribute( 'src', 'https://site.test/avatar-new.jpg' );
		expect( screen.getByText( 'Avatar updated' ) ).toBeInTheDocument();
		expect( select( memberSessionStore ).getProfile().avatar ).toBe(
			'https://site.test/avatar-new.jpg'
		);
	} );

	it( 'shows a refused upload in the dialog and lets the member try again', async () => {
		api.on(
			'POST',
			AVATAR,
			fail( 413, '图片不能超过 2 MB。', { field: 'file' }, 413 )
		);
		renderPanel();
		const user = await chooseFile(
			new File( [ 'jpeg' ], 'me.jpg', { type: 'image/jpeg' } )
		);
		const dialog = screen.getByRole( 'dialog', { name: 'Change avatar' } );

		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Upload' } )
		);

		expect(
			await within( dialog ).findByRole( 'alert' )
		).toHaveTextContent( '图片不能超过 2 MB。' );
		expect(
			within( dialog ).getByRole( 'button', { name: 'Upload' } )
		).toBeEnabled();
	} );

	it( 'refuses a file of another type without calling the server', async () => {
		renderPanel();
		await chooseFile(
			new File( [ 'gif' ], 'me.gif', { type: 'image/gif' } )
		);
		const dialog = screen.getByRole( 'dialog', { name: 'Change avatar' } );

		expect( within( dialog ).getByRole( 'alert' ) ).toHaveTextContent(
			'Please choose a JPEG, PNG or WebP image.'
		);
		expect(
			within( dialog ).getByRole( 'button', { name: 'Upload' } )
		).toBeDisabled();
		expect( api.calls ).toHaveLength( 0 );
	} );
} );

it( 'opens the password-reset popup', async () => {
	renderPanel();

	await userEvent.click(
		screen.getByRole( 'button', { name: 'Reset password' } )
	);

	expect( select( loginPopupStore ).getType() ).toBe( 'reset' );
	expect(
		await screen.findByRole( 'dialog', { name: 'Reset password' } )
	).toBeVisible();
} );

it( 'logs out, says so and goes home', async () => {
	api.on( 'POST', '/api/member/logout', ok( null ) );
	const assign = jest
		.spyOn( navigation, 'assign' )
		.mockImplementation( () => {} );
	renderPanel();

	await userEvent.click( screen.getByRole( 'button', { name: 'Log out' } ) );

	expect( await screen.findByText( 'Logged out' ) ).toBeInTheDocument();
	expect( select( memberSessionStore ).isLoggedIn() ).toBe( false );
	await waitFor( () => expect( assign ).toHaveBeenCalledWith( LINKS.home ) );
	expect( select( toastStore ).getToasts() ).toHaveLength( 1 );
} );
