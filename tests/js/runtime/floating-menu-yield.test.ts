/**
 * The floating tool menu on a phone steps aside (`is-yielding`) while a link or a button of the
 * page lies under it (issue 27: it covered a list's titles and a recommended tag's 订阅), and
 * comes back once nothing pressable is under it; never on a computer, nor while its items are
 * open. jsdom lays nothing out: the menu's box, the media query and the hit test are given.
 */
import { coversControls } from '../../../src/runtime/behaviours/floating-menu';
import { enhanceFloatingMenu } from '../../../src/runtime/behaviours';

const MARKUP = `
	<p id="text">Some text</p>
	<a id="title" href="/news/1/">A title</a>
	<nav class="mvc-floating-menu" aria-label="Tools" data-floating-menu hidden>
		<ul>
			<li id="more" hidden><ul><li><a href="/call-for-papers/" data-floating-menu-action="top">Call for papers</a></li></ul></li>
			<li><button type="button" aria-expanded="false" aria-controls="more" data-floating-menu-action="more">More tools</button></li>
			<li><button type="button" data-floating-menu-action="top">Back to top</button></li>
		</ul>
	</nav>`;

/** What lies under the menu, as the hit test answers (the menu's own parts first). */
let under = 'text';
let phone = true;
let stop: () => void = () => undefined;

function setUp(): HTMLElement {
	document.body.innerHTML = MARKUP;
	const nav = document.querySelector( 'nav' ) as HTMLElement;
	nav.getBoundingClientRect = () =>
		( {
			top: 792,
			bottom: 832,
			left: 200,
			right: 382,
			width: 182,
			height: 40,
		} ) as DOMRect;
	document.elementsFromPoint = () => [
		nav.querySelector( 'button' ) as Element,
		document.getElementById( under ) as Element,
		document.body,
	];
	window.matchMedia = ( query: string ) =>
		( {
			matches: phone && query.includes( 'max-width' ),
		} ) as MediaQueryList;
	window.scrollY = 0;
	stop = enhanceFloatingMenu( document );
	return nav;
}

function scrollTo( y: number ): void {
	window.scrollY = y;
	window.dispatchEvent( new Event( 'scroll' ) );
	// A frame shows or hides the menu; what lies under it is looked at once the scroll rests.
	jest.advanceTimersByTime( 150 );
}

beforeEach( () => {
	jest.useFakeTimers();
	under = 'text';
	phone = true;
} );

afterEach( () => {
	stop();
	jest.useRealTimers();
} );

it( 'tells a link under the menu from text', () => {
	const nav = setUp();
	expect( coversControls( nav ) ).toBe( false );
	under = 'title';
	expect( coversControls( nav ) ).toBe( true );
} );

it( 'steps aside on a phone while a link is under it, and comes back', () => {
	const nav = setUp();
	under = 'title';
	scrollTo( 800 );
	expect( nav.hidden ).toBe( false );
	expect( nav ).toHaveClass( 'is-yielding' );

	under = 'text';
	scrollTo( 900 );
	expect( nav ).not.toHaveClass( 'is-yielding' );
} );

it( 'stays on a computer, and while its items are open', () => {
	phone = false;
	const nav = setUp();
	under = 'title';
	scrollTo( 800 );
	expect( nav ).not.toHaveClass( 'is-yielding' );
	stop();

	phone = true;
	const again = setUp();
	scrollTo( 800 );
	expect( again ).toHaveClass( 'is-yielding' );
	( document.getElementById( 'more' ) as HTMLElement ).hidden = false;
	scrollTo( 850 );
	expect( again ).not.toHaveClass( 'is-yielding' );
} );

it( 'looks under itself once the scroll rests, not at every scroll event', () => {
	const nav = setUp();
	under = 'title';
	const hitTest = jest.spyOn( document, 'elementsFromPoint' );
	for ( let y = 800; y < 1000; y += 10 ) {
		window.scrollY = y;
		window.dispatchEvent( new Event( 'scroll' ) );
		jest.advanceTimersByTime( 16 );
	}
	expect( nav.hidden ).toBe( false );
	expect( hitTest ).not.toHaveBeenCalled();

	jest.advanceTimersByTime( 150 );
	expect( hitTest ).toHaveBeenCalled();
	expect( nav ).toHaveClass( 'is-yielding' );
} );
