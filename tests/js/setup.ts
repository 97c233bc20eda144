/**
 * Jest setup: DOM matchers, and a clean page between tests (React trees unmounted first, so
 * portals are removed by React before the page is emptied).
 *
 * `findBy…` and `waitFor` wait up to 5 s for what a test expects (Testing Library's default is
 * 1 s): on a busy CI machine a render after a mocked answer can take longer than 1 s, and a wait
 * ends as soon as its expectation holds, so a passing suite is no slower.
 */
import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';

configure( { asyncUtilTimeout: 5000 } );

afterEach( () => {
	// A test in Jest's node environment (the repository's own checks) has no page to clean.
	if ( typeof document === 'undefined' ) {
		return;
	}
	cleanup();
	document.body.innerHTML = '';
	document.head.innerHTML = '';
	document.body.removeAttribute( 'style' );
	document.body.className = '';
	window.scrollY = 0;
} );
