/**
 * 所属期刊: the journal an article (research news, a call for papers, a past special issue)
 * belongs to, chosen by its title from the published journals (core-data searches /wp/v2/journals
 * as the editor types). Saving it gives the article the journal's own tag (ArticleFields on the
 * server), so it shows on the journal's minisite; nobody types a slug.
 */
import { useSelect } from '@wordpress/data';
import { useEffect, useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { wp } from './wp';

/** The meta key of the article's journal (ArticleFields::JOURNAL). */
export const JOURNAL_META = 'mvc_journal';

/** How many journals a search lists. */
const PER_PAGE = 20;

/** A journal as core-data gives it. */
interface JournalRecord {
	id: number;
	title?: { raw?: string; rendered?: string } | string;
}

interface CoreSelectors {
	getEntityRecords: (
		kind: string,
		name: string,
		query: Record< string, unknown >
	) => JournalRecord[] | null;
	getEntityRecord: (
		kind: string,
		name: string,
		id: number,
		query?: Record< string, unknown >
	) => JournalRecord | null | undefined;
}

/**
 * A journal's title as text.
 *
 * @param journal The journal.
 */
export function titleOf( journal: JournalRecord ): string {
	const title = journal.title;
	if ( typeof title === 'string' ) {
		return title;
	}
	const text = title?.raw ?? title?.rendered ?? '';
	if ( text !== '' && title?.raw === undefined ) {
		// The rendered title is HTML: its text.
		const box = document.createElement( 'textarea' );
		box.innerHTML = text.replace( /<[^>]*>/g, '' );
		return box.value;
	}
	return text !== '' ? text : `#${ journal.id }`;
}

/**
 * The picker.
 *
 * @param props          Props.
 * @param props.value    The chosen journal's id (0: none).
 * @param props.onChange Stores a journal's id (0: none).
 */
export function JournalPicker( {
	value,
	onChange,
}: {
	value: number;
	onChange: ( id: number ) => void;
} ) {
	const [ typed, setTyped ] = useState( '' );
	const [ search, setSearch ] = useState( '' );
	// One search when the typing pauses.
	useEffect( () => {
		const timer = setTimeout( () => setSearch( typed.trim() ), 250 );
		return () => clearTimeout( timer );
	}, [ typed ] );

	const { found, current } = useSelect(
		( select ) => {
			const core = select( 'core' ) as unknown as CoreSelectors;
			const query: Record< string, unknown > =
				search !== ''
					? { search, per_page: PER_PAGE, status: 'publish' }
					: {
							per_page: PER_PAGE,
							status: 'publish',
							orderby: 'title',
							order: 'asc',
						};
			return {
				found: core.getEntityRecords( 'postType', 'journal', query ),
				current:
					value > 0
						? core.getEntityRecord( 'postType', 'journal', value )
						: null,
			};
		},
		[ search, value ]
	);
	const options = useMemo( () => {
		const list = [ ...( current ? [ current ] : [] ), ...( found ?? [] ) ];
		const seen = new Set< number >();
		return list
			.filter( ( journal ) => {
				if ( seen.has( journal.id ) ) {
					return false;
				}
				seen.add( journal.id );
				return true;
			} )
			.map( ( journal ) => ( {
				value: String( journal.id ),
				label: titleOf( journal ),
			} ) );
	}, [ found, current ] );

	const { ComboboxControl } = wp().components;
	return (
		<ComboboxControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ __( 'Journal of the article', 'mvc-core' ) }
			help={ __(
				'Type part of the journal’s title and choose it: the article (research news, call for papers or past special issue) then shows on the journal’s minisite.',
				'mvc-core'
			) }
			value={ value > 0 ? String( value ) : null }
			options={ options }
			allowReset
			onFilterValueChange={ setTyped }
			onChange={ ( next ) => onChange( next ? Number( next ) : 0 ) }
		/>
	);
}
