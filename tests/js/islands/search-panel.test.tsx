/**
 * The search panel island on the server's search form: the submit rule (leading whitespace
 * trimmed, nothing happens for an empty text), tag suggestions for the whole site only (a new
 * keystroke cancels the previous call, matches in bold, at most 10, links to the tag pages), the
 * clear icon, and the combobox's keyboard.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { getIsland } from '../../../src/runtime/mount/registry';
import '../../../src/islands/search-panel';
import { fakeApi } from '../helpers/fake-api';
import type { ApiCall, FakeAnswer, FakeApi } from '../helpers/fake-api';

const TAG_BASE = 'https://site.test/tag/';
const TAGS_PATH = '/wp/v2/tags';

const TAGS = [
	{ id: 1, name: 'Graphene 石墨烯', slug: 'graphene' },
	{ id: 2, name: 'Polymer', slug: 'polymer' },
	{ id: 3, name: 'GRAPH theory', slug: 'graph-theory' },
	{ id: 4, name: '材料科学', slug: '%e6%9d%90%e6%96%99' },
	{ id: 5, name: '纳米材料', slug: 'nano-materials' },
	{ id: 6, name: '能源', slug: 'energy' },
];

let api: FakeApi;
let submitted: string[];
let opened: string[];

/**
 * The server's form (template-parts/search-form.php) with the island's container in its field.
 */
function serverForm(): HTMLElement {
	document.body.innerHTML = `
		<form class="mvc-search-form" id="mvc-search-form-1" role="search" method="get" action="https://site.test/search">
			<label for="mvc-search-form-1-category">Search in</label>
			<select class="mvc-search-form__category" id="mvc-search-form-1-category" name="category">
				<option value="">全站</option>
				<option value="149">正在征稿</option>
				<option value="128">科研资讯</option>
				<option value="129">行业资讯</option>
			</select>
			<div class="mvc-search-form__field">
				<label for="mvc-search-form-1-text">Keyword</label>
				<input class="mvc-search-form__text" id="mvc-search-form-1-text" type="search" name="s" autocomplete="off" required maxlength="50" value="">
				<div class="mvc-island mvc-island--search-panel mvc-search-panel" data-island="search-panel" data-wake="idle"></div>
			</div>
			<button class="mvc-button mvc-button--primary mvc-search-form__submit" type="submit">搜索</button>
		</form>
		<p>Elsewhere on the page</p>`;
	const container =
		document.querySelector< HTMLElement >( '.mvc-search-panel' );
	if ( ! container ) {
		throw new Error( 'no container' );
	}
	return container;
}

/** Mounts the island registered as `search-panel` on the server form, as the loader does. */
function mountPanel(): HTMLInputElement {
	const container = serverForm();
	const island = getIsland( 'search-panel' );
	if ( ! island ) {
		throw new Error( 'search-panel is not defined' );
	}
	render( island( { form: 'mvc-search-form-1', tagBase: TAG_BASE }, {} ), {
		container,
	} );
	return screen.getByRole( 'combobox', { name: 'Keyword' } );
}

function answerTags( tags: unknown[] = TAGS ): void {
	api.on( 'GET', TAGS_PATH, () => ( { body: tags } ) );
}

/** Answers each tag search only when the test says so. */
function holdTagAnswers(): Map< string, ( answer: FakeAnswer ) => void > {
	const pending = new Map< string, ( answer: FakeAnswer ) => void >();
	api.on(
		'GET',
		TAGS_PATH,
		( call: ApiCall ) =>
			new Promise< FakeAnswer >( ( resolve ) =>
				pending.set( call.query.get( 'search' ) ?? '', resolve )
			)
	);
	return pending;
}

function tagCalls(): ApiCall[] {
	return api.callsTo( 'GET', TAGS_PATH );
}

/**
 * The signal of a call the page made.
 *
 * @param index Index of the call.
 */
function signalOf( index: number ): AbortSignal | null | undefined {
	return jest.mocked( globalThis.fetch ).mock.calls[ index ][ 1 ]?.signal;
}

function options(): HTMLElement[] {
	return within( screen.getByRole( 'listbox' ) ).getAllByRole( 'option' );
}

function wait( ms: number ): Promise< void > {
	return act(
		() => new Promise< void >( ( resolve ) => setTimeout( resolve, ms ) )
	);
}

// Form submissions and link activations that were not cancelled (jsdom cannot navigate).
function recordSubmit( event: Event ): void {
	if ( ! event.defaultPrevented ) {
		const input =
			document.querySelector< HTMLInputElement >( 'input[name="s"]' );
		submitted.push( input?.value ?? '' );
	}
	event.preventDefault();
}

function recordLink( event: MouseEvent ): void {
	const link =
		event.target instanceof Element ? event.target.closest( 'a' ) : null;
	if ( link ) {
		if ( ! event.defaultPrevented ) {
			opened.push( link.href );
		}
		event.preventDefault();
	}
}

beforeEach( () => {
	api = fakeApi();
	submitted = [];
	opened = [];
	document.addEventListener( 'submit', recordSubmit );
	document.addEventListener( 'click', recordLink );
} );

afterEach( () => {
	document.removeEventListener( 'submit', recordSubmit );
	document.removeEventListener( 'click', recordLink );
} );

describe( 'submitting', () => {
	it( 'does nothing with an empty text, by Enter or by the button', async () => {
		const input = mountPanel();

		await userEvent.type( input, '{Enter}' );
		await userEvent.click( screen.getByRole( 'button', { name: '搜索' } ) );

		expect( submitted ).toEqual( [] );
	} );

	it( 'does nothing with a text of spaces only, by Enter or by the button', async () => {
		const input = mountPanel();

		await userEvent.type( input, '   {Enter}' );
		await userEvent.click( screen.getByRole( 'button', { name: '搜索' } ) );

		expect( submitted ).toEqual( [] );
		expect( tagCalls() ).toHaveLength( 0 );
	} );

	it( 'trims the leading whitespace and writes it back before submitting', async () => {
		answerTags();
		const input = mountPanel();

		await userEvent.type( input, '  graphene 2' );
		await userEvent.click( screen.getByRole( 'button', { name: '搜索' } ) );

		expect( submitted ).toEqual( [ 'graphene 2' ] );
		expect( input ).toHaveValue( 'graphene 2' );
	} );

	it( 'submits with Enter when no suggestion is active', async () => {
		answerTags();
		const input = mountPanel();

		await userEvent.type( input, ' graph' );
		expect( await screen.findByRole( 'listbox' ) ).toBeInTheDocument();
		await userEvent.keyboard( '{Enter}' );

		expect( submitted ).toEqual( [ 'graph' ] );
		expect( opened ).toEqual( [] );
	} );
} );

describe( 'tag suggestions', () => {
	it( 'asks for the tags of the trimmed text and shows the matches in bold, as links', async () => {
		answerTags( [
			...TAGS,
			{ id: 7, name: 'R&amp;D graph', slug: 'r-and-d-graph' },
		] );
		const input = mountPanel();

		await userEvent.type( input, ' graph ' );

		expect( await screen.findByRole( 'listbox' ) ).toBeInTheDocument();
		expect( tagCalls() ).toHaveLength( 1 );
		const { query } = tagCalls()[ 0 ];
		expect( query.get( 'search' ) ).toBe( 'graph' );
		expect( query.get( 'per_page' ) ).toBe( '100' );
		expect( query.get( 'hide_empty' ) ).toBe( 'true' );
		expect( query.get( '_fields' ) ).toBe( 'id,name,slug' );
		// The list is open once the answer is drawn, which a busy machine may do a moment after the call.
		await waitFor( () =>
			expect( input ).toHaveAttribute( 'aria-expanded', 'true' )
		);

		const shown = options();
		expect( shown.map( ( option ) => option.textContent ) ).toEqual( [
			'Graphene 石墨烯',
			'GRAPH theory',
			'R&D graph',
		] );
		expect(
			shown.map( ( option ) =>
				Array.from(
					option.querySelectorAll( 'strong' ),
					( strong ) => strong.textContent
				)
			)
		).toEqual( [ [ 'Graph' ], [ 'GRAPH' ], [ 'graph' ] ] );
		expect( shown[ 0 ] ).toHaveAttribute(
			'href',
			'https://site.test/tag/graphene/'
		);
	} );

	it( 'matches Chinese text inside a name', async () => {
		answerTags();
		const input = mountPanel();

		await userEvent.type( input, '材料' );

		await waitFor( () => expect( options() ).toHaveLength( 2 ) );
		const [ science, nano ] = options();
		expect( science ).toHaveTextContent( '材料科学' );
		expect( science.querySelector( 'strong' ) ).toHaveTextContent(
			/^材料$/
		);
		expect( science ).toHaveAttribute(
			'href',
			'https://site.test/tag/%e6%9d%90%e6%96%99/'
		);
		expect( nano.querySelector( 'strong' ) ).toHaveTextContent( /^材料$/ );
	} );

	it( 'shows names as text, never as markup', async () => {
		answerTags( [
			{
				id: 9,
				name: '&lt;img src=x onerror=alert(1)&gt; graph',
				slug: 'x',
			},
		] );
		const input = mountPanel();

		await userEvent.type( input, 'graph' );

		await waitFor( () => expect( options() ).toHaveLength( 1 ) );
		expect( options()[ 0 ] ).toHaveTextContent(
			'<img src=x onerror=alert(1)> graph'
		);
		expect(
			screen.getByRole( 'listbox' ).querySelector( 'img' )
		).not.toBeInTheDocument();
	} );

	it( 'shows at most 10', async () => {
		answerTags(
			Array.from( { length: 12 }, ( _, i ) => ( {
				id: 100 + i,
				name: `Graph ${ i }`,
				slug: `graph-${ i }`,
			} ) )
		);
		const input = mountPanel();

		await userEvent.type( input, 'graph' );

		await waitFor( () => expect( options() ).toHaveLength( 10 ) );
	} );

	it( 'asks for nothing in a category other than the whole site', async () => {
		answerTags();
		const input = mountPanel();

		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Search in' } ),
			'128'
		);
		await userEvent.type( input, 'graph' );
		await wait( 400 );

		expect( tagCalls() ).toHaveLength( 0 );
		expect( screen.queryByRole( 'listbox' ) ).not.toBeInTheDocument();
		expect( input ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'closes when the category changes', async () => {
		answerTags();
		const input = mountPanel();
		await userEvent.type( input, 'graph' );
		expect( await screen.findByRole( 'listbox' ) ).toBeInTheDocument();

		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Search in' } ),
			'149'
		);

		expect( screen.queryByRole( 'listbox' ) ).not.toBeInTheDocument();
		expect( input ).toHaveAttribute( 'aria-expanded', 'false' );
		await userEvent.type( input, 'e' );
		await wait( 400 );
		expect( screen.queryByRole( 'listbox' ) ).not.toBeInTheDocument();
		expect( tagCalls() ).toHaveLength( 1 );
	} );

	it( 'cancels the call of the previous keystroke, whose late answer is ignored', async () => {
		const pending = holdTagAnswers();
		const input = mountPanel();

		await userEvent.type( input, 'g' );
		await waitFor( () => expect( tagCalls() ).toHaveLength( 1 ) );
		expect( signalOf( 0 )?.aborted ).toBe( false );

		await userEvent.type( input, 'r' );

		expect( signalOf( 0 )?.aborted ).toBe( true );
		await waitFor( () => expect( tagCalls() ).toHaveLength( 2 ) );
		expect( tagCalls()[ 1 ].query.get( 'search' ) ).toBe( 'gr' );
		expect( signalOf( 1 )?.aborted ).toBe( false );

		await act( async () => {
			pending.get( 'gr' )?.( {
				body: [ { id: 3, name: 'GRAPH theory', slug: 'graph-theory' } ],
			} );
		} );
		await act( async () => {
			pending.get( 'g' )?.( { body: TAGS } );
		} );
		await wait( 50 );

		expect( options().map( ( option ) => option.textContent ) ).toEqual( [
			'GRAPH theory',
		] );
	} );

	it( 'waits for a pause in the typing before asking', async () => {
		answerTags();
		const input = mountPanel();

		await userEvent.type( input, 'graph' );
		await screen.findByRole( 'listbox' );

		expect( tagCalls() ).toHaveLength( 1 );
		expect( tagCalls()[ 0 ].query.get( 'search' ) ).toBe( 'graph' );
	} );
} );

describe( 'the clear icon', () => {
	it( 'shows while there is text, and empties the box, closes the list and focuses the box', async () => {
		answerTags();
		const input = mountPanel();
		expect(
			screen.queryByRole( 'button', { name: 'Clear' } )
		).not.toBeInTheDocument();

		await userEvent.type( input, 'graph' );
		expect( await screen.findByRole( 'listbox' ) ).toBeInTheDocument();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Clear' } )
		);

		expect( input ).toHaveValue( '' );
		expect( input ).toHaveFocus();
		expect( screen.queryByRole( 'listbox' ) ).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Clear' } )
		).not.toBeInTheDocument();
		expect( submitted ).toEqual( [] );
	} );
} );

describe( 'the combobox and the keyboard', () => {
	async function typeMaterials(): Promise< HTMLInputElement > {
		answerTags();
		const input = mountPanel();
		await userEvent.type( input, '材料' );
		await waitFor( () => expect( options() ).toHaveLength( 2 ) );
		return input;
	}

	it( 'describes the list on the server text box', async () => {
		const input = await typeMaterials();

		expect( input ).toHaveAttribute( 'role', 'combobox' );
		expect( input ).toHaveAttribute( 'aria-autocomplete', 'list' );
		expect( input ).toHaveAttribute(
			'aria-controls',
			screen.getByRole( 'listbox' ).id
		);
		expect( input ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( input ).not.toHaveAttribute( 'aria-activedescendant' );
	} );

	it( 'moves through the suggestions with the arrows and opens the active one with Enter', async () => {
		const input = await typeMaterials();
		const [ science, nano ] = options();

		await userEvent.keyboard( '{ArrowDown}' );
		expect( input ).toHaveAttribute( 'aria-activedescendant', science.id );
		expect( science ).toHaveAttribute( 'aria-selected', 'true' );
		expect( nano ).toHaveAttribute( 'aria-selected', 'false' );

		await userEvent.keyboard( '{ArrowDown}' );
		expect( input ).toHaveAttribute( 'aria-activedescendant', nano.id );
		await userEvent.keyboard( '{ArrowDown}' );
		expect( input ).toHaveAttribute( 'aria-activedescendant', science.id );
		await userEvent.keyboard( '{ArrowUp}' );
		expect( input ).toHaveAttribute( 'aria-activedescendant', nano.id );
		expect( input ).toHaveFocus();

		await userEvent.keyboard( '{Enter}' );

		expect( opened ).toEqual( [ 'https://site.test/tag/nano-materials/' ] );
		expect( submitted ).toEqual( [] );
	} );

	it( 'closes with Escape and keeps the text; ArrowDown opens again', async () => {
		const input = await typeMaterials();
		await userEvent.keyboard( '{ArrowDown}' );

		await userEvent.keyboard( '{Escape}' );

		expect( screen.queryByRole( 'listbox' ) ).not.toBeInTheDocument();
		expect( input ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( input ).not.toHaveAttribute( 'aria-activedescendant' );
		expect( input ).toHaveValue( '材料' );

		await userEvent.keyboard( '{ArrowUp}' );
		expect( input ).toHaveAttribute(
			'aria-activedescendant',
			options()[ 1 ].id
		);
	} );

	it( 'closes on a press outside the box and its list', async () => {
		const input = await typeMaterials();

		await userEvent.click( screen.getByText( 'Elsewhere on the page' ) );

		expect( screen.queryByRole( 'listbox' ) ).not.toBeInTheDocument();
		expect( input ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'opens a suggestion pressed with the mouse', async () => {
		const input = await typeMaterials();

		await userEvent.click( options()[ 0 ] );

		expect( opened ).toEqual( [
			'https://site.test/tag/%e6%9d%90%e6%96%99/',
		] );
		expect( input ).toHaveFocus();
	} );
} );
