/**
 * One control per kind of field: a text box (URLs and numbers checked as typed), a text area, a
 * switch, the indexing checkboxes, a date, reference rows, or an image from the media library.
 */
import { __ } from '@wordpress/i18n';

import { CheckedText } from './CheckedText';
import { DateControl } from './DateControl';
import { INDEX_NAMES, OPEN_ACCESS, type ControlProps } from './fields';
import { ImageControl } from './ImageControl';
import { ReferencesControl } from './ReferencesControl';
import { wp } from './wp';

export type { ControlProps } from './fields';

/**
 * The indexing databases, one checkbox each.
 *
 * @param props          Props.
 * @param props.field    The field.
 * @param props.value    Its stored value.
 * @param props.onChange Stores a value.
 */
function IndexesControl( { field, value, onChange }: ControlProps ) {
	const { CheckboxControl } = wp().components;
	const list = Array.isArray( value )
		? value.filter( ( item ): item is string => typeof item === 'string' )
		: [];
	return (
		<fieldset className="mvc-journal-fields__indexes">
			<legend>{ field.label }</legend>
			{ INDEX_NAMES.map( ( name ) => (
				<CheckboxControl
					__nextHasNoMarginBottom
					key={ name }
					label={ name }
					checked={ list.includes( name ) }
					onChange={ ( checked: boolean ) =>
						onChange(
							INDEX_NAMES.filter( ( item ) =>
								item === name ? checked : list.includes( item )
							)
						)
					}
				/>
			) ) }
		</fieldset>
	);
}

/**
 * The control of a field.
 *
 * @param props Props.
 */
export function FieldControl( props: ControlProps ) {
	const { field, value, onChange } = props;
	const { TextareaControl, ToggleControl } = wp().components;
	switch ( field.kind ) {
		case 'textarea':
			return (
				<TextareaControl
					__nextHasNoMarginBottom
					label={ field.label }
					value={ typeof value === 'string' ? value : '' }
					onChange={ ( next: string ) => onChange( next ) }
				/>
			);
		case 'boolean':
			return (
				<ToggleControl
					__nextHasNoMarginBottom
					label={ field.label }
					checked={ value === true }
					onChange={ ( checked: boolean ) => onChange( checked ) }
				/>
			);
		case 'journal_type':
			return (
				<ToggleControl
					__nextHasNoMarginBottom
					label={ field.label }
					help={ __(
						'On: the minisite shows the open-access logo.',
						'mvc-core'
					) }
					checked={ value === OPEN_ACCESS }
					onChange={ ( checked: boolean ) =>
						onChange( checked ? OPEN_ACCESS : '' )
					}
				/>
			);
		case 'target':
			return (
				<ToggleControl
					__nextHasNoMarginBottom
					label={ field.label }
					checked={ value === '_blank' }
					onChange={ ( checked: boolean ) =>
						onChange( checked ? '_blank' : '' )
					}
				/>
			);
		case 'indexes':
			return <IndexesControl { ...props } />;
		case 'date':
			return <DateControl { ...props } />;
		case 'references':
			return <ReferencesControl { ...props } />;
		case 'image':
		case 'logo':
			return <ImageControl { ...props } />;
		default:
			return <CheckedText { ...props } />;
	}
}
