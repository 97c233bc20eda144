/**
 * Reading WordPress core's strings from a WordPress copy (for `find`, `add` and `refresh` of
 * bin/i18n-core.mjs): the gettext calls with literal arguments of its PHP and JavaScript files.
 */
import fs from 'node:fs';
import path from 'node:path';

import { ROOT, fail } from './core-common.mjs';

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
export function literal( source, at, isPhp ) {
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
export function* calls( source, isPhp ) {
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
