/**
 * Waking an island by name (`mvc:wake`), `openLoginPopup()` and `showToast()` from runtime-core.
 */
import { select } from '@wordpress/data';

import { createLoader } from '../../../src/runtime/loader/loader';
import type { Loader } from '../../../src/runtime/loader/loader';
import type { RuntimeConfig, WokenBy } from '../../../src/runtime/config';
import {
	loginPopupStore,
	openLoginPopup,
	showToast,
	toastStore,
	WAKE_EVENT,
	wakeIsland,
} from '../../../src/runtime';
import { fakeNetwork } from '../helpers/fake-network';

const mountIsland = jest.fn<
	Promise< void >,
	[ HTMLElement, { wokenBy?: WokenBy }? ]
>( async () => {} );

const config: RuntimeConfig = {
	islands: {
		'member-area': 'mvc-island-member-area',
		menu: 'mvc-island-menu',
	},
	scripts: {
		'mvc-runtime-core': { src: 'https://site.test/core.js', deps: [] },
		'mvc-island-member-area': {
			src: 'https://site.test/member-area.js',
			deps: [ 'mvc-runtime-core' ],
		},
		'mvc-island-menu': {
			src: 'https://site.test/menu.js',
			deps: [ 'mvc-runtime-core' ],
		},
	},
	session: { loggedIn: false },
};

function island( name: string, wake: string ): HTMLElement {
	const container = document.createElement( 'div' );
	container.dataset.island = name;
	container.dataset.wake = wake;
	container.innerHTML =
		'<script type="application/json" class="mvc-island__props">{}</script><a href="/profile/">登录</a>';
	document.body.append( container );
	return container;
}

async function settle(): Promise< void > {
	for ( let i = 0; i < 10; i++ ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	}
}

let loader: Loader | undefined;

beforeEach( () => {
	mountIsland.mockClear();
	fakeNetwork( {
		'https://site.test/core.js': () => {
			window.mvc = { runtimeCore: { mountIsland } };
		},
	} );
} );

afterEach( () => {
	loader?.destroy();
	loader = undefined;
	jest.restoreAllMocks();
	jest.useRealTimers();
	delete window.mvc;
} );

describe( 'the mvc:wake event', () => {
	it( 'wakes every container of the island named, and only those', async () => {
		const first = island( 'member-area', 'interaction' );
		const second = island( 'member-area', 'interaction' );
		const menu = island( 'menu', 'interaction' );
		loader = createLoader( config );
		await settle();
		expect( mountIsland ).not.toHaveBeenCalled();

		document.dispatchEvent(
			new CustomEvent( WAKE_EVENT, { detail: { island: 'member-area' } } )
		);
		await settle();

		expect( mountIsland ).toHaveBeenCalledTimes( 2 );
		expect( mountIsland ).toHaveBeenCalledWith( first, {} );
		expect( mountIsland ).toHaveBeenCalledWith( second, {} );
		expect( first ).toHaveAttribute( 'data-island-state', 'mounted' );
		expect( menu ).not.toHaveAttribute( 'data-island-state' );
	} );

	it( 'mounts a sleeping island as pressed when the event says a press asked for it, once', async () => {
		const modal = island( 'menu', 'interaction' );
		modal.innerHTML = modal.innerHTML.replace( /<a[^]*<\/a>/, '' );
		loader = createLoader( config );
		await settle();

		wakeIsland( 'menu', 'click' );
		await settle();
		wakeIsland( 'menu', 'click' );
		await settle();

		expect( mountIsland ).toHaveBeenCalledTimes( 1 );
		expect( mountIsland ).toHaveBeenCalledWith( modal, {
			wokenBy: 'click',
		} );
	} );

	it( 'ignores an event without an island name', async () => {
		island( 'member-area', 'interaction' );
		loader = createLoader( config );
		document.dispatchEvent( new CustomEvent( WAKE_EVENT ) );
		await settle();
		expect( mountIsland ).not.toHaveBeenCalled();
	} );

	it( 'wakes the member area when openLoginPopup() is called', async () => {
		const container = island( 'member-area', 'interaction' );
		loader = createLoader( config );

		openLoginPopup( 'registration' );
		await settle();

		expect( mountIsland ).toHaveBeenCalledWith( container, {} );
		expect( select( loginPopupStore ).isOpen() ).toBe( true );
		expect( select( loginPopupStore ).getType() ).toBe( 'registration' );
	} );

	it( "wakes a visitor's member area that sleeps until pressed (declared `idle`) when another island opens the login popup", async () => {
		window.requestIdleCallback = jest.fn( ( callback ) => {
			callback( { didTimeout: true, timeRemaining: () => 0 } );
			return 1;
		} );
		const container = island( 'member-area', 'idle' );
		loader = createLoader( config );
		await settle();
		expect( mountIsland ).not.toHaveBeenCalled();

		openLoginPopup( 'login' );
		await settle();

		expect( mountIsland ).toHaveBeenCalledWith( container, {} );
		expect( container ).toHaveAttribute( 'data-island-state', 'mounted' );
		delete ( window as { requestIdleCallback?: unknown } )
			.requestIdleCallback;
	} );
} );

describe( 'showToast', () => {
	it( 'keeps the toast and wakes the member area, which draws it', async () => {
		const container = island( 'member-area', 'interaction' );
		loader = createLoader( config );

		showToast( { message: '已退出登录' } );
		await settle();

		expect( mountIsland ).toHaveBeenCalledWith( container, {} );
		expect(
			select( toastStore )
				.getToasts()
				.map( ( toast ) => toast.message )
		).toEqual( [ '已退出登录' ] );
	} );
} );
