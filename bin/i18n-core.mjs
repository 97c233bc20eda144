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
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import gettextParser from 'gettext-parser';

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
const SOURCES = path.join( ROOT, 'languages', 'core' );
const OUTPUT = path.join( ROOT, 'plugin', 'languages', 'core' );
const BASE = `default-${ LOCALE }`;

/**
 * Core scripts whose handle is not their file's name (wp-includes/script-loader.php).
 */
const HANDLES = {
	'wp-admin/js/edit-comments.js': 'admin-comments',
	'wp-admin/js/tags.js': 'admin-tags',
	'wp-admin/js/widgets.js': 'admin-widgets',
	'wp-admin/js/password-strength-meter.js': 'password-strength-meter',
	'wp-admin/js/theme-plugin-editor.js': 'wp-theme-plugin-editor',
	'wp-includes/js/wp-auth-check.js': 'wp-auth-check',
	'wp-includes/js/wp-pointer.js': 'wp-pointer',
	'wp-admin/js/color-picker.js': 'wp-color-picker',
};

/**
 * The script handle of a core file, or null for a PHP file.
 *
 * @param {string} file Path relative to WordPress's root.
 */
function handleOf( file ) {
	if ( ! file.endsWith( '.js' ) ) {
		return null;
	}
	if ( HANDLES[ file ] ) {
		return HANDLES[ file ];
	}
	const dist = file.match( /^wp-includes\/js\/dist\/([\w-]+)\.js$/ );
	if ( dist ) {
		return `wp-${ dist[ 1 ] }`;
	}
	return path.basename( file, '.js' );
}

function fail( message ) {
	console.error( `i18n-core: ${ message }` );
	process.exit( 1 );
}

/**
 * A PHP string literal for the .l10n.php file.
 *
 * @param {string} text Text.
 */
function phpString( text ) {
	return `'${ text.replace( /\\/g, '\\\\' ).replace( /'/g, "\\'" ) }'`;
}

/**
 * Builds plugin/languages/core/ from languages/core/*.po.
 *
 * @return {number} Entries compiled.
 */
export function compile() {
	const files = fs.existsSync( SOURCES )
		? fs
				.readdirSync( SOURCES )
				.filter( ( file ) => file.endsWith( `-${ LOCALE }.po` ) )
				.sort()
		: [];
	const php = {};
	const scripts = {};
	const untranslated = [];
	let count = 0;
	for ( const file of files ) {
		const po = gettextParser.po.parse(
			fs.readFileSync( path.join( SOURCES, file ) )
		);
		for ( const { context, msgid, entry } of entries( po ) ) {
			if ( ! isTranslated( entry ) ) {
				untranslated.push( `${ file }: ${ msgid }` );
				continue;
			}
			count++;
			const key = context ? `${ context }\u0004${ msgid }` : msgid;
			const refs = references( entry );
			// An entry without references is taken as a PHP string.
			if (
				refs.length === 0 ||
				refs.some( ( ref ) => ! handleOf( ref ) )
			) {
				php[ key ] = entry;
			}
			for ( const handle of new Set(
				refs.map( handleOf ).filter( Boolean )
			) ) {
				scripts[ handle ] ??= {};
				scripts[ handle ][ key ] = entry.msgstr;
			}
		}
	}
	const headers = {
		'Project-Id-Version': 'mvc core-strings',
		'MIME-Version': '1.0',
		'Content-Type': 'text/plain; charset=UTF-8',
		'Content-Transfer-Encoding': '8bit',
		Language: LOCALE,
		'Plural-Forms': PLURAL_FORMS,
		'X-Domain': 'default',
	};
	const mo = {
		charset: 'utf-8',
		headers,
		translations: { '': { '': { msgid: '', msgstr: [ '' ] } } },
	};
	const lines = [];
	for ( const key of Object.keys( php ).sort() ) {
		const entry = php[ key ];
		const context = entry.msgctxt ?? '';
		mo.translations[ context ] ??= {};
		mo.translations[ context ][ entry.msgid ] = entry;
		lines.push(
			`\t\t${ phpString( key ) } => ${ phpString(
				entry.msgstr.join( '\u0000' )
			) },`
		);
	}
	write(
		path.join( OUTPUT, `${ BASE }.mo` ),
		gettextParser.mo.compile( mo )
	);
	// WordPress 6.5+ reads this one instead of the .mo when it is beside it (faster, opcached).
	write(
		path.join( OUTPUT, `${ BASE }.l10n.php` ),
		[
			'<?php',
			'// Generated by bin/i18n-core.mjs from languages/core/*.po: do not edit.',
			'return array(',
			`\t'domain' => 'default',`,
			`\t'language' => '${ LOCALE }',`,
			`\t'plural-forms' => '${ PLURAL_FORMS }',`,
			`\t'messages' => array(`,
			...lines,
			'\t),',
			');',
			'',
		].join( '\n' )
	);
	const handles = Object.keys( scripts ).sort();
	for ( const file of fs.readdirSync( OUTPUT ) ) {
		const match = file.match( new RegExp( `^${ BASE }-(.+)\\.json$` ) );
		if ( match && ! scripts[ match[ 1 ] ] ) {
			fs.rmSync( path.join( OUTPUT, file ) );
		}
	}
	for ( const handle of handles ) {
		const messages = {
			'': {
				domain: 'messages',
				lang: LOCALE,
				'plural-forms': PLURAL_FORMS,
			},
		};
		for ( const key of Object.keys( scripts[ handle ] ).sort() ) {
			messages[ key ] = scripts[ handle ][ key ];
		}
		write(
			path.join( OUTPUT, `${ BASE }-${ handle }.json` ),
			JSON.stringify( {
				'translation-revision-date': '',
				generator: 'mvc bin/i18n-core.mjs',
				domain: 'messages',
				locale_data: { messages },
			} )
		);
	}
	console.log(
		`i18n-core: ${ count } core strings from ${ files.length } catalogues in languages/core/: ` +
			`${ Object.keys( php ).length } for PHP, ${ handles.length } script JSON files in plugin/languages/core/`
	);
	if ( untranslated.length ) {
		fail(
			`${ untranslated.length } entries have no translation:\n  ${ untranslated.join(
				'\n  '
			) }`
		);
	}
	return count;
}

/* ------------------------------------------------------------------------------------------------
 * Reading core's strings (for `find` and `add`).
 */

const FUNCTIONS = {
	// name: [ kinds of the literal arguments, in order ]
	__: [ 'msgid' ],
	_e: [ 'msgid' ],
	esc_html__: [ 'msgid' ],
	esc_html_e: [ 'msgid' ],
	esc_attr__: [ 'msgid' ],
	esc_attr_e: [ 'msgid' ],
	_x: [ 'msgid', 'msgctxt' ],
	_ex: [ 'msgid', 'msgctxt' ],
	esc_html_x: [ 'msgid', 'msgctxt' ],
	esc_attr_x: [ 'msgid', 'msgctxt' ],
	_n: [ 'msgid', 'msgid_plural' ],
	_n_noop: [ 'msgid', 'msgid_plural' ],
	_nx: [ 'msgid', 'msgid_plural', null, 'msgctxt' ],
	_nx_noop: [ 'msgid', 'msgid_plural', 'msgctxt' ],
};
const CALL = new RegExp(
	`(?:^|[^\\w$>:])(${ Object.keys( FUNCTIONS ).join( '|' ) })\\)?\\s*\\(`,
	'g'
);

/**
 * Reads a string literal at a position ('…', "…" or `…` without substitutions).
 *
 * @param {string}  source Source.
 * @param {number}  at     Position of the quote.
 * @param {boolean} isPhp  Whether PHP's single-quote rules apply.
 * @return {[string, number]|null} Value and the position after it.
 */
function literal( source, at, isPhp ) {
	const quote = source[ at ];
	if ( ! [ "'", '"', '`' ].includes( quote ) ) {
		return null;
	}
	let value = '';
	for ( let i = at + 1; i < source.length; i++ ) {
		const char = source[ i ];
		if ( char === quote ) {
			return [ value, i + 1 ];
		}
		if ( char === '\\' ) {
			const next = source[ i + 1 ];
			i++;
			if ( isPhp && quote === "'" ) {
				value += next === "'" || next === '\\' ? next : `\\${ next }`;
			} else if ( next === 'n' ) {
				value += '\n';
			} else if ( next === 't' ) {
				value += '\t';
			} else if ( next === 'u' ) {
				value += String.fromCharCode(
					parseInt( source.slice( i + 1, i + 5 ), 16 )
				);
				i += 4;
			} else {
				value += next;
			}
			continue;
		}
		if ( quote === '`' && char === '$' && source[ i + 1 ] === '{' ) {
			return null;
		}
		value += char;
	}
	return null;
}

/**
 * The gettext calls of a file: literal arguments only.
 *
 * @param {string}  source Source.
 * @param {boolean} isPhp  Whether it is PHP.
 */
function* calls( source, isPhp ) {
	for ( const match of source.matchAll( CALL ) ) {
		const kinds = FUNCTIONS[ match[ 1 ] ];
		let at = match.index + match[ 0 ].length;
		const found = {};
		for ( let k = 0; k < kinds.length; k++ ) {
			while ( /\s/.test( source[ at ] ) ) {
				at++;
			}
			if ( kinds[ k ] === null ) {
				// A number argument of _nx(): skip to the next comma at this depth.
				let depth = 0;
				while ( at < source.length ) {
					const char = source[ at ];
					if ( '([{'.includes( char ) ) {
						depth++;
					} else if ( ')]}'.includes( char ) ) {
						depth--;
					} else if ( char === ',' && depth === 0 ) {
						break;
					}
					at++;
				}
				at++;
				continue;
			}
			const value = literal( source, at, isPhp );
			if ( ! value ) {
				break;
			}
			found[ kinds[ k ] ] = value[ 0 ];
			at = value[ 1 ];
			while ( /\s/.test( source[ at ] ) ) {
				at++;
			}
			if ( k < kinds.length - 1 ) {
				if ( source[ at ] !== ',' ) {
					break;
				}
				at++;
			}
		}
		if ( found.msgid !== undefined && found.msgid !== '' ) {
			yield found;
		}
	}
}

function* walk( dir, base ) {
	for ( const entry of fs.readdirSync( dir, { withFileTypes: true } ) ) {
		const full = path.join( dir, entry.name );
		if ( entry.isDirectory() ) {
			if (
				! [
					'vendor',
					'tinymce',
					'ID3',
					'SimplePie',
					'sodium_compat',
					'Requests',
					'PHPMailer',
					'codemirror',
				].includes( entry.name )
			) {
				yield* walk( full, base );
			}
		} else if (
			/\.(php|js)$/.test( entry.name ) &&
			! entry.name.endsWith( '.min.js' )
		) {
			yield path.relative( base, full );
		}
	}
}

/**
 * Every string of a WordPress copy: key (context \u0004 msgid) => entry with its files.
 */
export function coreStrings() {
	const wp =
		process.env.MVC_WP_DIR ??
		path.join( ROOT, '.local', 'cache', 'wordpress-core' );
	if ( ! fs.existsSync( path.join( wp, 'wp-includes', 'version.php' ) ) ) {
		fail( `no WordPress copy in ${ wp } (set MVC_WP_DIR)` );
	}
	const strings = new Map();
	const files = [
		// The root's screens (wp-login.php, ...), then wp-admin and wp-includes.
		...fs.readdirSync( wp ).filter( ( name ) => name.endsWith( '.php' ) ),
		...walk( path.join( wp, 'wp-admin' ), wp ),
		...walk( path.join( wp, 'wp-includes' ), wp ),
	];
	{
		for ( const file of files ) {
			const source = fs.readFileSync( path.join( wp, file ), 'utf8' );
			for ( const call of calls( source, file.endsWith( '.php' ) ) ) {
				const key = call.msgctxt
					? `${ call.msgctxt }\u0004${ call.msgid }`
					: call.msgid;
				const known = strings.get( key ) ?? {
					...call,
					files: new Set(),
				};
				known.msgid_plural ??= call.msgid_plural;
				known.files.add( file );
				strings.set( key, known );
			}
		}
	}
	return strings;
}

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
