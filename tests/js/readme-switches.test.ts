/** @jest-environment node */ // eslint-disable-line jsdoc/check-tag-names -- Jest's pragma, not JSDoc.
/**
 * The README's "Ports and switches" table stays true: every variable it names is read by the
 * scripts under bin/ (or the Playwright configuration), and a plain default it gives (a number) is
 * the default the scripts use: `${VARIABLE:-default}` in shell, `process.env.VARIABLE ?? default`
 * (or `||`) in JavaScript.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve( __dirname, '../..' );

/** The text of every script under bin/ and of the Playwright configuration. */
function scripts(): string {
	const texts: string[] = [
		readFileSync( path.join( ROOT, 'playwright.config.ts' ), 'utf8' ),
	];
	const walk = ( dir: string ): void => {
		for ( const name of readdirSync( dir ) ) {
			const full = path.join( dir, name );
			if ( statSync( full ).isDirectory() ) {
				walk( full );
			} else if ( /\.(sh|mjs|php|ts)$/.test( name ) ) {
				texts.push( readFileSync( full, 'utf8' ) );
			}
		}
	};
	walk( path.join( ROOT, 'bin' ) );
	return texts.join( '\n' );
}

/** The table's rows: the variables of a row and its default column. */
function rows(): Array< { variables: string[]; defaults: string } > {
	const readme = readFileSync( path.join( ROOT, 'README.md' ), 'utf8' );
	const section = readme
		.split( '## Ports and switches' )[ 1 ]
		.split( '\n## ' )[ 0 ];
	return section
		.split( '\n' )
		.filter( ( line ) => line.startsWith( '| `MVC_' ) )
		.map( ( line ) => {
			const cells = line.split( '|' ).map( ( cell ) => cell.trim() );
			return {
				variables: [
					...cells[ 1 ].matchAll( /`(MVC_[A-Z0-9_]+)`/g ),
				].map( ( match ) => match[ 1 ] ),
				defaults: cells[ 2 ],
			};
		} );
}

describe( 'the README’s ports and switches', () => {
	const text = scripts();
	const table = rows();

	it( 'lists the switches', () => {
		expect( table.length ).toBeGreaterThan( 10 );
	} );

	it.each( table.flatMap( ( row ) => row.variables ) )(
		'%s is read by the scripts',
		( variable ) => {
			expect( text ).toMatch( new RegExp( `\\b${ variable }\\b` ) );
		}
	);

	it.each(
		table.filter( ( row ) => /^\d+( \/ \d+)?$/.test( row.defaults ) )
	)( 'the defaults of $variables are the scripts’ own', ( row ) => {
		const defaults = row.defaults.split( ' / ' );
		row.variables.forEach( ( variable, index ) => {
			const value = defaults[ index ] ?? defaults[ 0 ];
			const shell = `\${${ variable }:-${ value }}`;
			const script = new RegExp(
				`process\\.env\\.${ variable } (\\?\\?|\\|\\|) '?${ value }\\b`
			);
			expect( {
				variable,
				value,
				read: text.includes( shell ) || script.test( text ),
			} ).toEqual( { variable, value, read: true } );
		} );
	} );
} );
