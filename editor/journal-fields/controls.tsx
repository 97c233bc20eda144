/**
 * One control per kind of field: a text box (URLs and numbers checked as typed), a text area, a
 * switch, the indexing checkboxes, or an image from the media library.
 */
import { useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import {
	INDEX_NAMES,
	numberOf,
	OPEN_ACCESS,
	problemOf,
	textOfNumber,
	type Field,
} from './fields';
import { wp } from './wp';

export interface ControlProps {
	field: Field;
	/** The stored value (core REST's `meta`). */
	value: unknown;
	onChange: ( value: unknown ) => void;
	/** Says whether the box holds a value that cannot be saved. */
	onProblem: ( key: string, problem: boolean ) => void;
}

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
function CheckedText( { field, value, onChange, onProblem }: ControlProps ) {
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

/**
 * An image of the media library: its preview, choose or replace, remove.
 *
 * @param props          Props.
 * @param props.field    The field.
 * @param props.value    Its stored value.
 * @param props.onChange Stores a value.
 */
function ImageControl( { field, value, onChange }: ControlProps ) {
	// The article's logo is text: an attachment id, or an address typed elsewhere.
	const logo = field.kind === 'logo';
	let id = typeof value === 'number' ? value : 0;
	if ( logo && typeof value === 'string' && /^\d+$/.test( value ) ) {
		id = Number( value );
	}
	const address =
		logo && typeof value === 'string' && /^https?:\/\//i.test( value )
			? value
			: '';
	const store = ( chosen: number ) =>
		onChange( logo ? ( chosen > 0 && String( chosen ) ) || '' : chosen );
	const preview = useSelect(
		( select ) => {
			if ( id <= 0 ) {
				return address;
			}
			const media = (
				select( 'core' ) as {
					getMedia: ( mediaId: number ) =>
						| {
								source_url?: string;
								media_details?: {
									sizes?: Record<
										string,
										{ source_url?: string }
									>;
								};
						  }
						| undefined;
				}
			 ).getMedia( id );
			return (
				media?.media_details?.sizes?.medium?.source_url ??
				media?.source_url ??
				''
			);
		},
		[ id, address ]
	);
	const chosen = id > 0 || address !== '';
	const { MediaUpload, MediaUploadCheck } = wp().blockEditor;
	const { BaseControl, Button } = wp().components;
	const inputId = `mvc-journal-field-${ field.key }`;
	return (
		<BaseControl
			__nextHasNoMarginBottom
			id={ inputId }
			label={ field.label }
		>
			<div className="mvc-journal-fields__image" id={ inputId }>
				{ preview !== '' && (
					<img
						src={ preview }
						alt=""
						style={ { maxWidth: '100%', display: 'block' } }
					/>
				) }
				<MediaUploadCheck
					fallback={
						<p>
							{ __(
								'You may not choose images from the media library.',
								'mvc-core'
							) }
						</p>
					}
				>
					<MediaUpload
						allowedTypes={ [ 'image' ] }
						value={ id > 0 ? id : undefined }
						title={ field.label }
						onSelect={ ( media ) => store( media.id ) }
						render={ ( { open } ) => (
							<Button
								__next40pxDefaultSize
								variant="secondary"
								onClick={ open }
								aria-label={ field.label }
							>
								{ chosen
									? __( 'Replace image', 'mvc-core' )
									: __( 'Choose image', 'mvc-core' ) }
							</Button>
						) }
					/>
				</MediaUploadCheck>
				{ chosen && (
					<Button
						__next40pxDefaultSize
						variant="link"
						isDestructive
						onClick={ () => store( 0 ) }
					>
						{ __( 'Remove image', 'mvc-core' ) }
					</Button>
				) }
			</div>
		</BaseControl>
	);
}

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
					help={ OPEN_ACCESS }
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
		case 'image':
		case 'logo':
			return <ImageControl { ...props } />;
		default:
			return <CheckedText { ...props } />;
	}
}
