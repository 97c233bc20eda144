#!/usr/bin/env node
/* eslint-disable no-console -- a command-line script reports on the console. */
/**
 * The translation pipeline (run by `npm run build` after webpack, and `npm run i18n`), once for each
 * of the two text domains:
 *
 *   theme   `mvc`       theme/ (PHP, style.css headers) and src/ (TS, TSX)
 *   plugin  `mvc-core`  plugin/ (PHP, plugin headers) and blocks/ (block.json, TS, TSX, render.php)
 *
 * 1. languages/<domain>.pot   every string of the domain's sources, extracted by @wp-blocks/make-pot;
 * 2. languages/<domain>-zh_CN.po
 *                             merged with the .pot: translations kept, new strings added empty,
 *                             obsolete ones dropped;
 * 3. the .mo WordPress loads: theme/languages/zh_CN.mo (load_theme_textdomain) and
 *                             plugin/languages/mvc-core-zh_CN.mo;
 * 4. <domain>-zh_CN-<handle>.json beside it
 *                             Jed 1.x data of the strings used in scripts, one file per script
 *                             handle that calls wp_set_script_translations() (runtime core and every
 *                             island for the theme, every block's editor script for the plugin).
 *
 * Fails (exit 1) when a string used in a script has no zh_CN translation: untranslated UI must not
 * ship. PHP strings without a translation only get a warning.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import gettextParser from 'gettext-parser';

import { compile as compileCoreStrings } from './i18n-core.mjs';
import {
	LOCALE,
	PLURAL_FORMS,
	entries,
	references,
	isTranslated,
	write,
} from './lib/gettext.mjs';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const SOURCES = path.join( ROOT, 'languages' );

/**
 * The two domains: what make-pot scans, where the compiled files go, the headers of the file
 * WordPress reads its name from, and whether the blocks' strings belong here.
 */
const PROJECTS = [
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
const SCRIPT_REFERENCE = /\.(?:[cm]?js|jsx|ts|tsx)(?::\d+)?$/;

const pkg = JSON.parse(
	fs.readFileSync( path.join( ROOT, 'package.json' ), 'utf8' )
);

function fail( message ) {
	console.error( `i18n: ${ message }` );
	process.exit( 1 );
}

/**
 * Sub-folders of a folder of the repository.
 *
 * @param {string} dir Folder, relative to the repository.
 * @return {string[]} Names.
 */
function folders( dir ) {
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
function scriptHandles( project ) {
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

/**
 * Runs make-pot into a temporary folder and returns the parsed .pot.
 *
 * @param {Object} project         One of PROJECTS.
 * @param {string} project.domain  Text domain.
 * @param {string} project.include Globs make-pot scans.
 * @param {string} project.exclude Globs it leaves out.
 */
function extract( { domain, include, exclude } ) {
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
function headerStrings( catalogue, project ) {
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

/**
 * Steps 1 to 4 for one project.
 *
 * @param {Object} project One of PROJECTS.
 * @return {string[]} Script strings without a translation.
 */
function run( project ) {
	const { domain, output } = project;
	const potFile = path.join( SOURCES, `${ domain }.pot` );
	const poFile = path.join( SOURCES, `${ domain }-${ LOCALE }.po` );
	// 1. The template, with stable headers (no creation date: the file changes only with its strings).
	const pot = headerStrings( extract( project ), project );
	pot.charset = 'utf-8';
	pot.headers = {
		'Project-Id-Version': `${ domain } ${ pkg.version }`,
		'MIME-Version': '1.0',
		'Content-Type': 'text/plain; charset=UTF-8',
		'Content-Transfer-Encoding': '8bit',
		'X-Domain': domain,
	};
	for ( const { entry } of entries( pot ) ) {
		// References are files without line numbers, sorted: the .pot and .po change only when strings
		// move between files, not with every edit above a string.
		if ( entry.comments?.reference ) {
			entry.comments.reference = [
				...new Set(
					references( entry ).map( ( reference ) =>
						reference.replace( /:\d+$/, '' )
					)
				),
			]
				.sort()
				.join( '\n' );
		}
	}
	write(
		potFile,
		gettextParser.po.compile( pot, { foldLength: 0, sort: true } )
	);

	// 2. Merge into zh_CN.po.
	const previous = fs.existsSync( poFile )
		? gettextParser.po.parse( fs.readFileSync( poFile ) )
		: { translations: {} };
	const po = {
		charset: 'utf-8',
		headers: {
			'Project-Id-Version': `${ domain } ${ pkg.version }`,
			'MIME-Version': '1.0',
			'Content-Type': 'text/plain; charset=UTF-8',
			'Content-Transfer-Encoding': '8bit',
			Language: LOCALE,
			'Plural-Forms': PLURAL_FORMS,
			'X-Domain': domain,
		},
		translations: { '': { '': { msgid: '', msgstr: [ '' ] } } },
	};
	let obsolete = 0;
	for ( const { context, msgid, entry } of entries( pot ) ) {
		const old = previous.translations[ context ]?.[ msgid ];
		const msgstr = old && isTranslated( old ) ? old.msgstr : [ '' ];
		po.translations[ context ] ??= {};
		po.translations[ context ][ msgid ] = {
			...entry,
			msgstr,
			comments: {
				...entry.comments,
				...( old?.comments?.translator
					? { translator: old.comments.translator }
					: {} ),
			},
		};
	}
	for ( const { context, msgid } of entries( previous ) ) {
		if ( ! pot.translations[ context ]?.[ msgid ] ) {
			obsolete++;
		}
	}
	write(
		poFile,
		gettextParser.po.compile( po, { foldLength: 0, sort: true } )
	);

	// 3. The .mo the theme loads (translated entries only).
	const translated = {
		charset: 'utf-8',
		headers: po.headers,
		translations: { '': { '': { msgid: '', msgstr: [ '' ] } } },
	};
	const missingScript = [];
	const missingPhp = [];
	/** Translated script strings: Jed key, translation, source files. */
	const scriptStrings = [];
	for ( const { context, msgid, entry } of entries( po ) ) {
		const inScript = references( entry ).some( ( reference ) =>
			SCRIPT_REFERENCE.test( reference )
		);
		if ( ! isTranslated( entry ) ) {
			( inScript ? missingScript : missingPhp ).push(
				context ? `${ context } | ${ msgid }` : msgid
			);
			continue;
		}
		translated.translations[ context ] ??= {};
		translated.translations[ context ][ msgid ] = entry;
		if ( inScript ) {
			scriptStrings.push( {
				key: context ? `${ context }\u0004${ msgid }` : msgid,
				msgstr: entry.msgstr,
				files: references( entry ).map( ( reference ) =>
					reference.replace( /:\d+$/, '' )
				),
			} );
		}
	}
	write(
		path.join( output, project.mo ),
		gettextParser.mo.compile( translated )
	);

	// 4. Jed 1.x JSON per script handle: the strings of the files bundled into it.
	const handles = scriptHandles( project );
	for ( const file of fs.existsSync( output )
		? fs.readdirSync( output )
		: [] ) {
		const match = file.match(
			new RegExp( `^${ domain }-${ LOCALE }-(.+)\\.json$` )
		);
		if (
			match &&
			! handles.some( ( { handle } ) => handle === match[ 1 ] )
		) {
			fs.rmSync( path.join( output, file ) );
		}
	}
	for ( const { handle, files } of handles ) {
		const localeData = {
			'': {
				domain: 'messages',
				lang: LOCALE,
				'plural-forms': PLURAL_FORMS,
			},
		};
		for ( const { key, msgstr, files: sources } of scriptStrings ) {
			if (
				! files ||
				sources.some( ( source ) => files.has( source ) )
			) {
				localeData[ key ] = msgstr;
			}
		}
		write(
			path.join( output, `${ domain }-${ LOCALE }-${ handle }.json` ),
			JSON.stringify( {
				'translation-revision-date': '',
				generator: 'mvc bin/i18n.mjs',
				domain: 'messages',
				locale_data: { messages: localeData },
			} )
		);
	}

	const total = [ ...entries( po ) ].length;
	console.log(
		`i18n: ${ domain }: ${ total } strings, ${ scriptStrings.length } translated in scripts, ` +
			`${ obsolete } obsolete dropped; ${ handles.length } script JSON files in ${ path.relative( ROOT, output ) }/`
	);
	const catalogue = path.relative( ROOT, poFile );
	if ( missingPhp.length ) {
		console.warn(
			`i18n: warning: ${ missingPhp.length } PHP strings have no ${ LOCALE } translation in ${ catalogue }:\n  ` +
				missingPhp.join( '\n  ' )
		);
	}
	return missingScript.map( ( text ) => `${ text }   (in ${ catalogue })` );
}

const missing = PROJECTS.flatMap( run );
// WordPress core's strings of the operators' screens (languages/core/, see bin/i18n-core.mjs).
compileCoreStrings();
if ( missing.length ) {
	fail(
		`${ missing.length } strings used in scripts have no ${ LOCALE } translation:\n  ` +
			missing.join( '\n  ' )
	);
}
