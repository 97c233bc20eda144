#!/usr/bin/env node
/* eslint-disable no-console -- a command-line script reports on the console. */
/**
 * The project's own zh_CN catalogue of WordPress core's strings (the offline fallback of the
 * language pack: Debian's wordpress-l10n dates from WordPress 4.5 and has no script translations).
 *
 * Sources: languages/core/<area>-zh_CN.po (admin, editor, ...), one entry per core string with its
 * msgid (and msgctxt, msgid_plural) exactly as core writes it and the core files that use it as
 * references. Compiled (by `npm run build`, through bin/i18n.mjs, or `node bin/i18n-core.mjs`) into
 * plugin/languages/core/ (not in git), which Mvc\Core\CoreTranslations loads for the text domain
 * `default`:
 *
 *   default-zh_CN.mo, default-zh_CN.l10n.php   the entries used in PHP files (wp-admin screens,
 *                                               labels, the admin bar, the media views' strings);
 *   default-zh_CN-<handle>.json                 Jed data of the entries used in each core script
 *                                               (wp-editor, wp-block-editor, common, ...).
 *
 * Adding strings (needs a WordPress copy, .local/cache/wordpress-core by default, MVC_WP_DIR
 * otherwise):
 *
 *   node bin/i18n-core.mjs find "Save draft"          which core strings read like this, where used
 *   node bin/i18n-core.mjs add editor strings.json    adds/sets entries of languages/core/editor-zh_CN.po
 *                                                     from {"msgid": "中文", "ctx\u0004msgid": "中文",
 *                                                     "singular\u0000plural": ["中文"]}
 *
 * This file holds the commands; `compile` is in bin/i18n/core-compile.mjs, the reading of core's strings
 * in bin/i18n/core-strings.mjs, the folders they share in bin/i18n/core-common.mjs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import gettextParser from 'gettext-parser';

import { LOCALE, PLURAL_FORMS, entries, write } from './lib/gettext.mjs';
import { ROOT, SOURCES, fail } from './i18n/core-common.mjs';
import { compile } from './i18n/core-compile.mjs';
import { coreStrings } from './i18n/core-strings.mjs';

// bin/i18n.mjs compiles through this file; the parts live in bin/i18n/ (core-compile.mjs, core-strings.mjs).
export { compile, coreStrings };

/**
 * `find <text>`: core strings equal to the text, or matching it with placeholders.
 *
 * @param {string} text What the screen shows.
 */
function find( text ) {
	const strings = coreStrings();
	for ( const [ key, entry ] of strings ) {
		const forms = [ entry.msgid, entry.msgid_plural ].filter( Boolean );
		const matches = forms.some( ( form ) => {
			if ( form === text ) {
				return true;
			}
			if ( ! /%/.test( form ) ) {
				return false;
			}
			const pattern = form
				.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' )
				.replace( /%(\d\\\$)?[sd]/g, '.+?' );
			return new RegExp( `^${ pattern }$` ).test( text );
		} );
		if ( matches ) {
			console.log(
				JSON.stringify( key ),
				entry.msgid_plural
					? `(plural ${ JSON.stringify( entry.msgid_plural ) })`
					: '',
				[ ...entry.files ].slice( 0, 6 ).join( ' ' )
			);
		}
	}
}

/**
 * `add <area> <json>`: sets entries of languages/core/<area>-zh_CN.po.
 *
 * @param {string} area     The catalogue (admin, editor, ...).
 * @param {string} jsonFile {key: translation}.
 */
function add( area, jsonFile ) {
	const wanted = JSON.parse( fs.readFileSync( jsonFile, 'utf8' ) );
	const strings = coreStrings();
	const file = path.join( SOURCES, `${ area }-${ LOCALE }.po` );
	const po = fs.existsSync( file )
		? gettextParser.po.parse( fs.readFileSync( file ) )
		: {
				charset: 'utf-8',
				headers: {},
				translations: { '': { '': { msgid: '', msgstr: [ '' ] } } },
			};
	po.headers = {
		'Project-Id-Version': `mvc core strings: ${ area }`,
		'MIME-Version': '1.0',
		'Content-Type': 'text/plain; charset=UTF-8',
		'Content-Transfer-Encoding': '8bit',
		Language: LOCALE,
		'Plural-Forms': PLURAL_FORMS,
		'X-Domain': 'default',
	};
	const missing = [];
	let set = 0;
	for ( const [ rawKey, value ] of Object.entries( wanted ) ) {
		const key = rawKey.split( '\u0000' )[ 0 ];
		const entry = strings.get( key );
		if ( ! entry ) {
			missing.push( rawKey );
			continue;
		}
		const context = entry.msgctxt ?? '';
		po.translations[ context ] ??= {};
		po.translations[ context ][ entry.msgid ] = {
			...( context ? { msgctxt: context } : {} ),
			msgid: entry.msgid,
			...( entry.msgid_plural
				? { msgid_plural: entry.msgid_plural }
				: {} ),
			msgstr: Array.isArray( value ) ? value : [ value ],
			comments: { reference: [ ...entry.files ].sort().join( '\n' ) },
		};
		set++;
	}
	write(
		file,
		gettextParser.po.compile( po, { foldLength: 0, sort: true } )
	);
	console.log(
		`i18n-core: ${ set } set in ${ path.relative( ROOT, file ) }; ${
			missing.length
		} not core strings: ${ missing.join( ' | ' ) }`
	);
}

/**
 * `refresh`: the references of every entry again from the WordPress copy (after a core update);
 * says which entries core no longer has.
 */
function refresh() {
	const strings = coreStrings();
	for ( const name of fs
		.readdirSync( SOURCES )
		.filter( ( f ) => f.endsWith( '.po' ) ) ) {
		const file = path.join( SOURCES, name );
		const po = gettextParser.po.parse( fs.readFileSync( file ) );
		for ( const { context, msgid, entry } of entries( po ) ) {
			const known = strings.get(
				context ? `${ context }\u0004${ msgid }` : msgid
			);
			if ( ! known ) {
				console.log( `${ name }: no longer in core: ${ msgid }` );
				continue;
			}
			entry.comments = {
				...entry.comments,
				reference: [ ...known.files ].sort().join( '\n' ),
			};
		}
		write(
			file,
			gettextParser.po.compile( po, { foldLength: 0, sort: true } )
		);
	}
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const [ command = 'compile', ...args ] = process.argv.slice( 2 );
	if ( command === 'compile' ) {
		compile();
	} else if ( command === 'find' && args[ 0 ] ) {
		find( args[ 0 ] );
	} else if ( command === 'add' && args.length === 2 ) {
		add( args[ 0 ], args[ 1 ] );
	} else if ( command === 'refresh' ) {
		refresh();
	} else {
		fail(
			'usage: i18n-core.mjs [compile | find <text> | add <area> <json> | refresh]'
		);
	}
}
