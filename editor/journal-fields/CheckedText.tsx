/**
 * A text box for text, an address or a number, checked as it is typed.
 */
import { useEffect, useState } from '@wordpress/element';

import { numberOf, problemOf, textOfNumber, type ControlProps } from './fields';
import { wp } from './wp';

/**
 * A text box whose text is checked as it is typed: the value is stored only when it passes, the
 * message shows under the box otherwise.
 *
 * @param props           Props.
 * @param props.field     The field.
 * @param props.value     Its stored value.
 * @param props.onChange  Stores a value.
 * @param props.onProblem Says whether the box holds a bad value.
 */
export function CheckedText( {
	field,
	value,
	onChange,
	onProblem,
}: ControlProps ) {
	const numeric = field.kind === 'number' || field.kind === 'integer';
	let stored = typeof value === 'string' ? value : '';
	if ( numeric ) {
		stored = textOfNumber( value );
	}
	const [ text, setText ] = useState( stored );
	const problem = problemOf( field.kind, text );

	// A change from elsewhere (undo, another panel) shows in the box.
	useEffect( () => {
		if ( problemOf( field.kind, text ) === '' ) {
			setText( stored );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- only when the stored value changes.
	}, [ stored ] );

	useEffect( () => {
		onProblem( field.key, problem !== '' );
	}, [ field.key, problem, onProblem ] );
	// A box that goes (another group chosen) takes its unsaved text, and its problem, with it.
	useEffect(
		() => () => onProblem( field.key, false ),
		[ field.key, onProblem ]
	);

	const { TextControl, TextareaControl } = wp().components;
	if ( field.kind === 'url_lines' ) {
		return (
			<TextareaControl
				__nextHasNoMarginBottom
				label={ field.label }
				value={ text }
				help={ problem || undefined }
				className={
					problem ? 'mvc-journal-fields__invalid' : undefined
				}
				aria-invalid={ problem ? true : undefined }
				onChange={ ( next: string ) => {
					setText( next );
					if ( problemOf( field.kind, next ) === '' ) {
						onChange( next.trim() );
					}
				} }
			/>
		);
	}
	return (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ field.label }
			type={ field.kind === 'url' ? 'url' : 'text' }
			inputMode={ numeric ? 'decimal' : undefined }
			placeholder={ field.kind === 'url' ? 'https://' : undefined }
			value={ text }
			help={ problem || undefined }
			className={ problem ? 'mvc-journal-fields__invalid' : undefined }
			aria-invalid={ problem ? true : undefined }
			onChange={ ( next: string ) => {
				setText( next );
				if ( problemOf( field.kind, next ) !== '' ) {
					return;
				}
				onChange( numeric ? numberOf( next ) : next.trim() );
			} }
		/>
	);
}
