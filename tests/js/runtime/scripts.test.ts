/**
 * The loader's script loading: each handle exactly once, after its dependencies, with WordPress's
 * inline pieces in WordPress's order.
 */
import { createScriptLoader } from '../../../src/runtime/loader/scripts';
import type { ScriptDescription } from '../../../src/runtime/config';
import { fakeNetwork } from '../helpers/fake-network';

type Log = string[];

declare global {
	interface Window {
		mvcTestLog?: Log;
	}
}

function script(
	src: string | null,
	deps: string[] = [],
	extra: Partial< ScriptDescription > = {}
): ScriptDescription {
	return { src, deps, ...extra };
}

beforeEach( () => {
	window.mvcTestLog = [];
	const log = ( id: string ) => () =>
		window.mvcTestLog?.push( `src:${ id }-js` );
	fakeNetwork( {
		'https://site.test/react.js': log( 'react' ),
		'https://site.test/react-dom.js': log( 'react-dom' ),
		'https://site.test/element.js': log( 'wp-element' ),
		'https://site.test/a.js': log( 'island-a' ),
		'https://site.test/b.js': log( 'island-b' ),
		'https://site.test/api-fetch.js': log( 'wp-api-fetch' ),
		'https://site.test/lodash.js': log( 'lodash' ),
		'https://site.test/island.js': log( 'island' ),
	} );
} );

afterEach( () => {
	jest.restoreAllMocks();
} );

describe( 'createScriptLoader', () => {
	it( 'runs dependencies first and every handle exactly once', async () => {
		const loader = createScriptLoader( {
			react: script( 'https://site.test/react.js' ),
			'react-dom': script( 'https://site.test/react-dom.js', [
				'react',
			] ),
			'wp-element': script( 'https://site.test/element.js', [
				'react',
				'react-dom',
			] ),
			'island-a': script( 'https://site.test/a.js', [ 'wp-element' ] ),
			'island-b': script( 'https://site.test/b.js', [
				'wp-element',
				'react',
			] ),
		} );

		await Promise.all( [
			loader.load( 'island-a' ),
			loader.load( 'island-b' ),
		] );
		await loader.load( 'island-a' );

		expect( window.mvcTestLog ).toEqual( [
			'src:react-js',
			'src:react-dom-js',
			'src:wp-element-js',
			'src:island-a-js',
			'src:island-b-js',
		] );
		expect( loader.loaded() ).toEqual( [
			'react',
			'react-dom',
			'wp-element',
			'island-a',
			'island-b',
		] );
		expect( document.querySelectorAll( 'script#react-js' ) ).toHaveLength(
			1
		);
	} );

	it( 'runs data, translations, before, the script and after, in that order', async () => {
		const loader = createScriptLoader( {
			'wp-api-fetch': script( 'https://site.test/api-fetch.js', [], {
				data: 'window.mvcTestLog.push( "data" );',
				translations: 'window.mvcTestLog.push( "translations" );',
				before: 'window.mvcTestLog.push( "before" );',
				after: 'window.mvcTestLog.push( "after" );',
			} ),
		} );

		await loader.load( 'wp-api-fetch' );

		expect( window.mvcTestLog ).toEqual( [
			'data',
			'translations',
			'before',
			'src:wp-api-fetch-js',
			'after',
		] );
		expect(
			Array.from( document.body.querySelectorAll( 'script' ) ).map(
				( element ) => element.id
			)
		).toEqual( [
			'wp-api-fetch-js-extra',
			'wp-api-fetch-js-translations',
			'wp-api-fetch-js-before',
			'wp-api-fetch-js',
			'wp-api-fetch-js-after',
		] );
	} );

	it( 'loads the dependencies of a handle without a source (an alias)', async () => {
		const loader = createScriptLoader( {
			lodash: script( 'https://site.test/lodash.js' ),
			underscore: script( null, [ 'lodash' ] ),
		} );

		await loader.load( 'underscore' );

		expect( window.mvcTestLog ).toEqual( [ 'src:lodash-js' ] );
		expect( loader.loaded() ).toEqual( [ 'lodash', 'underscore' ] );
	} );

	it( 'does not load again a script WordPress already printed', async () => {
		const printed = document.createElement( 'script' );
		printed.id = 'react-js';
		document.head.append( printed );
		const loader = createScriptLoader( {
			react: script( 'https://site.test/react.js', [], {
				after: 'window.mvcTestLog.push( "react after" );',
			} ),
			island: script( 'https://site.test/island.js', [ 'react' ] ),
		} );

		await loader.load( 'island' );

		expect( window.mvcTestLog ).toEqual( [ 'src:island-js' ] );
	} );

	it( 'preloads the whole dependency tree before running it', async () => {
		const loader = createScriptLoader( {
			react: script( 'https://site.test/react.js' ),
			island: script( 'https://site.test/island.js', [ 'react' ] ),
		} );

		const loading = loader.load( 'island' );
		const preloads = Array.from(
			document.querySelectorAll< HTMLLinkElement >(
				'link[rel="preload"]'
			)
		).map( ( link ) => link.href );
		await loading;

		expect( preloads ).toEqual( [
			'https://site.test/react.js',
			'https://site.test/island.js',
		] );
	} );

	it( 'rejects when a script fails, and tries again on the next call', async () => {
		const loader = createScriptLoader( {
			broken: script( 'https://site.test/fail.js' ),
		} );

		await expect( loader.load( 'broken' ) ).rejects.toThrow( 'fail.js' );
		await expect( loader.load( 'broken' ) ).rejects.toThrow( 'fail.js' );
		expect( document.querySelector( '#broken-js' ) ).toBeNull();
		expect( loader.loaded() ).toEqual( [] );
	} );

	it( 'rejects an unknown handle', async () => {
		const loader = createScriptLoader( {} );

		await expect( loader.load( 'nope' ) ).rejects.toThrow( 'nope' );
	} );
} );
