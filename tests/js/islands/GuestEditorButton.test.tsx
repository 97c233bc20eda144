/**
 * The guest-editor button island, mounted as the loader mounts it: from a server container.
 */
import { act, fireEvent, screen } from '@testing-library/react';

import { mountIsland } from '../../../src/runtime/mount/mountIsland';
import '../../../src/islands/guest-editor-button';

const APPLY_URL = 'https://apply.example.com/guest-editor';

function serverContainer(): HTMLElement {
	const container = document.createElement( 'div' );
	container.className = 'mvc-island mvc-island--guest-editor-button';
	container.dataset.island = 'guest-editor-button';
	container.dataset.wake = 'interaction';
	container.innerHTML =
		`<script type="application/json" class="mvc-island__props">${ JSON.stringify( { applyUrl: APPLY_URL } ) }</script>` +
		'<a class="mvc-button mvc-guest-editor-button" href="/call-for-papers/become-a-guest-editor/">Become a guest editor</a>';
	document.body.append( container );
	return container;
}

describe( 'guest-editor-button island', () => {
	it( 'replaces the server link by the button, which opens the modal', async () => {
		const container = serverContainer();

		await act( () => mountIsland( container ) );

		expect(
			screen.queryByRole( 'link', { name: 'Become a guest editor' } )
		).not.toBeInTheDocument();
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		const button = screen.getByRole( 'button', {
			name: 'Become a guest editor',
		} );
		expect( button ).toHaveClass( 'mvc-button', 'mvc-guest-editor-button' );

		fireEvent.click( button );
		expect(
			screen.getByRole( 'dialog', { name: 'Become a guest editor' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: /Apply now/ } )
		).toHaveAttribute( 'href', APPLY_URL );
	} );

	it( 'opens the modal at once when a click woke it', async () => {
		const container = serverContainer();

		await act( () => mountIsland( container, { wokenBy: 'click' } ) );

		expect(
			screen.getByRole( 'dialog', { name: 'Become a guest editor' } )
		).toBeInTheDocument();
	} );
} );

describe( 'guest-editor-button island and the keyboard', () => {
	it( 'keeps the focus on the button when it replaces a focused link', async () => {
		const container = serverContainer();
		container.querySelector( 'a' )?.focus();

		await act( () => mountIsland( container ) );

		expect(
			screen.getByRole( 'button', { name: 'Become a guest editor' } )
		).toHaveFocus();
	} );

	it( 'gives the focus to the button when the modal a click opened closes', async () => {
		const container = serverContainer();
		await act( () => mountIsland( container, { wokenBy: 'click' } ) );
		expect( screen.getByRole( 'dialog' ) ).toHaveFocus();

		fireEvent.click( screen.getByRole( 'button', { name: 'Close' } ) );

		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Become a guest editor' } )
		).toHaveFocus();
	} );
} );
