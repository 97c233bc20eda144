/**
 * The delete confirmation (取消操作 / 确认删除), drawn over the comments panel: an alert dialog that
 * takes the focus, keeps it between its two buttons, and answers Escape without closing the panel.
 */
import { useId, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { useFocusTrap } from '../../components/Modal';

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
	const cancelRef = useRef< HTMLButtonElement >( null );
	const titleId = useId();
	// Over the comments panel: Tab and Escape stay here and never reach the panel's dialog.
	const ref = useFocusTrap< HTMLDivElement >( {
		onEscape: onCancel,
		initialFocus: cancelRef,
		nested: true,
	} );

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
