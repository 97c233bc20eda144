/**
 * The article's references, edited as rows of a title and an address.
 */
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import {
	problemOf,
	referenceFields,
	referencesOf,
	type ControlProps,
	type Reference,
} from './fields';
import { wp } from './wp';

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
export function ReferencesControl( {
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
