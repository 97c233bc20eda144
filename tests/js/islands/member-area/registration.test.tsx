/**
 * The registration popup: step 1 (fields, verify-email), step 2 (occupation), step 3 (tags), the
 * final submit and its failures (back to the field's step), and 5007; where focus goes.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import apiFetch from '@wordpress/api-fetch';
import { dispatch, select } from '@wordpress/data';

import { loginPopupStore, toastStore } from '../../../../src/runtime';
import { navigation } from '../../../../src/member/navigation';
import { fakeApi, fail, ok } from '../../helpers/fake-api';
import type { FakeApi } from '../../helpers/fake-api';
import {
	mountMemberArea,
	resetStores,
	visitorProps,
} from '../../helpers/member-area';

/** The notices shown now. */
function toastMessages(): string[] {
	return select( toastStore )
		.getToasts()
		.map( ( toast ) => toast.message );
}

const TAGS = Array.from( { length: 30 }, ( _, i ) => ( {
	id: i + 1,
	name: `标签${ i + 1 }`,
	slug: `tag-${ i + 1 }`,
} ) );

let api: FakeApi;
let reload: jest.SpyInstance;

beforeEach( () => {
	api = fakeApi();
	api.on( 'POST', '/api/member/verify-email', ok( null ) );
	api.on( 'GET', '/wp/v2/tags', { body: TAGS } );
	api.on( 'GET', '/api/member/clean-registration', ok() );
	reload = jest.spyOn( navigation, 'reload' ).mockImplementation( () => {} );
} );

afterEach( () => {
	resetStores();
	jest.restoreAllMocks();
	apiFetch.nonceMiddleware = undefined;
	apiFetch.nonceEndpoint = undefined;
} );

function dialog(): HTMLElement {
	return screen.getByRole( 'dialog', { name: 'Register' } );
}

function progress(): HTMLElement {
	return screen.getByRole( 'progressbar', { name: 'Registration progress' } );
}

async function openRegistration() {
	const user = userEvent.setup();
	await mountMemberArea( visitorProps( { open: 'registration' } ) );
	return user;
}

async function fillAccount( user: ReturnType< typeof userEvent.setup > ) {
	await user.type( screen.getByLabelText( 'E-mail' ), 'new@example.com' );
	await user.type( screen.getByLabelText( 'Verification code' ), '1234' );
	await user.type( screen.getByLabelText( 'Password' ), 'password1' );
	await user.type( screen.getByLabelText( 'Confirm password' ), 'password1' );
	await user.click( screen.getByRole( 'button', { name: 'Next' } ) );
	await screen.findByRole( 'combobox', { name: 'Occupation' } );
}

async function chooseOccupation( user: ReturnType< typeof userEvent.setup > ) {
	await user.type( screen.getByLabelText( 'Display name' ), '李薇' );
	await user.click( screen.getByRole( 'combobox', { name: 'Occupation' } ) );
	await user.click( screen.getByRole( 'option', { name: 'PhD student' } ) );
	await user.click( screen.getByRole( 'button', { name: 'Next' } ) );
	await screen.findAllByRole( 'button', { pressed: false } );
}

describe( 'step 1', () => {
	it( 'checks every field with the messages of the spec', async () => {
		const user = await openRegistration();
		expect( progress() ).toHaveAttribute( 'aria-valuenow', '1' );

		await user.click( screen.getByRole( 'button', { name: 'Next' } ) );

		expect( screen.getByLabelText( 'E-mail' ) ).toHaveAccessibleDescription(
			'Please enter your e-mail address.'
		);
		expect( screen.getByLabelText( 'E-mail' ) ).toHaveFocus();
		expect(
			screen.getByLabelText( 'Verification code' )
		).toHaveAccessibleDescription(
			'Please enter the 4-digit verification code.'
		);
		expect(
			screen.getByLabelText( 'Password' )
		).toHaveAccessibleDescription( 'Please enter your password.' );
		expect(
			screen.getByLabelText( 'Confirm password' )
		).toHaveAccessibleDescription( 'Please enter the password again.' );

		await user.type( screen.getByLabelText( 'E-mail' ), 'new@example.com' );
		await user.type( screen.getByLabelText( 'Verification code' ), '123' );
		await user.type( screen.getByLabelText( 'Password' ), 'short' );
		await user.type( screen.getByLabelText( 'Confirm password' ), 'other' );
		await user.click( screen.getByRole( 'button', { name: 'Next' } ) );

		expect( screen.getByLabelText( 'Verification code' ) ).toHaveFocus();
		expect(
			screen.getByLabelText( 'Verification code' )
		).toHaveAccessibleDescription(
			'Please enter the 4-digit verification code.'
		);
		expect(
			screen.getByLabelText( 'Password' )
		).toHaveAccessibleDescription(
			'Please enter a password of at least 8 characters.'
		);
		expect(
			screen.getByLabelText( 'Confirm password' )
		).toHaveAccessibleDescription(
			'The two passwords entered do not match.'
		);
		expect( api.callsTo( 'POST', '/api/member/verify-email' ) ).toEqual(
			[]
		);
		expect( screen.getByLabelText( 'E-mail' ) ).toHaveAttribute(
			'maxLength',
			'50'
		);
	} );

	it( 'puts a verify-email error under its field', async () => {
		api.on(
			'POST',
			'/api/member/verify-email',
			fail( 5001, '验证码错误。', { field: 'verificationCode' } )
		);
		const user = await openRegistration();
		await user.type( screen.getByLabelText( 'E-mail' ), 'new@example.com' );
		await user.type( screen.getByLabelText( 'Verification code' ), '1234' );
		await user.type( screen.getByLabelText( 'Password' ), 'password1' );
		await user.type(
			screen.getByLabelText( 'Confirm password' ),
			'password1'
		);
		await user.click( screen.getByRole( 'button', { name: 'Next' } ) );

		await waitFor( () =>
			expect(
				screen.getByLabelText( 'Verification code' )
			).toHaveAccessibleDescription( '验证码错误。' )
		);
		expect( screen.getByLabelText( 'Verification code' ) ).toHaveFocus();
		expect( progress() ).toHaveAttribute( 'aria-valuenow', '1' );
	} );

	it( 'asks for the same password in both fields', async () => {
		const user = await openRegistration();
		await user.type( screen.getByLabelText( 'E-mail' ), 'new@example.com' );
		await user.type( screen.getByLabelText( 'Verification code' ), '1234' );
		await user.type( screen.getByLabelText( 'Password' ), 'password1' );
		await user.type(
			screen.getByLabelText( 'Confirm password' ),
			'password2'
		);
		await user.click( screen.getByRole( 'button', { name: 'Next' } ) );

		const confirm = screen.getByLabelText( 'Confirm password' );
		expect( confirm ).toHaveAccessibleDescription(
			'The two passwords entered do not match.'
		);
		expect( confirm ).toHaveFocus();
		expect( api.callsTo( 'POST', '/api/member/verify-email' ) ).toEqual(
			[]
		);
	} );

	it( 'logs in when the server linked the WeChat identity to the account', async () => {
		const middleware = apiFetch.createNonceMiddleware( 'visitor-nonce' );
		apiFetch.nonceMiddleware = middleware;
		apiFetch.nonceEndpoint = '/wp-admin/admin-ajax.php?action=rest-nonce';
		api.on(
			'POST',
			'/api/member/verify-email',
			ok( { linked: true, nonce: 'member-nonce' } )
		);
		const user = await openRegistration();
		await user.type( screen.getByLabelText( 'E-mail' ), 'old@example.com' );
		await user.type( screen.getByLabelText( 'Verification code' ), '1234' );
		await user.type( screen.getByLabelText( 'Password' ), 'password1' );
		await user.type(
			screen.getByLabelText( 'Confirm password' ),
			'password1'
		);
		await user.click( screen.getByRole( 'button', { name: 'Next' } ) );

		expect(
			await screen.findByText( 'Login successful' )
		).toBeInTheDocument();
		// The session's nonce is the one the server sent, not fetched again.
		expect( middleware.nonce ).toBe( 'member-nonce' );
		expect( api.callsTo( 'GET', '/wp-admin/admin-ajax.php' ) ).toEqual(
			[]
		);
		await waitFor( () => expect( reload ).toHaveBeenCalledTimes( 1 ) );
	} );
} );

describe( 'step 2', () => {
	it( 'requires the display name and the occupation, and clears the error when one is chosen', async () => {
		const user = await openRegistration();
		await fillAccount( user );
		expect( progress() ).toHaveAttribute( 'aria-valuenow', '2' );
		const name = screen.getByLabelText( 'Display name' );
		const occupation = screen.getByRole( 'combobox', {
			name: 'Occupation',
		} );
		expect( name ).toHaveFocus();

		await user.click( screen.getByRole( 'button', { name: 'Next' } ) );
		expect( name ).toHaveAccessibleDescription(
			'Please enter a name of 1 to 20 characters, without <, >, { } or @.'
		);
		expect( occupation ).toHaveAccessibleDescription(
			'Please select your occupation.'
		);
		expect( name ).toHaveFocus();

		await user.type( name, '<李薇>' );
		await user.click( screen.getByRole( 'button', { name: 'Next' } ) );
		expect( name ).toHaveAccessibleDescription(
			'Please enter a name of 1 to 20 characters, without <, >, { } or @.'
		);
		await user.clear( name );
		await user.type( name, '李薇' );
		expect( name ).not.toHaveAccessibleDescription();

		// By keyboard: open, move down twice, choose.
		occupation.focus();
		await user.keyboard( '{ArrowDown}{ArrowDown}{ArrowDown}{Enter}' );
		expect( occupation ).toHaveTextContent( 'PhD student' );
		expect( occupation ).not.toHaveAttribute( 'aria-invalid' );
		expect( occupation ).not.toHaveAccessibleDescription();
	} );

	it( 'closes the dropdown on a click outside', async () => {
		const user = await openRegistration();
		await fillAccount( user );
		const area = screen.getByRole( 'combobox', {
			name: 'Research area (optional)',
		} );
		await user.click( area );
		expect( area ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( screen.getAllByRole( 'option' ) ).toHaveLength( 26 );

		await user.click( screen.getByLabelText( 'Institution (optional)' ) );

		expect( area ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( screen.queryByRole( 'option' ) ).not.toBeInTheDocument();
	} );

	it( 'lists the 19 occupations', async () => {
		const user = await openRegistration();
		await fillAccount( user );
		await user.click(
			screen.getByRole( 'combobox', { name: 'Occupation' } )
		);
		expect( screen.getAllByRole( 'option' ) ).toHaveLength( 19 );
	} );
} );

describe( 'step 3 and the final submit', () => {
	it( 'shows 24 tags, at most 10 chosen, refresh keeps the chosen ones', async () => {
		const user = await openRegistration();
		await fillAccount( user );
		await chooseOccupation( user );
		expect( progress() ).toHaveAttribute( 'aria-valuenow', '3' );
		const tags = () =>
			within( dialog() )
				.getAllByRole( 'button' )
				.filter( ( button ) => button.hasAttribute( 'aria-pressed' ) );
		expect( tags() ).toHaveLength( 24 );
		const hint = screen.getByText( 'Choose at most 10 tags.' );
		expect( hint ).toHaveAttribute( 'aria-live', 'polite' );
		expect( hint ).toHaveTextContent( /^Choose at most 10 tags\.$/ );
		const [ call ] = api.callsTo( 'GET', '/wp/v2/tags' );
		expect( call.query.get( 'per_page' ) ).toBe( '100' );
		expect( call.query.get( 'hide_empty' ) ).toBe( 'true' );

		for ( const tag of tags().slice( 0, 10 ) ) {
			await user.click( tag );
		}
		const chosen = tags()
			.filter( ( tag ) => tag.getAttribute( 'aria-pressed' ) === 'true' )
			.map( ( tag ) => tag.textContent );
		expect( chosen ).toHaveLength( 10 );
		// The live hint announces the limit.
		expect( hint ).toHaveTextContent(
			'Choose at most 10 tags. You have chosen 10 tags, the most allowed.'
		);
		expect(
			tags().filter(
				( tag ) => tag.getAttribute( 'aria-pressed' ) === 'false'
			)
		).toHaveLength( 14 );
		tags()
			.filter( ( tag ) => tag.getAttribute( 'aria-pressed' ) === 'false' )
			.forEach( ( tag ) => expect( tag ).toBeDisabled() );

		await user.click(
			screen.getByRole( 'button', { name: 'Show others' } )
		);

		expect( tags() ).toHaveLength( 24 );
		const shown = tags().map( ( tag ) => tag.textContent );
		chosen.forEach( ( name ) => expect( shown ).toContain( name ) );
	} );

	it( 'moves focus with the steps: the heading of step 3, the field of step 2 on the way back', async () => {
		const user = await openRegistration();
		await fillAccount( user );
		await chooseOccupation( user );

		expect(
			screen.getByRole( 'heading', { name: 'Register' } )
		).toHaveFocus();

		await user.click( screen.getByRole( 'button', { name: 'Back' } ) );
		expect( screen.getByLabelText( 'Display name' ) ).toHaveFocus();

		await user.click( screen.getByRole( 'button', { name: 'Back' } ) );
		expect( screen.getByLabelText( 'E-mail' ) ).toHaveFocus();
	} );

	it( 'shows the tag names decoded', async () => {
		api.on( 'GET', '/wp/v2/tags', {
			body: [
				{ id: 1, name: 'R&amp;D', slug: 'r-d' },
				{ id: 2, name: '&lt;AI&gt; &#8220;LLM&#8221;', slug: 'ai' },
			],
		} );
		const user = await openRegistration();
		await fillAccount( user );
		await chooseOccupation( user );

		expect(
			screen.getByRole( 'button', { name: 'R&D', pressed: false } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', {
				name: '<AI> “LLM”',
				pressed: false,
			} )
		).toBeInTheDocument();
	} );

	it( 'registers, says so and reloads 300 ms later', async () => {
		api.on( 'POST', '/api/member/register', ok( { nonce: 'n' } ) );
		const user = await openRegistration();
		await fillAccount( user );
		await chooseOccupation( user );
		const firstTag = within( dialog() )
			.getAllByRole( 'button' )
			.find( ( button ) => button.hasAttribute( 'aria-pressed' ) );
		if ( firstTag ) {
			await user.click( firstTag );
		}

		await user.click(
			screen.getByRole( 'button', { name: 'Complete registration' } )
		);

		expect(
			await screen.findByText( 'Registration successful' )
		).toBeInTheDocument();
		const [ call ] = api.callsTo( 'POST', '/api/member/register' );
		expect( call.body ).toEqual( {
			email: 'new@example.com',
			verificationCode: '1234',
			password: 'password1',
			display_name: '李薇',
			institution: '',
			title: 'phd_student',
			research_area: '',
			tags: [ Number( firstTag?.textContent?.replace( '标签', '' ) ) ],
		} );
		await waitFor( () => expect( reload ).toHaveBeenCalledTimes( 1 ) );
	} );

	it.each( [
		[ 'the field of the error', 5003, { field: 'email' }, 'E-mail' ],
		[ 'the code of 5012', 5012, null, 'Verification code' ],
		[ 'the code of 5004', 5004, null, 'Confirm password' ],
	] )(
		'goes back to step 1 with the error under %s',
		async ( _, code, data, label ) => {
			api.on(
				'POST',
				'/api/member/register',
				fail( code, '服务器消息', data )
			);
			const user = await openRegistration();
			await fillAccount( user );
			await chooseOccupation( user );

			await user.click(
				screen.getByRole( 'button', { name: 'Complete registration' } )
			);

			await waitFor( () =>
				expect( progress() ).toHaveAttribute( 'aria-valuenow', '1' )
			);
			expect(
				screen.getByLabelText( label )
			).toHaveAccessibleDescription( '服务器消息' );
			expect( screen.getByLabelText( label ) ).toHaveFocus();
			expect( screen.getByLabelText( 'E-mail' ) ).toHaveValue(
				'new@example.com'
			);
			expect( reload ).not.toHaveBeenCalled();
		}
	);

	it( 'on 5007 drops the registration, shows the message and switches to the WeChat login', async () => {
		api.on(
			'POST',
			'/api/member/register',
			fail( 5007, '微信信息已过期，请重新扫码注册。' )
		);
		api.on(
			'GET',
			'/api/member/wechat/authorize',
			ok( { url: 'https://qr.test/' } )
		);
		const user = await openRegistration();
		await fillAccount( user );
		await chooseOccupation( user );

		await user.click(
			screen.getByRole( 'button', { name: 'Complete registration' } )
		);

		expect(
			await screen.findByRole( 'dialog', {
				name: 'Scan with WeChat to log in or register',
			} )
		).toBeInTheDocument();
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'微信信息已过期，请重新扫码注册。'
		);
		expect( select( loginPopupStore ).getMode() ).toBe( 'wechat' );
		expect(
			screen.getByRole( 'heading', {
				name: 'Scan with WeChat to log in or register',
			} )
		).toHaveFocus();
		await screen.findByTitle( 'WeChat login QR code' );
		// The registration cookie is dropped first, once.
		const paths = api.calls.map( ( call ) => call.path );
		expect(
			paths.filter(
				( path ) => path === '/api/member/clean-registration'
			)
		).toHaveLength( 1 );
		expect(
			paths.indexOf( '/api/member/clean-registration' )
		).toBeLessThan( paths.indexOf( '/api/member/wechat/authorize' ) );

		// Closing the login now does not drop it again.
		await user.keyboard( '{Escape}' );
		expect(
			api.callsTo( 'GET', '/api/member/clean-registration' )
		).toHaveLength( 1 );
	} );
} );

describe( 'a reopened registration', () => {
	async function closeAndReopen(
		user: ReturnType< typeof userEvent.setup >
	) {
		await user.click(
			within( dialog() ).getByRole( 'button', { name: 'Close' } )
		);
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		act( () => {
			dispatch( loginPopupStore ).open( 'registration' );
		} );
	}

	it( 'comes back at its step with what was typed, except the password', async () => {
		const user = await openRegistration();
		await fillAccount( user );
		await user.type(
			screen.getByLabelText( 'Institution (optional)' ),
			'清华大学'
		);

		await closeAndReopen( user );

		expect( progress() ).toHaveAttribute( 'aria-valuenow', '2' );
		expect( screen.getByLabelText( 'Institution (optional)' ) ).toHaveValue(
			'清华大学'
		);
		expect(
			window.sessionStorage.getItem( 'mvc-registration-draft' )
		).not.toContain( 'password1' );

		await user.click( screen.getByRole( 'button', { name: 'Back' } ) );
		expect( screen.getByLabelText( 'E-mail' ) ).toHaveValue(
			'new@example.com'
		);
		expect( screen.getByLabelText( 'Verification code' ) ).toHaveValue(
			'1234'
		);
		expect( screen.getByLabelText( 'Password' ) ).toHaveValue( '' );
		expect( screen.getByLabelText( 'Confirm password' ) ).toHaveValue( '' );
	} );

	it( 'asks for the password again on the last step, then registers', async () => {
		api.on( 'POST', '/api/member/register', ok( { nonce: 'n' } ) );
		const user = await openRegistration();
		await fillAccount( user );
		await chooseOccupation( user );

		await closeAndReopen( user );

		expect( progress() ).toHaveAttribute( 'aria-valuenow', '3' );
		await user.click(
			screen.getByRole( 'button', { name: 'Complete registration' } )
		);
		expect(
			screen.getByLabelText( 'Password' )
		).toHaveAccessibleDescription( 'Please enter your password.' );
		expect( api.callsTo( 'POST', '/api/member/register' ) ).toHaveLength(
			0
		);

		await user.type( screen.getByLabelText( 'Password' ), 'password2' );
		await user.type(
			screen.getByLabelText( 'Confirm password' ),
			'password2'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Complete registration' } )
		);

		await screen.findByText( 'Registration successful' );
		const [ call ] = api.callsTo( 'POST', '/api/member/register' );
		expect( call.body ).toMatchObject( {
			email: 'new@example.com',
			verificationCode: '1234',
			password: 'password2',
			title: 'phd_student',
		} );
		// Done: a later registration starts afresh.
		expect(
			window.sessionStorage.getItem( 'mvc-registration-draft' )
		).toBeNull();
	} );
} );

describe( 'the display name', () => {
	it( 'is prefilled with the WeChat nickname of a scanned registration', async () => {
		const user = userEvent.setup();
		await mountMemberArea(
			visitorProps( {
				open: 'registration',
				registration: { email: '', wechatNickname: '小明' },
			} )
		);
		await fillAccount( user );

		expect( screen.getByLabelText( 'Display name' ) ).toHaveValue( '小明' );
	} );

	it( 'goes back to step 1 with a later step’s refusal in a notice', async () => {
		api.on(
			'POST',
			'/api/member/register',
			fail( 400, '服务器消息', { field: 'display_name' } )
		);
		const user = await openRegistration();
		await fillAccount( user );
		await chooseOccupation( user );

		await user.click(
			screen.getByRole( 'button', { name: 'Complete registration' } )
		);

		await waitFor( () =>
			expect( progress() ).toHaveAttribute( 'aria-valuenow', '1' )
		);
		// The name is out of sight on step 1: the refusal is said in a notice; what was typed stays.
		expect( toastMessages() ).toContain( '服务器消息' );
		expect( screen.getByLabelText( 'E-mail' ) ).toHaveValue(
			'new@example.com'
		);
	} );
} );
