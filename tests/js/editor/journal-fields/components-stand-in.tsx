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
		isPressed,
		'aria-label': ariaLabel,
		'aria-expanded': expanded,
	}: {
		children: ReactNode;
		onClick: () => void;
		isPressed?: boolean;
		'aria-label'?: string;
		'aria-expanded'?: boolean;
	} ) => (
		<button
			type="button"
			onClick={ onClick }
			aria-label={ ariaLabel }
			aria-pressed={ isPressed }
			aria-expanded={ expanded }
		>
			{ children }
		</button>
	),
	// A select of the options and a search box.
	ComboboxControl: function Combobox( {
		label,
		value,
		options,
		onChange,
		onFilterValueChange,
	}: {
		label: string;
		value: string | null;
		options: { value: string; label: string }[];
		onChange: ( value: string | null ) => void;
		onFilterValueChange?: ( search: string ) => void;
	} ) {
		const id = useId();
		return (
			<div>
				<label htmlFor={ id }>{ label }</label>
				<select
					id={ id }
					value={ value ?? '' }
					onChange={ ( event ) =>
						onChange( event.target.value || null )
					}
				>
					<option value="">—</option>
					{ options.map( ( option ) => (
						<option key={ option.value } value={ option.value }>
							{ option.label }
						</option>
					) ) }
				</select>
				<input
					aria-label="search"
					onChange={ ( event ) =>
						onFilterValueChange?.( event.target.value )
					}
				/>
			</div>
		);
	},
	// A date box that answers as WordPress's picker does (YYYY-MM-DDT00:00:00).
	DatePicker: ( {
		currentDate,
		onChange,
	}: {
		currentDate?: string | null;
		onChange: ( date: string ) => void;
	} ) => (
		<input
			aria-label="calendar"
			type="date"
			defaultValue={ currentDate?.slice( 0, 10 ) ?? '' }
			onChange={ ( event ) =>
				onChange( `${ event.target.value }T00:00:00` )
			}
		/>
	),
	// The toggle and the content at once.
	Dropdown: ( {
		renderToggle,
		renderContent,
	}: {
		renderToggle: ( args: {
			isOpen: boolean;
			onToggle: () => void;
		} ) => ReactNode;
		renderContent: ( args: { onClose: () => void } ) => ReactNode;
	} ) => (
		<div>
			{ renderToggle( { isOpen: true, onToggle: () => undefined } ) }
			{ renderContent( { onClose: () => undefined } ) }
		</div>
	),
	Notice: ( { children }: { children: ReactNode } ) => (
		<div role="note">{ children }</div>
	),
};
