/**
 * The contact form (public-site.md, "Contact"; sections 4, 5 and 8) on top of the server's form,
 * which works without JavaScript (it posts to admin-post.php) and whose fields are never redrawn
 * here: the island mounts in the container that holds the submit button and the result, and
 * works on the form found by its id (`form`).
 *
 * - While typing, the field being typed in is checked (姓名, 邮箱 and 标题 required, 请输入…！;
 *   the e-mail's format, 请输入正确的邮箱格式), its message shown under it; the message's
 *   counter says n/500.
 * - Submit checks every field and is blocked while one is wrong (focus goes to the first); else
 *   it sends POST /api/contact-us/submit with the honeypot (`website`, empty for people): the
 *   button shows a spinner and is disabled, the fields are read-only; success shows the thank-you
 *   and empties the fields, a failure the check-and-retry message (with the server's reason).
 *   Both messages are reset at the next submit.
 * - The result the server drew (`status`: `?sent=1`, or a refused post without JavaScript) stays
 *   until then.
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { isApiError, routeRequest } from '@mvc/runtime-core';
import type { IslandProps } from '@mvc/runtime-core';

import { useDomEvent } from '../search-panel/useDomEvent';
import {
	FIELDS,
	isField,
	length,
	MAX_LENGTH,
	validateAll,
	validateField,
} from './rules';
import type { Errors, Field, Values } from './rules';

export type Status = 'idle' | 'submitting' | 'success' | 'error';

export interface ContactFormProps extends IslandProps {
	/** Id of the server's `<form class="mvc-contact-form">`. */
	form: string;
	/** The result the server drew: `success` after `?sent=1`, `error` after a refused post. */
	status?: 'idle' | 'success' | 'error';
	/** The server's reason for a refused post, shown under the result. */
	detail?: string;
}

/** The honeypot's name: people never see it or reach it with Tab. */
export const HONEYPOT = 'website';

type Control = HTMLInputElement | HTMLTextAreaElement;

interface ServerForm {
	form: HTMLFormElement;
	controls: Record< Field, Control >;
	honeypot: HTMLInputElement | null;
	counter: HTMLElement | null;
}

/**
 * The server's form and its fields.
 *
 * @param id Id of the form.
 */
function findServerForm( id: string ): ServerForm | null {
	const form = document.getElementById( id );
	if ( ! ( form instanceof HTMLFormElement ) ) {
		return null;
	}
	const controls: Partial< Record< Field, Control > > = {};
	for ( const field of FIELDS ) {
		const control = form.elements.namedItem( field );
		if (
			! ( control instanceof HTMLInputElement ) &&
			! ( control instanceof HTMLTextAreaElement )
		) {
			return null;
		}
		controls[ field ] = control;
	}
	const honeypot = form.elements.namedItem( HONEYPOT );
	return {
		form,
		controls: controls as Record< Field, Control >,
		honeypot: honeypot instanceof HTMLInputElement ? honeypot : null,
		counter: form.querySelector< HTMLElement >(
			'.mvc-contact-form__counter'
		),
	};
}

/**
 * The element under a field that shows its message.
 *
 * @param control The field's input.
 */
function errorSlot( control: Control ): HTMLElement | null {
	return (
		control
			.closest( '.mvc-field' )
			?.querySelector< HTMLElement >( '.mvc-field__error' ) ?? null
	);
}

/**
 * The messages the server drew under the fields (a refused post without JavaScript).
 *
 * @param controls The fields.
 */
function serverErrors( controls: Record< Field, Control > ): Errors {
	const errors: Errors = {};
	FIELDS.forEach( ( field ) => {
		const slot = errorSlot( controls[ field ] );
		const text = slot && ! slot.hidden ? slot.textContent?.trim() : '';
		if ( text ) {
			errors[ field ] = text;
		}
	} );
	return errors;
}

/**
 * Shows a field's message (or none) on the server's markup: the text under it, the invalid
 * state, and the input described by the message.
 *
 * @param control The field's input.
 * @param error   Its message, if any.
 */
function showError( control: Control, error: string | undefined ): void {
	const slot = errorSlot( control );
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
	if ( slot.id ) {
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
}

function values( controls: Record< Field, Control > ): Values {
	return {
		name: controls.name.value.trim(),
		email: controls.email.value.trim(),
		title: controls.title.value.trim(),
		message: controls.message.value.trim(),
	};
}

function Form( {
	server: { form, controls, honeypot, counter },
	status: initialStatus,
	detail: initialDetail,
}: {
	server: ServerForm;
	status: Status;
	detail: string;
} ) {
	const [ errors, setErrors ] = useState< Errors >( () =>
		serverErrors( controls )
	);
	const [ status, setStatus ] = useState< Status >( initialStatus );
	const [ detail, setDetail ] = useState( initialDetail );
	const [ count, setCount ] = useState( () =>
		length( controls.message.value )
	);
	const submitting = status === 'submitting';

	// The island shows its own messages, not the browser's bubbles.
	useEffect( () => {
		form.noValidate = true;
		return () => {
			form.noValidate = false;
		};
	}, [ form ] );

	useEffect( () => {
		FIELDS.forEach( ( field ) =>
			showError( controls[ field ], errors[ field ] )
		);
	}, [ controls, errors ] );

	useEffect( () => {
		if ( counter ) {
			counter.textContent = `${ count }/${ MAX_LENGTH.message }`;
		}
	}, [ counter, count ] );

	useEffect( () => {
		form.setAttribute( 'aria-busy', String( submitting ) );
		FIELDS.forEach( ( field ) => {
			controls[ field ].readOnly = submitting;
		} );
	}, [ form, controls, submitting ] );

	useDomEvent( form, 'input', ( event ) => {
		const target = event.target;
		if (
			! ( target instanceof HTMLInputElement ) &&
			! ( target instanceof HTMLTextAreaElement )
		) {
			return;
		}
		const field = target.name;
		if ( ! isField( field ) ) {
			return;
		}
		if ( field === 'message' ) {
			setCount( length( target.value ) );
		}
		const error = validateField( field, target.value );
		setErrors( ( current ) => {
			const next = { ...current };
			if ( error ) {
				next[ field ] = error;
			} else {
				delete next[ field ];
			}
			return next;
		} );
	} );

	const send = async ( data: Values ) => {
		setStatus( 'submitting' );
		try {
			await routeRequest( 'contactSubmit', {
				method: 'POST',
				data: { ...data, [ HONEYPOT ]: honeypot?.value ?? '' },
			} );
			FIELDS.forEach( ( field ) => {
				controls[ field ].value = '';
			} );
			setCount( 0 );
			setErrors( {} );
			setStatus( 'success' );
		} catch ( error ) {
			setDetail( isApiError( error ) ? error.message : '' );
			setStatus( 'error' );
		}
	};

	useDomEvent( form, 'submit', ( event ) => {
		event.preventDefault();
		if ( submitting ) {
			return;
		}
		// The result of the last submit goes, whatever this one gives.
		setStatus( 'idle' );
		setDetail( '' );
		const data = values( controls );
		const found = validateAll( data );
		setErrors( found );
		const first = FIELDS.find( ( field ) => found[ field ] );
		if ( first ) {
			controls[ first ].focus();
			return;
		}
		send( data );
	} );

	let result = null;
	if ( status === 'success' ) {
		result = __(
			'Thank you for your message. We will reply to you by e-mail as soon as we can.',
			'mvc'
		);
	} else if ( status === 'error' ) {
		result = __(
			'Your message could not be sent. Please check what you entered and try again.',
			'mvc'
		);
	}

	return (
		<>
			<button
				className="mvc-button mvc-button--primary mvc-contact-form__submit"
				type="submit"
				disabled={ submitting }
			>
				{ submitting && (
					<span
						className="mvc-contact-form__spinner"
						aria-hidden="true"
					/>
				) }
				{ __( 'Submit', 'mvc' ) }
				{ submitting && (
					<span className="screen-reader-text">
						{ __( 'Sending…', 'mvc' ) }
					</span>
				) }
			</button>
			<div
				className={
					result
						? `mvc-contact-form__result mvc-contact-form__result--${ status }`
						: 'mvc-contact-form__result'
				}
				role="status"
			>
				{ result && (
					<p className="mvc-contact-form__result-text">{ result }</p>
				) }
				{ result && status === 'error' && detail && (
					<p className="mvc-contact-form__result-detail">
						{ detail }
					</p>
				) }
			</div>
		</>
	);
}

export function ContactForm( { form, status, detail }: ContactFormProps ) {
	const [ server ] = useState( () => findServerForm( form ) );
	return server ? (
		<Form
			server={ server }
			status={ status ?? 'idle' }
			detail={ detail ?? '' }
		/>
	) : null;
}
