/**
 * The guest-editor modal island of the floating tool menu, mounted as the loader mounts it: from
 * an empty server container, woken by the menu's button.
 */
import { act, fireEvent, screen } from '@testing-library/react';

import { mountIsland } from '../../../src/runtime/mount/mountIsland';
import { wakeIsland } from '../../../src/runtime/wake-island';
import '../../../src/islands/guest-editor-modal';

const APPLY_URL = 'https://apply.example.com/guest-editor';

function serverContainer(): HTMLElement {
	const container = document.createElement( 'div' );
	container.dataset.island = 'guest-editor-modal';
	container.dataset.wake = 'interaction';
	container.innerHTML = `<script type="application/json" class="mvc-island__props">${ JSON.stringify(
		{ applyUrl: APPLY_URL }
	) }</script>`;
	document.body.append( container );
	return container;
}

afterEach( () => {
	document.body.innerHTML = '';
} );

describe( 'guest-editor-modal island', () => {
	it( 'opens at once when a press woke it, and again at each later press', async () => {
		const container = serverContainer();

		await act( () => mountIsland( container, { wokenBy: 'click' } ) );

		const dialog = screen.getByRole( 'dialog', {
			name: 'Become a guest editor',
		} );
		expect(
			screen.getByRole( 'link', { name: /Apply now/ } )
		).toHaveAttribute( 'href', APPLY_URL );
		fireEvent.click( screen.getByRole( 'button', { name: 'Close' } ) );
		expect( dialog ).not.toBeInTheDocument();

		act( () => wakeIsland( 'guest-editor-modal', 'click' ) );
		expect(
			screen.getByRole( 'dialog', { name: 'Become a guest editor' } )
		).toBeInTheDocument();
	} );

	it( 'stays closed when mounted without a press, and ignores other islands', async () => {
		const container = serverContainer();

		await act( () => mountIsland( container ) );
		act( () => wakeIsland( 'member-area' ) );

		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );
} );
