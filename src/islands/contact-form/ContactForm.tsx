/**
 * The contact form (public-site.md, "Contact"; sections 4, 5 and 8) on top of the server's form,
 * which works without JavaScript (it posts to admin-post.php) and which the island never redraws:
 * its container, inside the form, is empty, and it works on the form found by its id (`form`),
 * its fields, counter, submit button and result (theme/template-parts/form/).
 *
 * - While typing, the field being typed in is checked (姓名, 邮箱 and 标题 required, 请输入…！;
 *   the e-mail's format, 请输入正确的邮箱格式), its message shown under it; the message's
 *   counter says n/500.
 * - Submit checks every field and is blocked while one is wrong (focus goes to the first); else
 *   it sends POST /api/contact-us/submit with the honeypot (`website`, empty for people): the
 *   button shows a spinner and is disabled, the fields are read-only; success shows the thank-you
 *   and empties the fields, a failure the check-and-retry message (with the server's reason).
 *   Both messages are reset at the next submit. Their words come from the server, in `texts`.
 * - The result the server drew (`?sent=1`, or a refused post without JavaScript) stays until then.
 */
import { useEffect, useState } from '@wordpress/element';
import { isApiError, routeRequest } from '@mvc/runtime-core';
import type { IslandProps } from '@mvc/runtime-core';

import {
	findServerForm,
	markBusy,
	showCount,
	showError,
	shownError,
	submitOf,
	useDomEvent,
} from '../../components/ServerMarkup';
import type { Control } from '../../components/ServerMarkup';
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
	/** The result's words: after a message was sent, after a refusal, while sending. */
	texts: { success: string; error: string; sending: string };
	/** The result the server drew: `success` after `?sent=1`, `error` after a refused post. */
	status?: 'idle' | 'success' | 'error';
	/** The server's reason for a refused post, shown under the result. */
	detail?: string;
}

/** The honeypot's name: people never see it or reach it with Tab. */
export const HONEYPOT = 'website';

interface ServerForm {
	form: HTMLFormElement;
	controls: Record< Field, Control >;
	honeypot: HTMLInputElement | null;
	result: HTMLElement | null;
}

/**
 * The server's form and its parts.
 *
 * @param id Id of the form.
 */
function serverFormOf( id: string ): ServerForm | null {
	const found = findServerForm( id, FIELDS );
	if ( ! found ) {
		return null;
	}
	const honeypot = found.form.elements.namedItem( HONEYPOT );
	return {
		...found,
		honeypot: honeypot instanceof HTMLInputElement ? honeypot : null,
		result: document.getElementById( `${ id }-result` ),
	};
}

/**
 * Writes the result into the server's result element: its state, its text, the reason.
 *
 * @param result The result element.
 * @param state  `success`, `error`, or none.
 * @param text   The result's words.
 * @param detail The reason of a refusal.
 */
function showResult(
	result: HTMLElement | null,
	state: string,
	text: string,
	detail: string
): void {
	if ( ! result ) {
		return;
	}
	if ( state ) {
		result.dataset.state = state;
	} else {
		delete result.dataset.state;
	}
	const [ textSlot, detailSlot ] = Array.from( result.children );
	if ( textSlot ) {
		textSlot.textContent = text;
	}
	if ( detailSlot instanceof HTMLElement ) {
		detailSlot.textContent = detail;
		detailSlot.hidden = detail === '';
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
	server: { form, controls, honeypot, result },
	texts,
	status: initialStatus,
	detail: initialDetail,
}: {
	server: ServerForm;
	texts: ContactFormProps[ 'texts' ];
	status: Status;
	detail: string;
} ) {
	const [ errors, setErrors ] = useState< Errors >( () => {
		const shown: Errors = {};
		FIELDS.forEach( ( field ) => {
			const text = shownError( controls[ field ] );
			if ( text ) {
				shown[ field ] = text;
			}
		} );
		return shown;
	} );
	// The result the server drew stays until the next submit.
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
		showCount( controls.message, count, MAX_LENGTH.message );
	}, [ controls, count ] );

	useEffect( () => {
		markBusy( form, submitting );
		const submit = submitOf( form );
		if ( submit ) {
			submit.disabled = submitting;
		}
	}, [ form, submitting ] );

	useEffect( () => {
		const words: Record< Status, string > = {
			idle: '',
			submitting: texts.sending,
			success: texts.success,
			error: texts.error,
		};
		showResult(
			result,
			status === 'success' || status === 'error' ? status : '',
			words[ status ],
			status === 'error' ? detail : ''
		);
	}, [ result, status, detail, texts ] );

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

	return null;
}

export function ContactForm( {
	form,
	texts,
	status,
	detail,
}: ContactFormProps ) {
	const [ server ] = useState( () => serverFormOf( form ) );
	return server ? (
		<Form
			server={ server }
			texts={ texts }
			status={ status ?? 'idle' }
			detail={ detail ?? '' }
		/>
	) : null;
}
