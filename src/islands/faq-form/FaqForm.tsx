/**
 * The minisite's question form (public-site.md, "Journal minisite", FAQ tab; sections 4 and 5),
 * over the form the server drew (theme/template-parts/journals/faq-form.php), which it replaces
 * when the reader goes into it, keeping what was typed there and the field the focus was in.
 *
 * - The name is required, the e-mail must be well formed (请输入正确的邮箱格式！), the
 *   description is required, at most 500 characters, with its n/500 counter; a field's message
 *   shows once it was typed in or left; submit is enabled only when every field is right.
 * - Submit sends `POST /api/minisite/faq/submit` (`faqSubmit`) with the journal's title and id
 *   and the honeypot `website` (empty for people): the button shows a spinner and the fields are
 *   read-only; then the modal 已成功提交问题 with its text and 完成, and the fields are emptied.
 *   A refusal shows the server's message (or a plain one when none came) above the button.
 */
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { isApiError, routeRequest } from '@mvc/runtime-core';
import type { IslandProps } from '@mvc/runtime-core';

import { Modal } from '../../components/Modal';
import { DESCRIPTION_MAX, FAQ_FIELDS, faqErrors, length } from './rules';
import type { FaqField, FaqValues } from './rules';

export interface FaqFormProps extends IslandProps {
	/** The journal's id (the question's postId). */
	postId: number;
	/** The journal's title (the question's postTitle). */
	postTitle: string;
	/** Id of the server's form this island replaces. */
	formId?: string;
	/** The description's maximum. */
	max?: number;
}

/** The honeypot's name: people never see it or reach it with Tab. */
export const HONEYPOT = 'website';

interface Start {
	values: FaqValues;
	focused: FaqField | null;
}

/**
 * What the reader typed in the server's form before the island woke, and where the focus was.
 *
 * @param id Id of the server's form.
 */
function readServerForm( id: string | undefined ): Start {
	const values: FaqValues = { name: '', email: '', description: '' };
	const form = id ? document.getElementById( id ) : null;
	if ( ! ( form instanceof HTMLFormElement ) ) {
		return { values, focused: null };
	}
	let focused: FaqField | null = null;
	FAQ_FIELDS.forEach( ( field ) => {
		const control = form.elements.namedItem( field );
		if (
			control instanceof HTMLInputElement ||
			control instanceof HTMLTextAreaElement
		) {
			values[ field ] = control.value;
			if ( control.ownerDocument.activeElement === control ) {
				focused = field;
			}
		}
	} );
	return { values, focused };
}

export function FaqForm( {
	postId,
	postTitle,
	formId,
	max = DESCRIPTION_MAX,
}: FaqFormProps ) {
	const [ start ] = useState( () => readServerForm( formId ) );
	const [ values, setValues ] = useState< FaqValues >( start.values );
	const [ touched, setTouched ] = useState<
		Partial< Record< FaqField, boolean > >
	>( () => {
		const typed: Partial< Record< FaqField, boolean > > = {};
		FAQ_FIELDS.forEach( ( field ) => {
			typed[ field ] = start.values[ field ] !== '';
		} );
		return typed;
	} );
	const [ honeypot, setHoneypot ] = useState( '' );
	const [ pending, setPending ] = useState( false );
	const [ sent, setSent ] = useState( false );
	const [ failure, setFailure ] = useState( '' );
	const refs = {
		name: useRef< HTMLInputElement >( null ),
		email: useRef< HTMLInputElement >( null ),
		description: useRef< HTMLTextAreaElement >( null ),
	};
	const id = useId();

	// The focus stays in the field the reader was in when the form woke.
	useEffect( () => {
		if ( start.focused ) {
			const control = refs[ start.focused ].current;
			control?.focus();
			const end = control?.value.length ?? 0;
			control?.setSelectionRange( end, end );
		}
		// Once, on mount.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	const errors = faqErrors( values, max );
	const valid = Object.keys( errors ).length === 0;
	const shown = ( field: FaqField ) =>
		touched[ field ] ? errors[ field ] : undefined;

	const change = ( field: FaqField, value: string ) => {
		setValues( ( before ) => ( { ...before, [ field ]: value } ) );
		setTouched( ( before ) => ( { ...before, [ field ]: true } ) );
	};
	const leave = ( field: FaqField ) =>
		setTouched( ( before ) => ( { ...before, [ field ]: true } ) );

	const submit = async () => {
		if ( ! valid || pending ) {
			return;
		}
		setPending( true );
		setFailure( '' );
		try {
			await routeRequest( 'faqSubmit', {
				method: 'POST',
				data: {
					name: values.name.trim(),
					email: values.email.trim(),
					description: values.description,
					postTitle,
					postId,
					[ HONEYPOT ]: honeypot,
				},
			} );
			setValues( { name: '', email: '', description: '' } );
			setTouched( {} );
			setSent( true );
		} catch ( error ) {
			setFailure(
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

	const field = (
		name: FaqField,
		label: string,
		control: ( props: {
			id: string;
			'aria-invalid': boolean;
			'aria-describedby'?: string;
		} ) => JSX.Element,
		extra?: JSX.Element
	) => {
		const error = shown( name );
		const controlId = `${ id }-${ name }`;
		return (
			<div
				className={ `mvc-faq-form__field${
					error ? ' has-error' : ''
				}` }
			>
				<label className="mvc-faq-form__label" htmlFor={ controlId }>
					{ label }
					<span className="mvc-faq-form__required" aria-hidden="true">
						*
					</span>
				</label>
				{ control( {
					id: controlId,
					'aria-invalid': Boolean( error ),
					'aria-describedby':
						[
							error ? `${ controlId }-error` : '',
							name === 'description' ? `${ id }-counter` : '',
						]
							.filter( Boolean )
							.join( ' ' ) || undefined,
				} ) }
				{ extra }
				{ error && (
					<span
						className="mvc-faq-form__error"
						id={ `${ controlId }-error` }
					>
						{ error }
					</span>
				) }
			</div>
		);
	};

	return (
		<>
			<form
				className="mvc-faq-form"
				id={ formId }
				noValidate
				aria-busy={ pending }
				onSubmit={ ( event ) => {
					event.preventDefault();
					submit();
				} }
			>
				{ field( 'name', __( 'Name', 'mvc' ), ( props ) => (
					<input
						{ ...props }
						ref={ refs.name }
						className="mvc-faq-form__input"
						name="name"
						type="text"
						autoComplete="name"
						maxLength={ 100 }
						readOnly={ pending }
						value={ values.name }
						onChange={ ( event ) =>
							change( 'name', event.target.value )
						}
						onBlur={ () => leave( 'name' ) }
					/>
				) ) }
				{ field( 'email', __( 'E-mail', 'mvc' ), ( props ) => (
					<input
						{ ...props }
						ref={ refs.email }
						className="mvc-faq-form__input"
						name="email"
						type="email"
						inputMode="email"
						autoComplete="email"
						maxLength={ 100 }
						readOnly={ pending }
						value={ values.email }
						onChange={ ( event ) =>
							change( 'email', event.target.value )
						}
						onBlur={ () => leave( 'email' ) }
					/>
				) ) }
				{ field(
					'description',
					__( 'Your question', 'mvc' ),
					( props ) => (
						<textarea
							{ ...props }
							ref={ refs.description }
							className="mvc-faq-form__input mvc-faq-form__textarea"
							name="description"
							rows={ 5 }
							maxLength={ max }
							readOnly={ pending }
							value={ values.description }
							onChange={ ( event ) =>
								change( 'description', event.target.value )
							}
							onBlur={ () => leave( 'description' ) }
						/>
					),
					<span
						className="mvc-faq-form__counter"
						id={ `${ id }-counter` }
					>
						{ sprintf(
							'%1$d/%2$d',
							length( values.description ),
							max
						) }
					</span>
				) }
				<div className="mvc-faq-form__trap" aria-hidden="true">
					<label htmlFor={ `${ id }-website` }>
						{ __( 'Leave this field empty', 'mvc' ) }
					</label>
					<input
						id={ `${ id }-website` }
						name={ HONEYPOT }
						type="text"
						tabIndex={ -1 }
						autoComplete="off"
						value={ honeypot }
						onChange={ ( event ) =>
							setHoneypot( event.target.value )
						}
					/>
				</div>
				{ failure && (
					<p
						className="mvc-faq-form__notice mvc-faq-form__notice--error"
						role="alert"
					>
						{ failure }
					</p>
				) }
				<button
					type="submit"
					className={ `mvc-button mvc-button--primary mvc-faq-form__submit${
						pending ? ' is-pending' : ''
					}` }
					disabled={ ! valid || pending }
				>
					{ pending && (
						<span
							className="mvc-faq-form__spinner"
							role="status"
							aria-label={ __( 'Sending…', 'mvc' ) }
						/>
					) }
					{ __( 'Submit question', 'mvc' ) }
				</button>
			</form>
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
