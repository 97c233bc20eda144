/**
 * The send-code button: its four states (send, sending, the 60 s countdown, resend), the e-mail
 * it needs first, and where its errors go.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { SendCodeButton } from '../../../src/components/SendCodeButton';
import { Toasts } from '../../../src/components/Toasts';
import { fakeApi, fail, ok } from '../helpers/fake-api';
import type { FakeAnswer, FakeApi } from '../helpers/fake-api';
import { resetStores } from '../helpers/member-area';

const PATH = '/api/member/send-verification-code';

let api: FakeApi;
const onEmailError = jest.fn();

function renderButton( email = 'a@example.com' ) {
	return render(
		<>
			<SendCodeButton
				route="sendCode"
				email={ email }
				onEmailError={ onEmailError }
			/>
			<Toasts />
		</>
	);
}

beforeEach( () => {
	jest.useFakeTimers();
	api = fakeApi();
	onEmailError.mockReset();
} );

afterEach( () => {
	resetStores();
	jest.useRealTimers();
} );

function setup() {
	return userEvent.setup( { advanceTimers: jest.advanceTimersByTime } );
}

it( 'goes from send to sending, a 60 s countdown, then resend', async () => {
	let answer: ( value: FakeAnswer ) => void = () => {};
	api.on(
		'POST',
		PATH,
		() => new Promise< FakeAnswer >( ( resolve ) => ( answer = resolve ) )
	);
	const user = setup();
	renderButton();

	const button = screen.getByRole( 'button', { name: 'Send code' } );
	expect( button ).toBeEnabled();
	await user.click( button );

	expect( button ).toHaveTextContent( 'Sending…' );
	expect( button ).toBeDisabled();
	expect( api.callsTo( 'POST', PATH )[ 0 ].body ).toEqual( {
		email: 'a@example.com',
	} );

	await act( async () => answer( ok() ) );
	expect( button ).toHaveTextContent( 'Resend in 60 s' );
	expect( button ).toBeDisabled();

	await act( async () => jest.advanceTimersByTime( 1000 ) );
	expect( button ).toHaveTextContent( 'Resend in 59 s' );

	await act( async () => jest.advanceTimersByTime( 58000 ) );
	expect( button ).toHaveTextContent( 'Resend in 1 s' );
	expect( button ).toBeDisabled();

	await act( async () => jest.advanceTimersByTime( 1000 ) );
	expect( button ).toHaveTextContent( 'Resend' );
	expect( button ).toBeEnabled();

	await user.click( button );
	expect( api.callsTo( 'POST', PATH ) ).toHaveLength( 2 );
	expect( button ).toHaveTextContent( 'Sending…' );
	await act( async () => answer( ok() ) );
	expect( button ).toHaveTextContent( 'Resend in 60 s' );
} );

it.each( [
	[ '', 'Please enter your e-mail address.' ],
	[ 'a@b', 'Please enter a correct e-mail address.' ],
] )( 'needs a well-formed e-mail first (%p)', async ( email, message ) => {
	const user = setup();
	renderButton( email );

	await user.click( screen.getByRole( 'button', { name: 'Send code' } ) );

	expect( onEmailError ).toHaveBeenCalledWith( message );
	expect( api.calls ).toHaveLength( 0 );
	expect( screen.getByRole( 'button', { name: 'Send code' } ) ).toBeEnabled();
} );

it.each( [ 5006, 5008, 5009 ] )(
	'puts error %s under the e-mail and resets to send',
	async ( code ) => {
		api.on( 'POST', PATH, fail( code, '该邮箱已被注册。' ) );
		const user = setup();
		renderButton();

		await user.click( screen.getByRole( 'button', { name: 'Send code' } ) );
		await act( async () => {} );

		expect( onEmailError ).toHaveBeenCalledWith( '该邮箱已被注册。', code );
		expect(
			screen.getByRole( 'button', { name: 'Send code' } )
		).toBeEnabled();
	}
);

it( 'shows a rate limit as a toast, which hides after 2 s', async () => {
	api.on(
		'POST',
		PATH,
		fail(
			429,
			'60 秒内已发送过验证码，请稍后再试。',
			{ field: 'email' },
			429
		)
	);
	const user = setup();
	renderButton();

	await user.click( screen.getByRole( 'button', { name: 'Send code' } ) );
	await act( async () => {} );

	expect( screen.getByRole( 'status' ) ).toHaveTextContent(
		'60 秒内已发送过验证码，请稍后再试。'
	);
	expect( onEmailError ).not.toHaveBeenCalled();
	expect( screen.getByRole( 'button', { name: 'Send code' } ) ).toBeEnabled();

	await act( async () => jest.advanceTimersByTime( 1999 ) );
	expect( screen.getByRole( 'status' ) ).toHaveTextContent( '60 秒' );
	await act( async () => jest.advanceTimersByTime( 1 ) );
	expect( screen.getByRole( 'status' ) ).toBeEmptyDOMElement();
} );
