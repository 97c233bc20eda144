/**
 * A labelled input with its error under it (`aria-invalid`, `aria-describedby`), and an optional
 * control beside the input (the send-code button of a verification-code field).
 */
import { useId } from '@wordpress/element';
import type { ReactNode } from 'react';

import { INPUT_MAX_LENGTH } from '../../member/constants';

export interface TextFieldProps {
	label: string;
	value: string;
	onChange: ( value: string ) => void;
	/** Message under the field; the field is invalid while it is set. */
	error?: string | null;
	type?: 'text' | 'email' | 'password';
	name?: string;
	autoComplete?: string;
	inputMode?: 'text' | 'email' | 'numeric';
	placeholder?: string;
	maxLength?: number;
	required?: boolean;
	disabled?: boolean;
	/** Shown right of the input. */
	addon?: ReactNode;
}

export function TextField( {
	label,
	value,
	onChange,
	error,
	type = 'text',
	name,
	autoComplete,
	inputMode,
	placeholder,
	maxLength = INPUT_MAX_LENGTH,
	required = false,
	disabled = false,
	addon,
}: TextFieldProps ) {
	const id = useId();
	const errorId = `${ id }-error`;
	return (
		<div className={ error ? 'mvc-field mvc-field--invalid' : 'mvc-field' }>
			<label className="mvc-field__label" htmlFor={ id }>
				{ label }
			</label>
			<div className="mvc-field__control">
				<input
					id={ id }
					className="mvc-field__input"
					type={ type }
					name={ name }
					value={ value }
					autoComplete={ autoComplete }
					inputMode={ inputMode }
					placeholder={ placeholder }
					maxLength={ maxLength }
					aria-required={ required || undefined }
					aria-invalid={ error ? true : undefined }
					aria-describedby={ error ? errorId : undefined }
					disabled={ disabled }
					onChange={ ( event ) => onChange( event.target.value ) }
				/>
				{ addon }
			</div>
			{ error && <FieldError id={ errorId }>{ error }</FieldError> }
		</div>
	);
}

/**
 * The message under a field (or a group of fields, such as the registration's tags).
 *
 * @param props          Props.
 * @param props.id       Id, for the field's aria-describedby.
 * @param props.role     `alert` where the message must be read out at once.
 * @param props.children The message.
 */
export function FieldError( {
	id,
	role,
	children,
}: {
	id?: string;
	role?: 'alert';
	children: ReactNode;
} ) {
	return (
		<p id={ id } className="mvc-field__error" role={ role }>
			{ children }
		</p>
	);
}
