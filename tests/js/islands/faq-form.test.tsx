/**
 * The minisite's question form, on the server's form (theme/template-parts/journals/faq-form.php,
 * drawn here as the template does): what was typed there is kept, the name, e-mail
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

/**
 * A field as theme/template-parts/form/field.php draws it.
 *
 * @param name    Its name.
 * @param label   Its label.
 * @param control The control's tag and type.
 * @param value   What is in it.
 */
function serverField(
	name: string,
	label: string,
	control: string,
	value = ''
): string {
	const id = `mvc-faq-${ name }`;
	const counter = name === 'description';
	const common = `id="${ id }" class="mvc-field__input" name="${ name }" maxlength="${
		counter ? 500 : 100
	}" required aria-required="true"${
		counter ? ` aria-describedby="${ id }-counter"` : ''
	}`;
	return `<div class="mvc-field mvc-faq-form__field">
		<label class="mvc-field__label" for="${ id }"><span class="mvc-field__required" aria-hidden="true">*</span>${ label }</label>
		<div class="mvc-field__control">${
			control === 'textarea'
				? `<textarea ${ common } rows="5">${ value }</textarea>`
				: `<input ${ common } type="${ control }" value="${ value }">`
		}</div>
		<p class="mvc-field__error" id="${ id }-error" hidden></p>
		${
			counter
				? `<p class="mvc-field__counter" id="${ id }-counter">${ value.length }/500</p>`
				: ''
		}
	</div>`;
}

/**
 * The server's form in the island's container, and the island mounted on it.
 *
 * @param typed What was typed before the island woke.
 */
function draw( typed: Partial< Record< string, string > > = {} ) {
	document.body.innerHTML = `<div data-island="faq-form" data-island-enhance="true">
		<form class="mvc-faq-form" id="mvc-faq-form" method="post" action="/journals/sensors/#mvc-minisite-faq">
			${ serverField( 'name', 'Name', 'text', typed.name ) }
			${ serverField( 'email', 'E-mail', 'email', typed.email ) }
			${ serverField( 'description', 'Your question', 'textarea', typed.description ) }
			<div class="mvc-faq-form__trap" aria-hidden="true"><input id="mvc-faq-website" name="website" type="text" tabindex="-1" value=""></div>
			<div class="mvc-faq-form__notice mvc-faq-form__notice--error" id="mvc-faq-form-failure" hidden role="alert"></div>
			<button type="submit" class="mvc-button mvc-button--primary mvc-faq-form__submit">Submit question</button>
		</form>
	</div>`;
	const root = document.createElement( 'div' );
	document.querySelector( '[data-island="faq-form"]' )?.append( root );
	return root;
}

function mount( typed: Partial< Record< string, string > > = {} ) {
	const container = draw( typed );
	render(
		<FaqForm
			postId={ 41 }
			postTitle="Sensors and Devices"
			formId="mvc-faq-form"
		/>,
		{ container }
	);
	return {
		name: screen.getByLabelText( /Name/ ),
		email: screen.getByLabelText( /E-mail/ ),
		description: screen.getByLabelText( /Your question/ ),
		submit: screen.getByRole( 'button', { name: 'Submit question' } ),
	};
}

async function fill( fields: ReturnType< typeof mount > ) {
	await userEvent.type( fields.name, '李薇' );
	await userEvent.type( fields.email, 'li@example.com' );
	await userEvent.type( fields.description, '审稿要多久？' );
}

it( 'checks each field as it is typed and keeps submit disabled until all are right', async () => {
	const fields = mount();
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
	expect( fields.email ).not.toHaveAttribute( 'aria-invalid' );
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
	const fields = mount();

	expect( fields.description ).toHaveAttribute( 'maxLength', '500' );
} );

it( 'sends the question with the journal and the honeypot, shows the spinner, then the modal that 完成 closes', async () => {
	let answer: ( value: FakeAnswer ) => void = () => undefined;
	api.on(
		'POST',
		ROUTE,
		() => new Promise< FakeAnswer >( ( resolve ) => ( answer = resolve ) )
	);
	const fields = mount();
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
	const fields = mount();
	await fill( fields );

	await userEvent.click( fields.submit );

	expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
		'提交过于频繁，请 10 分钟后再试。'
	);
	expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	expect( fields.description ).toHaveValue( '审稿要多久？' );
	await waitFor( () => expect( fields.submit ).toBeEnabled() );
} );

it( 'keeps what was typed in the server’s form and its focus, and draws no field of its own', () => {
	draw( { name: '王', email: 'w@example.com', description: '旧问题' } );
	const typed = screen.getByRole( 'textbox', { name: /Your question/ } );
	typed.focus();

	render(
		<FaqForm
			postId={ 41 }
			postTitle="Sensors and Devices"
			formId="mvc-faq-form"
		/>,
		{ container: document.createElement( 'div' ) }
	);

	expect( screen.getAllByRole( 'textbox' ) ).toHaveLength( 3 );
	expect( typed ).toHaveValue( '旧问题' );
	expect( typed ).toHaveFocus();
	expect( screen.getByText( '3/500' ) ).toBeInTheDocument();
	expect(
		screen.getByRole( 'button', { name: 'Submit question' } )
	).toBeEnabled();
} );
