/**
 * The two text domains of bin/i18n.mjs (what make-pot scans, where the compiled files go), the
 * repository's folders and version, the script handles that get translations, and how the
 * command fails.
 */
/* eslint-disable no-console -- a command-line script reports on the console. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { LOCALE } from '../lib/gettext.mjs';

export const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..',
	'..'
);
export const SOURCES = path.join( ROOT, 'languages' );

/**
 * The two domains: what make-pot scans, where the compiled files go, the headers of the file
 * WordPress reads its name from, and whether the blocks' strings belong here.
 */
export const PROJECTS = [
	{
		domain: 'mvc',
		include: 'theme/**,src/**',
		exclude: 'theme/build/**,theme/languages/**',
		output: path.join( ROOT, 'theme', 'languages' ),
		mo: `${ LOCALE }.mo`,
		build: path.join( ROOT, 'theme', 'build' ),
		headerFile: 'theme/style.css',
		headers: [ 'Theme Name', 'Description', 'Author' ],
		blocks: false,
	},
	{
		domain: 'mvc-core',
		include: 'plugin/**,blocks/**,editor/**',
		exclude: 'plugin/build/**,plugin/languages/**',
		output: path.join( ROOT, 'plugin', 'languages' ),
		mo: `mvc-core-${ LOCALE }.mo`,
		build: path.join( ROOT, 'plugin', 'build' ),
		headerFile: 'plugin/mvc-core.php',
		headers: [ 'Plugin Name', 'Description', 'Author' ],
		blocks: true,
	},
];
export const SCRIPT_REFERENCE = /\.(?:[cm]?js|jsx|ts|tsx)(?::\d+)?$/;

export const pkg = JSON.parse(
	fs.readFileSync( path.join( ROOT, 'package.json' ), 'utf8' )
);

export function fail( message ) {
	console.error( `i18n: ${ message }` );
	process.exit( 1 );
}

/**
 * Sub-folders of a folder of the repository.
 *
 * @param {string} dir Folder, relative to the repository.
 * @return {string[]} Names.
 */
export function folders( dir ) {
	const absolute = path.join( ROOT, dir );
	return fs.existsSync( absolute )
		? fs
				.readdirSync( absolute, { withFileTypes: true } )
				.filter( ( entry ) => entry.isDirectory() )
				.map( ( entry ) => entry.name )
		: [];
}

/**
 * Script handles of a project that get translations (see theme/inc/Assets and
 * plugin/inc/Blocks), each with the source files bundled into it, from <build>/i18n-sources.json
 * (written by webpack). Without that file (i18n run before any build), every handle gets every
 * script string.
 *
 * @param {Object} project One of PROJECTS.
 */
export function scriptHandles( project ) {
	const manifestFile = path.join( project.build, 'i18n-sources.json' );
	const manifest = fs.existsSync( manifestFile )
		? JSON.parse( fs.readFileSync( manifestFile, 'utf8' ) )
		: null;
	if ( ! manifest ) {
		console.warn(
			`i18n: warning: no ${ path.relative(
				ROOT,
				manifestFile
			) } (run the build first); every script gets every string`
		);
	}
	const handles = [];
	if ( ! project.blocks ) {
		handles.push( [ 'mvc-runtime-core', 'runtime-core' ] );
		for ( const island of folders( 'src/islands' ) ) {
			handles.push( [ `mvc-island-${ island }`, `islands/${ island }` ] );
		}
	}
	for ( const block of project.blocks ? folders( 'blocks' ) : [] ) {
		const file = path.join( ROOT, 'blocks', block, 'block.json' );
		if ( fs.existsSync( file ) ) {
			const { name, editorScript } = JSON.parse(
				fs.readFileSync( file, 'utf8' )
			);
			// The handle block.json names (Mvc\Core\Blocks\Blocks::editor_handle()), or for a file:
			// path the one WordPress makes, generate_block_asset_handle( $name, 'editorScript' ).
			handles.push( [
				typeof editorScript === 'string' &&
				! editorScript.startsWith( 'file:' )
					? editorScript
					: `${ name.replace( '/', '-' ) }-editor-script`,
				`blocks/${ block }/index`,
			] );
		}
	}
	// Editor scripts that are no block: editor/<name>/ is the handle mvc-<name>-editor
	// (Mvc\Core\Admin\JournalEditor::HANDLE for editor/journal-fields/).
	for ( const name of project.blocks ? folders( 'editor' ) : [] ) {
		handles.push( [ `mvc-${ name }-editor`, `editor/${ name }/index` ] );
	}
	return handles.map( ( [ handle, entry ] ) => ( {
		handle,
		files: manifest ? new Set( manifest[ entry ] ?? [] ) : null,
	} ) );
}
