/**
 * One control per kind of field: a text box (URLs and numbers checked as typed), a text area, a
 * switch, the indexing checkboxes, or an image from the media library.
 */
import { useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import {
	dateOf,
	INDEX_NAMES,
	numberOf,
	OPEN_ACCESS,
	problemOf,
	referenceFields,
	referencesOf,
	textOfNumber,
	type Field,
	type Reference,
} from './fields';
import { wp } from './wp';

export interface ControlProps {
	field: Field;
	/** The stored value (core REST's `meta`). */
	value: unknown;
	onChange: ( value: unknown ) => void;
	/** Says whether the box holds a value that cannot be saved. */
	onProblem: ( key: string, problem: boolean ) => void;
	/** The post's whole meta (a control of several fields reads them). */
	meta?: Record< string, unknown >;
	/** Stores several fields at once. */
	onEdit?: ( meta: Record< string, unknown > ) => void;
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
 * A date from a calendar (a Dropdown with WordPress's DatePicker), stored as Y-m-d; a text typed
 * before the picker existed is shown, and replaced once a date is chosen.
 *
 * @param props          Props.
 * @param props.field    The field.
 * @param props.value    Its stored value.
 * @param props.onChange Stores a value.
 */
function DateControl( { field, value, onChange }: ControlProps ) {
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

/** A reference row being edited, with a key of its own. */
interface Row extends Reference {
	id: number;
}

let rowIds = 0;

/**
 * Rows of the stored references, each with a new key.
 *
 * @param meta The post's meta.
 */
function rowsOf( meta: Record< string, unknown > ): Row[] {
	return referencesOf( meta.reference_title, meta.reference_url ).map(
		( reference ) => ( { ...reference, id: ++rowIds } )
	);
}

/**
 * The references as rows (title, address), added and removed one by one; they are stored in the
 * two fields whose lines match (reference_title, reference_url) when every address is http(s).
 *
 * @param props           Props.
 * @param props.field     The field.
 * @param props.meta      The post's meta.
 * @param props.onEdit    Stores both fields.
 * @param props.onProblem Says whether a row holds a bad address.
 */
function ReferencesControl( {
	field,
	meta = {},
	onEdit,
	onProblem,
}: ControlProps ) {
	const [ rows, setRows ] = useState< Row[] >( () => rowsOf( meta ) );
	const bad = ( row: Reference ) => problemOf( 'url', row.url ) !== '';
	const problem = rows.some( bad );

	// A change from elsewhere (undo) shows in the rows.
	useEffect( () => {
		const shown = referenceFields( rows );
		if (
			! rows.some( bad ) &&
			( shown.reference_title !== ( meta.reference_title ?? '' ) ||
				shown.reference_url !== ( meta.reference_url ?? '' ) )
		) {
			setRows( rowsOf( meta ) );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- only when the stored values change.
	}, [ meta.reference_title, meta.reference_url ] );

	useEffect( () => {
		onProblem( field.key, problem );
	}, [ field.key, problem, onProblem ] );
	useEffect(
		() => () => onProblem( field.key, false ),
		[ field.key, onProblem ]
	);

	const update = ( next: Row[] ) => {
		setRows( next );
		if ( ! next.some( bad ) ) {
			onEdit?.( referenceFields( next ) );
		}
	};
	const { Button, TextControl } = wp().components;
	return (
		<fieldset className="mvc-journal-fields__references">
			<legend>{ field.label }</legend>
			{ rows.map( ( row, index ) => {
				const name = sprintf(
					/* translators: %d: reference number. */
					__( 'Reference %d', 'mvc-core' ),
					index + 1
				);
				const rowProblem = bad( row )
					? problemOf( 'url', row.url )
					: '';
				const edit = ( change: Partial< Reference > ) =>
					update(
						rows.map( ( item ) =>
							item.id === row.id ? { ...item, ...change } : item
						)
					);
				return (
					<div
						key={ row.id }
						className="mvc-journal-fields__reference"
						role="group"
						aria-label={ name }
						style={ {
							borderLeft: '2px solid #ddd',
							paddingLeft: '8px',
							marginBottom: '12px',
						} }
					>
						<TextControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ sprintf(
								/* translators: 1: a group of fields ("Editor 2"), 2: one of its fields ("Name"). */
								__( '%1$s: %2$s', 'mvc-core' ),
								name,
								__( 'Title', 'mvc-core' )
							) }
							value={ row.title }
							onChange={ ( title: string ) => edit( { title } ) }
						/>
						<TextControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ sprintf(
								/* translators: 1: a group of fields ("Editor 2"), 2: one of its fields ("Name"). */
								__( '%1$s: %2$s', 'mvc-core' ),
								name,
								__( 'Link', 'mvc-core' )
							) }
							type="url"
							placeholder="https://"
							value={ row.url }
							help={ rowProblem || undefined }
							className={
								rowProblem
									? 'mvc-journal-fields__invalid'
									: undefined
							}
							aria-invalid={ rowProblem ? true : undefined }
							onChange={ ( url: string ) => edit( { url } ) }
						/>
						<Button
							variant="link"
							isDestructive
							aria-label={ sprintf(
								/* translators: %d: reference number. */
								__( 'Remove reference %d', 'mvc-core' ),
								index + 1
							) }
							onClick={ () =>
								update(
									rows.filter(
										( item ) => item.id !== row.id
									)
								)
							}
						>
							{ __( 'Remove', 'mvc-core' ) }
						</Button>
					</div>
				);
			} ) }
			<Button
				__next40pxDefaultSize
				variant="secondary"
				onClick={ () =>
					setRows( [ ...rows, { id: ++rowIds, title: '', url: '' } ] )
				}
			>
				{ __( 'Add reference', 'mvc-core' ) }
			</Button>
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
