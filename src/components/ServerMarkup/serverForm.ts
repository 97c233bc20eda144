/**
 * What an island does to a form the server drew whole (theme/template-parts/form/field.php and
 * form/actions.php): it reads the fields, shows a field's message and its count, and marks the
 * form busy, on the server's own elements. It finds them by id and name, as the template promises
 * (`{id}-error`, `{id}-counter`, `{form}-submit`, `{form}-result`); it never draws them.
 */

export type Control = HTMLInputElement | HTMLTextAreaElement;

/**
 * A text field of the form, by name.
 *
 * @param form The form.
 * @param name The field's name.
 */
export function controlOf(
	form: HTMLFormElement,
	name: string
): Control | null {
	const control = form.elements.namedItem( name );
	return control instanceof HTMLInputElement ||
		control instanceof HTMLTextAreaElement
		? control
		: null;
}

/**
 * The server's form with this id and its text fields by name, or null when the page has no such
 * form or it lacks one of the fields.
 *
 * @param id     The form's id.
 * @param fields The fields' names.
 */
export function findServerForm< F extends string >(
	id: string,
	fields: readonly F[]
): { form: HTMLFormElement; controls: Record< F, Control > } | null {
	const form = document.getElementById( id );
	if ( ! ( form instanceof HTMLFormElement ) ) {
		return null;
	}
	const controls: Partial< Record< F, Control > > = {};
	for ( const field of fields ) {
		const control = controlOf( form, field );
		if ( ! control ) {
			return null;
		}
		controls[ field ] = control;
	}
	return { form, controls: controls as Record< F, Control > };
}

/**
 * The element a field's id names with a suffix (`error`, `counter`).
 *
 * @param control The field.
 * @param part    The suffix.
 */
function partOf( control: Control, part: string ): HTMLElement | null {
	return control.id
		? control.ownerDocument.getElementById( `${ control.id }-${ part }` )
		: null;
}

/**
 * The message the server drew under a field (a refused post without JavaScript), if any.
 *
 * @param control The field.
 */
export function shownError( control: Control ): string {
	const slot = partOf( control, 'error' );
	return slot && ! slot.hidden ? ( slot.textContent?.trim() ?? '' ) : '';
}

/**
 * Shows a field's message, or none: its text in the slot under the field, the field invalid and
 * described by it.
 *
 * @param control The field.
 * @param error   The message; empty or undefined for none.
 */
export function showError( control: Control, error?: string ): void {
	const slot = partOf( control, 'error' );
	control
		.closest( '.mvc-field' )
		?.classList.toggle( 'mvc-field--invalid', !! error );
	if ( error ) {
		control.setAttribute( 'aria-invalid', 'true' );
	} else {
		control.removeAttribute( 'aria-invalid' );
	}
	if ( ! slot ) {
		return;
	}
	slot.textContent = error ?? '';
	slot.hidden = ! error;
	const ids = ( control.getAttribute( 'aria-describedby' ) ?? '' )
		.split( /\s+/ )
		.filter( ( id ) => id !== '' && id !== slot.id );
	if ( error ) {
		ids.push( slot.id );
	}
	if ( ids.length ) {
		control.setAttribute( 'aria-describedby', ids.join( ' ' ) );
	} else {
		control.removeAttribute( 'aria-describedby' );
	}
}

/**
 * Writes a field's count (`n/max`) into its counter.
 *
 * @param control The field.
 * @param count   Characters typed.
 * @param max     The most allowed.
 */
export function showCount( control: Control, count: number, max: number ) {
	const counter = partOf( control, 'counter' );
	if ( counter ) {
		counter.textContent = `${ count }/${ max }`;
	}
}

/**
 * Marks the form busy while it is sent, or not: its fields read-only, its submit button disabled
 * and busy (the stylesheet draws the spinner).
 *
 * @param form The form.
 * @param busy Whether it is being sent.
 */
export function markBusy( form: HTMLFormElement, busy: boolean ): void {
	form.setAttribute( 'aria-busy', String( busy ) );
	Array.from( form.elements ).forEach( ( element ) => {
		if (
			( element instanceof HTMLInputElement &&
				element.type !== 'hidden' ) ||
			element instanceof HTMLTextAreaElement
		) {
			element.readOnly = busy;
		}
	} );
	submitOf( form )?.setAttribute( 'aria-busy', String( busy ) );
}

/**
 * The form's submit button.
 *
 * @param form The form.
 */
export function submitOf( form: HTMLFormElement ): HTMLButtonElement | null {
	return form.querySelector< HTMLButtonElement >( 'button[type="submit"]' );
}
