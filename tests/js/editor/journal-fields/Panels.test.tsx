/**
 * The journal's panels over a stand-in of the editor's store: they show the stored meta, store
 * what passes the checks, lock saving while a box holds a bad value, set the categories as tags.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createReduxStore, register } from '@wordpress/data';

import { JournalFieldsPanels } from '../../../../editor/journal-fields/Panels';
import { standIns } from './components-stand-in';

interface EditorState {
	postType: string;
	meta: Record< string, unknown >;
	tags: number[];
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
	locks: [],
};

let state: EditorState = initial;
const editPost = jest.fn();

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
			) => ( attribute === 'meta' ? current.meta : current.tags ),
			isPostSavingLocked: ( current: EditorState ) =>
				current.locks.length > 0,
		},
		actions: {
			editPost( edits: Record< string, unknown > ) {
				editPost( edits );
				return { type: 'NOOP' };
			},
			lockPostSaving( name: string ) {
				state = { ...state, locks: [ name ] };
				return { type: 'SYNC' };
			},
			unlockPostSaving() {
				state = { ...state, locks: [] };
				return { type: 'SYNC' };
			},
		},
	} )
);
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
	(
		window as unknown as {
			wp: unknown;
			mvcJournalFields: unknown;
		}
	 ).wp = {
		// WordPress's components stand in as plain controls: the panels' own logic is tested.
		components: standIns,
		editor: {
			PluginDocumentSettingPanel: ( {
				title,
				children,
			}: {
				title: string;
				children: ReactNode;
			} ) => <section aria-label={ title }>{ children }</section>,
		},
		blockEditor: {
			MediaUpload: ( {
				render: draw,
			}: {
				render: ( args: { open: () => void } ) => ReactNode;
			} ) => <>{ draw( { open } ) }</>,
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
} );

describe( 'journal fields panels', () => {
	it( 'shows the seven panels with the stored values', () => {
		render( <JournalFieldsPanels /> );
		expect( screen.getAllByRole( 'region' ) ).toHaveLength( 7 );
		expect( screen.getByLabelText( 'Journal name' ) ).toHaveValue(
			'Advanced Energy Materials'
		);
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
		expect(
			screen
				.getByRole( 'region', { name: 'Editorial board' } )
				.querySelector( 'img' )
		).toHaveAttribute( 'src', 'https://example.com/medium.png' );
	} );

	it( 'stores a number, refuses a non-number and locks saving until it is fixed', () => {
		render( <JournalFieldsPanels /> );
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
		fireEvent.change( screen.getByLabelText( 'Editor 1: Name' ), {
			target: { value: '王立新' },
		} );
		expect( editPost ).toHaveBeenLastCalledWith( {
			meta: { editor_team_1_name: '王立新' },
		} );
		fireEvent.change( screen.getByLabelText( 'Question 1: Answer' ), {
			target: { value: '一般为 4 周。' },
		} );
		expect( editPost ).toHaveBeenLastCalledWith( {
			meta: { FAQ1_answer: '一般为 4 周。' },
		} );
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
		fireEvent.click( screen.getByRole( 'checkbox', { name: 'DOAJ' } ) );
		expect( editPost ).toHaveBeenLastCalledWith( {
			meta: { ERs: [ 'SCIE', 'DOAJ' ] },
		} );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Remove image' } )
		);
		expect( editPost ).toHaveBeenLastCalledWith( {
			meta: { editor_team_1_avatar: 0 },
		} );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Editor 2: Photo' } )
		);
		expect( open ).toHaveBeenCalled();
		fireEvent.click( screen.getByRole( 'checkbox', { name: '材料科学' } ) );
		expect( editPost ).toHaveBeenLastCalledWith( {
			tags: [ 132, 500, 134 ],
		} );
		fireEvent.click( screen.getByRole( 'checkbox', { name: '开放获取' } ) );
		expect( editPost ).toHaveBeenLastCalledWith( { tags: [ 500 ] } );
	} );

	it( 'shows nothing on another post type', async () => {
		state = { ...initial, postType: 'page' };
		const { container } = render( <JournalFieldsPanels /> );
		await act( async () => {} );
		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'shows an article’s panels and edits its logo, references and link target', () => {
		state = {
			...initial,
			postType: 'post',
			meta: {
				journal_logo: '7',
				reference_url: 'https://doi.org/1',
				_links_to_target: '',
			},
		};
		render( <JournalFieldsPanels /> );
		expect( screen.getAllByRole( 'region' ) ).toHaveLength( 2 );
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

		editPost.mockClear();
		const references = screen.getByLabelText( 'Reference links' );
		fireEvent.change( references, {
			target: { value: 'https://doi.org/1\nexample.com/2' },
		} );
		expect( editPost ).not.toHaveBeenCalled();
		expect( state.locks ).toEqual( [ 'mvc-journal-fields' ] );
		fireEvent.change( references, {
			target: { value: 'https://doi.org/1\nhttps://example.com/2' },
		} );
		expect( editPost ).toHaveBeenLastCalledWith( {
			meta: { reference_url: 'https://doi.org/1\nhttps://example.com/2' },
		} );
		expect( state.locks ).toEqual( [] );
	} );
} );
