/**
 * The accordion of the minisite's questions (theme/template-parts/journals/tab-faq.php). The
 * server draws each question as an open `<details>` (every answer readable without JavaScript);
 * here each becomes a heading with a button (`aria-expanded`, `aria-controls`) over its answer (a
 * `region`), all closed. A press opens or closes one with an animated height (none when the reader
 * asked for less motion); Enter and Space press the button, the up and down arrows, Home and End
 * move between the questions.
 */

/** Where the answer's height is animated, the CSS's transition on `.mvc-accordion__answer`. */
const ANSWER = '.mvc-accordion__answer';

let sequence = 0;

/**
 * The transition's length on an element, in milliseconds (0 when none or unknown).
 *
 * @param element Element.
 */
function transitionMs( element: HTMLElement ): number {
	const view = element.ownerDocument.defaultView;
	if (
		! view ||
		( typeof view.matchMedia === 'function' &&
			view.matchMedia( '(prefers-reduced-motion: reduce)' ).matches )
	) {
		return 0;
	}
	const duration = view.getComputedStyle( element ).transitionDuration || '';
	const first = parseFloat( duration.split( ',' )[ 0 ] );
	if ( ! Number.isFinite( first ) ) {
		return 0;
	}
	return duration.trim().endsWith( 'ms' ) ? first : first * 1000;
}

/**
 * Opens or closes an answer, animating its height from and to 0.
 *
 * @param button The question's button.
 * @param answer Its answer.
 * @param open   Whether to open it.
 */
export function setOpen(
	button: HTMLElement,
	answer: HTMLElement,
	open: boolean
): void {
	button.setAttribute( 'aria-expanded', String( open ) );
	button
		.closest( '.mvc-accordion__item' )
		?.classList.toggle( 'is-open', open );
	const ms = transitionMs( answer );
	const pending = answer.dataset.mvcTimer;
	if ( pending ) {
		window.clearTimeout( Number( pending ) );
		delete answer.dataset.mvcTimer;
	}
	if ( ms === 0 ) {
		answer.hidden = ! open;
		answer.style.height = '';
		return;
	}
	const from = answer.hidden ? 0 : answer.getBoundingClientRect().height;
	answer.hidden = false;
	const to = open ? answer.scrollHeight : 0;
	answer.style.height = `${ from }px`;
	// Read the height so the browser starts from it, then let it move.
	void answer.offsetHeight;
	answer.style.height = `${ to }px`;
	answer.dataset.mvcTimer = String(
		window.setTimeout( () => {
			delete answer.dataset.mvcTimer;
			answer.style.height = '';
			answer.hidden = ! open;
		}, ms )
	);
}

/**
 * Makes one accordion's `<details>` buttons over regions.
 *
 * @param accordion The `[data-mvc-accordion]` element.
 * @return Stops the behaviour.
 */
function enhanceOne( accordion: HTMLElement ): () => void {
	const doc = accordion.ownerDocument;
	const buttons: HTMLButtonElement[] = [];
	Array.from(
		accordion.querySelectorAll< HTMLDetailsElement >(
			':scope > details.mvc-accordion__item'
		)
	).forEach( ( details ) => {
		const summary = details.querySelector( ':scope > summary' );
		const answer = details.querySelector< HTMLElement >(
			`:scope > ${ ANSWER }`
		);
		if ( ! summary || ! answer ) {
			return;
		}
		const id = `mvc-accordion-${ ++sequence }`;
		const item = doc.createElement( 'div' );
		item.className = details.className;
		const heading = doc.createElement( 'h3' );
		heading.className = 'mvc-accordion__heading';
		const button = doc.createElement( 'button' );
		button.type = 'button';
		button.className = summary.className;
		button.id = `${ id }-question`;
		button.setAttribute( 'aria-expanded', 'false' );
		button.setAttribute( 'aria-controls', `${ id }-answer` );
		button.append( ...Array.from( summary.childNodes ) );
		heading.append( button );
		answer.id = `${ id }-answer`;
		answer.setAttribute( 'role', 'region' );
		answer.setAttribute( 'aria-labelledby', button.id );
		answer.hidden = true;
		item.append( heading, answer );
		details.replaceWith( item );
		buttons.push( button );
	} );

	const onClick = ( event: MouseEvent ) => {
		const button = ( event.target as Element | null )?.closest?.(
			'.mvc-accordion__question'
		);
		if (
			! ( button instanceof HTMLButtonElement ) ||
			! buttons.includes( button )
		) {
			return;
		}
		const answer = doc.getElementById(
			button.getAttribute( 'aria-controls' ) ?? ''
		);
		if ( answer ) {
			setOpen(
				button,
				answer,
				button.getAttribute( 'aria-expanded' ) !== 'true'
			);
		}
	};
	const onKey = ( event: KeyboardEvent ) => {
		const at = buttons.indexOf( event.target as HTMLButtonElement );
		if ( at < 0 ) {
			return;
		}
		const last = buttons.length - 1;
		const moves: Record< string, number > = {
			ArrowDown: at === last ? 0 : at + 1,
			ArrowUp: at === 0 ? last : at - 1,
			Home: 0,
			End: last,
		};
		const next = moves[ event.key ];
		if ( next === undefined ) {
			return;
		}
		event.preventDefault();
		buttons[ next ].focus();
	};
	accordion.classList.add( 'is-enhanced' );
	accordion.addEventListener( 'click', onClick );
	accordion.addEventListener( 'keydown', onKey );
	return () => {
		accordion.removeEventListener( 'click', onClick );
		accordion.removeEventListener( 'keydown', onKey );
	};
}

/**
 * Enhances every `[data-mvc-accordion]` of the page.
 *
 * @param root Document.
 * @return Stops the behaviour.
 */
export function enhanceAccordion( root: Document = document ): () => void {
	const teardowns = Array.from(
		root.querySelectorAll< HTMLElement >( '[data-mvc-accordion]' )
	).map( enhanceOne );
	return () => teardowns.forEach( ( teardown ) => teardown() );
}
