/**
 * An accessible modal dialog: rendered into a portal on <body>, `role="dialog"` with
 * `aria-modal`, focus moved in and trapped while open and given back on close, Escape and a click
 * on the backdrop (not on the dialog) close it, the page behind does not scroll.
 */
import { createPortal, useEffect, useId } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { MouseEvent, ReactNode } from 'react';

import { lockBodyScroll } from './scroll-lock';
import { useFocusTrap } from './useFocusTrap';

export interface ModalProps {
	/** Whether the modal is shown. */
	isOpen: boolean;
	/** Visible title, also the dialog's accessible name. */
	title: string;
	onClose: () => void;
	/** Extra class of the dialog (a BEM modifier such as `mvc-modal__dialog--guest-editor`). */
	className?: string;
	children: ReactNode;
}

function CloseIcon() {
	return (
		<svg
			width="20"
			height="20"
			viewBox="0 0 24 24"
			aria-hidden="true"
			focusable="false"
		>
			<path
				d="M6 6l12 12M18 6L6 18"
				stroke="currentColor"
				strokeWidth="2"
				strokeLinecap="round"
			/>
		</svg>
	);
}

function OpenModal( {
	title,
	onClose,
	className,
	children,
}: Omit< ModalProps, 'isOpen' > ) {
	const titleId = useId();
	useEffect( () => lockBodyScroll(), [] );
	const dialogRef = useFocusTrap< HTMLDivElement >( { onEscape: onClose } );

	const onBackdropClick = ( event: MouseEvent< HTMLDivElement > ) => {
		if ( event.target === event.currentTarget ) {
			onClose();
		}
	};

	return createPortal(
		// The backdrop is not focusable: Escape and the close button are the keyboard ways out.
		// eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
		<div className="mvc-modal" onClick={ onBackdropClick }>
			<div
				ref={ dialogRef }
				className={
					className
						? `mvc-modal__dialog ${ className }`
						: 'mvc-modal__dialog'
				}
				role="dialog"
				aria-modal="true"
				aria-labelledby={ titleId }
				tabIndex={ -1 }
			>
				<div className="mvc-modal__header">
					{ /* Focusable by script: where focus goes when a screen without fields replaces another. */ }
					<h2
						id={ titleId }
						className="mvc-modal__title"
						tabIndex={ -1 }
					>
						{ title }
					</h2>
					<button
						type="button"
						className="mvc-modal__close"
						aria-label={ __( 'Close', 'mvc' ) }
						onClick={ onClose }
					>
						<CloseIcon />
					</button>
				</div>
				<div className="mvc-modal__body">{ children }</div>
			</div>
		</div>,
		document.body
	);
}

export function Modal( { isOpen, ...props }: ModalProps ) {
	return isOpen ? <OpenModal { ...props } /> : null;
}
