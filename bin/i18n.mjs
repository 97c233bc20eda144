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
 *
 * This file runs steps 1 to 4 for each domain; the domains, folders and script handles are in
 * bin/i18n/projects.mjs, the extraction (step 1's make-pot run, headers, block.json strings) in
 * bin/i18n/extract.mjs.
 */
import fs from 'node:fs';
import path from 'node:path';
import gettextParser from 'gettext-parser';

import { compile as compileCoreStrings } from './i18n-core.mjs';
import { extract, headerStrings } from './i18n/extract.mjs';
import {
	PROJECTS,
	ROOT,
	SCRIPT_REFERENCE,
	SOURCES,
	fail,
	pkg,
	scriptHandles,
} from './i18n/projects.mjs';
import {
	LOCALE,
	PLURAL_FORMS,
	entries,
	references,
	isTranslated,
	write,
} from './lib/gettext.mjs';

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
