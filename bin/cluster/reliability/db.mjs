/**
 * Read-only SQL against each database node through its unix socket, as root (the cluster's admin
 * access for scripts): `mariadb --no-defaults -S <socket> -u root <database> -N -B -e <sql>`.
 */
import { execFile } from 'node:child_process';

/**
 * Rows of a query: arrays of strings (NULL as null).
 *
 * @param {{name: string, socket: string, database: string}} node The node.
 * @param {string}                                           sql  The query.
 * @return {Promise<(string|null)[][]>} The rows.
 */
export function query( node, sql ) {
	return new Promise( ( resolve, reject ) => {
		execFile(
			'mariadb',
			[
				'--no-defaults',
				'-S',
				node.socket,
				'-u',
				'root',
				node.database,
				'-N',
				'-B',
				'-e',
				sql,
			],
			{ maxBuffer: 64 * 1024 * 1024, timeout: 60_000 },
			( error, stdout, stderr ) => {
				if ( error ) {
					reject(
						new Error(
							`${ node.name }: ${ ( stderr || error.message ).trim() }`
						)
					);
					return;
				}
				resolve(
					stdout
						.split( '\n' )
						.filter( ( line ) => line !== '' )
						.map( ( line ) =>
							line
								.split( '\t' )
								.map( ( v ) => ( v === 'NULL' ? null : v ) )
						)
				);
			}
		);
	} );
}

/**
 * A string as an SQL literal (the run's own values only: addresses and tokens it made).
 *
 * @param {string} value Value.
 */
export function literal( value ) {
	return `'${ String( value ).replace( /\\/g, '\\\\' ).replace( /'/g, "\\'" ) }'`;
}
