/**
 * Stops the page behind a modal from scrolling, without a jump when the scrollbar disappears.
 * Nested modals share one lock.
 */
let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

export function lockBodyScroll(): () => void {
	const { body, documentElement } = document;
	if ( locks === 0 ) {
		saved = {
			overflow: body.style.overflow,
			paddingRight: body.style.paddingRight,
		};
		const scrollbar = window.innerWidth - documentElement.clientWidth;
		body.style.overflow = 'hidden';
		if ( scrollbar > 0 ) {
			body.style.paddingRight = `${ scrollbar }px`;
		}
		body.classList.add( 'mvc-has-modal' );
	}
	locks++;
	let released = false;
	return () => {
		if ( released ) {
			return;
		}
		released = true;
		locks--;
		if ( locks === 0 && saved ) {
			body.style.overflow = saved.overflow;
			body.style.paddingRight = saved.paddingRight;
			body.classList.remove( 'mvc-has-modal' );
			saved = null;
		}
	};
}
