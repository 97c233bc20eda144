/**
 * The journal's and the article's fields as the block editor's panels show them: which group,
 * which label, which kind (Mvc\Core\Content\JournalFields and ArticleFields hold the same lists on
 * the server, with the same labels), and the checks a value must pass before the post may be saved.
 */
import { __, sprintf } from '@wordpress/i18n';

export type Kind =
	| 'text'
	| 'textarea'
	| 'url'
	| 'integer'
	| 'number'
	| 'boolean'
	| 'image'
	| 'indexes'
	| 'journal_type'
	| 'url_lines'
	| 'logo'
	| 'target'
	| 'date'
	| 'references';

export interface Field {
	/** The meta key. */
	key: string;
	label: string;
	kind: Kind;
}

export interface Group {
	/** The panel's name (unique among the editor's panels). */
	name: string;
	title: string;
	fields: Field[];
}

/** The indexing databases of ERs, in the minisite's order. */
export const INDEX_NAMES = [
	'SCIE',
	'ESCI',
	'PubMed',
	'EI',
	'Scopus',
	'DOAJ',
	'Google Scholar',
] as const;

/** The one meaningful value of journal_templete_type. */
export const OPEN_ACCESS = 'OA Journal';

export const EDITORS = 4;
export const SLIDES = 2;
export const ARTICLES = 5;
export const FAQS = 7;

/**
 * A sub-field's label: "编委 2：姓名".
 *
 * @param group The group's label ("Editor 2").
 * @param sub   The sub-field's label ("Name").
 */
function subLabel( group: string, sub: string ): string {
	/* translators: 1: a group of fields ("Editor 2"), 2: one of its fields ("Name"). */
	return sprintf( __( '%1$s: %2$s', 'mvc-core' ), group, sub );
}

/**
 * Fields of numbered groups: for n = 1..count, each sub-field of the group.
 *
 * @param count  How many groups.
 * @param prefix The meta key before the number.
 * @param label  The group's label for n.
 * @param subs   [key after `<prefix><n>_`, label, kind] of each sub-field.
 */
function numbered(
	count: number,
	prefix: string,
	label: ( n: number ) => string,
	subs: [ string, string, Kind ][]
): Field[] {
	const fields: Field[] = [];
	for ( let n = 1; n <= count; n++ ) {
		for ( const [ sub, subName, kind ] of subs ) {
			fields.push( {
				key: `${ prefix }${ n }_${ sub }`,
				label: subLabel( label( n ), subName ),
				kind,
			} );
		}
	}
	return fields;
}

/**
 * The panels and their fields, in order (built when called, so the labels are translated).
 */
export function groups(): Group[] {
	const wechat = __( 'WeChat official account', 'mvc-core' );
	return [
		{
			name: 'mvc-journal-basics',
			title: __( 'Basics', 'mvc-core' ),
			fields: [
				{
					key: 'journal_name',
					label: __( 'Journal name', 'mvc-core' ),
					kind: 'text',
				},
				{
					key: 'home_url',
					label: __( 'Journal home page', 'mvc-core' ),
					kind: 'url',
				},
				{
					key: 'contribute_url',
					label: __( 'Submission link', 'mvc-core' ),
					kind: 'url',
				},
				{
					key: 'contribute_guide',
					label: __( 'Author guidelines', 'mvc-core' ),
					kind: 'url',
				},
				{
					key: 'journal_templete_type',
					label: __( 'Open access journal', 'mvc-core' ),
					kind: 'journal_type',
				},
				{
					key: 'owned_by_gdch',
					label: __( 'Owned by the publisher', 'mvc-core' ),
					kind: 'boolean',
				},
				{
					key: 'call_for_papers',
					label: __( 'Calling for papers', 'mvc-core' ),
					kind: 'boolean',
				},
				{
					key: 'introduction',
					label: __( 'Introduction', 'mvc-core' ),
					kind: 'textarea',
				},
			],
		},
		{
			name: 'mvc-journal-metrics',
			title: __( 'Metrics and indexing', 'mvc-core' ),
			fields: [
				{ key: 'ISSN', label: 'ISSN', kind: 'text' },
				{
					key: 'publication_year',
					label: __( 'Publication year', 'mvc-core' ),
					kind: 'integer',
				},
				{ key: 'cite_score', label: 'CiteScore', kind: 'number' },
				{
					key: 'impact_factor',
					label: __( 'Impact factor', 'mvc-core' ),
					kind: 'number',
				},
				{
					key: '5_years_impact_factor',
					label: __( '5-year impact factor', 'mvc-core' ),
					kind: 'number',
				},
				{ key: 'SJR', label: 'SJR', kind: 'number' },
				{ key: 'SNIP', label: 'SNIP', kind: 'number' },
				{
					key: 'metrics_note',
					label: __( 'Metrics year and source', 'mvc-core' ),
					kind: 'text',
				},
				{
					key: 'ERs',
					label: __( 'Indexed in', 'mvc-core' ),
					kind: 'indexes',
				},
			],
		},
		{
			name: 'mvc-journal-editors',
			title: __( 'Editorial board', 'mvc-core' ),
			fields: [
				{
					key: 'editor_team_url',
					label: __( 'Editorial board link', 'mvc-core' ),
					kind: 'url',
				},
				...numbered(
					EDITORS,
					'editor_team_',
					/* translators: %d: editor number (1 to 4). */
					( n ) => sprintf( __( 'Editor %d', 'mvc-core' ), n ),
					[
						[ 'name', __( 'Name', 'mvc-core' ), 'text' ],
						[ 'job', __( 'Position', 'mvc-core' ), 'text' ],
						[ 'avatar', __( 'Photo', 'mvc-core' ), 'image' ],
					]
				),
			],
		},
		{
			name: 'mvc-journal-media',
			title: __( 'Media', 'mvc-core' ),
			fields: [
				{
					key: 'banner',
					label: __( 'Banner image', 'mvc-core' ),
					kind: 'image',
				},
				{
					key: 'promote_video_url',
					label: __( 'Promotional video link', 'mvc-core' ),
					kind: 'url',
				},
				...numbered(
					SLIDES,
					'carousel_',
					/* translators: %d: slide number (1 or 2). */
					( n ) => sprintf( __( 'Slide %d', 'mvc-core' ), n ),
					[
						[ 'carousel_title', __( 'Title', 'mvc-core' ), 'text' ],
						[
							'carousel_sub_title',
							__( 'Subtitle', 'mvc-core' ),
							'text',
						],
						[ 'carousel_url', __( 'Link', 'mvc-core' ), 'url' ],
						[ 'image', __( 'Image', 'mvc-core' ), 'image' ],
					]
				),
			],
		},
		{
			name: 'mvc-journal-articles',
			title: __( 'Latest articles', 'mvc-core' ),
			fields: [
				...numbered(
					ARTICLES,
					'latest_article_',
					( n ) =>
						/* translators: %d: article number (1 to 5). */
						sprintf( __( 'Latest article %d', 'mvc-core' ), n ),
					[
						[ 'title', __( 'Title', 'mvc-core' ), 'text' ],
						[
							'origin_url',
							__( 'Original article link', 'mvc-core' ),
							'url',
						],
						[ 'download_url', __( 'PDF link', 'mvc-core' ), 'url' ],
					]
				),
				{
					key: 'wol_url',
					label: __( 'Online library link', 'mvc-core' ),
					kind: 'url',
				},
			],
		},
		{
			name: 'mvc-journal-faq',
			title: __( 'Frequently asked questions', 'mvc-core' ),
			fields: numbered(
				FAQS,
				'FAQ',
				/* translators: %d: question number (1 to 7). */
				( n ) => sprintf( __( 'Question %d', 'mvc-core' ), n ),
				[
					[ 'question', __( 'Question', 'mvc-core' ), 'text' ],
					[ 'answer', __( 'Answer', 'mvc-core' ), 'textarea' ],
				]
			),
		},
		{
			name: 'mvc-journal-wechat',
			title: wechat,
			fields: [
				{
					key: 'wechat_official_account_id',
					label: subLabel( wechat, __( 'Account ID', 'mvc-core' ) ),
					kind: 'text',
				},
				{
					key: 'wechat_official_account_url',
					label: subLabel( wechat, __( 'Link', 'mvc-core' ) ),
					kind: 'url',
				},
				{
					key: 'wechat_official_account_qr',
					label: subLabel( wechat, __( 'QR code', 'mvc-core' ) ),
					kind: 'image',
				},
			],
		},
	];
}

/**
 * The article's panels: the paper and its journal, the paper's citation data, the special issue's
 * call for papers.
 */
export function articleGroups(): Group[] {
	return [
		{
			name: 'mvc-article-paper',
			title: __( 'Paper and journal', 'mvc-core' ),
			fields: [
				{
					key: 'download_origin_link',
					label: __( 'Paper PDF link', 'mvc-core' ),
					kind: 'url',
				},
				{
					key: 'read_original_article',
					label: __( 'Original article link', 'mvc-core' ),
					kind: 'url',
				},
				{
					key: 'explore_journal',
					label: __( 'Journal link', 'mvc-core' ),
					kind: 'url',
				},
				{
					key: 'journal_logo',
					label: __( 'Journal logo', 'mvc-core' ),
					kind: 'logo',
				},
				{
					key: 'read_whole_title',
					label: __( 'Read-whole title', 'mvc-core' ),
					kind: 'text',
				},
				{
					key: 'read_whole_url',
					label: __( 'Read-whole link', 'mvc-core' ),
					kind: 'url',
				},
				{
					// Both reference_title and reference_url, edited as rows.
					key: 'reference_title',
					label: __( 'References', 'mvc-core' ),
					kind: 'references',
				},
				{
					key: '_links_to_target',
					label: __( 'Open links in a new tab', 'mvc-core' ),
					kind: 'target',
				},
			],
		},
		{
			// The paper's own data, for "cite this" (GB/T 7714, RIS, BibTeX) and Google Scholar
			// (Mvc\Core\Content\Citation): the article's own title and date are the news post's.
			name: 'mvc-article-citation',
			title: __( 'Citation of the paper', 'mvc-core' ),
			fields: [
				{ key: 'doi', label: 'DOI', kind: 'text' },
				{
					key: 'paper_title',
					label: __( 'Paper title', 'mvc-core' ),
					kind: 'text',
				},
				{
					key: 'paper_authors',
					label: __(
						'Authors, one per line (a Western name as “Given Family” or “Family, Given”; a Chinese name as it is)',
						'mvc-core'
					),
					kind: 'textarea',
				},
				{
					key: 'paper_journal',
					label: __(
						'Journal name (empty: the article’s journal)',
						'mvc-core'
					),
					kind: 'text',
				},
				{
					key: 'paper_year',
					label: __( 'Year', 'mvc-core' ),
					kind: 'text',
				},
				{
					key: 'paper_volume',
					label: __( 'Volume', 'mvc-core' ),
					kind: 'text',
				},
				{
					key: 'paper_issue',
					label: __( 'Issue', 'mvc-core' ),
					kind: 'text',
				},
				{
					key: 'paper_pages',
					label: __( 'Pages or article number', 'mvc-core' ),
					kind: 'text',
				},
			],
		},
		{
			name: 'mvc-article-special-issue',
			title: __( 'Special issue call for papers', 'mvc-core' ),
			fields: [
				{
					key: 'cfps_link',
					label: __( 'Call for papers link', 'mvc-core' ),
					kind: 'url',
				},
				{
					key: 'submission_deadline',
					label: __( 'Submission deadline', 'mvc-core' ),
					kind: 'date',
				},
				{
					key: 'si_title_cn',
					label: __( 'Special issue title (Chinese)', 'mvc-core' ),
					kind: 'text',
				},
				{
					key: 'si_title_en',
					label: __( 'Special issue title (English)', 'mvc-core' ),
					kind: 'text',
				},
			],
		},
	];
}

/** An http(s) address. */
const HTTP = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

/**
 * Why a typed value cannot be saved (a message for the operator), or '' when it can. An empty
 * value always can (it clears the field).
 *
 * @param kind  The field's kind.
 * @param value The text in the box.
 */
export function problemOf( kind: Kind, value: string ): string {
	const text = value.trim();
	if ( text === '' ) {
		return '';
	}
	switch ( kind ) {
		case 'url_lines':
			return text
				.split( /\r?\n/ )
				.every(
					( line ) => line.trim() === '' || HTTP.test( line.trim() )
				)
				? ''
				: __(
						'Enter one address starting with http:// or https:// per line.',
						'mvc-core'
					);
		case 'url':
			return HTTP.test( text )
				? ''
				: __(
						'Enter an address starting with http:// or https://.',
						'mvc-core'
					);
		case 'integer':
			return /^\d+$/.test( text )
				? ''
				: __( 'Enter a whole number, such as 2019.', 'mvc-core' );
		case 'number':
			return /^\d+(\.\d+)?$/.test( text ) &&
				Number.isFinite( Number( text ) )
				? ''
				: __( 'Enter a number, such as 12.5.', 'mvc-core' );
		default:
			return '';
	}
}

/**
 * The value stored for a number typed in a box: null (cleared) for an empty box, the number
 * otherwise. Call only when problemOf() found nothing.
 *
 * @param value The text in the box.
 */
export function numberOf( value: string ): number | null {
	const text = value.trim();
	return text === '' ? null : Number( text );
}

/**
 * The text a box shows for a stored number: '' for none (core REST gives 0 for an empty field).
 *
 * @param value The stored value.
 */
export function textOfNumber( value: unknown ): string {
	return typeof value === 'number' && value > 0 ? String( value ) : '';
}

/**
 * A stored deadline as Y-m-d, read from the forms operators typed before the date picker
 * (2026-12-31, 2026/12/31, 2026年12月31日, 20261231), as PostFields::deadline() reads them; '' when
 * it is no date.
 *
 * @param value The stored value.
 */
export function dateOf( value: unknown ): string {
	if ( typeof value !== 'string' ) {
		return '';
	}
	const parts =
		/^(\d{4})(?:(\d{2})(\d{2})|\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?)$/u.exec(
			value.trim()
		);
	if ( ! parts ) {
		return '';
	}
	const year = Number( parts[ 1 ] );
	const month = Number( parts[ 2 ] ?? parts[ 4 ] );
	const day = Number( parts[ 3 ] ?? parts[ 5 ] );
	const date = new Date( Date.UTC( year, month - 1, day ) );
	if ( date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day ) {
		return '';
	}
	return `${ String( year ).padStart( 4, '0' ) }-${ String( month ).padStart(
		2,
		'0'
	) }-${ String( day ).padStart( 2, '0' ) }`;
}

/** A reference: its title and its address. */
export interface Reference {
	title: string;
	url: string;
}

/**
 * The references stored in the two fields whose lines match (reference_title, reference_url), as
 * rows; a title that only repeats its address (the address stands for a missing title) is empty.
 *
 * @param titles The titles, one a line.
 * @param urls   The addresses, one a line.
 */
export function referencesOf( titles: unknown, urls: unknown ): Reference[] {
	const lines = ( value: unknown ) =>
		typeof value === 'string' && value.trim() !== ''
			? value.split( /\r?\n/ ).map( ( line ) => line.trim() )
			: [];
	const titleLines = lines( titles );
	const urlLines = lines( urls );
	const rows: Reference[] = [];
	for ( let i = 0; i < Math.max( titleLines.length, urlLines.length ); i++ ) {
		const url = urlLines[ i ] ?? '';
		const title = titleLines[ i ] ?? '';
		if ( title !== '' || url !== '' ) {
			rows.push( { title: title === url ? '' : title, url } );
		}
	}
	return rows;
}

/**
 * The two fields that store reference rows, line by line (ArticleFields::reference_fields() on the
 * server does the same): a row without title stores its address as the title, empty rows are left
 * out, a title is one line.
 *
 * @param rows The rows.
 */
export function referenceFields( rows: Reference[] ): {
	reference_title: string;
	reference_url: string;
} {
	const titles: string[] = [];
	const urls: string[] = [];
	for ( const row of rows ) {
		const title = row.title.replace( /\s+/g, ' ' ).trim();
		const url = row.url.trim();
		if ( title === '' && url === '' ) {
			continue;
		}
		titles.push( title === '' ? url : title );
		urls.push( url );
	}
	return {
		reference_title: titles.join( '\n' ).trimEnd(),
		reference_url: urls.join( '\n' ).trimEnd(),
	};
}
