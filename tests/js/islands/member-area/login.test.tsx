/**
 * The member-area island for a visitor: the login button, the login popup (WeChat and e-mail
 * modes), opening it from another island, the WeChat notice, and closing a registration.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatch, select } from '@wordpress/data';

import {
	loginPopupStore,
	openLoginPopup,
	WAKE_EVENT,
} from '../../../../src/runtime';
import { navigation } from '../../../../src/member/navigation';
import { fakeApi, fail, ok } from '../../helpers/fake-api';
import type { FakeApi } from '../../helpers/fake-api';
import {
	mountMemberArea,
	resetStores,
	visitorProps,
} from '../../helpers/member-area';

const QR_URL = 'https://open.weixin.qq.com/connect/qrconnect?appid=x';

let api: FakeApi;
let reload: jest.SpyInstance;

beforeEach( () => {
	api = fakeApi();
	api.on( 'GET', '/api/member/wechat/authorize', ( call ) =>
		ok( {
			url: `${ QR_URL }&remember=${ call.query.get( 'remember' ) }`,
		} )
	);
	reload = jest.spyOn( navigation, 'reload' ).mockImplementation( () => {} );
} );

afterEach( () => {
	resetStores();
	jest.restoreAllMocks();
	window.history.replaceState( null, '', '/' );
} );

function dialog(): HTMLElement {
	return screen.getByRole( 'dialog' );
}

async function openEmailMode() {
	const user = userEvent.setup();
	await mountMemberArea( visitorProps() );
	await user.click( screen.getByRole( 'button', { name: 'Log in' } ) );
	await user.click(
		screen.getByRole( 'button', { name: 'Switch to e-mail login' } )
	);
	return user;
}

it( 'enhances the server’s login link in place: a press opens the popup instead of the page', async () => {
	const area = await mountMemberArea( visitorProps() );
	const link = area.querySelector( 'a[data-mvc-login]' );

	expect( screen.getByRole( 'button', { name: 'Log in' } ) ).toBe( link );
	expect( link ).toHaveAttribute( 'aria-haspopup', 'dialog' );
	const press = new MouseEvent( 'click', {
		bubbles: true,
		cancelable: true,
	} );
	act( () => {
		link?.dispatchEvent( press );
	} );

	expect( press.defaultPrevented ).toBe( true );
	expect( select( loginPopupStore ).isOpen() ).toBe( true );
	await screen.findByTitle( 'WeChat login QR code' );
} );

describe( 'login popup, WeChat mode', () => {
	it( 'opens on the login button with the WeChat QR code', async () => {
		const user = userEvent.setup();
		await mountMemberArea( visitorProps() );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();

		await user.click( screen.getByRole( 'button', { name: 'Log in' } ) );

		const popup = screen.getByRole( 'dialog', {
			name: 'Scan with WeChat to log in or register',
		} );
		const frame = await within( popup ).findByTitle(
			'WeChat login QR code'
		);
		expect( frame ).toHaveAttribute( 'src', `${ QR_URL }&remember=0` );
		const [ call ] = api.callsTo( 'GET', '/api/member/wechat/authorize' );
		expect( call.query.get( 'client' ) ).toBe( 'qr' );
		expect( call.query.get( 'redirect_uri' ) ).toBe(
			window.location.href.split( '#' )[ 0 ]
		);
		expect(
			within( popup ).getByRole( 'link', { name: 'Terms of use' } )
		).toHaveAttribute( 'target', '_blank' );
	} );

	it( 'names the terms without links while the site has not set their pages', async () => {
		const user = userEvent.setup();
		await mountMemberArea( {
			...visitorProps(),
			links: { ...visitorProps().links, terms: '', privacy: '' },
		} );

		await user.click( screen.getByRole( 'button', { name: 'Log in' } ) );

		const popup = dialog();
		expect(
			within( popup ).getByText( /Terms of use/ )
		).toBeInTheDocument();
		expect(
			within( popup ).queryByRole( 'link', { name: 'Terms of use' } )
		).not.toBeInTheDocument();
		expect(
			within( popup ).queryByRole( 'link', { name: 'Privacy policy' } )
		).not.toBeInTheDocument();
	} );

	it( 'asks for a new QR code when "keep me logged in" changes', async () => {
		const user = userEvent.setup();
		await mountMemberArea( visitorProps() );
		await user.click( screen.getByRole( 'button', { name: 'Log in' } ) );
		await screen.findByTitle( 'WeChat login QR code' );

		await user.click(
			screen.getByRole( 'checkbox', { name: 'Keep me logged in' } )
		);

		await waitFor( () =>
			expect(
				screen.getByTitle( 'WeChat login QR code' )
			).toHaveAttribute( 'src', `${ QR_URL }&remember=1` )
		);
		expect(
			api.callsTo( 'GET', '/api/member/wechat/authorize' )
		).toHaveLength( 2 );
	} );

	it( 'shows the error and a retry button when the QR code fails', async () => {
		api.on(
			'GET',
			'/api/member/wechat/authorize',
			fail( 500, '服务器繁忙，请重试。', null, 500 )
		);
		const user = userEvent.setup();
		await mountMemberArea( visitorProps() );
		await user.click( screen.getByRole( 'button', { name: 'Log in' } ) );

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'服务器繁忙，请重试。'
		);
		api.on( 'GET', '/api/member/wechat/authorize', ok( { url: QR_URL } ) );
		await user.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		expect(
			await screen.findByTitle( 'WeChat login QR code' )
		).toHaveAttribute( 'src', QR_URL );
	} );

	it( 'offers a one-tap login inside WeChat', async () => {
		const assign = jest
			.spyOn( navigation, 'assign' )
			.mockImplementation( () => {} );
		const user = userEvent.setup();
		jest.spyOn( window.navigator, 'userAgent', 'get' ).mockReturnValue(
			'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47'
		);
		await mountMemberArea( visitorProps() );
		await user.click( screen.getByRole( 'button', { name: 'Log in' } ) );

		expect(
			screen.queryByTitle( 'WeChat login QR code' )
		).not.toBeInTheDocument();
		await user.click(
			screen.getByRole( 'button', { name: 'One-tap WeChat login' } )
		);

		await waitFor( () =>
			expect( assign ).toHaveBeenCalledWith( `${ QR_URL }&remember=0` )
		);
		const [ call ] = api.callsTo( 'GET', '/api/member/wechat/authorize' );
		expect( call.query.get( 'client' ) ).toBe( 'inapp' );
	} );

	it( 'cancel login closes the popup', async () => {
		const user = userEvent.setup();
		await mountMemberArea( visitorProps() );
		await user.click( screen.getByRole( 'button', { name: 'Log in' } ) );

		await user.click(
			screen.getByRole( 'button', { name: 'Cancel login' } )
		);

		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect(
			api.callsTo( 'GET', '/api/member/clean-registration' )
		).toHaveLength( 0 );
	} );
} );

describe( 'login popup, e-mail mode', () => {
	it( 'requires the e-mail and the password before submitting', async () => {
		const user = await openEmailMode();
		expect(
			screen.getByRole( 'dialog', { name: 'Log in with e-mail' } )
		).toBeInTheDocument();

		await user.click(
			within( dialog() ).getByRole( 'button', { name: 'Log in' } )
		);

		const email = screen.getByLabelText( 'E-mail' );
		expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( email ).toHaveFocus();
		expect( email ).toHaveAccessibleDescription(
			'Please enter your e-mail address.'
		);
		expect(
			screen.getByLabelText( 'Password' )
		).toHaveAccessibleDescription( 'Please enter your password.' );
		expect( api.callsTo( 'POST', '/api/member/login-via-email' ) ).toEqual(
			[]
		);

		await user.type( email, 'not-an-address' );
		expect( email ).not.toHaveAttribute( 'aria-invalid' );
		await user.click(
			within( dialog() ).getByRole( 'button', { name: 'Log in' } )
		);
		expect( email ).toHaveAccessibleDescription(
			'Please enter a correct e-mail address.'
		);
		expect( email ).toHaveFocus();

		await user.clear( email );
		await user.type( email, 'a@example.com' );
		await user.click(
			within( dialog() ).getByRole( 'button', { name: 'Log in' } )
		);
		expect( screen.getByLabelText( 'Password' ) ).toHaveFocus();
	} );

	it( 'logs in, says so and reloads the page 300 ms later', async () => {
		let release: () => void = () => {};
		api.on(
			'POST',
			'/api/member/login-via-email',
			() =>
				new Promise( ( resolve ) => {
					release = () => resolve( ok( { nonce: 'abc' } ) );
				} )
		);
		const user = await openEmailMode();
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Keep me logged in' } )
		);
		await user.type( screen.getByLabelText( 'E-mail' ), 'a@example.com' );
		await user.type( screen.getByLabelText( 'Password' ), 'secret' );

		await user.click(
			within( dialog() ).getByRole( 'button', { name: 'Log in' } )
		);
		expect(
			within( dialog() ).getByRole( 'button', { name: 'Log in' } )
		).toBeDisabled();
		expect(
			api.callsTo( 'POST', '/api/member/login-via-email' )[ 0 ].body
		).toEqual( {
			email: 'a@example.com',
			password: 'secret',
			remember: true,
		} );
		act( () => {
			release();
		} );

		expect(
			await screen.findByText( 'Login successful' )
		).toBeInTheDocument();
		expect( reload ).not.toHaveBeenCalled();
		await waitFor( () => expect( reload ).toHaveBeenCalledTimes( 1 ) );
	} );

	it.each( [ [ 5002, 'Password', 'Please enter the correct password.' ] ] )(
		'shows %s under the field',
		async ( code, label, message ) => {
			api.on(
				'POST',
				'/api/member/login-via-email',
				fail( code, '服务器消息' )
			);
			const user = await openEmailMode();
			await user.type(
				screen.getByLabelText( 'E-mail' ),
				'a@example.com'
			);
			await user.type( screen.getByLabelText( 'Password' ), 'secret12' );
			await user.click(
				within( dialog() ).getByRole( 'button', { name: 'Log in' } )
			);

			await waitFor( () =>
				expect(
					screen.getByLabelText( label )
				).toHaveAccessibleDescription( message )
			);
			expect( screen.getByLabelText( label ) ).toHaveFocus();
			expect(
				within( dialog() ).getByRole( 'button', { name: 'Log in' } )
			).toBeEnabled();
			expect( reload ).not.toHaveBeenCalled();
		}
	);

	it( 'says the e-mail or the password is wrong for the whole form on 5005', async () => {
		api.on(
			'POST',
			'/api/member/login-via-email',
			fail( 5005, '服务器消息', { field: 'email' } )
		);
		const user = await openEmailMode();
		await user.type( screen.getByLabelText( 'E-mail' ), 'a@example.com' );
		await user.type( screen.getByLabelText( 'Password' ), 'secret12' );
		await user.click(
			within( dialog() ).getByRole( 'button', { name: 'Log in' } )
		);

		expect(
			await within( dialog() ).findByRole( 'alert' )
		).toHaveTextContent( 'Wrong e-mail address or password.' );
		// Not under the address, which may well be right.
		expect(
			screen.getByLabelText( 'E-mail' )
		).not.toHaveAccessibleDescription(
			'Please enter the correct e-mail address.'
		);
		expect( screen.getByLabelText( 'E-mail' ) ).not.toHaveAttribute(
			'aria-invalid',
			'true'
		);

		await user.type( screen.getByLabelText( 'Password' ), '3' );
		expect(
			within( dialog() ).queryByRole( 'alert' )
		).not.toBeInTheDocument();
	} );

	it( 'shows any other failure as a toast with the server message', async () => {
		api.on(
			'POST',
			'/api/member/login-via-email',
			fail( 429, '尝试次数过多，请 15 分钟后再试。', null, 429 )
		);
		const user = await openEmailMode();
		await user.type( screen.getByLabelText( 'E-mail' ), 'a@example.com' );
		await user.type( screen.getByLabelText( 'Password' ), 'secret12' );
		await user.click(
			within( dialog() ).getByRole( 'button', { name: 'Log in' } )
		);

		expect( await screen.findByRole( 'status' ) ).toHaveTextContent(
			'尝试次数过多，请 15 分钟后再试。'
		);
	} );

	it( 'leads to the password reset and back', async () => {
		const user = await openEmailMode();
		await user.click(
			screen.getByRole( 'button', { name: 'Forgot password?' } )
		);
		expect(
			screen.getByRole( 'dialog', { name: 'Reset password' } )
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'E-mail' ) ).toHaveFocus();

		await user.click(
			screen.getByRole( 'button', { name: 'Back to login' } )
		);
		expect(
			screen.getByRole( 'dialog', { name: 'Log in with e-mail' } )
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'E-mail' ) ).toHaveFocus();
	} );

	it( 'moves focus to the new screen when the login mode changes', async () => {
		const user = await openEmailMode();
		expect( screen.getByLabelText( 'E-mail' ) ).toHaveFocus();

		await user.click(
			screen.getByRole( 'button', {
				name: 'Switch to WeChat QR code login',
			} )
		);

		// No field in the WeChat mode: the dialog's heading.
		expect(
			screen.getByRole( 'heading', {
				name: 'Scan with WeChat to log in or register',
			} )
		).toHaveFocus();
		await screen.findByTitle( 'WeChat login QR code' );

		// Shift+Tab from the heading stays in the dialog.
		await user.tab( { shift: true } );
		expect( dialog() ).toContainElement(
			dialog().ownerDocument.activeElement as HTMLElement
		);
	} );
} );

describe( 'opening the popup', () => {
	it( 'opens when another island calls openLoginPopup(), and wakes the island', async () => {
		await mountMemberArea( visitorProps() );
		const woken = jest.fn();
		document.addEventListener( WAKE_EVENT, woken );

		act( () => {
			openLoginPopup();
		} );

		expect(
			screen.getByRole( 'dialog', {
				name: 'Scan with WeChat to log in or register',
			} )
		).toBeInTheDocument();
		await screen.findByTitle( 'WeChat login QR code' );
		expect( woken ).toHaveBeenCalledTimes( 1 );
		expect( ( woken.mock.calls[ 0 ][ 0 ] as CustomEvent ).detail ).toEqual(
			{
				island: 'member-area',
			}
		);
		document.removeEventListener( WAKE_EVENT, woken );
	} );

	it( 'says 请先登录 when a visitor pressed something only members can do', async () => {
		await mountMemberArea( visitorProps() );

		act( () => {
			openLoginPopup( 'login', 'members-only' );
		} );

		expect( within( dialog() ).getByRole( 'status' ) ).toHaveTextContent(
			'Please log in first.'
		);
		await screen.findByTitle( 'WeChat login QR code' );

		// Opened by the reader, it has nothing to explain.
		act( () => {
			dispatch( loginPopupStore ).close();
			openLoginPopup();
		} );
		expect(
			within( dialog() ).queryByText( 'Please log in first.' )
		).not.toBeInTheDocument();
	} );

	it( 'names the other login mode beside its icon and remembers the choice', async () => {
		window.localStorage.clear();
		const user = userEvent.setup();
		await mountMemberArea( visitorProps() );
		await user.click( screen.getByRole( 'button', { name: 'Log in' } ) );

		const toEmail = screen.getByRole( 'button', {
			name: 'Switch to e-mail login',
		} );
		expect( toEmail ).toHaveTextContent( 'E-mail login' );
		await user.click( toEmail );

		expect( window.localStorage.getItem( 'mvc-login-mode' ) ).toBe(
			'email'
		);
		expect(
			screen.getByRole( 'button', {
				name: 'Switch to WeChat QR code login',
			} )
		).toHaveTextContent( 'QR code login' );
		window.localStorage.clear();
	} );

	it( 'names the WeChat mode a login, not a scan, inside WeChat', async () => {
		jest.spyOn( window.navigator, 'userAgent', 'get' ).mockReturnValue(
			'Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.47'
		);
		await mountMemberArea( visitorProps() );
		act( () => {
			dispatch( loginPopupStore ).open( 'login', 'email' );
		} );

		expect(
			screen.getByRole( 'button', { name: 'Switch to WeChat login' } )
		).toHaveTextContent( 'WeChat login' );
	} );

	it( 'opens the login popup when a click on the placeholder woke it', async () => {
		await mountMemberArea( visitorProps(), 'click' );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		await screen.findByTitle( 'WeChat login QR code' );
	} );

	it( 'opens the popup the server asks for', async () => {
		await mountMemberArea( visitorProps( { open: 'login' } ) );
		expect( select( loginPopupStore ).getType() ).toBe( 'login' );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		await screen.findByTitle( 'WeChat login QR code' );
	} );

	it( 'shows the WeChat failure, opens the login and cleans the address', async () => {
		window.history.replaceState( null, '', '/article/?wechat=failed&x=1' );
		act( () => {
			dispatch( loginPopupStore ).setMode( 'email' );
		} );

		await mountMemberArea( visitorProps( { notice: 'wechat-failed' } ) );

		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'WeChat login failed. Please try again.'
		);
		expect(
			screen.getByRole( 'dialog', {
				name: 'Scan with WeChat to log in or register',
			} )
		).toBeInTheDocument();
		expect( window.location.search ).toBe( '?x=1' );
	} );
} );

describe( 'closing a registration', () => {
	it( 'calls clean-registration when the registration popup closes', async () => {
		api.on( 'GET', '/api/member/clean-registration', ok() );
		const user = userEvent.setup();
		await mountMemberArea(
			visitorProps( {
				open: 'registration',
				registration: {
					email: 'w@example.com',
					wechatNickname: '小明',
				},
			} )
		);
		expect(
			screen.getByRole( 'dialog', { name: 'Register' } )
		).toBeInTheDocument();
		expect( screen.getByText( /WeChat user “小明”/ ) ).toBeInTheDocument();
		expect( screen.getByLabelText( 'E-mail' ) ).toHaveValue(
			'w@example.com'
		);

		await user.keyboard( '{Escape}' );

		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect(
			api.callsTo( 'GET', '/api/member/clean-registration' )
		).toHaveLength( 1 );
	} );

	it( 'switches between login and registration', async () => {
		const user = userEvent.setup();
		await mountMemberArea( visitorProps() );
		await user.click( screen.getByRole( 'button', { name: 'Log in' } ) );

		await user.click(
			screen.getByRole( 'button', { name: 'Register now' } )
		);
		expect(
			screen.getByRole( 'dialog', { name: 'Register' } )
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'E-mail' ) ).toHaveFocus();

		await user.click(
			screen.getByRole( 'button', { name: 'Go to login' } )
		);
		expect(
			screen.getByRole( 'dialog', {
				name: 'Scan with WeChat to log in or register',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', {
				name: 'Scan with WeChat to log in or register',
			} )
		).toHaveFocus();
	} );
} );
