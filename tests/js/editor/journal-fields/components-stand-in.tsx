/**
 * Plain stand-ins for the `wp.components` the journal panels use: labelled inputs, checkboxes
 * and buttons.
 */
import { useId } from 'react';
import type { ReactNode } from 'react';

interface BoxProps {
	label: string;
	value?: string;
	help?: string;
	type?: string;
	onChange: ( value: string ) => void;
	'aria-invalid'?: boolean;
}
interface CheckProps {
	label: string;
	checked: boolean;
	onChange: ( checked: boolean ) => void;
}
function Box( { label, value, help, type, onChange, ...rest }: BoxProps ) {
	const id = useId();
	return (
		<div>
			<label htmlFor={ id }>{ label }</label>
			<input
				id={ id }
				type={ type ?? 'text' }
				value={ value }
				aria-invalid={ rest[ 'aria-invalid' ] }
				onChange={ ( event ) => onChange( event.target.value ) }
			/>
			{ help && <p>{ help }</p> }
		</div>
	);
}
function Area( { label, value, onChange }: BoxProps ) {
	const id = useId();
	return (
		<div>
			<label htmlFor={ id }>{ label }</label>
			<textarea
				id={ id }
				value={ value }
				onChange={ ( event ) => onChange( event.target.value ) }
			/>
		</div>
	);
}
function Check( { label, checked, onChange }: CheckProps ) {
	const id = useId();
	return (
		<div>
			<input
				id={ id }
				type="checkbox"
				checked={ checked }
				onChange={ ( event ) => onChange( event.target.checked ) }
			/>
			<label htmlFor={ id }>{ label }</label>
		</div>
	);
}
export const standIns = {
	TextControl: Box,
	TextareaControl: Area,
	ToggleControl: Check,
	CheckboxControl: Check,
	BaseControl: ( {
		label,
		children,
	}: {
		label: string;
		children: ReactNode;
	} ) => (
		<div>
			<span>{ label }</span>
			{ children }
		</div>
	),
	Button: ( {
		children,
		onClick,
		'aria-label': ariaLabel,
	}: {
		children: ReactNode;
		onClick: () => void;
		'aria-label'?: string;
	} ) => (
		<button type="button" onClick={ onClick } aria-label={ ariaLabel }>
			{ children }
		</button>
	),
};
