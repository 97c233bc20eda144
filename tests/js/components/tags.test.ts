/**
 * The tags reader shared by the search panel and the registration: the query it sends to core's
 * tags route and the tags it reads from the answer.
 */
import { fetchTags, TAGS_PATH } from '../../../src/components/tags';
import { fakeApi } from '../helpers/fake-api';
import type { FakeApi } from '../helpers/fake-api';

let api: FakeApi;

beforeEach( () => {
	api = fakeApi();
} );

describe( 'fetchTags', () => {
	it( 'asks for every tag with posts, 100 at once, only id, name and slug', async () => {
		api.on( 'GET', TAGS_PATH, { body: [] } );

		await fetchTags();

		const [ call ] = api.callsTo( 'GET', '/wp/v2/tags' );
		expect( call.query.has( 'search' ) ).toBe( false );
		expect( call.query.get( 'per_page' ) ).toBe( '100' );
		expect( call.query.get( 'hide_empty' ) ).toBe( 'true' );
		expect( call.query.get( '_fields' ) ).toBe( 'id,name,slug' );
	} );

	it( 'searches the names for a text', async () => {
		api.on( 'GET', TAGS_PATH, { body: [] } );

		await fetchTags( { search: '石墨 烯' } );

		const [ call ] = api.callsTo( 'GET', '/wp/v2/tags' );
		expect( call.query.get( 'search' ) ).toBe( '石墨 烯' );
		expect( call.query.get( 'per_page' ) ).toBe( '100' );
	} );

	it( 'decodes the names and drops what is not a tag', async () => {
		api.on( 'GET', TAGS_PATH, {
			body: [
				{ id: 1, name: 'R&amp;D &#8220;AI&#8221;', slug: 'r-d' },
				{ id: '2', name: 'No number', slug: 'no-number' },
				{ id: 3, name: 'No slug' },
				null,
				{ id: 4, name: '&lt;Nano&gt;', slug: 'nano', count: 7 },
			],
		} );

		await expect( fetchTags() ).resolves.toEqual( [
			{ id: 1, name: 'R&D “AI”', slug: 'r-d' },
			{ id: 4, name: '<Nano>', slug: 'nano' },
		] );
	} );

	it( 'reads an answer that is not a list as no tags', async () => {
		api.on( 'GET', TAGS_PATH, { body: { unexpected: true } } );

		await expect( fetchTags() ).resolves.toEqual( [] );
	} );

	it( 'fails with the call', async () => {
		api.on( 'GET', TAGS_PATH, {
			status: 500,
			body: { code: 'internal_server_error', message: 'Broken' },
		} );

		await expect( fetchTags() ).rejects.toThrow();
	} );
} );
