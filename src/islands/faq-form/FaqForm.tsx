/**
 * The minisite's question form (public-site.md, "Journal minisite", FAQ tab; sections 4 and 5),
 * on the form the server drew whole (theme/template-parts/journals/faq-form.php), which it enhances
 * in place (`data-island-enhance`): what was typed before it woke, and the focus, stay as they are.
 *
 * - The name is required, the e-mail must be well formed (请输入正确的邮箱格式！), the
 *   description is required, at most 500 characters, with its n/500 counter; a field's message
 *   shows once it was typed in or left; submit is enabled only when every field is right.
 * - Submit sends `POST /api/minisite/faq/submit` (`faqSubmit`) with the journal's title and id
 *   and the honeypot `website` (empty for people): the button shows a spinner and the fields are
 *   read-only; then the modal 已成功提交问题 with its text and 完成, and the fields are emptied.
 *   A refusal shows the server's message (or a plain one when none came) in the notice above the
 *   button.
 *
 * The island draws only the modal and the "sending" announcement; the rest is the server's.
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { isApiError, routeRequest } from '@mvc/runtime-core';
import type { IslandProps } from '@mvc/runtime-core';

import { Modal } from '../../components/Modal';
import {
	findServerForm,
	markBusy,
	showCount,
	showError,
	submitOf,
	useDomEvent,
} from '../../components/ServerMarkup';
import type { Control } from '../../components/ServerMarkup';
import { DESCRIPTION_MAX, FAQ_FIELDS, faqErrors, length } from './rules';
import type { FaqField, FaqValues } from './rules';

export interface FaqFormProps extends IslandProps {
	/** The journal's id (the question's postId). */
	postId: number;
	/** The journal's title (the question's postTitle). */
	postTitle: string;
	/** Id of the server's form this island enhances. */
	formId: string;
	/** The description's maximum. */
	max?: number;
}

/** The honeypot's name: people never see it or reach it with Tab. */
export const HONEYPOT = 'website';

interface ServerForm {
	form: HTMLFormElement;
	controls: Record< FaqField, Control >;
	failure: HTMLElement | null;
}

/**
 * The server's form and its parts.
 *
 * @param id Id of the form.
 */
function serverFormOf( id: string ): ServerForm | null {
	const found = findServerForm( id, FAQ_FIELDS );
	return found
		? { ...found, failure: document.getElementById( `${ id }-failure` ) }
		: null;
}

function valuesOf( controls: Record< FaqField, Control > ): FaqValues {
	return {
		name: controls.name.value,
		email: controls.email.value,
		description: controls.description.value,
	};
}

function Form( {
	server: { form, controls, failure },
	postId,
	postTitle,
	max,
}: {
	server: ServerForm;
	postId: number;
	postTitle: string;
	max: number;
} ) {
	const [ values, setValues ] = useState< FaqValues >( () =>
		valuesOf( controls )
	);
	// What was typed before the island woke counts as typed in.
	const [ touched, setTouched ] = useState<
		Partial< Record< FaqField, boolean > >
	>( () => {
		const typed: Partial< Record< FaqField, boolean > > = {};
		FAQ_FIELDS.forEach( ( field ) => {
			typed[ field ] = controls[ field ].value !== '';
		} );
		return typed;
	} );
	const [ pending, setPending ] = useState( false );
	const [ sent, setSent ] = useState( false );
	const [ refusal, setRefusal ] = useState< string | null >( null );

	const errors = faqErrors( values, max );
	const valid = Object.keys( errors ).length === 0;

	useEffect( () => {
		form.noValidate = true;
		return () => {
			form.noValidate = false;
		};
	}, [ form ] );

	useEffect( () => {
		FAQ_FIELDS.forEach( ( field ) =>
			showError(
				controls[ field ],
				touched[ field ] ? errors[ field ] : undefined
			)
		);
	} );

	useEffect( () => {
		showCount( controls.description, length( values.description ), max );
	}, [ controls, values.description, max ] );

	useEffect( () => {
		markBusy( form, pending );
		const submit = submitOf( form );
		if ( submit ) {
			submit.disabled = ! valid || pending;
		}
	}, [ form, pending, valid ] );

	// The notice above the button: the server's refusal (a post without JavaScript) until the
	// island sends, then the island's.
	useEffect( () => {
		if ( failure && refusal !== null ) {
			failure.textContent = refusal;
			failure.hidden = refusal === '';
		}
	}, [ failure, refusal ] );

	const read = ( target: EventTarget | null, touch: boolean ) => {
		const field = FAQ_FIELDS.find(
			( name ) => controls[ name ] === target
		);
		if ( ! field ) {
			return;
		}
		setValues( valuesOf( controls ) );
		if ( touch ) {
			setTouched( ( before ) => ( { ...before, [ field ]: true } ) );
		}
	};
	useDomEvent( form, 'input', ( event ) => read( event.target, true ) );
	useDomEvent( form, 'focusout', ( event ) => read( event.target, true ) );

	const submit = async () => {
		if ( ! valid || pending ) {
			return;
		}
		setPending( true );
		setRefusal( '' );
		const honeypot = form.elements.namedItem( HONEYPOT );
		try {
			await routeRequest( 'faqSubmit', {
				method: 'POST',
				data: {
					name: values.name.trim(),
					email: values.email.trim(),
					description: values.description,
					postTitle,
					postId,
					[ HONEYPOT ]:
						honeypot instanceof HTMLInputElement
							? honeypot.value
							: '',
				},
			} );
			FAQ_FIELDS.forEach( ( field ) => {
				controls[ field ].value = '';
			} );
			setValues( { name: '', email: '', description: '' } );
			setTouched( {} );
			setSent( true );
		} catch ( error ) {
			setRefusal(
				isApiError( error ) && error.message
					? error.message
					: __(
							'Sorry, your question could not be sent. Please try again later.',
							'mvc'
						)
			);
		} finally {
			setPending( false );
		}
	};

	useDomEvent( form, 'submit', ( event ) => {
		event.preventDefault();
		submit();
	} );

	return (
		<>
			{ pending && (
				<span
					className="screen-reader-text"
					role="status"
					aria-label={ __( 'Sending…', 'mvc' ) }
				/>
			) }
			<Modal
				isOpen={ sent }
				title={ __( 'Question submitted', 'mvc' ) }
				onClose={ () => setSent( false ) }
				className="mvc-modal__dialog--faq"
			>
				<p className="mvc-faq-form__sent">
					{ __(
						'We have received your question and will reply by e-mail.',
						'mvc'
					) }
				</p>
				<button
					type="button"
					className="mvc-button mvc-button--primary mvc-faq-form__done"
					onClick={ () => setSent( false ) }
				>
					{ __( 'Done', 'mvc' ) }
				</button>
			</Modal>
		</>
	);
}

export function FaqForm( {
	postId,
	postTitle,
	formId,
	max = DESCRIPTION_MAX,
}: FaqFormProps ) {
	const [ server ] = useState( () => serverFormOf( formId ) );
	return server ? (
		<Form
			server={ server }
			postId={ postId }
			postTitle={ postTitle }
			max={ max }
		/>
	) : null;
}
