/**
 * The toasts of the `mvc/toasts` store, at the top of the viewport, in a polite live region
 * (rendered into <body> so no stacking context of the header hides them). The region is always
 * there, empty without toasts: a screen reader announces only what changes in a region it already
 * knows, so on the first render (the island may be woken by that very toast) it stays empty.
 */
import { createPortal, useEffect, useState } from '@wordpress/element';
import { useSelect } from '@wordpress/data';
import { toastStore } from '@mvc/runtime-core';

export function Toasts() {
	const toasts = useSelect(
		( select ) => select( toastStore ).getToasts(),
		[]
	);
	const [ ready, setReady ] = useState( false );
	useEffect( () => setReady( true ), [] );
	return createPortal(
		<div className="mvc-toasts" role="status" aria-live="polite">
			{ ready &&
				toasts.map( ( toast ) => (
					<div
						key={ toast.id }
						className={ `mvc-toast mvc-toast--${ toast.kind }` }
					>
						<span className="mvc-toast__message">
							{ toast.message }
						</span>
						{ toast.link && (
							<a
								className="mvc-toast__link"
								href={ toast.link.href }
							>
								{ toast.link.text }
							</a>
						) }
					</div>
				) ) }
		</div>,
		document.body
	);
}
