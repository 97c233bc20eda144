/**
 * The journal's and the article's panels over a stand-in of the editor's store: they show the
 * stored meta, one group of the journal's fields at a time, store what passes the checks, lock
 * saving while a box holds a bad value, set the categories as tags, ask for the cover before
 * publishing, pick the article's journal, its deadline from a calendar and its references as rows.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createReduxStore, dispatch, register } from '@wordpress/data';

import './server-layout';
import { JournalFieldsPanels } from '../../../../editor/journal-fields/Panels';
import { standIns } from './components-stand-in';

interface EditorState {
	postType: string;
	meta: Record< string, unknown >;
	tags: number[];
	cover: number;
	savedCover: number;
	savedStatus: string;
	publishOpen: boolean;
	locks: string[];
}

const initial: EditorState = {
	postType: 'journal',
	meta: {
		journal_name: 'Advanced Energy Materials',
		impact_factor: 24.4,
		cite_score: 0,
		ERs: [ 'SCIE' ],
		editor_team_1_avatar: 7,
		owned_by_gdch: false,
	},
	tags: [ 132, 500 ],
	cover: 7,
	savedCover: 0,
	savedStatus: 'auto-draft',
	publishOpen: false,
	locks: [],
};

let state: EditorState = initial;
const editPost = jest.fn();
const notices: Record< string, string > = {};

register(
	createReduxStore( 'core/editor', {
		reducer( current: EditorState = initial, action: { type: string } ) {
			return action.type === 'SYNC' ? { ...state } : current;
		},
		selectors: {
			getCurrentPostType: ( current: EditorState ) => current.postType,
			getEditedPostAttribute: (
				current: EditorState,
				attribute: string
			) => {
				if ( attribute === 'meta' ) {
					return current.meta;
				}
				return attribute === 'featured_media'
					? current.cover
					: current.tags;
			},
			getCurrentPostAttribute: (
				current: EditorState,
				attribute: string
			) =>
				attribute === 'status'
					? current.savedStatus
					: current.savedCover,
			isPublishSidebarOpened: ( current: EditorState ) =>
				current.publishOpen,
			isPublishSidebarEnabled: () => true,
			isPostSavingLocked: ( current: EditorState ) =>
				current.locks.length > 0,
		},
		actions: {
			// The test changed `state`: the store takes it.
			sync() {
				return { type: 'SYNC' };
			},
			editPost( edits: Record< string, unknown > ) {
				editPost( edits );
				return { type: 'NOOP' };
			},
			lockPostSaving( name: string ) {
				state = {
					...state,
					locks: [
						...state.locks.filter( ( lock ) => lock !== name ),
						name,
					],
				};
				return { type: 'SYNC' };
			},
			unlockPostSaving( name: string ) {
				state = {
					...state,
					locks: state.locks.filter( ( lock ) => lock !== name ),
				};
				return { type: 'SYNC' };
			},
		},
	} )
);
register(
	createReduxStore( 'core/notices', {
		reducer: ( current = {} ) => current,
		selectors: {},
		actions: {
			createWarningNotice( message: string, options: { id: string } ) {
				notices[ options.id ] = message;
				return { type: 'NOOP' };
			},
			removeNotice( id: string ) {
				delete notices[ id ];
				return { type: 'NOOP' };
			},
		},
	} )
);
const journals = [
	{ id: 5, title: { raw: '储能材料' } },
	{ id: 6, title: { raw: '催化学报' } },
];
const searches: Record< string, unknown >[] = [];
const answers = new Map< string, typeof journals >();
register(
	createReduxStore( 'core', {
		reducer: ( current = {} ) => current,
		selectors: {
			getMedia: ( _state: unknown, id: number ) =>
				id === 7
					? {
							source_url: 'https://example.com/full.png',
							media_details: {
								sizes: {
									medium: {
										source_url:
											'https://example.com/medium.png',
									},
								},
							},
						}
					: undefined,
			getEntityRecords: (
				_state: unknown,
				_kind: string,
				_name: string,
				query: Record< string, unknown >
			) => {
				// Core-data answers the same array for the same query.
				const key = JSON.stringify( query );
				if ( ! answers.has( key ) ) {
					searches.push( query );
					const search =
						typeof query.search === 'string' ? query.search : '';
					answers.set(
						key,
						journals.filter( ( journal ) =>
							journal.title.raw.includes( search )
						)
					);
				}
				return answers.get( key );
			},
			getEntityRecord: (
				_state: unknown,
				_kind: string,
				_name: string,
				id: number
			) => journals.find( ( journal ) => journal.id === id ) ?? null,
		},
	} )
);

// WordPress's components stand in as plain controls; the panels' own logic is what is tested.
jest.mock(
	'@wordpress/components',
	() => jest.requireActual( './components-stand-in' ).standIns
);

const open = jest.fn();
beforeAll( () => {
	const panel = ( {
		title,
		children,
	}: {
		title: string;
		children: ReactNode;
	} ) => <section aria-label={ title }>{ children }</section>;
	(
		window as unknown as {
			wp: unknown;
			mvcJournalFields: unknown;
		}
	 ).wp = {
		// WordPress's components stand in as plain controls: the panels' own logic is tested.
		components: standIns,
		editor: {
			PluginDocumentSettingPanel: panel,
			PluginPrePublishPanel: ( {
				title,
				children,
			}: {
				title: string;
				children: ReactNode;
			} ) =>
				state.publishOpen ? (
					<aside aria-label={ `pre-publish ${ title }` }>
						{ children }
					</aside>
				) : null,
		},
		blockEditor: {
			MediaUpload: ( {
				render: draw,
				onSelect,
				title,
			}: {
				render: ( args: { open: () => void } ) => ReactNode;
				onSelect: ( media: { id: number } ) => void;
				title: string;
			} ) => (
				<>
					{ draw( { open } ) }
					<button
						type="button"
						onClick={ () => onSelect( { id: 9 } ) }
					>
						{ `library: ${ title }` }
					</button>
				</>
			),
			MediaUploadCheck: ( { children }: { children: ReactNode } ) => (
				<>{ children }</>
			),
		},
		plugins: { registerPlugin: jest.fn() },
	};
	(
		window as unknown as {
			mvcJournalFields: unknown;
		}
	 ).mvcJournalFields = {
		classification: [
			{ id: 132, name: '开放获取' },
			{ id: 134, name: '材料科学' },
		],
	};
} );

beforeEach( () => {
	state = initial;
	editPost.mockClear();
	for ( const id of Object.keys( notices ) ) {
		delete notices[ id ];
	}
} );

/**
 * Shows a group of the journal's fields.
 *
 * @param title The group's title.
 */
function group( title: string ) {
	fireEvent.click(
		within(
			screen.getByRole( 'group', { name: 'Groups of fields' } )
		).getByRole( 'button', { name: title } )
	);
}

describe( 'journal fields panels', () => {
	it( 'shows the cover and one group of the fields at a time, with the stored values', () => {
		render( <JournalFieldsPanels /> );
		expect(
			screen.getByRole( 'region', { name: 'Journal cover' } )
		).toBeInTheDocument();
		const buttons = within(
			screen.getByRole( 'group', { name: 'Groups of fields' } )
		).getAllByRole( 'button' );
		expect( buttons.map( ( button ) => button.textContent ) ).toEqual( [
			'Basics',
			'Metrics and indexing',
			'Editorial board',
			'Media',
			'Latest articles',
			'Frequently asked questions',
			'WeChat official account',
		] );
		expect( buttons[ 0 ] ).toHaveAttribute( 'aria-pressed', 'true' );
		expect( screen.getByLabelText( 'Journal name' ) ).toHaveValue(
			'Advanced Energy Materials'
		);
		expect( screen.queryByLabelText( 'Impact factor' ) ).toBeNull();

		group( 'Metrics and indexing' );
		expect( screen.queryByLabelText( 'Journal name' ) ).toBeNull();
		expect( screen.getByLabelText( 'Impact factor' ) ).toHaveValue(
			'24.4'
		);
		// Core REST gives 0 for an empty number: the box is empty.
		expect( screen.getByLabelText( 'CiteScore' ) ).toHaveValue( '' );
		expect(
			screen.getByRole( 'checkbox', { name: 'SCIE' } )
		).toBeChecked();
		expect(
			screen.getByRole( 'checkbox', { name: 'DOAJ' } )
		).not.toBeChecked();

		group( 'Editorial board' );
		expect(
			screen
				.getByRole( 'region', { name: 'Editorial board' } )
				.querySelector( 'img' )
		).toHaveAttribute( 'src', 'https://example.com/medium.png' );
	} );

	it( 'stores a number, refuses a non-number and locks saving until it is fixed or left', () => {
		render( <JournalFieldsPanels /> );
		group( 'Metrics and indexing' );
		const box = screen.getByLabelText( 'CiteScore' );

		fireEvent.change( box, { target: { value: '12.5' } } );
		expect( editPost ).toHaveBeenLastCalledWith( {
			meta: { cite_score: 12.5 },
		} );
		expect( state.locks ).toEqual( [] );

		editPost.mockClear();
		fireEvent.change( box, { target: { value: '12,5' } } );
		expect( editPost ).not.toHaveBeenCalled();
		expect(
			screen.getByText( 'Enter a number, such as 12.5.' )
		).toBeInTheDocument();
		expect( box ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( state.locks ).toEqual( [ 'mvc-journal-fields' ] );

		fireEvent.change( box, { target: { value: '' } } );
		expect( editPost ).toHaveBeenLastCalledWith( {
			meta: { cite_score: null },
		} );
		expect( state.locks ).toEqual( [] );

		// A bad value left behind in another group takes its lock with it.
		fireEvent.change( screen.getByLabelText( 'SJR' ), {
			target: { value: 'x' },
		} );
		expect( state.locks ).toEqual( [ 'mvc-journal-fields' ] );
		group( 'Media' );
		expect( state.locks ).toEqual( [] );
	} );

	it( 'stores an address only when it is http(s)', () => {
		render( <JournalFieldsPanels /> );
		const box = screen.getByLabelText( 'Journal home page' );
		fireEvent.change( box, { target: { value: 'javascript:alert(1)' } } );
		expect( editPost ).not.toHaveBeenCalled();
		expect(
			screen.getByText(
				'Enter an address starting with http:// or https://.'
			)
		).toBeInTheDocument();
		fireEvent.change( box, {
			target: { value: 'https://example.com/journal' },
		} );
		expect( editPost ).toHaveBeenLastCalledWith( {
			meta: { home_url: 'https://example.com/journal' },
		} );
	} );

	it( 'edits texts, switches, indexes, images and the categories', () => {
		render( <JournalFieldsPanels /> );
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Owned by the publisher' } )
		);
		expect( editPost ).toHaveBeenLastCalledWith( {
			meta: { owned_by_gdch: true },
		} );
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Open access journal' } )
		);
		expect( editPost ).toHaveBeenLastCalledWith( {
			meta: { journal_templete_type: 'OA Journal' },
		} );
		fireEvent.click( screen.getByRole( 'checkbox', { name: '材料科学' } ) );
		expect( editPost ).toHaveBeenLastCalledWith( {
			tags: [ 132, 500, 134 ],
		} );
		fireEvent.click( screen.getByRole( 'checkbox', { name: '开放获取' } ) );
		expect( editPost ).toHaveBeenLastCalledWith( { tags: [ 500 ] } );

		group( 'Metrics and indexing' );
		expect(
			screen.queryByRole( 'checkbox', { name: '材料科学' } )
		).toBeNull();
		fireEvent.click( screen.getByRole( 'checkbox', { name: 'DOAJ' } ) );
		expect( editPost ).toHaveBeenLastCalledWith( {
			meta: { ERs: [ 'SCIE', 'DOAJ' ] },
		} );

		group( 'Editorial board' );
		fireEvent.change( screen.getByLabelText( 'Editor 1: Name' ), {
			target: { value: '王立新' },
		} );
		expect( editPost ).toHaveBeenLastCalledWith( {
			meta: { editor_team_1_name: '王立新' },
		} );
		fireEvent.click(
			within(
				screen.getByRole( 'region', { name: 'Editorial board' } )
			).getByRole( 'button', { name: 'Remove image' } )
		);
		expect( editPost ).toHaveBeenLastCalledWith( {
			meta: { editor_team_1_avatar: 0 },
		} );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Editor 2: Photo' } )
		);
		expect( open ).toHaveBeenCalled();

		group( 'Frequently asked questions' );
		fireEvent.change( screen.getByLabelText( 'Question 1: Answer' ), {
			target: { value: '一般为 4 周。' },
		} );
		expect( editPost ).toHaveBeenLastCalledWith( {
			meta: { FAQ1_answer: '一般为 4 周。' },
		} );
	} );

	it( 'asks for the cover, and locks publishing without it while a draft still saves', () => {
		state = { ...initial, cover: 0 };
		const { rerender } = render( <JournalFieldsPanels /> );
		const panel = screen.getByRole( 'region', { name: 'Journal cover' } );
		expect( within( panel ).getByRole( 'note' ) ).toHaveTextContent(
			'Choose the journal’s cover before publishing'
		);
		// A draft saves without it.
		expect( state.locks ).toEqual( [] );
		expect( notices ).toEqual( {} );

		// Publishing (the pre-publish panel open) waits, with a notice and the cover at hand.
		act( () => {
			state = { ...state, publishOpen: true };
			(
				dispatch( 'core/editor' ) as unknown as { sync: () => void }
			 ).sync();
		} );
		rerender( <JournalFieldsPanels /> );
		expect( state.locks ).toEqual( [ 'mvc-journal-cover' ] );
		expect( notices[ 'mvc-journal-cover' ] ).toContain(
			'Publishing waits for the journal’s cover'
		);
		expect(
			screen.getByRole( 'complementary', {
				name: 'pre-publish Journal cover',
			} )
		).toBeInTheDocument();

		fireEvent.click(
			within( panel ).getByRole( 'button', {
				name: 'library: Journal cover',
			} )
		);
		expect( editPost ).toHaveBeenLastCalledWith( { featured_media: 9 } );
	} );

	it( 'shows the cover chosen and takes it away', () => {
		render( <JournalFieldsPanels /> );
		const panel = screen.getByRole( 'region', { name: 'Journal cover' } );
		expect( within( panel ).queryByRole( 'note' ) ).toBeNull();
		expect( panel.querySelector( 'img' ) ).toHaveAttribute(
			'src',
			'https://example.com/medium.png'
		);
		fireEvent.click(
			within( panel ).getByRole( 'button', { name: 'Remove image' } )
		);
		expect( editPost ).toHaveBeenLastCalledWith( { featured_media: 0 } );
		expect( state.locks ).toEqual( [] );
	} );

	it( 'shows nothing on another post type', async () => {
		state = { ...initial, postType: 'page' };
		const { container } = render( <JournalFieldsPanels /> );
		await act( async () => {} );
		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'shows an article’s panels and edits its logo and link target', () => {
		state = {
			...initial,
			postType: 'post',
			meta: {
				journal_logo: '7',
				_links_to_target: '',
			},
		};
		render( <JournalFieldsPanels /> );
		expect( screen.getAllByRole( 'region' ) ).toHaveLength( 4 );
		expect(
			screen.queryByRole( 'checkbox', { name: '材料科学' } )
		).not.toBeInTheDocument();
		expect(
			screen
				.getByRole( 'region', { name: 'Paper and journal' } )
				.querySelector( 'img' )
		).toHaveAttribute( 'src', 'https://example.com/medium.png' );

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Remove image' } )
		);
		expect( editPost ).toHaveBeenLastCalledWith( {
			meta: { journal_logo: '' },
		} );
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Open links in a new tab' } )
		);
		expect( editPost ).toHaveBeenLastCalledWith( {
			meta: { _links_to_target: '_blank' },
		} );
		// No cover is asked of an article.
		expect( state.locks ).toEqual( [] );
	} );

	it( 'edits the paper’s own citation data of an article', () => {
		state = {
			...initial,
			postType: 'post',
			meta: { paper_authors: 'Wei Zhang', paper_title: '' },
		};
		render( <JournalFieldsPanels /> );
		const panel = screen.getByRole( 'region', {
			name: 'Citation of the paper',
		} );
		const authors = within( panel ).getByRole( 'textbox', {
			name: /^Authors, one per line/,
		} );
		expect( authors ).toHaveValue( 'Wei Zhang' );
		fireEvent.change( authors, {
			target: { value: 'Wei Zhang\nAnna van der Berg' },
		} );
		expect( editPost ).toHaveBeenLastCalledWith( {
			meta: { paper_authors: 'Wei Zhang\nAnna van der Berg' },
		} );
		fireEvent.change(
			within( panel ).getByRole( 'textbox', { name: 'Paper title' } ),
			{ target: { value: 'Interface passivation' } }
		);
		expect( editPost ).toHaveBeenLastCalledWith( {
			meta: { paper_title: 'Interface passivation' },
		} );
		for ( const name of [
			'DOI',
			'Year',
			'Volume',
			'Issue',
			'Pages or article number',
		] ) {
			expect(
				within( panel ).getByRole( 'textbox', { name } )
			).toBeInTheDocument();
		}
	} );

	it( 'picks the article’s journal by its title', async () => {
		jest.useFakeTimers();
		try {
			state = {
				...initial,
				postType: 'post',
				meta: { mvc_journal: 6 },
			};
			render( <JournalFieldsPanels /> );
			const picker = screen.getByRole( 'combobox', {
				name: 'Journal of the article',
			} );
			expect( picker ).toHaveValue( '6' );
			expect(
				within( picker )
					.getAllByRole( 'option' )
					.map( ( o ) => o.textContent )
			).toEqual( [ '—', '催化学报', '储能材料' ] );

			fireEvent.change( screen.getByLabelText( 'search' ), {
				target: { value: '储能' },
			} );
			await act( async () => {
				jest.advanceTimersByTime( 300 );
			} );
			expect( searches.at( -1 ) ).toMatchObject( {
				search: '储能',
				status: 'publish',
			} );
			fireEvent.change( picker, { target: { value: '5' } } );
			expect( editPost ).toHaveBeenLastCalledWith( {
				meta: { mvc_journal: 5 },
			} );
			fireEvent.change( picker, { target: { value: '' } } );
			expect( editPost ).toHaveBeenLastCalledWith( {
				meta: { mvc_journal: 0 },
			} );
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'takes the deadline from a calendar as Y-m-d and reads what was typed before', () => {
		state = {
			...initial,
			postType: 'post',
			meta: { submission_deadline: '2026年12月1日' },
		};
		render( <JournalFieldsPanels /> );
		expect(
			screen.getByRole( 'button', {
				name: 'Submission deadline: 2026-12-01',
			} )
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'calendar' ) ).toHaveValue(
			'2026-12-01'
		);
		fireEvent.change( screen.getByLabelText( 'calendar' ), {
			target: { value: '2027-01-15' },
		} );
		expect( editPost ).toHaveBeenLastCalledWith( {
			meta: { submission_deadline: '2027-01-15' },
		} );
		fireEvent.click( screen.getByRole( 'button', { name: 'Clear date' } ) );
		expect( editPost ).toHaveBeenLastCalledWith( {
			meta: { submission_deadline: '' },
		} );
	} );

	it( 'edits the references as rows, both fields at once', () => {
		state = {
			...initial,
			postType: 'post',
			meta: {
				reference_title: '第一篇\nhttps://doi.org/2',
				reference_url: 'https://doi.org/1\nhttps://doi.org/2',
			},
		};
		render( <JournalFieldsPanels /> );
		expect( screen.getByLabelText( 'Reference 1: Title' ) ).toHaveValue(
			'第一篇'
		);
		// A title that only repeats the address is no title.
		expect( screen.getByLabelText( 'Reference 2: Title' ) ).toHaveValue(
			''
		);
		expect( screen.getByLabelText( 'Reference 2: Link' ) ).toHaveValue(
			'https://doi.org/2'
		);

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Add reference' } )
		);
		fireEvent.change( screen.getByLabelText( 'Reference 3: Title' ), {
			target: { value: '第三篇' },
		} );
		expect( editPost ).toHaveBeenLastCalledWith( {
			meta: {
				reference_title: '第一篇\nhttps://doi.org/2\n第三篇',
				reference_url: 'https://doi.org/1\nhttps://doi.org/2',
			},
		} );
		editPost.mockClear();
		fireEvent.change( screen.getByLabelText( 'Reference 3: Link' ), {
			target: { value: 'doi.org/3' },
		} );
		expect( editPost ).not.toHaveBeenCalled();
		expect( state.locks ).toEqual( [ 'mvc-journal-fields' ] );
		fireEvent.change( screen.getByLabelText( 'Reference 3: Link' ), {
			target: { value: 'https://doi.org/3' },
		} );
		expect( state.locks ).toEqual( [] );
		expect( editPost ).toHaveBeenLastCalledWith( {
			meta: {
				reference_title: '第一篇\nhttps://doi.org/2\n第三篇',
				reference_url:
					'https://doi.org/1\nhttps://doi.org/2\nhttps://doi.org/3',
			},
		} );

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Remove reference 1' } )
		);
		expect( editPost ).toHaveBeenLastCalledWith( {
			meta: {
				reference_title: 'https://doi.org/2\n第三篇',
				reference_url: 'https://doi.org/2\nhttps://doi.org/3',
			},
		} );
	} );
} );
