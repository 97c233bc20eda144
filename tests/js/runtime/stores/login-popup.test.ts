/**
 * The login popup store.
 */
import { createRegistry } from '@wordpress/data';

import { store } from '../../../../src/runtime/stores/login-popup';

function freshStore() {
	const registry = createRegistry();
	registry.register( store );
	return {
		select: registry.select( store ),
		dispatch: registry.dispatch( store ),
	};
}

describe( 'login popup store', () => {
	it( 'is closed, on login, by WeChat at first', () => {
		const { select } = freshStore();

		expect( select.isOpen() ).toBe( false );
		expect( select.getType() ).toBe( 'login' );
		expect( select.getMode() ).toBe( 'wechat' );
	} );

	it( 'opens on the login form by default, or on the type asked for', async () => {
		const { select, dispatch } = freshStore();

		await dispatch.open();
		expect( select.isOpen() ).toBe( true );
		expect( select.getType() ).toBe( 'login' );

		await dispatch.open( 'registration' );
		expect( select.getType() ).toBe( 'registration' );
	} );

	it( 'switches type and mode and closes', async () => {
		const { select, dispatch } = freshStore();
		await dispatch.open( 'login', 'email' );
		expect( select.getMode() ).toBe( 'email' );

		await dispatch.setType( 'reset' );
		await dispatch.setMode( 'wechat' );
		expect( select.getType() ).toBe( 'reset' );
		expect( select.getMode() ).toBe( 'wechat' );

		await dispatch.close();
		expect( select.isOpen() ).toBe( false );
	} );

	it( 'keeps why it opened until it closes', async () => {
		const { select, dispatch } = freshStore();
		await dispatch.open( 'login', undefined, 'members-only' );
		expect( select.getReason() ).toBe( 'members-only' );

		await dispatch.close();
		expect( select.getReason() ).toBeNull();
		await dispatch.open();
		expect( select.getReason() ).toBeNull();
	} );

	it( 'remembers the mode the reader chose, and opens on it next time', async () => {
		window.localStorage.clear();
		const first = freshStore();
		await first.dispatch.chooseMode( 'email' );
		expect( window.localStorage.getItem( 'mvc-login-mode' ) ).toBe(
			'email'
		);

		// A new page: a new store reads what was remembered.
		expect( freshStore().select.getMode() ).toBe( 'email' );

		window.localStorage.setItem( 'mvc-login-mode', 'nonsense' );
		expect( freshStore().select.getMode() ).toBe( 'wechat' );
		window.localStorage.clear();
	} );
} );
