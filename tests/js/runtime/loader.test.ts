/**
 * The island loader: wake strategies, loading on wake, the click held back by an `interaction`
 * island and handed to it, a button pressed before an `idle` island replayed on it (on the same
 * server button when the island enhances the server's markup), the link
 * followed when loading fails, a visitor's `idle` island sleeping until pressed (the reading
 * budget), and `window.mvcRuntime`.
 */
import {
	createLoader,
	PRESS_TIMEOUT,
} from '../../../src/runtime/loader/loader';
import type { RuntimeConfig, WokenBy } from '../../../src/runtime/config';
import { definePlainIsland } from '../../../src/runtime/plain';
import { fakeNetwork } from '../helpers/fake-network';

const mountIsland = jest.fn<
	Promise< void >,
	[ HTMLElement, { wokenBy?: WokenBy }? ]
>( async ( container ) => {
	container.innerHTML = '<button>island</button>';
} );

const config: RuntimeConfig = {
	islands: {
		menu: 'mvc-island-menu',
		button: 'mvc-island-button',
		broken: 'mvc-island-broken',
	},
	scripts: {
		'mvc-runtime-core': { src: 'https://site.test/core.js', deps: [] },
		'mvc-island-menu': {
			src: 'https://site.test/menu.js',
			deps: [ 'mvc-runtime-core' ],
		},
		'mvc-island-button': {
			src: 'https://site.test/button.js',
			deps: [ 'mvc-runtime-core' ],
		},
		'mvc-island-broken': {
			src: 'https://site.test/fail.js',
			deps: [ 'mvc-runtime-core' ],
		},
	},
	session: { loggedIn: false },
};

/** The same page for a logged-in member (its `idle` islands keep `idle`). */
const memberConfig: RuntimeConfig = { ...config, session: { loggedIn: true } };

/**
 * A pointer going down, as the browser sends it.
 *
 * @param pointerType `mouse`, `pen` or `touch`.
 */
function pointerDown( pointerType: string ): Event {
	const event = new Event( 'pointerdown', { bubbles: true } );
	Object.defineProperty( event, 'pointerType', { value: pointerType } );
	return event;
}

function island( name: string, wake: string, placeholder = '' ): HTMLElement {
	const container = document.createElement( 'div' );
	container.className = `mvc-island mvc-island--${ name }`;
	container.dataset.island = name;
	container.dataset.wake = wake;
	container.innerHTML = `<script type="application/json" class="mvc-island__props">{}</script>${ placeholder }`;
	document.body.append( container );
	return container;
}

/** Lets timers, microtasks and fake script loads run. */
async function settle(): Promise< void > {
	for ( let i = 0; i < 10; i++ ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	}
}

let network: { requested: string[] };

beforeEach( () => {
	mountIsland.mockClear();
	network = fakeNetwork( {
		'https://site.test/core.js': () => {
			window.mvc = { runtimeCore: { mountIsland } };
		},
	} );
} );

afterEach( () => {
	jest.restoreAllMocks();
	delete window.mvc;
	delete ( window as { requestIdleCallback?: unknown } ).requestIdleCallback;
	delete ( window as { IntersectionObserver?: unknown } )
		.IntersectionObserver;
} );

describe( 'wake strategies', () => {
	it( 'wakes a `load` island at once', async () => {
		const container = island( 'menu', 'load' );

		createLoader( config );
		await settle();

		expect( mountIsland ).toHaveBeenCalledWith( container, {} );
		expect( container ).toHaveAttribute( 'data-island-state', 'mounted' );
		expect( network.requested ).toEqual( [
			'https://site.test/core.js',
			'https://site.test/menu.js',
		] );
	} );

	it( "wakes a member's `idle` island when the browser is idle", async () => {
		let idle: IdleRequestCallback | undefined;
		window.requestIdleCallback = jest.fn( ( callback ) => {
			idle = callback;
			return 1;
		} );
		window.cancelIdleCallback = jest.fn();
		island( 'menu', 'idle' );

		createLoader( memberConfig );
		await settle();
		expect( mountIsland ).not.toHaveBeenCalled();
		expect( network.requested ).toEqual( [] );

		idle?.( { didTimeout: false, timeRemaining: () => 10 } );
		await settle();
		expect( mountIsland ).toHaveBeenCalledTimes( 1 );
	} );

	it( "wakes a member's `idle` island after a timeout where requestIdleCallback is missing", async () => {
		jest.useFakeTimers();
		try {
			island( 'menu', 'idle' );
			createLoader( memberConfig );
			await jest.advanceTimersByTimeAsync( 150 );
			expect( network.requested ).toEqual( [] );

			await jest.advanceTimersByTimeAsync( 100 );
			await jest.runAllTimersAsync();
			expect( network.requested ).toEqual( [
				'https://site.test/core.js',
				'https://site.test/menu.js',
			] );
			expect( mountIsland ).toHaveBeenCalledTimes( 1 );
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'wakes a `visible` island when it comes within 200px of the viewport', async () => {
		let notify: IntersectionObserverCallback | undefined;
		const observed: Element[] = [];
		let options: IntersectionObserverInit | undefined;
		class FakeObserver {
			constructor(
				callback: IntersectionObserverCallback,
				init?: IntersectionObserverInit
			) {
				notify = callback;
				options = init;
			}
			observe( element: Element ) {
				observed.push( element );
			}
			disconnect() {}
		}
		window.IntersectionObserver =
			FakeObserver as unknown as typeof IntersectionObserver;
		const container = island( 'menu', 'visible' );

		createLoader( config );
		await settle();
		expect( observed ).toEqual( [ container ] );
		expect( options?.rootMargin ).toBe( '200px' );

		const entry = ( isIntersecting: boolean ) =>
			( {
				isIntersecting,
				target: container,
			} ) as unknown as IntersectionObserverEntry;
		notify?.( [ entry( false ) ], {} as IntersectionObserver );
		await settle();
		expect( mountIsland ).not.toHaveBeenCalled();

		notify?.( [ entry( true ) ], {} as IntersectionObserver );
		await settle();
		expect( mountIsland ).toHaveBeenCalledTimes( 1 );
	} );

	it( "watches the element a `visible` island names with `data-wake-with` (a carousel's slides) too", async () => {
		const observed: Element[] = [];
		class FakeObserver {
			observe( element: Element ) {
				observed.push( element );
			}
			disconnect() {}
		}
		window.IntersectionObserver =
			FakeObserver as unknown as typeof IntersectionObserver;
		document.body.innerHTML = '<div id="slides"></div>';
		const container = island( 'menu', 'visible' );
		container.dataset.wakeWith = 'slides';

		createLoader( config );
		await settle();

		expect( observed ).toEqual( [
			container,
			document.getElementById( 'slides' ),
		] );
	} );

	it( 'wakes an `interaction` island on the first press of a mouse, not on a hover or a finger that may scroll', async () => {
		const container = island(
			'button',
			'interaction',
			'<a href="https://site.test/guest-editor/">Become a guest editor</a>'
		);

		createLoader( config );
		await settle();
		expect( network.requested ).toEqual( [] );

		const link = container.querySelector( 'a' );
		link?.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		link?.dispatchEvent( pointerDown( 'touch' ) );
		link?.dispatchEvent( new Event( 'pointercancel', { bubbles: true } ) );
		await settle();
		expect( network.requested ).toEqual( [] );

		link?.dispatchEvent( pointerDown( 'mouse' ) );
		link?.dispatchEvent( new Event( 'pointerup', { bubbles: true } ) );
		await settle();

		expect( mountIsland ).toHaveBeenCalledWith( container, {} );
		expect( container ).toHaveTextContent( 'island' );
	} );

	it( 'loads the shared library once for several islands', async () => {
		island( 'menu', 'load' );
		island( 'button', 'load' );
		island( 'menu', 'load' );

		createLoader( config );
		await settle();

		expect( mountIsland ).toHaveBeenCalledTimes( 3 );
		expect( network.requested ).toEqual( [
			'https://site.test/core.js',
			'https://site.test/menu.js',
			'https://site.test/button.js',
		] );
	} );
} );

describe( 'a click on an interaction placeholder', () => {
	it( 'is held back and handed to the island as wokenBy: click', async () => {
		const container = island(
			'button',
			'interaction',
			'<a href="https://site.test/guest-editor/">Become a guest editor</a>'
		);
		createLoader( config );

		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		container.querySelector( 'a' )?.dispatchEvent( click );
		await settle();

		expect( click.defaultPrevented ).toBe( true );
		expect( mountIsland ).toHaveBeenCalledWith( container, {
			wokenBy: 'click',
		} );
	} );

	it( 'is replayed on the element that replaced the link when it came during the render', async () => {
		const container = island(
			'button',
			'interaction',
			'<a class="mvc-login" href="https://site.test/profile/">Log in</a>'
		);
		const replacementClicks = jest.fn();
		let finishRender: () => void = () => {};
		mountIsland.mockImplementationOnce(
			( target ) =>
				new Promise< void >( ( resolve ) => {
					finishRender = () => {
						target.innerHTML =
							'<button class="mvc-login">Log in</button>';
						target
							.querySelector( 'button' )
							?.addEventListener( 'click', replacementClicks );
						resolve();
					};
				} )
		);
		createLoader( config );

		// The keyboard's focus wakes the island; the click of Enter arrives once React has
		// started rendering.
		container
			.querySelector( 'a' )
			?.dispatchEvent( new FocusEvent( 'focusin', { bubbles: true } ) );
		await settle();
		expect( mountIsland ).toHaveBeenCalledWith( container, {} );
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		container.querySelector( 'a' )?.dispatchEvent( click );
		finishRender();
		await settle();

		expect( click.defaultPrevented ).toBe( true );
		expect( replacementClicks ).toHaveBeenCalledTimes( 1 );
	} );

	it( "wakes a member's `idle` island at once for a button pressed before it, and replays the press on the same button", async () => {
		window.requestIdleCallback = jest.fn( () => 1 ); // The browser never gets idle here.
		const container = island(
			'button',
			'idle',
			'<button class="mvc-reactions__item mvc-reactions__item--like">4</button>' +
				'<button class="mvc-reactions__item mvc-reactions__item--favorite">2</button>' +
				'<a class="mvc-more" href="https://site.test/more/">more</a>'
		);
		const favourite = jest.fn();
		const like = jest.fn();
		mountIsland.mockImplementationOnce( async ( target ) => {
			target.innerHTML =
				'<button class="mvc-reactions__item mvc-reactions__item--like is-on">4</button>' +
				'<button class="mvc-reactions__item mvc-reactions__item--favorite">2</button>';
			target
				.querySelector( '.mvc-reactions__item--like' )
				?.addEventListener( 'click', like );
			target
				.querySelector( '.mvc-reactions__item--favorite' )
				?.addEventListener( 'click', favourite );
		} );
		createLoader( memberConfig );

		// The loader leaves a link alone (jsdom cannot navigate: stopped here, after the loader).
		let linkHeld: boolean | null = null;
		const stop = ( event: Event ) => {
			linkHeld = event.defaultPrevented;
			event.preventDefault();
		};
		document.addEventListener( 'click', stop );
		container
			.querySelector( 'a' )
			?.dispatchEvent(
				new MouseEvent( 'click', { bubbles: true, cancelable: true } )
			);
		document.removeEventListener( 'click', stop );
		await settle();
		expect( linkHeld ).toBe( false );
		expect( mountIsland ).not.toHaveBeenCalled();

		const press = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		container
			.querySelector( '.mvc-reactions__item--favorite' )
			?.dispatchEvent( press );
		await settle();

		expect( press.defaultPrevented ).toBe( true );
		expect( mountIsland ).toHaveBeenCalledWith( container, {} );
		expect( favourite ).toHaveBeenCalledTimes( 1 );
		expect( like ).not.toHaveBeenCalled();
	} );

	it( 'keeps the placeholder under a press until its release, and hands on the click that follows', async () => {
		const container = island(
			'button',
			'interaction',
			'<a class="mvc-login" href="https://site.test/profile/">Log in</a>'
		);
		createLoader( config );
		const link = container.querySelector( 'a' );

		// The mouse presses the link: the island wakes and loads.
		link?.dispatchEvent( pointerDown( 'mouse' ) );
		await settle();
		expect( network.requested ).toContain( 'https://site.test/button.js' );
		expect( mountIsland ).not.toHaveBeenCalled();
		expect( container.querySelector( 'a' ) ).toBe( link );

		// Released: the click, in the same task, still lands on the link.
		link?.dispatchEvent( new Event( 'pointerup', { bubbles: true } ) );
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		link?.dispatchEvent( click );
		await settle();

		expect( click.defaultPrevented ).toBe( true );
		expect( mountIsland ).toHaveBeenCalledWith( container, {
			wokenBy: 'click',
		} );
		expect( container ).toHaveAttribute( 'data-island-state', 'mounted' );
	} );

	it( 'mounts anyway when a press on the placeholder is not released', async () => {
		const container = island(
			'button',
			'interaction',
			'<a class="mvc-login" href="https://site.test/profile/">Log in</a>'
		);
		createLoader( config );

		container
			.querySelector( 'a' )
			?.dispatchEvent( new Event( 'pointerdown', { bubbles: true } ) );
		await settle();
		expect( mountIsland ).not.toHaveBeenCalled();
		await new Promise( ( resolve ) =>
			setTimeout( resolve, PRESS_TIMEOUT + 50 )
		);
		await settle();

		expect( mountIsland ).toHaveBeenCalledWith( container, {} );
		expect( container ).toHaveAttribute( 'data-island-state', 'mounted' );
	} );

	it( 'follows the link when the island fails to load', async () => {
		const navigate = jest.fn();
		const container = island(
			'broken',
			'interaction',
			'<a href="https://site.test/guest-editor/">Become a guest editor</a>'
		);
		createLoader( config, { navigate } );

		container
			.querySelector( 'a' )
			?.dispatchEvent(
				new MouseEvent( 'click', { bubbles: true, cancelable: true } )
			);
		await settle();

		expect( navigate ).toHaveBeenCalledWith(
			'https://site.test/guest-editor/'
		);
		expect( container ).toHaveAttribute( 'data-island-state', 'error' );
		expect( container ).toHaveTextContent( 'Become a guest editor' );
		expect( console ).toHaveWarned();
	} );

	it( 'does not navigate when a failed island was only pressed, not clicked', async () => {
		const navigate = jest.fn();
		const container = island(
			'broken',
			'interaction',
			'<a href="https://site.test/guest-editor/">Become a guest editor</a>'
		);
		createLoader( config, { navigate } );

		container.querySelector( 'a' )?.dispatchEvent( pointerDown( 'mouse' ) );
		await settle();

		expect( navigate ).not.toHaveBeenCalled();
		expect( container ).toHaveAttribute( 'data-island-state', 'error' );
		expect( console ).toHaveWarned();
	} );

	it( 'is left alone once the island is mounted', async () => {
		const container = island(
			'button',
			'interaction',
			'<a href="https://site.test/guest-editor/">Become a guest editor</a>'
		);
		const loader = createLoader( config );
		await loader.wakeAll();

		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		container.querySelector( 'button' )?.dispatchEvent( click );

		expect( click.defaultPrevented ).toBe( false );
	} );
} );

describe( "a visitor's `idle` island (the reading budget)", () => {
	const reactions =
		'<button class="mvc-reactions__item mvc-reactions__item--like">4</button>' +
		'<button class="mvc-reactions__item mvc-reactions__item--favorite">2</button>';

	it( 'loads nothing while the visitor reads, scrolls and hovers, however long the browser is idle', async () => {
		let idle: IdleRequestCallback | undefined;
		window.requestIdleCallback = jest.fn( ( callback ) => {
			idle = callback;
			return 1;
		} );
		window.cancelIdleCallback = jest.fn();
		const container = island( 'button', 'idle', reactions );

		createLoader( config );
		idle?.( { didTimeout: true, timeRemaining: () => 0 } );
		const like = container.querySelector( 'button' );
		like?.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		like?.dispatchEvent( pointerDown( 'touch' ) );
		like?.dispatchEvent( new Event( 'pointercancel', { bubbles: true } ) );
		window.dispatchEvent( new Event( 'scroll' ) );
		await settle();

		expect( network.requested ).toEqual( [] );
		expect( mountIsland ).not.toHaveBeenCalled();
		expect( container ).not.toHaveAttribute( 'data-island-state' );
	} );

	it( 'wakes as declared when it has no placeholder: there is nothing to see or press until it runs', async () => {
		let idle: IdleRequestCallback | undefined;
		window.requestIdleCallback = jest.fn( ( callback ) => {
			idle = callback;
			return 1;
		} );
		window.cancelIdleCallback = jest.fn();
		const container = island( 'menu', 'idle' );

		createLoader( config );
		await settle();
		idle?.( { didTimeout: true, timeRemaining: () => 0 } );
		await settle();

		expect( mountIsland ).toHaveBeenCalledTimes( 1 );
		expect( mountIsland.mock.calls[ 0 ][ 0 ] ).toBe( container );
	} );

	it( 'waits for a press or the focus in the element its `data-wake-with` names (the search form)', async () => {
		let idle: IdleRequestCallback | undefined;
		window.requestIdleCallback = jest.fn( ( callback ) => {
			idle = callback;
			return 1;
		} );
		window.cancelIdleCallback = jest.fn();
		document.body.innerHTML =
			'<form id="search"><input name="s"><button>Search</button></form>';
		const container = island( 'menu', 'idle' );
		container.dataset.wakeWith = 'search';

		createLoader( config );
		idle?.( { didTimeout: true, timeRemaining: () => 0 } );
		await settle();
		expect( mountIsland ).not.toHaveBeenCalled();

		document
			.querySelector( 'input' )
			?.dispatchEvent( new FocusEvent( 'focusin', { bubbles: true } ) );
		await settle();
		expect( mountIsland ).toHaveBeenCalledTimes( 1 );
		expect( mountIsland.mock.calls[ 0 ][ 0 ] ).toBe( container );
	} );

	it( "wakes a member's island with `data-wake-with` when idle", async () => {
		window.requestIdleCallback = jest.fn( ( callback ) => {
			callback( { didTimeout: true, timeRemaining: () => 0 } );
			return 1;
		} );
		window.cancelIdleCallback = jest.fn();
		document.body.innerHTML = '<form id="search"></form>';
		const container = island( 'menu', 'idle' );
		container.dataset.wakeWith = 'search';

		createLoader( memberConfig );
		await settle();

		expect( mountIsland ).toHaveBeenCalledWith( container, {} );
	} );

	it( 'wakes at once when the address links to something inside it (#c-{id})', async () => {
		window.history.replaceState( null, '', '#c-42' );
		const container = island( 'menu', 'idle', reactions );
		container.dataset.wakeOnHash = '^#c-\\d+$';

		createLoader( config );
		await settle();
		window.history.replaceState( null, '', window.location.pathname );

		expect( mountIsland ).toHaveBeenCalledTimes( 1 );
		expect( mountIsland.mock.calls[ 0 ][ 0 ] ).toBe( container );
	} );

	it( 'wakes on the first tap and replays it once on the same button', async () => {
		const container = island( 'button', 'idle', reactions );
		const like = jest.fn();
		const favourite = jest.fn();
		mountIsland.mockImplementationOnce( async ( target ) => {
			target.innerHTML = reactions;
			target
				.querySelector( '.mvc-reactions__item--like' )
				?.addEventListener( 'click', like );
			target
				.querySelector( '.mvc-reactions__item--favorite' )
				?.addEventListener( 'click', favourite );
		} );
		createLoader( config );

		// A tap: the finger goes down (nothing loads: it may be a scroll), up, then the click.
		const button = container.querySelector< HTMLElement >(
			'.mvc-reactions__item--favorite'
		);
		button?.dispatchEvent( pointerDown( 'touch' ) );
		button?.dispatchEvent( new Event( 'pointerup', { bubbles: true } ) );
		await settle();
		expect( network.requested ).toEqual( [] );
		const tap = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		button?.dispatchEvent( tap );
		await settle();

		expect( tap.defaultPrevented ).toBe( true );
		expect( mountIsland ).toHaveBeenCalledWith( container, {} );
		expect( favourite ).toHaveBeenCalledTimes( 1 );
		expect( like ).not.toHaveBeenCalled();
		expect( container ).toHaveAttribute( 'data-island-state', 'mounted' );
	} );

	it( "holds the login link and replays the press on the island's login button", async () => {
		const navigate = jest.fn();
		const container = island(
			'button',
			'idle',
			'<a class="mvc-header__login mvc-button" href="https://site.test/profile/">登录</a>'
		);
		const login = jest.fn();
		mountIsland.mockImplementationOnce( async ( target ) => {
			target.innerHTML =
				'<button class="mvc-header__login mvc-button">登录</button>';
			target
				.querySelector( 'button' )
				?.addEventListener( 'click', login );
		} );
		createLoader( config, { navigate } );

		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		container.querySelector( 'a' )?.dispatchEvent( click );
		await settle();

		expect( click.defaultPrevented ).toBe( true );
		expect( login ).toHaveBeenCalledTimes( 1 );
		expect( navigate ).not.toHaveBeenCalled();
	} );

	it( 'follows a held link the island did not redraw', async () => {
		const navigate = jest.fn();
		const container = island(
			'button',
			'idle',
			'<a class="mvc-more" href="https://site.test/more/">more</a>'
		);
		createLoader( config, { navigate } );

		container
			.querySelector( 'a' )
			?.dispatchEvent(
				new MouseEvent( 'click', { bubbles: true, cancelable: true } )
			);
		await settle();

		expect( mountIsland ).toHaveBeenCalledWith( container, {} );
		expect( navigate ).toHaveBeenCalledWith( 'https://site.test/more/' );
	} );

	it( 'holds a press on a button of the server markup it enhances (`data-wake-with`) and replays it on that very button', async () => {
		document.body.innerHTML =
			'<div id="row"><button data-mvc-reaction="like">4</button>' +
			'<button data-mvc-reaction="collect">2</button><input name="q"></div>';
		const container = island( 'button', 'idle' );
		container.dataset.wakeWith = 'row';
		const like = jest.fn();
		const favourite = jest.fn();
		mountIsland.mockImplementationOnce( async () => {
			// The island enhances the server's buttons and draws nothing over them.
			document
				.querySelector( '[data-mvc-reaction="like"]' )
				?.addEventListener( 'click', like );
			document
				.querySelector( '[data-mvc-reaction="collect"]' )
				?.addEventListener( 'click', favourite );
		} );
		createLoader( config );

		const collect = document.querySelector< HTMLElement >(
			'[data-mvc-reaction="collect"]'
		);
		const press = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		collect?.dispatchEvent( press );
		// While it loads, a click in a field is the field's own: not held back.
		const typing = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		document.querySelector( 'input' )?.dispatchEvent( typing );
		await settle();

		expect( press.defaultPrevented ).toBe( true );
		expect( typing.defaultPrevented ).toBe( false );
		expect( mountIsland ).toHaveBeenCalledTimes( 1 );
		expect( favourite ).toHaveBeenCalledTimes( 1 );
		expect( like ).not.toHaveBeenCalled();
		expect( container ).toHaveAttribute( 'data-island-state', 'mounted' );
	} );

	it( "holds the server's login link it enhances and replays the press on the link itself", async () => {
		const navigate = jest.fn();
		document.body.innerHTML =
			'<a id="login" class="mvc-login" href="https://site.test/profile/">登录</a>';
		const container = island( 'button', 'idle' );
		container.dataset.wakeWith = 'login';
		const login = jest.fn( ( event: Event ) => event.preventDefault() );
		mountIsland.mockImplementationOnce( async ( target ) => {
			// An island of its own class beside the link: the class match must not be used.
			target.innerHTML = '<button class="mvc-login">other</button>';
			document
				.getElementById( 'login' )
				?.addEventListener( 'click', login );
		} );
		createLoader( config, { navigate } );

		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		document.getElementById( 'login' )?.dispatchEvent( click );
		await settle();

		expect( click.defaultPrevented ).toBe( true );
		expect( login ).toHaveBeenCalledTimes( 1 );
		expect( login.mock.calls[ 0 ][ 0 ].defaultPrevented ).toBe( true );
		expect( navigate ).not.toHaveBeenCalled();
	} );

	it( 'leaves `load` and `visible` islands as declared', async () => {
		const container = island( 'menu', 'load' );

		createLoader( config );
		await settle();

		expect( container ).toHaveAttribute( 'data-island-state', 'mounted' );
	} );
} );

describe( 'a plain island (no React)', () => {
	const plainConfig: RuntimeConfig = {
		islands: { carousel: 'mvc-island-carousel' },
		scripts: {
			'mvc-island-carousel': {
				src: 'https://site.test/carousel.js',
				deps: [],
			},
		},
		session: { loggedIn: false },
	};

	afterEach( () => {
		delete window.mvcPlainIslands;
	} );

	it( 'loads its script alone and starts it on the container with its props', async () => {
		const start = jest.fn();
		fakeNetwork( {
			'https://site.test/carousel.js': () => {
				definePlainIsland( 'carousel', start );
			},
		} );
		const container = island( 'carousel', 'load' );
		container.querySelector( 'script' )!.textContent =
			'{"target":"banner","preset":"banner"}';

		const loader = createLoader( plainConfig );
		await settle();

		expect( start ).toHaveBeenCalledWith(
			container,
			{ target: 'banner', preset: 'banner' },
			{}
		);
		expect( container ).toHaveAttribute( 'data-island-state', 'mounted' );
		expect( loader.loaded() ).toEqual( [ 'mvc-island-carousel' ] );
		expect( mountIsland ).not.toHaveBeenCalled();
	} );

	it( "replays a visitor's held press on the server's own element it enhances", async () => {
		const navigate = jest.fn();
		const chosen = jest.fn();
		fakeNetwork( {
			'https://site.test/filter.js': () => {
				definePlainIsland( 'filter', ( target ) => {
					target.addEventListener( 'click', ( event ) => {
						event.preventDefault();
						chosen( ( event.target as Element ).className );
					} );
				} );
			},
		} );
		const container = island(
			'filter',
			'idle',
			'<a class="mvc-x__option mvc-x__option--a" href="https://site.test/?a">A</a><a class="mvc-x__option mvc-x__option--b" href="https://site.test/?b">B</a>'
		);
		createLoader(
			{
				islands: { filter: 'mvc-island-filter' },
				scripts: {
					'mvc-island-filter': {
						src: 'https://site.test/filter.js',
						deps: [],
					},
				},
				session: { loggedIn: false },
			},
			{ navigate }
		);

		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		container.querySelector( '.mvc-x__option--b' )?.dispatchEvent( click );
		await settle();

		expect( click.defaultPrevented ).toBe( true );
		expect( chosen ).toHaveBeenCalledTimes( 1 );
		expect( chosen ).toHaveBeenCalledWith(
			'mvc-x__option mvc-x__option--b'
		);
		expect( navigate ).not.toHaveBeenCalled();
		expect( container ).toHaveAttribute( 'data-island-state', 'mounted' );
	} );

	it( 'gets a button pressed in the slides it names before it started, on that very button', async () => {
		document.body.innerHTML =
			'<div id="slides"><button type="button" data-next>next</button></div>';
		const next = jest.fn();
		fakeNetwork( {
			'https://site.test/carousel.js': () => {
				definePlainIsland( 'carousel', () => {
					document
						.querySelector( '[data-next]' )
						?.addEventListener( 'click', next );
				} );
			},
		} );
		const container = island( 'carousel', 'visible' );
		container.dataset.wakeWith = 'slides';
		createLoader( plainConfig );

		const press = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		document.querySelector( '[data-next]' )?.dispatchEvent( press );
		await settle();

		expect( press.defaultPrevented ).toBe( true );
		expect( next ).toHaveBeenCalledTimes( 1 );
		expect( container ).toHaveAttribute( 'data-island-state', 'mounted' );
	} );

	it( 'is marked failed when its start throws, and the page goes on', async () => {
		fakeNetwork( {
			'https://site.test/carousel.js': () => {
				definePlainIsland( 'carousel', () => {
					throw new Error( 'no Swiper' );
				} );
			},
		} );
		const container = island( 'carousel', 'load' );

		createLoader( plainConfig );
		await settle();

		expect( container ).toHaveAttribute( 'data-island-state', 'error' );
		expect( console ).toHaveWarned();
	} );
} );

describe( 'the debug hook', () => {
	it( 'wakeAll() wakes every island and loaded() lists the handles in order', async () => {
		window.requestIdleCallback = jest.fn( () => 1 );
		window.cancelIdleCallback = jest.fn();
		const idle = island( 'menu', 'idle' );
		const interaction = island( 'button', 'interaction' );

		const loader = createLoader( memberConfig );
		await loader.wakeAll();

		expect( idle ).toHaveAttribute( 'data-island-state', 'mounted' );
		expect( interaction ).toHaveAttribute( 'data-island-state', 'mounted' );
		expect( loader.loaded() ).toEqual( [
			'mvc-runtime-core',
			'mvc-island-menu',
			'mvc-island-button',
		] );
		expect( window.cancelIdleCallback ).toHaveBeenCalledWith( 1 );
	} );
} );
