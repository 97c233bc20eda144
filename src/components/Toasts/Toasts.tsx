/**
 * The toasts of the `mvc/toasts` store, at the top of the viewport, in a polite live region
 * (rendered into <body> so no stacking context of the header hides them).
 */
import { createPortal } from '@wordpress/element';
import { useSelect } from '@wordpress/data';
import { toastStore } from '@mvc/runtime-core';

export function Toasts() {
	const toasts = useSelect(
		( select ) => select( toastStore ).getToasts(),
		[]
	);
	return createPortal(
		<div className="mvc-toasts" role="status" aria-live="polite">
			{ toasts.map( ( toast ) => (
				<div
					key={ toast.id }
					className={ `mvc-toast mvc-toast--${ toast.kind }` }
				>
					<span className="mvc-toast__message">
						{ toast.message }
					</span>
					{ toast.link && (
						<a className="mvc-toast__link" href={ toast.link.href }>
							{ toast.link.text }
						</a>
					) }
				</div>
			) ) }
		</div>,
		document.body
	);
}
