/**
 * The member's WeChat account in the user panel: 绑定微信 asks for WeChat's authorisation to link
 * (and goes there), 解除绑定 unlinks.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatch } from '@wordpress/data';
import { memberSessionStore } from '@mvc/runtime-core';

import { Toasts } from '../../../../src/components/Toasts';
import { navigation } from '../../../../src/member/navigation';
import { WeChatAccount } from '../../../../src/islands/user-panel/WeChatAccount';
import { fakeApi, ok } from '../../helpers/fake-api';
import type { FakeApi } from '../../helpers/fake-api';
import { resetStores } from '../../helpers/member-area';

const PROFILE = 'https://site.test/profile/';

let api: FakeApi;

/**
 * The server's WeChat fact (theme/template-parts/profile/panel.php), worked by the island.
 *
 * @param linked Whether an account is linked.
 */
function renderAccount( linked: boolean ) {
	document.body.innerHTML = `<dl><div data-mvc-fact="wechat"><dt>WeChat</dt><dd><span>${
		linked ? 'Linked' : 'Not linked'
	}</span> <button type="button" data-mvc-action="wechat">${
		linked ? 'Unlink' : 'Link WeChat'
	}</button></dd></div></dl>`;
	render(
		<>
			<WeChatAccount
				button={ document.querySelector( 'button' ) }
				state={ document.querySelector( 'dd > span' ) }
				linked={ linked }
				profile={ PROFILE }
			/>
			<Toasts />
		</>
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
} );

it( 'links: asks for the authorisation to link back to the profile and goes there', async () => {
	api.on(
		'GET',
		'/api/member/wechat/authorize',
		ok( { url: 'https://open.weixin.test/connect?state=qr.x' } )
	);
	const assign = jest
		.spyOn( navigation, 'assign' )
		.mockImplementation( () => {} );
	renderAccount( false );
	expect( screen.getByText( /Not linked/ ) ).toBeInTheDocument();

	await userEvent.click(
		screen.getByRole( 'button', { name: 'Link WeChat' } )
	);

	await waitFor( () =>
		expect( assign ).toHaveBeenCalledWith(
			'https://open.weixin.test/connect?state=qr.x'
		)
	);
	const query = api.callsTo( 'GET', '/api/member/wechat/authorize' )[ 0 ]
		.query;
	expect( query.get( 'link' ) ).toBe( 'true' );
	expect( query.get( 'redirect_uri' ) ).toBe( PROFILE );
	expect( query.get( 'client' ) ).toBe( 'qr' );
} );

it( 'unlinks and says so', async () => {
	api.on( 'POST', '/api/member/wechat/unlink', ok( { linked: false } ) );
	renderAccount( true );
	expect( screen.getByText( /Linked/ ) ).toBeInTheDocument();

	await userEvent.click( screen.getByRole( 'button', { name: 'Unlink' } ) );

	expect( await screen.findByText( 'WeChat unlinked' ) ).toBeInTheDocument();
	expect(
		screen.getByRole( 'button', { name: 'Link WeChat' } )
	).toBeInTheDocument();
} );
