/**
 * The reliability run's command line (bin/cluster/reliability.mjs): the repository's root, the cluster's
 * ports shifted by MVC_CLUSTER_PORT_OFFSET, the options, and --help (which prints and exits).
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { DEFAULT_FAULTS } from './faults.mjs';

export const ROOT = resolve(
	dirname( fileURLToPath( import.meta.url ) ),
	'../../..'
);

/**
 * A cluster port, shifted by MVC_CLUSTER_PORT_OFFSET (a second cluster in another worktree).
 *
 * @param {number} n The port without the offset.
 */
export const port = ( n ) =>
	n + Number( process.env.MVC_CLUSTER_PORT_OFFSET ?? 0 );

export const { values: opt } = parseArgs( {
	options: {
		base: { type: 'string', default: `http://localhost:${ port( 8890 ) }` },
		mail: { type: 'string', default: `http://localhost:${ port( 1082 ) }` },
		'phase-seconds': { type: 'string', default: '15' },
		concurrency: { type: 'string', default: '8' },
		learners: { type: 'string', default: '3' },
		'fresh-ms': { type: 'string', default: '2000' },
		'nginx-doors': { type: 'string' },
		'edit-doors': {
			type: 'string',
			default: `http://127.0.0.1:${ port( 8891 ) },http://127.0.0.1:${ port( 8892 ) }`,
		},
		editor: { type: 'string', default: 'admin:password' },
		registrations: { type: 'string' },
		'timeout-ms': { type: 'string', default: '10000' },
		'max-seconds': { type: 'string', default: '560' },
		doors: { type: 'string' },
		prefix: { type: 'string', default: 'wp_' },
		dry: { type: 'boolean', default: false },
		'no-kill': { type: 'boolean', default: false },
		faults: { type: 'string' },
		'fault-seconds': { type: 'string', default: '12' },
		'freeze-seconds': { type: 'string', default: '20' },
		'after-seconds': { type: 'string', default: '6' },
		bootstrap: {
			type: 'string',
			default: 'MVC_SKIP_INSTALL=1 bash bin/cluster/start.sh',
		},
		help: { type: 'boolean', default: false },
	},
} );

if ( opt.help ) {
	process.stdout.write(
		'node bin/cluster/reliability.mjs [--faults ' +
			DEFAULT_FAULTS.join( ',' ) +
			'] [--no-kill] [--fault-seconds N] [--freeze-seconds N] [--after-seconds N] [--bootstrap CMD] [--base URL] [--mail URL] [--phase-seconds N] [--concurrency N] [--learners N] [--registrations N] [--timeout-ms N] [--max-seconds N] [--fresh-ms N] [--nginx-doors URL,URL] [--edit-doors URL,URL] [--editor LOGIN:PASSWORD] [--doors URL,URL] [--dry]\n(MVC_CLUSTER_PORT_OFFSET shifts the default ports)\n'
	);
	process.exit( 0 );
}
