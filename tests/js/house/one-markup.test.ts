/** @jest-environment node */ // eslint-disable-line jsdoc/check-tag-names -- Jest's pragma, not JSDoc.
/**
 * One source for each shape: a BEM element class (`block__element`) is printed either by the
 * theme's PHP or by the TSX, never by both. When both print it, the same markup is written twice and
 * the two copies drift; the server draws and the island enhances, or the island draws over a sized
 * empty skeleton.
 *
 * One shape is drawn on both sides on purpose, by one implementation per side (the files of
 * ONE_PER_SIDE), and no other file prints its elements: the form field (the server's forms, which
 * work without JavaScript, and the islands' own forms, such as registration).
 *
 * Every `block__element` token of a file outside its comments counts: class attributes, className
 * strings and template literals, classnames() arguments, selectors; a modifier counts as its element.
 *
 * Blocks not converted yet are listed in STILL_TO_CONVERT. The list is a ratchet: a listed block that
 * no longer has a duplicate fails too, so it leaves the list when it is converted.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve( __dirname, '../../..' );

/** Blocks whose elements both sides still print, with the count of duplicated elements. */
const STILL_TO_CONVERT: Record< string, number > = {};

/** Blocks with one implementation per side: the PHP files and the TSX files allowed to print them. */
const ONE_PER_SIDE: Record< string, [ string[], string[] ] > = {
	'mvc-field': [
		[ 'theme/template-parts/form/field.php' ],
		[
			'src/components/TextField/TextField.tsx',
			'src/components/Select/Select.tsx',
		],
	],
};

/** A BEM element class; a modifier (`--x`) counts as its element. */
const ELEMENT =
	/(?<![\w-])([a-z][a-z0-9]*(?:-[a-z0-9]+)*__[a-z0-9]+(?:-[a-z0-9]+)*)(?:--[\w-]*)?/g;

/**
 * Files under a folder with one of the endings, relative to the repository; built output and
 * dependencies skipped.
 *
 * @param dir    Folder, relative to the repository.
 * @param ending File ending.
 */
function filesUnder( dir: string, ending: string ): string[] {
	const found: string[] = [];
	const walk = ( rel: string ): void => {
		for ( const name of readdirSync( path.join( ROOT, rel ) ).sort() ) {
			const child = path.join( rel, name );
			if ( statSync( path.join( ROOT, child ) ).isDirectory() ) {
				if ( name !== 'build' && name !== 'node_modules' ) {
					walk( child );
				}
			} else if ( name.endsWith( ending ) ) {
				found.push( child );
			}
		}
	};
	if ( existsSync( path.join( ROOT, dir ) ) ) {
		walk( dir );
	}
	return found;
}

/**
 * The text of a source file without its comments: a class named in a comment is not printed.
 *
 * @param text Source.
 */
function withoutComments( text: string ): string {
	return text
		.replace( /\/\*[\s\S]*?\*\//g, ' ' )
		.replace( /<!--[\s\S]*?-->/g, ' ' )
		.replace( /(^|[^:'"\\])\/\/[^\n]*/g, '$1' )
		.replace( /^\s*#[^\n]*/gm, '' );
}

/**
 * The element classes a source text names outside its comments.
 *
 * @param text Source.
 */
function elementsIn( text: string ): string[] {
	return [ ...withoutComments( text ).matchAll( ELEMENT ) ].map(
		( match ) => match[ 1 ]
	);
}

/**
 * Every element class the files print, with the files that print it.
 *
 * @param files Files, relative to the repository.
 */
function elementsOf( files: string[] ): Map< string, string[] > {
	const elements = new Map< string, string[] >();
	for ( const file of files ) {
		const text = readFileSync( path.join( ROOT, file ), 'utf8' );
		for ( const element of elementsIn( text ) ) {
			const list = elements.get( element ) ?? [];
			if ( ! list.includes( file ) ) {
				list.push( file );
			}
			elements.set( element, list );
		}
	}
	return elements;
}

const php = elementsOf( filesUnder( 'theme', '.php' ) );
const tsx = elementsOf( filesUnder( 'src', '.tsx' ) );

/** Duplicated elements grouped by block: block => element => the files on each side. */
const duplicates = new Map< string, string[] >();
for ( const element of [ ...php.keys() ].sort() ) {
	const onTsx = tsx.get( element );
	if ( ! onTsx ) {
		continue;
	}
	const block = element.split( '__' )[ 0 ];
	const pair = ONE_PER_SIDE[ block ];
	if (
		pair &&
		php.get( element )?.every( ( file ) => pair[ 0 ].includes( file ) ) &&
		onTsx.every( ( file ) => pair[ 1 ].includes( file ) )
	) {
		continue;
	}
	const list = duplicates.get( block ) ?? [];
	list.push(
		`${ element } (${ php.get( element )?.join( ', ' ) } | ${ onTsx.join(
			', '
		) })`
	);
	duplicates.set( block, list );
}

describe( 'one source for each markup', () => {
	it( 'finds element classes however they are written, and none in comments', () => {
		expect(
			elementsIn( `<?php /* mvc-gone__a */ ?>
<a class="mvc-pager__item mvc-pager__item--<?php echo $n; ?>"><!-- mvc-gone__b --></a>
<?php printf( '<span class="mvc-x__count">%s</span>', $c ); // mvc-gone__c` )
		).toEqual( [ 'mvc-pager__item', 'mvc-pager__item', 'mvc-x__count' ] );
		expect(
			elementsIn(
				[
					'// mvc-gone__d',
					'<li className="mvc-card__title is-on" />',
					'<b className={ `mvc-card__toggle mvc-card__toggle--${ id }` } />',
					"<i className={ classnames( 'mvc-card__icon', { 'mvc-card__icon--big': big } ) } />",
				].join( '\n' )
			)
		).toEqual( [
			'mvc-card__title',
			'mvc-card__toggle',
			'mvc-card__toggle',
			'mvc-card__icon',
			'mvc-card__icon',
		] );
	} );

	it( 'reads both sides', () => {
		expect( php.size ).toBeGreaterThan( 50 );
		expect( tsx.size ).toBeGreaterThan( 50 );
	} );

	it( 'prints no element class from both PHP and TSX, outside the listed blocks', () => {
		const unlisted = [ ...duplicates.entries() ]
			.filter( ( [ block ] ) => ! ( block in STILL_TO_CONVERT ) )
			.flatMap( ( [ , elements ] ) => elements );
		expect( unlisted ).toEqual( [] );
	} );

	it( 'prints the field from its own files only', () => {
		for ( const [ block, pair ] of Object.entries( ONE_PER_SIDE ) ) {
			const printers = new Set(
				[ ...php.entries(), ...tsx.entries() ]
					.filter( ( [ element ] ) =>
						element.startsWith( `${ block }__` )
					)
					.flatMap( ( [ , files ] ) => files )
			);
			expect( [ ...printers ].sort() ).toEqual(
				[ ...pair[ 0 ], ...pair[ 1 ] ].sort()
			);
		}
	} );

	it( 'lists only blocks that still have duplicates, with no more than listed', () => {
		const grown: string[] = [];
		const done: string[] = [];
		for ( const [ block, count ] of Object.entries( STILL_TO_CONVERT ) ) {
			const now = duplicates.get( block )?.length ?? 0;
			if ( now === 0 ) {
				done.push( block );
			} else if ( now > count ) {
				grown.push( `${ block }: ${ count } -> ${ now }` );
			}
		}
		// A converted block leaves STILL_TO_CONVERT; a listed one takes no new duplicate.
		expect( done ).toEqual( [] );
		expect( grown ).toEqual( [] );
	} );
} );
