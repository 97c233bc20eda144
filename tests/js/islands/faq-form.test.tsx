/**
 * The minisite's question form: what was typed in the server's form is kept, the name, e-mail
 * and description rules with their messages, the n/500 counter, submit enabled only when every
 * field is right, the spinner while sending, the modal 已成功提交问题 closed by 完成, the
 * server's message on a refusal, the journal and the honeypot in the call.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { FaqForm } from '../../../src/islands/faq-form/FaqForm';
import { fail, fakeApi, ok } from '../helpers/fake-api';
import type { FakeApi, FakeAnswer } from '../helpers/fake-api';

const ROUTE = '/api/minisite/faq/submit';

let api: FakeApi;

beforeEach( () => {
	api = fakeApi();
	document.body.innerHTML = '';
} );

function draw() {
	render( <FaqForm postId={ 41 } postTitle="Sensors and Devices" /> );
	return {
		name: screen.getByLabelText( /^Name/ ),
		email: screen.getByLabelText( /^E-mail/ ),
		description: screen.getByLabelText( /^Your question/ ),
		submit: screen.getByRole( 'button', { name: 'Submit question' } ),
	};
}

async function fill( fields: ReturnType< typeof draw > ) {
	await userEvent.type( fields.name, '李薇' );
	await userEvent.type( fields.email, 'li@example.com' );
	await userEvent.type( fields.description, '审稿要多久？' );
}

it( 'checks each field as it is typed and keeps submit disabled until all are right', async () => {
	const fields = draw();
	expect( fields.submit ).toBeDisabled();
	expect( screen.getByText( '0/500' ) ).toBeInTheDocument();

	await userEvent.type( fields.email, 'wrong' );
	expect( fields.email ).toHaveAccessibleDescription(
		'Please enter a valid e-mail address!'
	);
	expect( fields.email ).toHaveAttribute( 'aria-invalid', 'true' );

	await userEvent.type( fields.name, 'x' );
	await userEvent.clear( fields.name );
	expect( screen.getByText( 'Please enter your name!' ) ).toBeInTheDocument();

	await userEvent.type( fields.name, '李薇' );
	await userEvent.clear( fields.email );
	await userEvent.type( fields.email, 'li@example.com' );
	expect( fields.email ).toHaveAttribute( 'aria-invalid', 'false' );
	expect( fields.submit ).toBeDisabled();

	await userEvent.type( fields.description, '审稿要多久？' );
	expect( screen.getByText( '6/500' ) ).toBeInTheDocument();
	expect( fields.submit ).toBeEnabled();

	await userEvent.clear( fields.description );
	expect(
		screen.getByText( 'Please describe your question!' )
	).toBeInTheDocument();
	expect( fields.submit ).toBeDisabled();
	expect( api.calls ).toHaveLength( 0 );
} );

it( 'limits the description to 500 characters', async () => {
	const fields = draw();

	expect( fields.description ).toHaveAttribute( 'maxLength', '500' );
} );

it( 'sends the question with the journal and the honeypot, shows the spinner, then the modal that 完成 closes', async () => {
	let answer: ( value: FakeAnswer ) => void = () => undefined;
	api.on(
		'POST',
		ROUTE,
		() => new Promise< FakeAnswer >( ( resolve ) => ( answer = resolve ) )
	);
	const fields = draw();
	await fill( fields );

	await userEvent.click( fields.submit );
	expect(
		await screen.findByRole( 'status', { name: 'Sending…' } )
	).toBeInTheDocument();
	expect( fields.submit ).toBeDisabled();
	expect( api.callsTo( 'POST', ROUTE ) ).toHaveLength( 1 );
	expect( api.callsTo( 'POST', ROUTE )[ 0 ].body ).toEqual( {
		name: '李薇',
		email: 'li@example.com',
		description: '审稿要多久？',
		postTitle: 'Sensors and Devices',
		postId: 41,
		website: '',
	} );

	answer( ok( { id: 9 } ) );
	const dialog = await screen.findByRole( 'dialog', {
		name: 'Question submitted',
	} );
	expect( dialog ).toHaveTextContent(
		'We have received your question and will reply by e-mail.'
	);
	expect( screen.queryByRole( 'status', { name: 'Sending…' } ) ).toBeNull();
	expect( fields.name ).toHaveValue( '' );
	expect( fields.description ).toHaveValue( '' );

	await userEvent.click( screen.getByRole( 'button', { name: 'Done' } ) );
	expect( screen.queryByRole( 'dialog' ) ).toBeNull();
} );

it( 'shows the server’s message when the question is refused, and keeps what was typed', async () => {
	api.on(
		'POST',
		ROUTE,
		fail( 429, '提交过于频繁，请 10 分钟后再试。', null, 429 )
	);
	const fields = draw();
	await fill( fields );

	await userEvent.click( fields.submit );

	expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
		'提交过于频繁，请 10 分钟后再试。'
	);
	expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	expect( fields.description ).toHaveValue( '审稿要多久？' );
	await waitFor( () => expect( fields.submit ).toBeEnabled() );
} );

it( 'takes over what was typed in the server’s form and its focus', () => {
	document.body.innerHTML = `<form id="server-form"><input name="name" value="王"><input name="email" value="w@example.com"><textarea name="description">旧问题</textarea></form>`;
	const server = document.querySelector< HTMLTextAreaElement >(
		'#server-form textarea'
	);
	server?.focus();

	render(
		<FaqForm
			postId={ 41 }
			postTitle="Sensors and Devices"
			formId="server-form"
		/>
	);

	const mine = screen.getAllByRole( 'textbox', {
		name: /^Your question/,
	} )[ 0 ];
	expect( mine ).toHaveValue( '旧问题' );
	expect(
		screen.getAllByRole( 'textbox', { name: /^Name/ } )[ 0 ]
	).toHaveValue( '王' );
	expect( mine ).toHaveFocus();
	expect( screen.getByText( '3/500' ) ).toBeInTheDocument();
} );
