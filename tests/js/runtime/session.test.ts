/**
 * The island library seeds the member session store from the page's runtime configuration.
 */
import type * as Data from '@wordpress/data';

import type * as Core from '../../../src/runtime';

/**
 * Loads the library as a fresh page would, with its own @wordpress/data registry.
 *
 * @param config Runtime configuration printed in the page.
 * @return Whether the member session store says logged in.
 */
function loggedInAfterLoading( config: unknown ): boolean {
	const element = document.createElement( 'script' );
	element.type = 'application/json';
	element.id = 'mvc-runtime-config';
	element.textContent = JSON.stringify( config );
	document.body.append( element );
	let loggedIn: boolean | undefined;
	jest.isolateModules( () => {
		const core = jest.requireActual< typeof Core >(
			'../../../src/runtime'
		);
		const data = jest.requireActual< typeof Data >( '@wordpress/data' );
		loggedIn = data.select( core.memberSessionStore ).isLoggedIn();
	} );
	return loggedIn === true;
}

describe( 'runtime-core session seed', () => {
	it( 'marks the member logged in when the page says so', () => {
		expect(
			loggedInAfterLoading( {
				islands: {},
				scripts: {},
				session: { loggedIn: true },
			} )
		).toBe( true );
	} );

	it( 'leaves a visitor logged out', () => {
		expect(
			loggedInAfterLoading( {
				islands: {},
				scripts: {},
				session: { loggedIn: false },
			} )
		).toBe( false );
	} );
} );
