/**
 * The stored tag order and the manage-tags panel's move.
 */
import {
	ORDER_STORAGE_KEY,
	restoreOrder,
	storeOrder,
} from '../../../../src/islands/profile-tabs/order';
import { moved } from '../../../../src/islands/profile-tabs/ManageTags';
import { TAGS } from './fixtures';

describe( 'the stored tag order', () => {
	const ids = ( tags: typeof TAGS ) => tags.map( ( tag ) => tag.term_id );

	afterEach( () => window.localStorage.clear() );

	it( 'takes the server order when nothing is stored, and stores it', () => {
		const restored = restoreOrder( 7, TAGS );

		expect( ids( restored.tags ) ).toEqual( [ 153, 159, 161 ] );
		expect( restored.unsaved ).toBe( false );
		expect(
			JSON.parse( window.localStorage.getItem( ORDER_STORAGE_KEY ) ?? '' )
		).toEqual( {
			member: 7,
			ids: [ 153, 159, 161 ],
			base: [ 153, 159, 161 ],
		} );
	} );

	it( 'restores the stored order at once while the server still has the order it was stored over', () => {
		storeOrder( 7, [ 161, 153, 159 ], [ 153, 159, 161 ] );

		const restored = restoreOrder( 7, TAGS );

		expect( ids( restored.tags ) ).toEqual( [ 161, 153, 159 ] );
		// The server was never told (the call failed): the island tells it now.
		expect( restored.unsaved ).toBe( true );
	} );

	it( 'lets the server order win once it changed elsewhere, and another member’s order is ignored', () => {
		storeOrder( 7, [ 161, 153, 159 ], [ 159, 153, 161 ] );
		expect( ids( restoreOrder( 7, TAGS ).tags ) ).toEqual( [
			153, 159, 161,
		] );

		storeOrder( 8, [ 161, 153, 159 ], [ 153, 159, 161 ] );
		expect( ids( restoreOrder( 7, TAGS ).tags ) ).toEqual( [
			153, 159, 161,
		] );
	} );

	it( 'moves one item of a list', () => {
		expect( moved( [ 'a', 'b', 'c' ], 0, 2 ) ).toEqual( [ 'b', 'c', 'a' ] );
		expect( moved( [ 'a', 'b', 'c' ], 2, 0 ) ).toEqual( [ 'c', 'a', 'b' ] );
	} );
} );
