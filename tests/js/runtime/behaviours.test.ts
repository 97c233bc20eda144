/**
 * The loader's small behaviours of server-rendered pages: the pager's spinner, the industry-news
 * hash tabs, the promo entrances' reveal, the phone navigation drawer and the tab bars' scrolling.
 */
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
	arrowIndex,
	centredScroll,
	enhanceHashTabs,
	enhanceNavDrawer,
	enhancePagers,
	enhanceReveal,
	enhanceTabs,
	hiddenEnds,
	selectTab,
} from '../../../src/runtime/behaviours';

let teardowns: Array< () => void > = [];

afterEach( () => {
	teardowns.forEach( ( teardown ) => teardown() );
	teardowns = [];
	// Back to a URL without a hash, without a `hashchange`.
	window.history.replaceState( null, '', '/' );
} );

describe( 'enhancePagers', () => {
	/** Whether each click reached the document's bubbling phase already prevented. */
	let prevented: boolean[];

	/** The pager as template-parts/pager.php prints it on page 2 of 3. */
	function pager(): HTMLElement {
		document.body.innerHTML = `
			<nav class="mvc-pager" aria-label="Pages" data-mvc-pager>
				<a class="mvc-pager__item mvc-pager__prev" rel="prev" href="/news/">Previous page</a>
				<a class="mvc-pager__item" href="/news/"><span class="screen-reader-text">Page 1</span><span aria-hidden="true">1</span></a>
				<span class="mvc-pager__item is-current" aria-current="page">2</span>
				<a class="mvc-pager__item" href="/news/page/3/"><span class="screen-reader-text">Page 3</span><span aria-hidden="true">3</span></a>
				<a class="mvc-pager__item mvc-pager__next" rel="next" href="/news/page/3/">Next page</a>
			</nav>`;
		teardowns.push( enhancePagers() );
		// After the pager's listener: note whether it held the click back, then hold it back
		// anyway (jsdom cannot go to another page).
		prevented = [];
		const stop = ( event: Event ) => {
			prevented.push( event.defaultPrevented );
			event.preventDefault();
		};
		document.addEventListener( 'click', stop );
		teardowns.push( () => document.removeEventListener( 'click', stop ) );
		return screen.getByRole( 'navigation', { name: 'Pages' } );
	}

	it( 'puts the spinner on the pressed link and disables the others, letting the browser go', async () => {
		const nav = pager();
		const page3 = screen.getByRole( 'link', { name: 'Page 3' } );

		await userEvent.click( page3 );

		expect( prevented ).toEqual( [ false ] );
		expect( page3 ).toHaveClass( 'is-loading' );
		expect( nav ).toHaveAttribute( 'aria-busy', 'true' );
		for ( const name of [ 'Previous page', 'Page 1', 'Next page' ] ) {
			const link = screen.getByRole( 'link', { name } );
			expect( link ).toHaveAttribute( 'aria-disabled', 'true' );
			expect( link ).not.toHaveClass( 'is-loading' );
		}
	} );

	it( 'holds back a second click while the next page loads', () => {
		pager();

		fireEvent.click( screen.getByRole( 'link', { name: 'Page 3' } ) );
		fireEvent.click( screen.getByRole( 'link', { name: 'Next page' } ) );

		expect( prevented ).toEqual( [ false, true ] );
		expect(
			screen.getByRole( 'link', { name: 'Next page' } )
		).not.toHaveClass( 'is-loading' );
	} );

	it.each( [
		[ 'ctrl', { ctrlKey: true } ],
		[ 'meta', { metaKey: true } ],
		[ 'shift', { shiftKey: true } ],
		[ 'middle button', { button: 1 } ],
	] )( 'leaves a %s click alone (a new tab or window)', ( _, init ) => {
		const nav = pager();
		const page3 = screen.getByRole( 'link', { name: 'Page 3' } );

		fireEvent.click( page3, init );

		expect( page3 ).not.toHaveClass( 'is-loading' );
		expect( nav ).not.toHaveAttribute( 'aria-busy' );
		expect(
			screen.getByRole( 'link', { name: 'Next page' } )
		).not.toHaveAttribute( 'aria-disabled' );
		// And the pager is still usable.
		fireEvent.click( page3 );
		expect( prevented ).toEqual( [ false, false ] );
		expect( page3 ).toHaveClass( 'is-loading' );
	} );

	it( 'is usable again when the page comes back from the back-forward cache', () => {
		const nav = pager();
		const page3 = screen.getByRole( 'link', { name: 'Page 3' } );
		fireEvent.click( page3 );

		window.dispatchEvent( new Event( 'pageshow' ) );

		expect( nav ).not.toHaveAttribute( 'aria-busy' );
		expect( page3 ).not.toHaveClass( 'is-loading' );
		expect( document.querySelectorAll( '[aria-disabled]' ) ).toHaveLength(
			0
		);
		fireEvent.click( screen.getByRole( 'link', { name: 'Next page' } ) );
		expect( prevented ).toEqual( [ false, false ] );
		expect( screen.getByRole( 'link', { name: 'Next page' } ) ).toHaveClass(
			'is-loading'
		);
	} );
} );

describe( 'enhanceHashTabs', () => {
	/**
	 * The tabs as theme/template-parts/lists/industry-news.php prints them.
	 *
	 * @param selected The tab the server selected (`?tab=`).
	 */
	function industryNews( selected = 1 ): void {
		const numbers = [ 1, 2, 3 ];
		const tabs = numbers
			.map(
				( n ) =>
					`<a class="mvc-tabs__tab${
						n === selected ? ' is-current' : ''
					}" role="tab" id="mvc-tab-${ n }" data-tab="${ n }" aria-controls="mvc-tabpanel-${ n }" aria-selected="${
						n === selected ? 'true' : 'false'
					}" href="/industry-news/?tab=${ n }#tab${ n }">Section ${ n }</a>`
			)
			.join( '' );
		const panels = numbers
			.map(
				( n ) =>
					`<section class="mvc-hash-tabs__panel" role="tabpanel" id="mvc-tabpanel-${ n }" aria-labelledby="mvc-tab-${ n }" data-tab="${ n }"${
						n === selected ? '' : ' hidden'
					}><p>News of section ${ n }</p></section>`
			)
			.join( '' );
		document.body.innerHTML = `
			<div class="mvc-container mvc-hash-tabs" data-mvc-hash-tabs>
				<div class="mvc-tabs mvc-tabs--buttons" role="tablist" aria-label="Industry news sections">${ tabs }</div>
				${ panels }
			</div>`;
	}

	function enhance(): void {
		teardowns.push( enhanceHashTabs() );
	}

	/** Resolves after the next `hashchange` has been handled (this listener comes last). */
	function hashChanged(): Promise< void > {
		return new Promise( ( resolve ) =>
			window.addEventListener( 'hashchange', () => resolve(), {
				once: true,
			} )
		);
	}

	/**
	 * The section shown: the selected tab and the only visible panel.
	 *
	 * @param n The section's number.
	 */
	function expectShown( n: number ): void {
		expect(
			screen.getByRole( 'tab', { selected: true } )
		).toHaveAccessibleName( `Section ${ n }` );
		expect( screen.getAllByRole( 'tab', { selected: true } ) ).toHaveLength(
			1
		);
		expect( screen.getByRole( 'tabpanel' ) ).toHaveAccessibleName(
			`Section ${ n }`
		);
		expect( screen.getByText( `News of section ${ n }` ) ).toBeVisible();
	}

	it( 'shows the tab of the hash', () => {
		industryNews( 1 );
		window.location.hash = '#tab3';

		enhance();

		expectShown( 3 );
		expect( screen.getByRole( 'tab', { name: 'Section 3' } ) ).toHaveClass(
			'is-current'
		);
		expect(
			screen.getByRole( 'tab', { name: 'Section 1' } )
		).not.toHaveClass( 'is-current' );
		// One tab stop: the selected tab.
		expect(
			screen.getByRole( 'tab', { name: 'Section 3' } )
		).toHaveAttribute( 'tabindex', '0' );
		expect(
			screen.getByRole( 'tab', { name: 'Section 1' } )
		).toHaveAttribute( 'tabindex', '-1' );
	} );

	it( 'keeps the server’s tab for a hash naming no tab', () => {
		industryNews( 2 );
		window.location.hash = '#tab9';

		enhance();

		expectShown( 2 );
	} );

	it( 'sets the hash on a press, without a request, and shows that tab', async () => {
		industryNews( 1 );
		enhance();
		const changed = hashChanged();

		await userEvent.click(
			screen.getByRole( 'tab', { name: 'Section 2' } )
		);

		expect( window.location.hash ).toBe( '#tab2' );
		expect( window.location.search ).toBe( '' );
		await changed;
		expectShown( 2 );
	} );

	it( 'goes back through the tabs with the back button, to the server’s tab', async () => {
		industryNews( 1 );
		enhance();
		let changed = hashChanged();
		await userEvent.click(
			screen.getByRole( 'tab', { name: 'Section 2' } )
		);
		await changed;
		changed = hashChanged();
		await userEvent.click(
			screen.getByRole( 'tab', { name: 'Section 3' } )
		);
		await changed;
		expectShown( 3 );

		changed = hashChanged();
		window.history.back();
		await changed;
		expectShown( 2 );

		changed = hashChanged();
		window.history.back();
		await changed;
		expect( window.location.hash ).toBe( '' );
		expectShown( 1 );
	} );

	it( 'leaves a ctrl or meta click on a tab to the browser (the tab’s own URL)', () => {
		industryNews( 1 );
		enhance();
		const tab = screen.getByRole( 'tab', { name: 'Section 2' } );
		const prevented: boolean[] = [];
		const stop = ( event: Event ) => {
			prevented.push( event.defaultPrevented );
			event.preventDefault();
		};
		document.addEventListener( 'click', stop );
		teardowns.push( () => document.removeEventListener( 'click', stop ) );

		fireEvent.click( tab, { ctrlKey: true } );
		fireEvent.click( tab, { metaKey: true } );

		expect( prevented ).toEqual( [ false, false ] );
		expect( window.location.hash ).toBe( '' );
		expectShown( 1 );
	} );

	it( 'moves to the next and previous tab with the arrow keys', async () => {
		industryNews( 1 );
		enhance();
		screen.getByRole( 'tab', { name: 'Section 1' } ).focus();

		let changed = hashChanged();
		await userEvent.keyboard( '{ArrowRight}' );

		expect(
			screen.getByRole( 'tab', { name: 'Section 2' } )
		).toHaveFocus();
		expect( window.location.hash ).toBe( '#tab2' );
		await changed;
		expectShown( 2 );

		// ArrowLeft twice wraps round to the last tab.
		changed = hashChanged();
		await userEvent.keyboard( '{ArrowLeft}' );
		await changed;
		changed = hashChanged();
		await userEvent.keyboard( '{ArrowLeft}' );
		await changed;
		expect(
			screen.getByRole( 'tab', { name: 'Section 3' } )
		).toHaveFocus();
		expectShown( 3 );
	} );
} );

describe( 'enhanceReveal', () => {
	type Callback = (
		entries: Array< Partial< IntersectionObserverEntry > >
	) => void;

	let observers: FakeObserver[];

	class FakeObserver {
		observed: Element[] = [];
		constructor( public callback: Callback ) {
			observers.push( this );
		}
		observe( target: Element ) {
			this.observed.push( target );
		}
		unobserve( target: Element ) {
			this.observed = this.observed.filter( ( item ) => item !== target );
		}
		disconnect() {
			this.observed = [];
		}
		/**
		 * Reports the targets: those given intersect, the others do not.
		 *
		 * @param intersecting The targets in view.
		 */
		report( intersecting: Element[] ) {
			this.callback(
				this.observed.map( ( target ) => ( {
					target,
					isIntersecting: intersecting.includes( target ),
				} ) )
			);
		}
	}

	function promos(): HTMLElement[] {
		document.body.innerHTML = [ 1, 2, 3 ]
			.map(
				( n ) =>
					`<a class="mvc-promo mvc-promo--${ n }" href="/promo-${ n }/" data-mvc-reveal>Promo ${ n }</a>`
			)
			.join( '' );
		return screen.getAllByRole( 'link' );
	}

	beforeEach( () => {
		observers = [];
	} );

	afterEach( () => {
		delete ( window as { IntersectionObserver?: unknown } )
			.IntersectionObserver;
	} );

	it( 'reveals each item when it scrolls into view, once', () => {
		window.IntersectionObserver =
			FakeObserver as unknown as typeof IntersectionObserver;
		const [ first, second, third ] = promos();

		teardowns.push( enhanceReveal() );

		expect( observers ).toHaveLength( 1 );
		expect( observers[ 0 ].observed ).toEqual( [ first, second, third ] );
		expect( document.querySelectorAll( '.is-revealed' ) ).toHaveLength( 0 );

		observers[ 0 ].report( [ first ] );
		expect( first ).toHaveClass( 'is-revealed' );
		expect( second ).not.toHaveClass( 'is-revealed' );
		expect( third ).not.toHaveClass( 'is-revealed' );
		expect( observers[ 0 ].observed ).toEqual( [ second, third ] );

		observers[ 0 ].report( [ second, third ] );
		expect( second ).toHaveClass( 'is-revealed' );
		expect( third ).toHaveClass( 'is-revealed' );
		expect( observers[ 0 ].observed ).toEqual( [] );
	} );

	it( 'reveals everything at once without IntersectionObserver', () => {
		expect( 'IntersectionObserver' in window ).toBe( false );
		const items = promos();

		teardowns.push( enhanceReveal() );

		items.forEach( ( item ) =>
			expect( item ).toHaveClass( 'is-revealed' )
		);
	} );
} );

describe( 'enhanceTabs', () => {
	it( 'switches the panels of plain tabs and scrolls the visible one by its step', () => {
		document.body.innerHTML = `
			<aside data-mvc-tabs>
				<button role="tab" aria-controls="p0" aria-selected="true">All</button>
				<button role="tab" aria-controls="p1" aria-selected="false" tabindex="-1">Energy</button>
				<button data-mvc-scroll="175" hidden>down</button>
				<ul role="tabpanel" id="p0"></ul>
				<ul role="tabpanel" id="p1" hidden></ul>
			</aside>`;
		const scrollBy = jest.fn();
		document
			.querySelectorAll< HTMLElement >( '[role="tabpanel"]' )
			.forEach( ( panel ) => {
				panel.scrollBy = scrollBy as unknown as typeof panel.scrollBy;
			} );
		const cleanup = enhanceTabs( document );
		const [ all, energy ] = Array.from(
			document.querySelectorAll< HTMLElement >( '[role="tab"]' )
		);
		const down =
			document.querySelector< HTMLElement >( '[data-mvc-scroll]' );
		expect( down?.hidden ).toBe( false );

		energy.click();
		expect( energy.getAttribute( 'aria-selected' ) ).toBe( 'true' );
		expect( all.getAttribute( 'aria-selected' ) ).toBe( 'false' );
		expect( document.getElementById( 'p1' )?.hidden ).toBe( false );
		expect( document.getElementById( 'p0' )?.hidden ).toBe( true );

		down?.click();
		expect( scrollBy ).toHaveBeenCalledWith( {
			top: 175,
			behavior: 'smooth',
		} );

		energy.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Home', bubbles: true } )
		);
		expect( all.getAttribute( 'aria-selected' ) ).toBe( 'true' );
		cleanup();
	} );

	it( 'takes over link tabs the server printed for readers without JavaScript', () => {
		document.body.innerHTML = `
			<aside data-mvc-tabs>
				<a role="tab" href="#p0" aria-controls="p0" aria-selected="true">All</a>
				<a role="tab" href="#p1" aria-controls="p1" aria-selected="false">Energy</a>
				<ul role="tabpanel" id="p0"></ul>
				<ul role="tabpanel" id="p1"></ul>
			</aside>`;
		teardowns.push( enhanceTabs( document ) );
		const [ all, energy ] = Array.from(
			document.querySelectorAll< HTMLElement >( '[role="tab"]' )
		);
		expect( document.getElementById( 'p1' )?.hidden ).toBe( true );
		expect( all.tabIndex ).toBe( 0 );
		expect( energy.tabIndex ).toBe( -1 );

		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		energy.dispatchEvent( click );

		expect( click.defaultPrevented ).toBe( true );
		expect( document.getElementById( 'p1' )?.hidden ).toBe( false );
		expect( document.getElementById( 'p0' )?.hidden ).toBe( true );
	} );

	it( 'starts on the tab whose panel the address names', () => {
		window.history.replaceState( null, '', '/article/#p1' );
		document.body.innerHTML = `
			<aside data-mvc-tabs>
				<a role="tab" href="#p0" aria-controls="p0" aria-selected="true">All</a>
				<a role="tab" href="#p1" aria-controls="p1" aria-selected="false">Energy</a>
				<ul role="tabpanel" id="p0"></ul>
				<ul role="tabpanel" id="p1"></ul>
			</aside>`;
		teardowns.push( enhanceTabs( document ) );
		const [ all, energy ] = Array.from(
			document.querySelectorAll< HTMLElement >( '[role="tab"]' )
		);

		expect( energy.getAttribute( 'aria-selected' ) ).toBe( 'true' );
		expect( all.getAttribute( 'aria-selected' ) ).toBe( 'false' );
		expect( document.getElementById( 'p0' )?.hidden ).toBe( true );
		expect( document.getElementById( 'p1' )?.hidden ).toBe( false );
	} );

	it( 'moves and selects with the arrow keys, wrapping round, and End', async () => {
		document.body.innerHTML = `
			<aside data-mvc-tabs>
				<button role="tab" aria-controls="p0" aria-selected="true">All</button>
				<button role="tab" aria-controls="p1" aria-selected="false" tabindex="-1">Energy</button>
				<button role="tab" aria-controls="p2" aria-selected="false" tabindex="-1">Metals</button>
				<ul role="tabpanel" id="p0" aria-label="All articles"></ul>
				<ul role="tabpanel" id="p1" aria-label="Energy articles" hidden></ul>
				<ul role="tabpanel" id="p2" aria-label="Metals articles" hidden></ul>
			</aside>`;
		teardowns.push( enhanceTabs( document ) );
		const shown = () => screen.getByRole( 'tabpanel' ).getAttribute( 'id' );
		screen.getByRole( 'tab', { name: 'All' } ).focus();

		await userEvent.keyboard( '{ArrowLeft}' );
		expect( screen.getByRole( 'tab', { name: 'Metals' } ) ).toHaveFocus();
		expect(
			screen.getByRole( 'tab', { selected: true } )
		).toHaveTextContent( 'Metals' );
		expect( shown() ).toBe( 'p2' );

		await userEvent.keyboard( '{ArrowRight}' );
		expect( screen.getByRole( 'tab', { name: 'All' } ) ).toHaveFocus();
		expect( shown() ).toBe( 'p0' );

		await userEvent.keyboard( '{End}' );
		expect( screen.getByRole( 'tab', { name: 'Metals' } ) ).toHaveFocus();
		expect( shown() ).toBe( 'p2' );

		// Another key changes nothing.
		await userEvent.keyboard( '{ArrowDown}' );
		expect( screen.getByRole( 'tab', { name: 'Metals' } ) ).toHaveFocus();
		expect( shown() ).toBe( 'p2' );
	} );
} );

describe( 'arrowIndex', () => {
	it.each( [
		[ 'ArrowRight', 0, 1 ],
		[ 'ArrowRight', 2, 0 ],
		[ 'ArrowLeft', 1, 0 ],
		[ 'ArrowLeft', 0, 2 ],
		[ 'Home', 2, 0 ],
		[ 'End', 0, 2 ],
	] )( 'moves %s from tab %i of three to tab %i', ( key, at, index ) => {
		expect( arrowIndex( key, at, 3 ) ).toBe( index );
	} );

	it.each( [ 'ArrowDown', 'Enter', ' ', 'a' ] )(
		'leaves %j to the browser',
		( key ) => {
			expect( arrowIndex( key, 1, 3 ) ).toBeUndefined();
		}
	);
} );

describe( 'selectTab', () => {
	it( 'selects one tab, makes it the only tab stop and shows only its panel', () => {
		document.body.innerHTML = `
			<div role="tablist">
				<button role="tab" class="is-current" aria-selected="true">One</button>
				<button role="tab" aria-selected="false" tabindex="-1">Two</button>
				<button role="tab" aria-selected="false" tabindex="-1">Three</button>
			</div>
			<div role="tabpanel">Panel one</div>
			<div role="tabpanel" hidden>Panel two</div>`;
		const tabs = screen.getAllByRole( 'tab' );
		const panels = Array.from(
			document.querySelectorAll< HTMLElement >( '[role="tabpanel"]' )
		);

		// The third tab has no panel.
		selectTab(
			tabs,
			tabs[ 1 ],
			( tab ) => panels[ tabs.indexOf( tab ) ] ?? null
		);

		expect(
			screen.getByRole( 'tab', { selected: true } )
		).toHaveTextContent( 'Two' );
		expect( tabs.map( ( tab ) => tab.tabIndex ) ).toEqual( [ -1, 0, -1 ] );
		expect(
			tabs.map( ( tab ) => tab.classList.contains( 'is-current' ) )
		).toEqual( [ false, true, false ] );
		expect( screen.getByText( 'Panel two' ) ).toBeVisible();
		expect( screen.getByText( 'Panel one' ) ).not.toBeVisible();
	} );
} );

describe( 'enhanceNavDrawer', () => {
	/** The drawer as header.php prints it, with a link outside it. */
	function drawer(): HTMLDetailsElement {
		document.body.innerHTML = `
			<p><a href="#elsewhere">外面</a></p>
			<details class="mvc-drawer" data-mvc-drawer>
				<summary>菜单</summary>
				<nav><a href="#tab3">职业资讯</a></nav>
			</details>`;
		teardowns.push( enhanceNavDrawer( document ) );
		return document.querySelector( 'details' ) as HTMLDetailsElement;
	}

	it( 'Escape closes the open drawer and gives the focus back to its button', () => {
		const details = drawer();
		details.open = true;
		screen.getByText( '职业资讯' ).focus();

		fireEvent.keyDown( screen.getByText( '职业资讯' ), { key: 'Escape' } );

		expect( details.open ).toBe( false );
		expect( details.ownerDocument.activeElement ).toBe(
			screen.getByText( '菜单' )
		);
	} );

	it( 'another key leaves it open', () => {
		const details = drawer();
		details.open = true;

		fireEvent.keyDown( document.body, { key: 'Enter' } );

		expect( details.open ).toBe( true );
	} );

	it( 'a press on one of its links or outside it closes it, a press inside it does not', () => {
		const details = drawer();
		details.open = true;
		fireEvent.click( details.querySelector( 'nav' ) as HTMLElement );
		expect( details.open ).toBe( true );

		fireEvent.click( screen.getByText( '职业资讯' ) );
		expect( details.open ).toBe( false );

		details.open = true;
		fireEvent.click( screen.getByText( '外面' ) );
		expect( details.open ).toBe( false );
	} );

	it( 'marks the page while the drawer is open and unmarks it on teardown', () => {
		const details = drawer();
		details.open = true;
		details.dispatchEvent( new Event( 'toggle' ) );
		expect( document.documentElement ).toHaveClass( 'mvc-drawer-open' );

		teardowns.pop()?.();
		expect( document.documentElement ).not.toHaveClass( 'mvc-drawer-open' );
	} );
} );

describe( 'centredScroll', () => {
	it( 'centres the tab within what the bar can scroll', () => {
		// A 100 px tab at 500 in a 300 px bar of 1000: its centre (550) at the bar's centre.
		expect( centredScroll( 500, 100, 300, 1000 ) ).toBe( 400 );
	} );

	it( 'stops at the ends', () => {
		expect( centredScroll( 10, 80, 300, 1000 ) ).toBe( 0 );
		expect( centredScroll( 920, 80, 300, 1000 ) ).toBe( 700 );
		expect( centredScroll( 0, 80, 300, 200 ) ).toBe( 0 );
	} );
} );

describe( 'hiddenEnds', () => {
	it( 'names the ends where tabs are hidden', () => {
		expect( hiddenEnds( 0, 300, 1000 ) ).toEqual( {
			start: false,
			end: true,
		} );
		expect( hiddenEnds( 200, 300, 1000 ) ).toEqual( {
			start: true,
			end: true,
		} );
		expect( hiddenEnds( 700, 300, 1000 ) ).toEqual( {
			start: true,
			end: false,
		} );
		expect( hiddenEnds( 0, 300, 300 ) ).toEqual( {
			start: false,
			end: false,
		} );
	} );
} );
