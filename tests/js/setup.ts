/**
 * Jest setup: DOM matchers, and a clean page between tests (React trees unmounted first, so
 * portals are removed by React before the page is emptied).
 */
import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';

afterEach( () => {
	cleanup();
	document.body.innerHTML = '';
	document.head.innerHTML = '';
	document.body.removeAttribute( 'style' );
	document.body.className = '';
	window.scrollY = 0;
} );
