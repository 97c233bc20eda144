/**
 * What the translation builds share (bin/i18n.mjs for the project's own strings, bin/i18n-core.mjs
 * for the core strings of wp-admin): the locale, and small helpers over catalogues parsed by
 * gettext-parser.
 */
import fs from 'node:fs';
import path from 'node:path';

export const LOCALE = 'zh_CN';
export const PLURAL_FORMS = 'nplurals=1; plural=0;';

/**
 * Every entry of a parsed catalogue, without the header entry.
 *
 * @param {Object} catalogue Parsed .po or .pot.
 */
export function* entries( catalogue ) {
	for ( const [ context, messages ] of Object.entries(
		catalogue.translations
	) ) {
		for ( const [ msgid, entry ] of Object.entries( messages ) ) {
			if ( msgid !== '' ) {
				yield { context, msgid, entry };
			}
		}
	}
}

/**
 * The source references of an entry ("file:line").
 *
 * @param {Object} entry A catalogue entry.
 * @return {string[]} References.
 */
export function references( entry ) {
	return ( entry.comments?.reference ?? '' ).split( /\s+/ ).filter( Boolean );
}

/**
 * Whether every form of the entry has a translation.
 *
 * @param {Object} entry A catalogue entry.
 */
export function isTranslated( entry ) {
	return (
		entry.msgstr.length > 0 && entry.msgstr.every( ( text ) => text !== '' )
	);
}

/**
 * Writes a file only when its content changed (keeps the tree clean between builds).
 *
 * @param {string}        file    Path.
 * @param {string|Buffer} content Content.
 */
export function write( file, content ) {
	fs.mkdirSync( path.dirname( file ), { recursive: true } );
	if (
		fs.existsSync( file ) &&
		fs.readFileSync( file ).equals( Buffer.from( content ) )
	) {
		return;
	}
	fs.writeFileSync( file, content );
}
