/**
 * A custom single-choice dropdown (the ARIA "select-only combobox" pattern): a button showing the
 * choice, with a visible label; it opens a listbox. Keyboard: Enter, Space, Down or Up open it;
 * Down, Up, Home and End move; Enter or Space choose; Escape or Tab close. A click outside closes
 * it. The error under it clears when the value changes (the form does it in `onChange`).
 */
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { KeyboardEvent } from 'react';

import { FieldError } from '../TextField';
import { useDismiss } from '../useDismiss';

/** One option: the value sent to the server and the label shown. */
export interface Choice {
	value: string;
	label: string;
}

export interface SelectProps {
	label: string;
	value: string;
	options: Choice[];
	onChange: ( value: string ) => void;
	error?: string | null;
	/** Text while nothing is chosen. */
	placeholder?: string;
	required?: boolean;
}

export function Select( {
	label,
	value,
	options,
	onChange,
	error,
	placeholder = __( 'Please select', 'mvc' ),
	required = false,
}: SelectProps ) {
	const id = useId();
	const labelId = `${ id }-label`;
	const listId = `${ id }-list`;
	const errorId = `${ id }-error`;
	const [ isOpen, setOpen ] = useState( false );
	const selectedIndex = options.findIndex(
		( option ) => option.value === value
	);
	const [ active, setActive ] = useState( Math.max( selectedIndex, 0 ) );
	const rootRef = useRef< HTMLDivElement >( null );
	const buttonRef = useRef< HTMLButtonElement >( null );
	const listRef = useRef< HTMLUListElement >( null );

	// A click (or touch) outside closes the list (its keys handle Escape).
	useDismiss( isOpen, rootRef, () => setOpen( false ) );

	// Keep the active option in view.
	useEffect( () => {
		if ( ! isOpen ) {
			return;
		}
		const option = listRef.current?.children[ active ];
		if ( option instanceof HTMLElement && option.scrollIntoView ) {
			option.scrollIntoView( { block: 'nearest' } );
		}
	}, [ isOpen, active ] );

	const open = () => {
		setActive( Math.max( selectedIndex, 0 ) );
		setOpen( true );
	};

	const choose = ( index: number ) => {
		const option = options[ index ];
		if ( option && option.value !== value ) {
			onChange( option.value );
		}
		setOpen( false );
		buttonRef.current?.focus();
	};

	const onKeyDown = ( event: KeyboardEvent< HTMLButtonElement > ) => {
		if ( ! isOpen ) {
			if (
				[ 'ArrowDown', 'ArrowUp', 'Enter', ' ' ].includes( event.key )
			) {
				event.preventDefault();
				open();
			}
			return;
		}
		switch ( event.key ) {
			case 'ArrowDown':
				event.preventDefault();
				setActive( ( index ) =>
					Math.min( index + 1, options.length - 1 )
				);
				break;
			case 'ArrowUp':
				event.preventDefault();
				setActive( ( index ) => Math.max( index - 1, 0 ) );
				break;
			case 'Home':
				event.preventDefault();
				setActive( 0 );
				break;
			case 'End':
				event.preventDefault();
				setActive( options.length - 1 );
				break;
			case 'Enter':
			case ' ':
				event.preventDefault();
				choose( active );
				break;
			case 'Escape':
				// Close the list, not the dialog around it.
				event.preventDefault();
				event.nativeEvent.stopImmediatePropagation();
				setOpen( false );
				break;
			case 'Tab':
				setOpen( false );
				break;
		}
	};

	const selected = options[ selectedIndex ];
	const classes = [ 'mvc-field', 'mvc-select' ];
	if ( error ) {
		classes.push( 'mvc-field--invalid' );
	}
	if ( isOpen ) {
		classes.push( 'mvc-select--open' );
	}

	return (
		<div ref={ rootRef } className={ classes.join( ' ' ) }>
			<label id={ labelId } className="mvc-field__label" htmlFor={ id }>
				{ label }
			</label>
			<div className="mvc-select__control">
				<button
					ref={ buttonRef }
					id={ id }
					type="button"
					role="combobox"
					className="mvc-select__button"
					aria-haspopup="listbox"
					aria-expanded={ isOpen }
					aria-controls={ listId }
					aria-labelledby={ labelId }
					aria-activedescendant={
						isOpen ? `${ listId }-${ active }` : undefined
					}
					aria-required={ required || undefined }
					aria-invalid={ error ? true : undefined }
					aria-describedby={ error ? errorId : undefined }
					onClick={ () => ( isOpen ? setOpen( false ) : open() ) }
					onKeyDown={ onKeyDown }
				>
					<span
						className={
							selected
								? 'mvc-select__value'
								: 'mvc-select__value mvc-select__value--placeholder'
						}
					>
						{ selected ? selected.label : placeholder }
					</span>
					<span className="mvc-select__arrow" aria-hidden="true" />
				</button>
				<ul
					ref={ listRef }
					id={ listId }
					role="listbox"
					className="mvc-select__list"
					aria-labelledby={ labelId }
					hidden={ ! isOpen }
					tabIndex={ -1 }
				>
					{ options.map( ( option, index ) => (
						// Options are chosen by pointer here and by keyboard on the combobox button.
						// eslint-disable-next-line jsx-a11y/click-events-have-key-events
						<li
							key={ option.value }
							id={ `${ listId }-${ index }` }
							role="option"
							aria-selected={ option.value === value }
							className={
								index === active
									? 'mvc-select__option mvc-select__option--active'
									: 'mvc-select__option'
							}
							onMouseEnter={ () => setActive( index ) }
							onClick={ () => choose( index ) }
						>
							{ option.label }
						</li>
					) ) }
				</ul>
			</div>
			{ error && <FieldError id={ errorId }>{ error }</FieldError> }
		</div>
	);
}
