/**
 * The follow popup of a special issue: the remembered address and consent, 请输入邮箱 and
 * 请输入正确的邮箱格式, submit disabled without consent (saying so) or while an error shows, the
 * follow asked for with 请查收确认邮件 on the notice and the grey button, the 24-hour memory, and
 * the failure notice for 3 s. The form is the server's, from the page's template.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { select } from '@wordpress/data';
import { toastStore } from '@mvc/runtime-core';

import { FollowSpecialIssue } from '../../../src/islands/follow-special-issue/FollowSpecialIssue';
import {
	REMEMBER_KEY,
	rememberedEmail,
} from '../../../src/islands/follow-special-issue/remembered';
import { fakeApi, ok } from '../helpers/fake-api';
import type { FakeApi } from '../helpers/fake-api';
import { resetStores } from '../helpers/member-area';
import { drawFollowFormTemplate } from '../helpers/follow-form';

let api: FakeApi;

function openPopup() {
	render( <FollowSpecialIssue postId={ 41 } title="能源材料特刊" /> );
	return userEvent.click(
		screen.getByRole( 'button', { name: 'Follow the special issue' } )
	);
}

let takeTemplate: () => void = () => {};

beforeEach( () => {
	takeTemplate = drawFollowFormTemplate();
	api = fakeApi();
	window.localStorage.clear();
} );

afterEach( () => {
	takeTemplate();
	resetStores();
} );

it( 'asks for an address on the first empty submit, then for a correct one', async () => {
	await openPopup();
	const dialog = screen.getByRole( 'dialog' );
	const submit = screen.getByRole( 'button', { name: 'Follow' } );
	await userEvent.click(
		screen.getByLabelText(
			'I agree to receive e-mails about this special issue from the publisher.'
		)
	);

	await userEvent.click( submit );
	expect( dialog ).toHaveTextContent( 'Please enter an e-mail address.' );
	expect( submit ).toBeDisabled();

	await userEvent.type( screen.getByLabelText( 'E-mail' ), 'wrong' );
	expect( dialog ).toHaveTextContent(
		'Please enter an e-mail address in the correct format.'
	);
	expect( api.calls ).toHaveLength( 0 );
} );

it( 'needs the consent, asks for the follow, says to check the mail and remembers the address for 24 hours', async () => {
	api.on( 'POST', '/api/call-for-papers/follow', () =>
		ok( { post_id: 41, status: 'pending' } )
	);
	await openPopup();
	const submit = screen.getByRole( 'button', { name: 'Follow' } );
	await userEvent.type( screen.getByLabelText( 'E-mail' ), 'a@example.com' );
	expect( submit ).toBeDisabled();
	// The disabled button says why.
	expect( submit ).toHaveAccessibleDescription(
		'Tick the box above to agree to the e-mails first.'
	);
	expect(
		screen.getByText( 'Tick the box above to agree to the e-mails first.' )
	).toBeVisible();

	await userEvent.click(
		screen.getByLabelText(
			'I agree to receive e-mails about this special issue from the publisher.'
		)
	);
	expect( submit ).not.toHaveAccessibleDescription();
	await userEvent.click( submit );

	expect( api.calls[ 0 ].body ).toEqual( {
		email: 'a@example.com',
		post_id: 41,
	} );
	expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	// Not followed yet: the mail's link makes the follow.
	expect(
		screen.getByRole( 'button', {
			name: 'Please check your inbox to confirm.',
		} )
	).toBeDisabled();
	expect( screen.queryByText( /Followed/ ) ).not.toBeInTheDocument();
	expect(
		select( toastStore )
			.getToasts()
			.map( ( toast ) => toast.message )
	).toEqual( [ 'Please check your inbox to confirm.' ] );
	expect( rememberedEmail() ).toBe( 'a@example.com' );
	expect( rememberedEmail( Date.now() + 86_400_000 + 1 ) ).toBe( '' );
} );

it( 'prefills a remembered address with the consent ticked', async () => {
	window.localStorage.setItem(
		REMEMBER_KEY,
		JSON.stringify( { email: 'b@example.com', expires: Date.now() + 1000 } )
	);
	await openPopup();

	expect( screen.getByLabelText( 'E-mail' ) ).toHaveValue( 'b@example.com' );
	expect(
		screen.getByLabelText(
			'I agree to receive e-mails about this special issue from the publisher.'
		)
	).toBeChecked();
} );

it( 'says the follow failed for 3 s', async () => {
	api.on( 'POST', '/api/call-for-papers/follow', () => ( {
		status: 503,
		body: { code: 503, message: 'x', data: null },
	} ) );
	window.localStorage.setItem(
		REMEMBER_KEY,
		JSON.stringify( { email: 'c@example.com', expires: Date.now() + 1000 } )
	);
	await openPopup();

	await userEvent.click( screen.getByRole( 'button', { name: 'Follow' } ) );
	const alert = await screen.findByRole( 'alert' );
	expect( alert ).toHaveTextContent(
		'Follow failed. Please try again later.'
	);

	// Still there after 2.5 s, gone by 3.5 s.
	await act(
		() => new Promise( ( resolve ) => setTimeout( resolve, 2500 ) )
	);
	expect( screen.getByRole( 'alert' ) ).toBeInTheDocument();
	await waitFor(
		() => expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument(),
		{ timeout: 1000 }
	);
} );

it( 'shows the server’s form from the page’s template, its error described on the field', async () => {
	await openPopup();
	const dialog = screen.getByRole( 'dialog' );
	const form = dialog.querySelector( 'form' );

	// The server's form (the same as without JavaScript), its button saying 关注.
	expect( form ).toHaveClass( 'mvc-follow-form' );
	expect( form?.querySelector( '.mvc-follow-form__hint' ) ).toBeVisible();
	expect(
		form?.querySelector( 'button[type="submit"]' )
	).toHaveAccessibleName( 'Follow' );
	expect(
		document.querySelector( 'template[data-mvc-follow-form]' )
	).toBeInTheDocument();

	await userEvent.type( screen.getByLabelText( 'E-mail' ), 'wrong' );
	expect( screen.getByLabelText( 'E-mail' ) ).toHaveAccessibleDescription(
		'Please enter an e-mail address in the correct format.'
	);
	expect( screen.getByLabelText( 'E-mail' ) ).toHaveAttribute(
		'aria-invalid',
		'true'
	);
} );
