/**
 * A date chosen from a calendar.
 */
import { __, sprintf } from '@wordpress/i18n';

import { dateOf, type ControlProps } from './fields';
import { wp } from './wp';

/**
 * A date from a calendar (a Dropdown with WordPress's DatePicker), stored as Y-m-d; a text typed
 * before the picker existed is shown, and replaced once a date is chosen.
 *
 * @param props          Props.
 * @param props.field    The field.
 * @param props.value    Its stored value.
 * @param props.onChange Stores a value.
 */
export function DateControl( { field, value, onChange }: ControlProps ) {
	const { BaseControl, Button, DatePicker, Dropdown } = wp().components;
	const stored = typeof value === 'string' ? value.trim() : '';
	const date = dateOf( stored );
	const inputId = `mvc-journal-field-${ field.key }`;
	return (
		<BaseControl
			__nextHasNoMarginBottom
			id={ inputId }
			label={ field.label }
			help={
				stored !== '' && date === ''
					? sprintf(
							/* translators: %s: the text stored before the date picker existed. */
							__(
								'“%s” is no date the site can read: choose one.',
								'mvc-core'
							),
							stored
						)
					: undefined
			}
		>
			<div
				className="mvc-journal-fields__date"
				id={ inputId }
				style={ { display: 'flex', gap: '8px', alignItems: 'center' } }
			>
				<Dropdown
					popoverProps={ { placement: 'bottom-start' } }
					renderToggle={ ( { isOpen, onToggle } ) => (
						<Button
							__next40pxDefaultSize
							variant="secondary"
							onClick={ onToggle }
							aria-expanded={ isOpen }
							aria-label={ sprintf(
								/* translators: 1: a field ("Submission deadline"), 2: its date or "none". */
								__( '%1$s: %2$s', 'mvc-core' ),
								field.label,
								date || __( 'choose a date', 'mvc-core' )
							) }
						>
							{ date || __( 'Choose a date', 'mvc-core' ) }
						</Button>
					) }
					renderContent={ ( { onClose } ) => (
						<DatePicker
							currentDate={ date ? `${ date }T00:00:00` : null }
							startOfWeek={ 1 }
							onChange={ ( next: string ) => {
								onChange( next.slice( 0, 10 ) );
								onClose();
							} }
						/>
					) }
				/>
				{ stored !== '' && (
					<Button
						variant="link"
						isDestructive
						onClick={ () => onChange( '' ) }
					>
						{ __( 'Clear date', 'mvc-core' ) }
					</Button>
				) }
			</div>
		</BaseControl>
	);
}
