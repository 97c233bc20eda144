/**
 * Step 1 of bin/i18n.mjs: a domain's strings, extracted by @wp-blocks/make-pot, with the headers
 * of the theme or the plugin and the blocks' block.json strings added.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import gettextParser from 'gettext-parser';

import { entries, references } from '../lib/gettext.mjs';
import { ROOT, fail, folders, pkg } from './projects.mjs';

/**
 * Runs make-pot into a temporary folder and returns the parsed .pot.
 *
 * @param {Object} project         One of PROJECTS.
 * @param {string} project.domain  Text domain.
 * @param {string} project.include Globs make-pot scans.
 * @param {string} project.exclude Globs it leaves out.
 */
export function extract( { domain, include, exclude } ) {
	const temporary = fs.mkdtempSync( path.join( ROOT, '.i18n-' ) );
	try {
		const bin = path.join( ROOT, 'node_modules', '.bin', 'make-pot' );
		const result = spawnSync(
			bin,
			[
				'.',
				path.relative( ROOT, temporary ),
				'--slug',
				domain,
				'--domain',
				'generic',
				'--translation-domains',
				domain,
				'--include',
				include,
				'--exclude',
				`${ exclude },node_modules/**,vendor/**`,
				'--charset',
				'utf-8',
				'--location',
				'--skip-audit',
				'--silent',
				'--headers',
				`version:${ pkg.version }`,
				'--headers',
				'author:MVC',
				'--headers',
				'email:i18n@mvc.invalid',
			],
			{ cwd: ROOT, encoding: 'utf8', stdio: [ 'ignore', 'pipe', 'pipe' ] }
		);
		const file = path.join( temporary, `${ domain }.pot` );
		if ( result.status !== 0 || ! fs.existsSync( file ) ) {
			fail(
				`make-pot failed (${ result.status })\n${ result.stdout }\n${ result.stderr }`
			);
		}
		return gettextParser.po.parse( fs.readFileSync( file ) );
	} finally {
		fs.rmSync( temporary, { recursive: true, force: true } );
	}
}

/**
 * The translatable headers of theme/style.css or plugin/mvc-core.php (make-pot looks for them only
 * at the root of the scanned folder, where it finds package.json instead), and for the plugin the
 * blocks' block.json strings.
 *
 * @param {Object} catalogue Parsed .pot.
 * @param {Object} project   One of PROJECTS.
 * @return {Object} The catalogue.
 */
export function headerStrings( catalogue, project ) {
	for ( const { context, msgid, entry } of [ ...entries( catalogue ) ] ) {
		// make-pot's entries from package.json, attributed to a style.css at the root.
		if (
			references( entry ).every(
				( reference ) =>
					! fs.existsSync(
						path.join( ROOT, reference.replace( /:\d+$/, '' ) )
					)
			)
		) {
			delete catalogue.translations[ context ][ msgid ];
		}
	}
	const source = fs.readFileSync(
		path.join( ROOT, project.headerFile ),
		'utf8'
	);
	for ( const header of project.headers ) {
		const value = source
			.match( new RegExp( `^[\\s*]*${ header }:\\s*(.+)$`, 'm' ) )?.[ 1 ]
			?.trim();
		if ( value ) {
			catalogue.translations[ '' ][ value ] = {
				msgid: value,
				msgstr: [ '' ],
				comments: {
					extracted: `${ header } of the ${
						project.blocks ? 'plugin' : 'theme'
					}`,
					reference: project.headerFile,
				},
			};
		}
	}
	// block.json strings, with the contexts WordPress translates them with (block-i18n.json).
	for ( const block of project.blocks ? folders( 'blocks' ) : [] ) {
		const file = path.join( 'blocks', block, 'block.json' );
		if ( ! fs.existsSync( path.join( ROOT, file ) ) ) {
			continue;
		}
		const metadata = JSON.parse(
			fs.readFileSync( path.join( ROOT, file ), 'utf8' )
		);
		const strings = [
			[ 'block title', metadata.title ],
			[ 'block description', metadata.description ],
			...( metadata.keywords ?? [] ).map( ( keyword ) => [
				'block keyword',
				keyword,
			] ),
		];
		for ( const [ context, value ] of strings ) {
			if ( typeof value === 'string' && value !== '' ) {
				catalogue.translations[ context ] ??= {};
				catalogue.translations[ context ][ value ] = {
					msgctxt: context,
					msgid: value,
					msgstr: [ '' ],
					comments: { reference: file },
				};
			}
		}
	}
	return catalogue;
}
