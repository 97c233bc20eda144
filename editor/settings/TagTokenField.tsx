/**
 * Tags chosen by name: WordPress's token field, its suggestions from the REST tag search. The
 * chosen names are written back, separated by commas, into the form's own input, which the server
 * turns into ids when the form is saved (Mvc\Core\Admin\SettingsPage::from_form()).
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { components } from './wp';

/** Finds tag names that contain a text. */
export type TagSearch = ( text: string ) => Promise< string[] >;

export interface TagTokenFieldProps {
	/** The field's name (read by screen readers; the table row shows it). */
	label: string;
	/** The chosen tags' names, as the server printed them. */
	initial: string[];
	/** The most tags, 0 for any number. */
	max: number;
	search: TagSearch;
	onChange: ( names: string[] ) => void;
}

/** How long typing pauses before the tags are searched. */
export const SEARCH_DELAY = 250;

/**
 * Names of a comma-separated list (the form input's value).
 *
 * @param value The input's value.
 */
export function namesOf( value: string ): string[] {
	return value
		.split( /[,，]/ )
		.map( ( name ) => name.trim() )
		.filter( ( name ) => name !== '' );
}

/**
 * The token field.
 *
 * @param props          Props.
 * @param props.label    The field's name.
 * @param props.initial  The chosen names.
 * @param props.max      The most tags.
 * @param props.search   Finds tag names.
 * @param props.onChange Gets the chosen names.
 */
export function TagTokenField( {
	label,
	initial,
	max,
	search,
	onChange,
}: TagTokenFieldProps ) {
	const { FormTokenField } = components();
	const [ names, setNames ] = useState< string[] >( initial );
	const [ typed, setTyped ] = useState( '' );
	const [ suggestions, setSuggestions ] = useState< string[] >( [] );
	const latest = useRef( '' );

	useEffect( () => {
		const text = typed.trim();
		latest.current = text;
		if ( text === '' ) {
			setSuggestions( [] );
			return undefined;
		}
		const timer = setTimeout( () => {
			search( text ).then(
				( found ) => {
					if ( latest.current === text ) {
						setSuggestions( found );
					}
				},
				() => setSuggestions( [] )
			);
		}, SEARCH_DELAY );
		return () => clearTimeout( timer );
	}, [ typed, search ] );

	const change = ( tokens: ( string | { value: string } )[] ) => {
		const next = [
			...new Set(
				tokens
					.map( ( token ) =>
						( typeof token === 'string'
							? token
							: token.value
						).trim()
					)
					.filter( ( name ) => name !== '' )
			),
		];
		setNames( next );
		onChange( next );
	};

	return (
		<div className="mvc-settings-token">
			<FormTokenField
				label={ label }
				value={ names }
				suggestions={ suggestions }
				maxSuggestions={ 20 }
				maxLength={ max > 0 ? max : undefined }
				onInputChange={ setTyped }
				onChange={ change }
				placeholder={ __( 'Type a tag name', 'mvc-core' ) }
				__experimentalShowHowTo={ false }
				__nextHasNoMarginBottom
				__next40pxDefaultSize
			/>
			<p className="description">
				{ max > 0
					? sprintf(
							/* translators: 1: how many tags are chosen, 2: the most. */
							__(
								'%1$d of at most %2$d tags chosen.',
								'mvc-core'
							),
							names.length,
							max
						)
					: sprintf(
							/* translators: %d: how many tags are chosen. */
							__( '%d tags chosen.', 'mvc-core' ),
							names.length
						) }
			</p>
		</div>
	);
}
