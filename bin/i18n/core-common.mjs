/**
 * What the parts of bin/i18n-core.mjs share: the folders of the core strings' catalogues and of
 * their compiled files, the files' base name, and how the command fails.
 */
/* eslint-disable no-console -- a command-line script reports on the console. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { LOCALE } from '../lib/gettext.mjs';

export const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..',
	'..'
);
export const SOURCES = path.join( ROOT, 'languages', 'core' );
export const OUTPUT = path.join( ROOT, 'plugin', 'languages', 'core' );
export const BASE = `default-${ LOCALE }`;

export function fail( message ) {
	console.error( `i18n-core: ${ message }` );
	process.exit( 1 );
}
