/**
 * The contact form island on the server's form (template-parts/contact/form.php): the messages
 * while typing (required fields, the e-mail's format), the n/500 counter, submit blocked while a
 * field is wrong, the spinner and disabled button while sending, the thank-you with the fields
 * emptied, the check-and-retry message, both gone at the next submit, and the honeypot out of
 * everyone's way.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { getIsland } from '../../../../src/runtime/mount/registry';
import '../../../../src/islands/contact-form';
import { fail, fakeApi, ok } from '../../helpers/fake-api';
import type { FakeAnswer, FakeApi } from '../../helpers/fake-api';

const SUBMIT_PATH = '/api/contact-us/submit';

const THANKS =
	'Thank you for your message. We will reply to you by e-mail as soon as we can.';
const RETRY =
	'Your message could not be sent. Please check what you entered and try again.';

let api: FakeApi;
let posted: number;

function field( name: string, label: string, max: number, required = true ) {
	const id = `mvc-contact-form-${ name }`;
	const input =
		name === 'message'
			? `<textarea id="${ id }" class="mvc-field__input" name="message" maxlength="${ max }" aria-describedby="${ id }-counter" rows="6"></textarea>`
			: `<input id="${ id }" class="mvc-field__input" name="${ name }" maxlength="${ max }"${
					required ? ' required aria-required="true"' : ''
				} type="${ name === 'email' ? 'email' : 'text' }" value="">`;
	return `
		<div class="mvc-field mvc-contact-form__field mvc-contact-form__field--${ name }">
			<label class="mvc-field__label" for="${ id }">${ label }</label>
			<div class="mvc-field__control">${ input }</div>
			<p class="mvc-field__error" id="${ id }-error" hidden></p>
			${
				name === 'message'
					? `<p class="mvc-field__counter" id="${ id }-counter">0/500</p>`
					: ''
			}
		</div>`;
}

/**
 * The server's form (theme/template-parts/contact/form.php) with the island's empty container,
 * mounted as the loader does.
 *
 * @param served The result the server drew: none, or `success` after `?sent=1`.
 */
function mountForm( served: '' | 'success' = '' ): void {
	document.body.innerHTML = `
		<form class="mvc-contact-form" id="mvc-contact-form" method="post" action="https://site.test/wp-admin/admin-post.php">
			<input type="hidden" name="action" value="mvc_contact">
			<input type="hidden" name="_wpnonce" value="abc">
			${ field( 'name', '姓名', 100 ) }
			${ field( 'email', '邮箱', 100 ) }
			${ field( 'title', '标题', 100 ) }
			${ field( 'message', '留言', 500, false ) }
			<div class="mvc-contact-form__trap" aria-hidden="true">
				<label for="mvc-contact-form-website">请勿填写此项</label>
				<input type="text" id="mvc-contact-form-website" name="website" value="" tabindex="-1" autocomplete="off">
			</div>
			<div class="mvc-contact-form__actions">
				<button class="mvc-button mvc-button--primary mvc-contact-form__submit" id="mvc-contact-form-submit" type="submit">Submit</button>
				<div class="mvc-contact-form__result" id="mvc-contact-form-result" role="status"${
					served ? ` data-state="${ served }"` : ''
				}>
					<p class="mvc-contact-form__result-text">${ served ? THANKS : '' }</p>
					<p class="mvc-contact-form__result-detail" hidden></p>
				</div>
			</div>
			<div class="mvc-island mvc-island--contact-form" data-island="contact-form" data-wake="idle" data-wake-with="mvc-contact-form"></div>
		</form>`;
	const container = document.querySelector< HTMLElement >(
		'[data-island="contact-form"]'
	);
	const island = getIsland( 'contact-form' );
	if ( ! container || ! island ) {
		throw new Error( 'no container or island' );
	}
	render(
		island(
			{
				form: 'mvc-contact-form',
				texts: { success: THANKS, error: RETRY, sending: 'Sending…' },
				status: served || 'idle',
			},
			{}
		),
		{ container }
	);
}

function box( name: string ): HTMLInputElement | HTMLTextAreaElement {
	const element = document.querySelector<
		HTMLInputElement | HTMLTextAreaElement
	>( `[name="${ name }"]` );
	if ( ! element ) {
		throw new Error( `no field ${ name }` );
	}
	return element;
}

function errorOf( name: string ): HTMLElement {
	const element = document.getElementById(
		`mvc-contact-form-${ name }-error`
	);
	if ( ! element ) {
		throw new Error( `no message of ${ name }` );
	}
	return element;
}

function submitButton(): HTMLButtonElement {
	return screen.getByRole( 'button', { name: /Submit/ } );
}

async function fillValid(): Promise< void > {
	await userEvent.type( box( 'name' ), '王小明' );
	await userEvent.type( box( 'email' ), 'wang@example.com' );
	await userEvent.type( box( 'title' ), '投稿咨询' );
	await userEvent.type( box( 'message' ), '请问截稿日期？' );
}

// A submit the island did not cancel would leave the page (jsdom cannot navigate).
function recordPost( event: Event ): void {
	if ( ! event.defaultPrevented ) {
		posted++;
	}
	event.preventDefault();
}

beforeEach( () => {
	api = fakeApi();
	posted = 0;
	document.addEventListener( 'submit', recordPost );
} );

afterEach( () => {
	document.removeEventListener( 'submit', recordPost );
} );

describe( 'while typing', () => {
	it( "draws nothing of its own: the form is the server's", () => {
		mountForm();

		expect(
			document.querySelector( '[data-island="contact-form"]' )
		).toBeEmptyDOMElement();
		expect( screen.getAllByRole( 'button' ) ).toHaveLength( 1 );
	} );

	it( 'says the e-mail is malformed as it is typed, and stops once it is right', async () => {
		mountForm();

		await userEvent.type( box( 'email' ), 'wang@exa' );

		expect( errorOf( 'email' ) ).toBeVisible();
		expect( errorOf( 'email' ) ).toHaveTextContent(
			'Please enter an e-mail address in the correct format.'
		);
		expect( box( 'email' ) ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( box( 'email' ) ).toHaveAccessibleDescription(
			'Please enter an e-mail address in the correct format.'
		);

		await userEvent.type( box( 'email' ), 'mple.com' );

		expect( errorOf( 'email' ) ).not.toBeVisible();
		expect( box( 'email' ) ).not.toHaveAttribute( 'aria-invalid' );
	} );

	it( 'asks for a required field emptied again', async () => {
		mountForm();

		await userEvent.type( box( 'name' ), '王' );
		expect( errorOf( 'name' ) ).not.toBeVisible();
		await userEvent.clear( box( 'name' ) );

		expect( errorOf( 'name' ) ).toHaveTextContent(
			'Please enter your name!'
		);
		expect( errorOf( 'name' ) ).toBeVisible();
	} );

	it( 'counts the message against 500', async () => {
		mountForm();
		const counter = document.getElementById(
			'mvc-contact-form-message-counter'
		);

		expect( counter ).toHaveTextContent( '0/500' );
		await userEvent.type( box( 'message' ), '你好，编辑' );
		expect( counter ).toHaveTextContent( '5/500' );
		await userEvent.type( box( 'message' ), '{Backspace}{Backspace}' );
		expect( counter ).toHaveTextContent( '3/500' );
	} );
} );

describe( 'submitting', () => {
	it( 'is blocked while a field is wrong: every message shows and the first field has the focus', async () => {
		mountForm();
		await userEvent.type( box( 'email' ), 'not-an-address' );

		await userEvent.click( submitButton() );

		expect( errorOf( 'name' ) ).toHaveTextContent(
			'Please enter your name!'
		);
		expect( errorOf( 'email' ) ).toHaveTextContent(
			'Please enter an e-mail address in the correct format.'
		);
		expect( errorOf( 'title' ) ).toHaveTextContent(
			'Please enter a title!'
		);
		expect( errorOf( 'message' ) ).not.toBeVisible();
		expect( box( 'name' ) ).toHaveFocus();
		expect( api.calls ).toHaveLength( 0 );
		expect( posted ).toBe( 0 );
	} );

	it( 'asks for the e-mail when it is missing', async () => {
		mountForm();
		await userEvent.type( box( 'name' ), '王小明' );
		await userEvent.type( box( 'title' ), '投稿咨询' );

		await userEvent.click( submitButton() );

		expect( errorOf( 'email' ) ).toHaveTextContent(
			'Please enter your e-mail address!'
		);
		expect( box( 'email' ) ).toHaveFocus();
		expect( api.calls ).toHaveLength( 0 );
	} );

	it( 'shows a spinner on the disabled button while sending, then thanks and empties the fields', async () => {
		let answer: ( value: FakeAnswer ) => void = () => undefined;
		api.on(
			'POST',
			SUBMIT_PATH,
			() =>
				new Promise< FakeAnswer >( ( resolve ) => {
					answer = resolve;
				} )
		);
		mountForm();
		await fillValid();

		await userEvent.click( submitButton() );

		expect( submitButton() ).toBeDisabled();
		expect( submitButton() ).toHaveAttribute( 'aria-busy', 'true' );
		expect( box( 'name' ) ).toHaveAttribute( 'readonly' );
		expect( api.callsTo( 'POST', SUBMIT_PATH ) ).toHaveLength( 1 );
		expect( api.callsTo( 'POST', SUBMIT_PATH )[ 0 ].body ).toEqual( {
			name: '王小明',
			email: 'wang@example.com',
			title: '投稿咨询',
			message: '请问截稿日期？',
			website: '',
		} );

		await act( async () => answer( ok( { id: 12 } ) ) );

		expect( screen.getByRole( 'status' ) ).toHaveTextContent( THANKS );
		expect( submitButton() ).toHaveAttribute( 'aria-busy', 'false' );
		expect( submitButton() ).toBeEnabled();
		[ 'name', 'email', 'title', 'message' ].forEach( ( name ) =>
			expect( box( name ) ).toHaveValue( '' )
		);
		expect( box( 'name' ) ).not.toHaveAttribute( 'readonly' );
		expect(
			document.getElementById( 'mvc-contact-form-message-counter' )
		).toHaveTextContent( '0/500' );
		expect( posted ).toBe( 0 );
	} );

	it( 'shows the check-and-retry message with the reason when the server refuses, keeping the fields', async () => {
		api.on(
			'POST',
			SUBMIT_PATH,
			fail( 429, '您的网络提交的留言过多，请 60 分钟后再试。', null, 429 )
		);
		mountForm();
		await fillValid();

		await userEvent.click( submitButton() );

		const status = await screen.findByText( RETRY );
		expect( status ).toBeInTheDocument();
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'您的网络提交的留言过多，请 60 分钟后再试。'
		);
		expect( box( 'name' ) ).toHaveValue( '王小明' );
		expect( screen.getByRole( 'status' ) ).not.toHaveTextContent( THANKS );
	} );

	it( 'resets both messages at the next submit', async () => {
		api.on( 'POST', SUBMIT_PATH, fail( 400, '请输入标题！' ) );
		mountForm();
		await fillValid();
		await userEvent.click( submitButton() );
		expect( await screen.findByText( RETRY ) ).toBeInTheDocument();

		// A blocked submit already takes the failure away.
		await userEvent.clear( box( 'title' ) );
		await userEvent.click( submitButton() );
		expect( screen.queryByText( RETRY ) ).not.toBeInTheDocument();

		api.on( 'POST', SUBMIT_PATH, ok( { id: 13 } ) );
		await userEvent.type( box( 'title' ), '再次咨询' );
		await userEvent.click( submitButton() );
		expect( await screen.findByText( THANKS ) ).toBeInTheDocument();

		// And the next submit takes the thank-you away.
		await userEvent.click( submitButton() );
		expect( screen.queryByText( THANKS ) ).not.toBeInTheDocument();
	} );

	it( 'keeps the result the server drew until the next submit', async () => {
		mountForm( 'success' );

		expect( screen.getByRole( 'status' ) ).toHaveTextContent( THANKS );
		await userEvent.click( submitButton() );
		expect( screen.getByRole( 'status' ) ).not.toHaveTextContent( THANKS );
	} );
} );

describe( 'the honeypot', () => {
	it( 'is never reached with Tab and is hidden from assistive technology', async () => {
		mountForm();
		box( 'name' ).focus();
		const reached: string[] = [];
		for ( let i = 0; i < 8; i++ ) {
			await userEvent.tab();
			const active = box( 'name' ).ownerDocument.activeElement;
			reached.push(
				active?.getAttribute( 'name' ) ?? active?.tagName ?? ''
			);
		}

		expect( reached ).not.toContain( 'website' );
		expect( reached ).toContain( 'message' );
		expect( box( 'website' ) ).toHaveAttribute( 'tabindex', '-1' );
		expect(
			box( 'website' ).closest( '[aria-hidden="true"]' )
		).not.toBeNull();
		expect(
			screen.queryByRole( 'textbox', { name: '请勿填写此项' } )
		).not.toBeInTheDocument();
	} );

	it( 'is sent as it is, so a robot that fills it is told apart by the server', async () => {
		api.on( 'POST', SUBMIT_PATH, ok( { id: 0 } ) );
		mountForm();
		await fillValid();
		box( 'website' ).value = 'https://spam.example.com';

		await userEvent.click( submitButton() );

		expect( await screen.findByText( THANKS ) ).toBeInTheDocument();
		expect( api.callsTo( 'POST', SUBMIT_PATH )[ 0 ].body ).toMatchObject( {
			website: 'https://spam.example.com',
		} );
	} );
} );
