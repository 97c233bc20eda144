/**
 * The focus trap shared by the modal and the comments' delete confirmation: focus in, Tab kept
 * inside, Escape, focus given back; and a nested trap (the confirmation over the comments panel)
 * that keeps Tab and Escape from the dialog below.
 */
import { useRef, useState } from '@wordpress/element';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Modal, useFocusTrap } from '../../../src/components/Modal';
import { ConfirmDelete } from '../../../src/islands/comments/ConfirmDelete';

function Dialog( {
	onEscape,
	nested = false,
	startOnSecond = false,
}: {
	onEscape: () => void;
	nested?: boolean;
	startOnSecond?: boolean;
} ) {
	const second = useRef< HTMLButtonElement >( null );
	const ref = useFocusTrap< HTMLDivElement >( {
		onEscape,
		nested,
		initialFocus: startOnSecond ? second : undefined,
	} );
	return (
		<div ref={ ref } role="dialog" aria-label="Trap" tabIndex={ -1 }>
			<h2 tabIndex={ -1 }>Heading</h2>
			<button type="button">First</button>
			<button type="button" ref={ second }>
				Second
			</button>
			<button type="button" disabled>
				Disabled
			</button>
			<a href="/last/">Last</a>
		</div>
	);
}

/**
 * The dialog behind an opener, as on a page, and a button outside it.
 *
 * @param props          Props.
 * @param props.onEscape Called on Escape (which also closes the dialog).
 * @param props.nested   Whether the trap is nested.
 */
function Page( props: { onEscape?: () => void; nested?: boolean } ) {
	const [ open, setOpen ] = useState( false );
	return (
		<>
			<button type="button" onClick={ () => setOpen( true ) }>
				Open
			</button>
			<button type="button" onClick={ () => setOpen( false ) }>
				Outside
			</button>
			{ open && (
				<Dialog
					onEscape={ () => {
						props.onEscape?.();
						setOpen( false );
					} }
					nested={ props.nested }
				/>
			) }
		</>
	);
}

const button = ( name: string ) => screen.getByRole( 'button', { name } );

describe( 'useFocusTrap', () => {
	it( 'moves the focus onto the dialog, wraps Tab round its ends, and gives the focus back on Escape', async () => {
		const user = userEvent.setup();
		const onEscape = jest.fn();
		render( <Page onEscape={ onEscape } /> );
		await user.click( button( 'Open' ) );
		const dialog = screen.getByRole( 'dialog' );
		expect( dialog ).toHaveFocus();

		await user.tab();
		expect( button( 'First' ) ).toHaveFocus();
		await user.tab();
		expect( button( 'Second' ) ).toHaveFocus();
		await user.tab();
		expect( screen.getByRole( 'link', { name: 'Last' } ) ).toHaveFocus();
		await user.tab();
		expect( button( 'First' ) ).toHaveFocus();
		await user.tab( { shift: true } );
		expect( screen.getByRole( 'link', { name: 'Last' } ) ).toHaveFocus();

		// From the heading (before the first field) Shift+Tab wraps to the last one too.
		act( () => screen.getByRole( 'heading' ).focus() );
		await user.tab( { shift: true } );
		expect( screen.getByRole( 'link', { name: 'Last' } ) ).toHaveFocus();

		await user.keyboard( '{Escape}' );
		expect( onEscape ).toHaveBeenCalledTimes( 1 );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect( button( 'Open' ) ).toHaveFocus();
	} );

	it( 'brings a focus that fell out of the dialog back in on Tab', async () => {
		const user = userEvent.setup();
		render( <Page /> );
		await user.click( button( 'Open' ) );

		act( () => button( 'Outside' ).focus() );
		await user.tab();

		expect( button( 'First' ) ).toHaveFocus();
	} );

	it( 'lets a control of the dialog keep Escape for itself', async () => {
		const user = userEvent.setup();
		const onEscape = jest.fn();
		function WithList() {
			const ref = useFocusTrap< HTMLDivElement >( { onEscape } );
			return (
				<div
					ref={ ref }
					role="dialog"
					aria-label="Trap"
					tabIndex={ -1 }
				>
					<button
						type="button"
						onKeyDown={ ( event ) => {
							if ( event.key === 'Escape' ) {
								event.nativeEvent.stopImmediatePropagation();
							}
						} }
					>
						List
					</button>
				</div>
			);
		}
		render( <WithList /> );
		act( () => button( 'List' ).focus() );

		await user.keyboard( '{Escape}' );

		expect( onEscape ).not.toHaveBeenCalled();
	} );

	it( 'starts on the given element', () => {
		render( <Dialog onEscape={ jest.fn() } startOnSecond /> );

		expect( button( 'Second' ) ).toHaveFocus();
	} );

	it( 'keeps Tab and Escape from the document when nested', async () => {
		const user = userEvent.setup();
		const below = jest.fn();
		document.addEventListener( 'keydown', below );
		try {
			render( <Page nested /> );
			await user.click( button( 'Open' ) );
			act( () => button( 'Second' ).focus() );

			await user.tab();
			expect(
				screen.getByRole( 'link', { name: 'Last' } )
			).toHaveFocus();
			await user.tab();
			expect( button( 'First' ) ).toHaveFocus();
			await user.keyboard( '{Escape}' );

			expect( screen.queryByRole( 'dialog' ) ).toBeNull();
			expect( below ).not.toHaveBeenCalled();
		} finally {
			document.removeEventListener( 'keydown', below );
		}
	} );
} );

describe( 'ConfirmDelete over a modal', () => {
	function Panel( { pending = false }: { pending?: boolean } ) {
		const [ open, setOpen ] = useState( true );
		const [ confirming, setConfirming ] = useState( false );
		return (
			<Modal
				isOpen={ open }
				title="Comments"
				onClose={ () => setOpen( false ) }
			>
				<button type="button" onClick={ () => setConfirming( true ) }>
					Delete
				</button>
				{ confirming && (
					<ConfirmDelete
						pending={ pending }
						onConfirm={ jest.fn() }
						onCancel={ () => setConfirming( false ) }
					/>
				) }
			</Modal>
		);
	}

	it( 'takes the focus, keeps Tab between its buttons and answers Escape without closing the modal', async () => {
		const user = userEvent.setup();
		render( <Panel /> );
		await user.click( button( 'Delete' ) );
		const cancel = button( 'Cancel action' );
		expect( cancel ).toHaveFocus();

		await user.tab();
		expect( button( 'Confirm deletion' ) ).toHaveFocus();
		await user.tab();
		expect( cancel ).toHaveFocus();
		await user.tab( { shift: true } );
		expect( button( 'Confirm deletion' ) ).toHaveFocus();

		await user.keyboard( '{Escape}' );
		expect( screen.queryByRole( 'alertdialog' ) ).toBeNull();
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		expect( button( 'Delete' ) ).toHaveFocus();

		// Escape again closes the modal itself.
		await user.keyboard( '{Escape}' );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	} );

	it( 'keeps the focus on 取消操作 while the deletion is pending', async () => {
		const user = userEvent.setup();
		render( <Panel pending /> );
		await user.click( button( 'Delete' ) );

		await user.tab();
		expect( button( 'Cancel action' ) ).toHaveFocus();
		await user.tab( { shift: true } );
		expect( button( 'Cancel action' ) ).toHaveFocus();
	} );
} );
