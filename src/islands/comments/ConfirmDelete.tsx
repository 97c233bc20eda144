/**
 * The delete confirmation (取消操作 / 确认删除), drawn over the comments panel: an alert dialog that
 * takes the focus, keeps it between its two buttons, and answers Escape without closing the panel.
 */
import { useEffect, useId, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

export interface ConfirmDeleteProps {
	pending: boolean;
	onConfirm: () => void;
	onCancel: () => void;
}

export function ConfirmDelete( {
	pending,
	onConfirm,
	onCancel,
}: ConfirmDeleteProps ) {
	const ref = useRef< HTMLDivElement >( null );
	const cancelRef = useRef< HTMLButtonElement >( null );
	const onCancelRef = useRef( onCancel );
	onCancelRef.current = onCancel;
	const titleId = useId();

	useEffect( () => {
		const dialog = ref.current;
		if ( ! dialog ) {
			return;
		}
		const previous = dialog.ownerDocument.activeElement;
		cancelRef.current?.focus();
		// A native listener on the dialog runs before the panel's own (on the document).
		const onKeyDown = ( event: globalThis.KeyboardEvent ) => {
			if ( event.key === 'Escape' ) {
				event.stopPropagation();
				onCancelRef.current();
			} else if ( event.key === 'Tab' ) {
				event.stopPropagation();
				event.preventDefault();
				const buttons = Array.from(
					dialog.querySelectorAll< HTMLButtonElement >(
						'button:not([disabled])'
					)
				);
				const index = buttons.indexOf(
					dialog.ownerDocument.activeElement as HTMLButtonElement
				);
				const step = event.shiftKey ? -1 : 1;
				buttons[
					( index + step + buttons.length ) % buttons.length
				]?.focus();
			}
		};
		dialog.addEventListener( 'keydown', onKeyDown );
		return () => {
			dialog.removeEventListener( 'keydown', onKeyDown );
			if ( previous instanceof HTMLElement && previous.isConnected ) {
				previous.focus();
			}
		};
	}, [] );

	return (
		<div className="mvc-comments__confirm-backdrop">
			<div
				ref={ ref }
				className="mvc-comments__confirm"
				role="alertdialog"
				aria-modal="true"
				aria-labelledby={ titleId }
			>
				<p id={ titleId } className="mvc-comments__confirm-text">
					{ __( 'Delete this comment?', 'mvc' ) }
				</p>
				<div className="mvc-comments__confirm-buttons">
					<button
						ref={ cancelRef }
						type="button"
						className="mvc-comments__confirm-cancel"
						onClick={ onCancel }
					>
						{ __( 'Cancel action', 'mvc' ) }
					</button>
					<button
						type="button"
						className="mvc-comments__confirm-delete"
						disabled={ pending }
						aria-busy={ pending }
						onClick={ onConfirm }
					>
						{ __( 'Confirm deletion', 'mvc' ) }
					</button>
				</div>
			</div>
		</div>
	);
}
