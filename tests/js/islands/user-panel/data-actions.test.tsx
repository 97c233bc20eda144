/**
 * The member's data in the user panel: the personal feed's address (shown, reset), the copy of
 * their data saved as a file, and the account's deletion (a recent login, the address typed again).
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatch, select } from '@wordpress/data';
import { loginPopupStore, memberSessionStore } from '@mvc/runtime-core';

import { Toasts } from '../../../../src/components/Toasts';
import { navigation } from '../../../../src/member/navigation';
import { DataActions } from '../../../../src/islands/user-panel/DataActions';
import { fail, fakeApi, ok } from '../../helpers/fake-api';
import type { FakeApi } from '../../helpers/fake-api';
import { CHOICES, LINKS, resetStores } from '../../helpers/member-area';
import { drawServerPanel } from '../../helpers/user-panel';
import { findPanel } from '../../../../src/islands/user-panel/panel';

const FEED = 'https://site.test/?feed=mvc-member&token=2.aaa';
const NEW_FEED = 'https://site.test/?feed=mvc-member&token=2.bbb';

let api: FakeApi;

/** The server's panel, with the data actions working its three buttons. */
function renderActions() {
	const container = drawServerPanel( {
		profile: {
			display_name: '李薇',
			avatar: '',
			institution: '',
			title: CHOICES!.occupations[ 0 ].value,
			research_area: '',
			email: 'liwei@example.com',
			subscribed: false,
		},
		links: LINKS,
		wechat: false,
	} );
	const panel = findPanel();
	render(
		<>
			<DataActions
				home={ LINKS.home }
				buttons={ {
					feed: panel?.button( 'feed' ) ?? null,
					export: panel?.button( 'export' ) ?? null,
					delete: panel?.button( 'delete' ) ?? null,
				} }
				section={ panel?.data ?? null }
			/>
			<Toasts />
		</>,
		{ container }
	);
}

beforeEach( () => {
	api = fakeApi();
	act( () => {
		dispatch( memberSessionStore ).setLoggedIn( true );
	} );
} );

afterEach( () => {
	resetStores();
	jest.restoreAllMocks();
	document.body.innerHTML = '';
} );

it( 'shows the feed address and resets it', async () => {
	api.on( 'GET', '/api/member/feed', ok( { url: FEED } ) );
	api.on( 'POST', '/api/member/feed/reset', ok( { url: NEW_FEED } ) );
	renderActions();
	const button = screen.getByRole( 'button', {
		name: 'RSS feed of my tags',
	} );

	await userEvent.click( button );

	const address = await screen.findByRole( 'textbox', {
		name: 'RSS feed of my tags',
	} );
	expect( address ).toHaveValue( FEED );
	expect( button ).toHaveAttribute( 'aria-expanded', 'true' );

	await userEvent.click(
		screen.getByRole( 'button', { name: 'Reset the address' } )
	);

	await waitFor( () => expect( address ).toHaveValue( NEW_FEED ) );
	expect(
		screen.getByText(
			'The feed has a new address; the old one no longer works.'
		)
	).toBeInTheDocument();
} );

it( 'saves the copy of the data as a JSON file', async () => {
	api.on(
		'GET',
		'/api/member/export',
		ok( { profile: { display_name: '李薇' }, likes: [] } )
	);
	URL.createObjectURL = jest.fn( () => 'blob:copy' );
	URL.revokeObjectURL = jest.fn();
	const clicked: HTMLAnchorElement[] = [];
	jest.spyOn( HTMLAnchorElement.prototype, 'click' ).mockImplementation(
		function ( this: HTMLAnchorElement ) {
			clicked.push( this );
		}
	);
	renderActions();

	await userEvent.click(
		screen.getByRole( 'button', { name: 'Download my data' } )
	);

	await waitFor( () => expect( clicked ).toHaveLength( 1 ) );
	expect( clicked[ 0 ].download ).toBe( 'mvc-my-data.json' );
	expect( clicked[ 0 ].href ).toBe( 'blob:copy' );
	expect( URL.revokeObjectURL ).toHaveBeenCalledWith( 'blob:copy' );
} );

it( 'asks a member whose login is old to log in again before deleting the account', async () => {
	api.on(
		'GET',
		'/api/member/last-login-exceeded',
		ok( { exceeded: true } )
	);
	renderActions();

	await userEvent.click(
		screen.getByRole( 'button', { name: 'Delete my account' } )
	);

	expect(
		await screen.findByText(
			'Deleting your account requires logging in again.'
		)
	).toBeInTheDocument();
	expect( select( loginPopupStore ).isOpen() ).toBe( true );
	expect(
		screen.queryByRole( 'dialog', { name: 'Delete my account' } )
	).toBeNull();
} );

it( 'deletes the account once the address is typed again, and goes home', async () => {
	api.on(
		'GET',
		'/api/member/last-login-exceeded',
		ok( { exceeded: false } )
	);
	api.on( 'POST', '/api/member/delete-account', ( call ) =>
		( call.body as { email: string } ).email === 'liwei@example.com'
			? ok( { deleted: true } )
			: fail( 400, '请输入您账号的邮箱以确认注销。', { field: 'email' } )
	);
	const assign = jest
		.spyOn( navigation, 'assign' )
		.mockImplementation( () => {} );
	renderActions();

	await userEvent.click(
		screen.getByRole( 'button', { name: 'Delete my account' } )
	);
	const dialog = await screen.findByRole( 'dialog', {
		name: 'Delete my account',
	} );
	const field = within( dialog ).getByLabelText(
		'Type your e-mail address to confirm'
	);
	const submit = within( dialog ).getByRole( 'button', {
		name: 'Delete my account',
	} );

	await userEvent.type( field, 'other@example.com' );
	await userEvent.click( submit );
	expect(
		await within( dialog ).findByText( '请输入您账号的邮箱以确认注销。' )
	).toBeInTheDocument();
	expect( assign ).not.toHaveBeenCalled();

	await userEvent.clear( field );
	await userEvent.type( field, 'liwei@example.com' );
	await userEvent.click( submit );

	expect(
		await screen.findByText( 'Your account was deleted.' )
	).toBeInTheDocument();
	await waitFor( () => expect( assign ).toHaveBeenCalledWith( LINKS.home ) );
} );
