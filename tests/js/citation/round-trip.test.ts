/**
 * The site's RIS and BibTeX, read back by citation-js (a parser nobody here wrote): titles,
 * authors, DOI, pages, journal, volume, issue and year come back exactly as the paper has them.
 *
 * The exports are the plugin's own: the test runs tests/js/citation/export.php, which writes the
 * papers of papers.json with Mvc\Core\Content\Citation (its format functions are plain PHP), so the
 * test always reads what the PHP writes now, with no fixture to keep fresh.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
// @ts-expect-error -- citation-js ships no types.
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';

// citation-js's fetching of addresses loads node-fetch (ES modules only, which Jest's CommonJS
// cannot load) and, in jsdom, needs a global fetch: nothing here is fetched, so it is left out.
jest.mock( '@citation-js/core/lib/util/fetchFile.js', () => ( {
	__esModule: true,
	fetchFile: jest.fn(),
	fetchFileAsync: jest.fn(),
	setUserAgent: jest.fn(),
} ) );

/** A paper as Citation::paper() gives it. */
interface Paper {
	doi: string;
	title: string;
	authors: string[];
	journal: string;
	year: string;
	volume: string;
	issue: string;
	pages: string;
}

/** A name as CSL-JSON has it. */
interface CslName {
	family?: string;
	given?: string;
	literal?: string;
	'non-dropping-particle'?: string;
	'dropping-particle'?: string;
}

/** What citation-js reads, in CSL-JSON. */
interface CslItem {
	type: string;
	title: string;
	author: CslName[];
	DOI: string;
	page?: string;
	'container-title'?: string;
	volume?: string;
	issue?: string;
	issued?: { 'date-parts': number[][] };
}

const DIR = __dirname;
const PAPERS = path.join( DIR, 'papers.json' );
const papers: Paper[] = JSON.parse( readFileSync( PAPERS, 'utf8' ) );
const exports: { ris: string; bibtex: string; gbt: string }[] = JSON.parse(
	execFileSync( 'php', [ path.join( DIR, 'export.php' ), PAPERS ], {
		encoding: 'utf8',
	} )
);

/**
 * The expected "Family|Given" of a name as an editor types it ("Given Family" with particles
 * before the family name, or "Family, Given"; a Chinese name whole).
 */
const EXPECTED_NAMES: Record< string, string > = {
	'Smith, John': 'Smith|John',
	'Anna van der Berg': 'van der Berg|Anna',
	'Jean-Pierre Dupont': 'Dupont|Jean-Pierre',
	'Wei Zhang': 'Zhang|Wei',
	张三: '张三|',
	李四: '李四|',
	王五: '王五|',
	赵六: '赵六|',
	'Élodie Müller': 'Müller|Élodie',
	"O'Brien, Sean": "O'Brien|Sean",
	'Ludwig von Beethoven': 'von Beethoven|Ludwig',
	'Maria Elena Garcia-Lopez': 'Garcia-Lopez|Maria Elena',
	'J. R. R. Tolkien': 'Tolkien|J. R. R.',
};

/**
 * A CSL name as "Family|Given", particles with the family name.
 *
 * @param name The name.
 */
function nameOf( name: CslName ): string {
	const family = [
		name[ 'dropping-particle' ],
		name[ 'non-dropping-particle' ],
		name.family ?? name.literal,
	]
		.filter( Boolean )
		.join( ' ' );
	return `${ family }|${ name.given ?? '' }`;
}

/**
 * The one item citation-js reads from a text.
 *
 * @param text RIS or BibTeX.
 */
function read( text: string ): CslItem {
	const items: CslItem[] = new Cite( text ).data;
	expect( items ).toHaveLength( 1 );
	return items[ 0 ];
}

describe.each( [ 'ris', 'bibtex' ] as const )(
	'the site’s %s read by citation-js',
	( format ) => {
		it.each( papers.map( ( paper, i ) => [ paper.doi, i ] as const ) )(
			'gives back %s whole',
			( _doi, i ) => {
				const paper = papers[ i ];
				const item = read( exports[ i ][ format ] );

				expect( item.type ).toBe( 'article-journal' );
				expect( item.title ).toBe( paper.title );
				expect( item.DOI ).toBe( paper.doi );
				expect( item.author.map( nameOf ) ).toEqual(
					paper.authors.map( ( name ) => EXPECTED_NAMES[ name ] )
				);
				// A range with a hyphen (RIS's SP/EP, BibTeX's --), whatever dash was typed.
				expect( item.page ).toBe(
					paper.pages.replace( /\s*[-‐‑‒–—]+\s*/u, '-' )
				);
				expect( item[ 'container-title' ] ).toBe( paper.journal );
				expect( item.volume ).toBe( paper.volume );
				expect( item.issue ).toBe( paper.issue || undefined );
				expect( item.issued?.[ 'date-parts' ][ 0 ][ 0 ] ).toBe(
					Number( paper.year )
				);
			}
		);
	}
);

it( 'the BibTeX keeps UTF-8 as UTF-8 and uses no accent on nothing', () => {
	for ( const { bibtex } of exports ) {
		expect( bibtex ).not.toMatch( /\\[\^~]\{\}/ );
	}
	expect( exports[ 1 ].bibtex ).toContain( '钙钛矿太阳能电池的界面钝化' );
	expect( exports[ 2 ].bibtex ).toContain( 'Ångström' );
} );

it( 'the GB/T 7714 text writes Latin names as the standard does', () => {
	expect( exports[ 0 ].gbt ).toMatch(
		/^SMITH J, VAN DER BERG A, DUPONT J P, et al\. .*: 1021-1030\. DOI:/
	);
	expect( exports[ 1 ].gbt ).toMatch( /^张三, 李四, 王五, 等\. / );
} );
