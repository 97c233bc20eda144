/**
 * The toasts of the `mvc/toasts` store, at the top of the viewport, in a polite live region
 * (rendered into <body> so no stacking context of the header hides them). While a modal is open
 * they move out of its header's way (`placeToasts()`), when they are drawn, when a modal opens or
 * closes and when the viewport changes. The region is always
 * there, empty without toasts: a screen reader announces only what changes in a region it already
 * knows, so on the first render (the island may be woken by that very toast) it stays empty.
 */
import {
	createPortal,
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';
import { dispatch, useSelect } from '@wordpress/data';
import { TOAST_DURATION, toastStore } from '@mvc/runtime-core';
import type { Toast as ToastData } from '@mvc/runtime-core';

import { placeToasts } from './placement';

/**
 * One toast. Its time on screen (2 s simple, 3 s notification) starts when it is drawn, not when it
 * was asked for: the island that draws toasts may still be loading then.
 *
 * @param props       Props.
 * @param props.toast The toast.
 */
function Toast( { toast }: { toast: ToastData } ) {
	useEffect( () => {
		const timer = window.setTimeout(
			() => dispatch( toastStore ).dismissToast( toast.id ),
			TOAST_DURATION[ toast.kind ]
		);
		return () => window.clearTimeout( timer );
	}, [ toast.id, toast.kind ] );
	return (
		<div className={ `mvc-toast mvc-toast--${ toast.kind }` }>
			<span className="mvc-toast__message">{ toast.message }</span>
			{ toast.link && (
				<a className="mvc-toast__link" href={ toast.link.href }>
					{ toast.link.text }
				</a>
			) }
		</div>
	);
}

export function Toasts() {
	const toasts = useSelect(
		( select ) => select( toastStore ).getToasts(),
		[]
	);
	const [ ready, setReady ] = useState( false );
	useEffect( () => setReady( true ), [] );
	const regionRef = useRef< HTMLDivElement >( null );
	const shown = ready && toasts.length > 0;

	useLayoutEffect( () => {
		const region = regionRef.current;
		if ( ! shown || ! region ) {
			return;
		}
		const place = () => placeToasts( region );
		place();
		// A modal opening or closing toggles the body's class (Modal's scroll lock).
		const observer = new window.MutationObserver( place );
		observer.observe( document.body, {
			attributes: true,
			attributeFilter: [ 'class' ],
		} );
		window.addEventListener( 'resize', place );
		return () => {
			observer.disconnect();
			window.removeEventListener( 'resize', place );
		};
	}, [ shown, toasts ] );

	return createPortal(
		<div
			ref={ regionRef }
			className="mvc-toasts"
			role="status"
			aria-live="polite"
		>
			{ ready &&
				toasts.map( ( toast ) => (
					<Toast key={ toast.id } toast={ toast } />
				) ) }
		</div>,
		document.body
	);
}
