/** @jest-environment node */ // eslint-disable-line jsdoc/check-tag-names -- Jest's pragma, not JSDoc.
/**
 * The README and docs/ keep their links: every relative link of README.md and docs/**\/*.md points
 * to a file of the repository, and every `#anchor` to a heading of its target (GitHub's slugs).
 * Links to http(s), mailto and paths outside the repository (the shared spec) are not checked.
 * The README stays short enough to read in ten minutes: at most 180 lines.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve( __dirname, '../..' );

const README_MAX_LINES = 180;

/** A link as written in a Markdown file. */
interface Link {
	file: string;
	line: number;
	target: string;
}

/** README.md and every .md under docs/, as paths relative to the repository. */
function markdownFiles(): string[] {
	const files = [ 'README.md' ];
	const walk = ( dir: string ): void => {
		const full = path.join( ROOT, dir );
		if ( ! existsSync( full ) ) {
			return;
		}
		for ( const name of readdirSync( full ).sort() ) {
			const rel = path.join( dir, name );
			if ( statSync( path.join( ROOT, rel ) ).isDirectory() ) {
				walk( rel );
			} else if ( name.endsWith( '.md' ) ) {
				files.push( rel );
			}
		}
	};
	walk( 'docs' );
	return files;
}

/**
 * The file's lines with fenced code blocks blanked (their text is neither link nor heading).
 *
 * @param text The file's text.
 */
function proseLines( text: string ): string[] {
	let fenced = false;
	return text.split( '\n' ).map( ( line ) => {
		if ( /^\s*(```|~~~)/.test( line ) ) {
			fenced = ! fenced;
			return '';
		}
		return fenced ? '' : line;
	} );
}

/**
 * GitHub's anchor for a heading: lower case, punctuation dropped (not - or _), spaces to hyphens.
 *
 * @param heading The heading's text, as written after its hashes.
 */
function slug( heading: string ): string {
	return heading
		.replace( /!?\[([^\]]*)\]\([^)]*\)/g, '$1' )
		.replace( /<[^>]+>/g, '' )
		.replace( /[`*]/g, '' )
		.trim()
		.toLowerCase()
		.replace( /[^\p{L}\p{M}\p{N}\s_-]/gu, '' )
		.replace( /\s/g, '-' );
}

/**
 * Every anchor the file's headings produce, repeats numbered as GitHub numbers them.
 *
 * @param file Path of a Markdown file, relative to the repository.
 */
function anchors( file: string ): Set< string > {
	const seen = new Map< string, number >();
	const result = new Set< string >();
	for ( const line of proseLines(
		readFileSync( path.join( ROOT, file ), 'utf8' )
	) ) {
		const match = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec( line );
		if ( ! match ) {
			continue;
		}
		const base = slug( match[ 1 ] );
		const count = seen.get( base ) ?? 0;
		seen.set( base, count + 1 );
		result.add( count === 0 ? base : `${ base }-${ count }` );
	}
	return result;
}

/**
 * The inline links and images of a file, outside code blocks and code spans.
 *
 * @param file Path of a Markdown file, relative to the repository.
 */
function links( file: string ): Link[] {
	const found: Link[] = [];
	const lines = proseLines( readFileSync( path.join( ROOT, file ), 'utf8' ) );
	lines.forEach( ( raw, index ) => {
		const line = raw.replace( /`[^`]*`/g, '' );
		for ( const match of line.matchAll(
			/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g
		) ) {
			found.push( { file, line: index + 1, target: match[ 1 ] } );
		}
	} );
	return found;
}

/**
 * Why a link is broken, or null when it is fine or not ours to check.
 *
 * @param link The link and where it was written.
 */
function problem( link: Link ): string | null {
	const { target } = link;
	if ( /^[a-z][a-z0-9+.-]*:/i.test( target ) || target.startsWith( '//' ) ) {
		return null;
	}
	const hash = target.indexOf( '#' );
	const filePart = decodeURIComponent(
		hash === -1 ? target : target.slice( 0, hash )
	);
	const anchor =
		hash === -1 ? null : decodeURIComponent( target.slice( hash + 1 ) );
	const resolved = filePart
		? path.resolve( ROOT, path.dirname( link.file ), filePart )
		: path.join( ROOT, link.file );
	const relative = path.relative( ROOT, resolved );
	if ( relative.startsWith( '..' ) || path.isAbsolute( relative ) ) {
		return null;
	}
	if ( ! existsSync( resolved ) ) {
		return `${ relative } does not exist`;
	}
	if ( anchor === null || anchor === '' ) {
		return null;
	}
	if ( ! relative.endsWith( '.md' ) ) {
		return `#${ anchor } points into ${ relative }, which has no headings`;
	}
	return anchors( relative ).has( anchor )
		? null
		: `no heading of ${ relative } makes #${ anchor }`;
}

describe( 'README and docs/', () => {
	it( 'slugs headings as GitHub does', () => {
		expect(
			slug( 'Moving members to another site: 工具 › 导出会员' )
		).toBe( 'moving-members-to-another-site-工具--导出会员' );
		expect(
			slug( 'The nginx purge door (`bin/templates/nginx.conf`)' )
		).toBe( 'the-nginx-purge-door-bintemplatesnginxconf' );
		expect( slug( 'Snake_case and CJK 点赞' ) ).toBe(
			'snake_case-and-cjk-点赞'
		);
	} );

	it( `keeps README.md at ${ README_MAX_LINES } lines or fewer`, () => {
		const text = readFileSync( path.join( ROOT, 'README.md' ), 'utf8' );
		const lines = text.endsWith( '\n' )
			? text.split( '\n' ).length - 1
			: text.split( '\n' ).length;
		expect( lines ).toBeLessThanOrEqual( README_MAX_LINES );
	} );

	it( 'has a docs/ folder with pages', () => {
		expect( markdownFiles().length ).toBeGreaterThan( 1 );
	} );

	it( 'links only to files and headings that exist', () => {
		const broken = markdownFiles()
			.flatMap( links )
			.map( ( link ) => {
				const why = problem( link );
				return why
					? `${ link.file }:${ link.line } (${ link.target }): ${ why }`
					: null;
			} )
			.filter( ( line ): line is string => line !== null );
		expect( broken ).toEqual( [] );
	} );
} );
