/**
 * The shared modal through the guest-editor modal: content, closing, focus, scroll lock.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from '@wordpress/element';

import { GuestEditorModal } from '../../../src/components/GuestEditorModal';

const APPLY_URL = 'https://apply.example.com/guest-editor';

function Harness() {
	const [ isOpen, setOpen ] = useState( false );
	return (
		<>
			<button type="button" onClick={ () => setOpen( true ) }>
				open
			</button>
			<GuestEditorModal
				isOpen={ isOpen }
				onClose={ () => setOpen( false ) }
				applyUrl={ APPLY_URL }
			/>
		</>
	);
}

async function openModal() {
	const user = userEvent.setup();
	render( <Harness /> );
	await user.click( screen.getByRole( 'button', { name: 'open' } ) );
	return {
		user,
		dialog: screen.getByRole( 'dialog', { name: 'Become a guest editor' } ),
	};
}

describe( 'GuestEditorModal', () => {
	it( 'shows nothing while closed', () => {
		render( <Harness /> );

		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'shows the four benefits and the apply-now link in a new tab', async () => {
		const { dialog } = await openModal();

		expect( dialog ).toHaveAttribute( 'aria-modal', 'true' );
		expect( screen.getAllByRole( 'listitem' ) ).toHaveLength( 4 );
		expect( dialog ).toHaveTextContent(
			'A platform that brings your research results together'
		);
		expect( dialog ).toHaveTextContent(
			'Learn the publishing process as an editor'
		);
		expect( dialog ).toHaveTextContent(
			'Widen your scholarly network and academic influence'
		);
		expect( dialog ).toHaveTextContent(
			'Institutional recognition that furthers your career'
		);
		const apply = screen.getByRole( 'link', { name: /Apply now/ } );
		expect( apply ).toHaveAttribute( 'href', APPLY_URL );
		expect( apply ).toHaveAttribute( 'target', '_blank' );
		expect( apply.getAttribute( 'rel' ) ).toContain( 'noopener' );
	} );

	it( 'is the 545 px dialog, rendered on <body>', async () => {
		const { dialog } = await openModal();

		expect( dialog ).toHaveClass(
			'mvc-modal__dialog',
			'mvc-modal__dialog--guest-editor'
		);
		expect( dialog.closest( '.mvc-modal' )?.parentElement ).toBe(
			document.body
		);
	} );

	it( 'closes by the close icon', async () => {
		const { user } = await openModal();

		await user.click( screen.getByRole( 'button', { name: 'Close' } ) );

		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'closes by a click on the backdrop but not by a click inside the dialog', async () => {
		const { user, dialog } = await openModal();

		await user.click( dialog );
		await user.click(
			screen.getByText( 'Learn the publishing process as an editor' )
		);
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();

		const backdrop = dialog.closest( '.mvc-modal' );
		if ( ! ( backdrop instanceof HTMLElement ) ) {
			throw new Error( 'no backdrop' );
		}
		await user.click( backdrop );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'closes with Escape and gives the focus back', async () => {
		const { user } = await openModal();
		const opener = screen.getByRole( 'button', { name: 'open' } );

		await user.keyboard( '{Escape}' );

		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( opener ).toHaveFocus();
	} );

	it( 'moves the focus in and keeps Tab inside', async () => {
		const { user, dialog } = await openModal();
		expect( dialog ).toHaveFocus();

		const close = screen.getByRole( 'button', { name: 'Close' } );
		const apply = screen.getByRole( 'link', { name: /Apply now/ } );
		await user.tab();
		expect( close ).toHaveFocus();
		await user.tab();
		expect( apply ).toHaveFocus();
		await user.tab();
		expect( close ).toHaveFocus();
		await user.tab( { shift: true } );
		expect( apply ).toHaveFocus();
	} );

	it( 'locks the page scroll while open', async () => {
		const { user } = await openModal();
		expect( document.body.style.overflow ).toBe( 'hidden' );

		await user.click( screen.getByRole( 'button', { name: 'Close' } ) );
		expect( document.body.style.overflow ).toBe( '' );
	} );
} );
