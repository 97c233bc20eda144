/**
 * The nodes the reliability run's faults act on (reliability/faults.mjs): the faults of a default run,
 * the node names, reading `ctl.sh status`, when a node is ready again, and what a fault does.
 */

/** The faults of a default run, in order. */
export const DEFAULT_FAULTS = [
	'db1',
	'db2',
	'db3',
	'freeze-db2',
	'redis',
	'all-db',
	'php1',
	'nginx1',
];

/** Every node name the faults know (ctl.sh's names, CONTRACTS.md). */
export const NODES =
	/^(db[1-3]|php[12]|nginx[12]?|redis|gluster|haproxy|lb|cron|maildev|wechat)$/;

/**
 * Parses `ctl.sh status`: node → { up, pid, fields }.
 *
 * @param {string} out The output.
 * @return {Map<string, {up: boolean, pid: number|null, fields: Record<string, string>}>} The nodes.
 */
export function parseStatus( out ) {
	const nodes = new Map();
	for ( const line of out.split( '\n' ) ) {
		const f = line.trim().split( /\s+/ );
		if ( ! NODES.test( f[ 0 ] ?? '' ) ) {
			continue;
		}
		const fields = {};
		for ( const x of f.slice( 3 ) ) {
			const i = x.indexOf( '=' );
			if ( i > 0 ) {
				fields[ x.slice( 0, i ) ] = x.slice( i + 1 );
			}
		}
		nodes.set( f[ 0 ], {
			up: f[ 1 ] === 'up',
			pid: /^\d+$/.test( f[ 2 ] ?? '' ) ? Number( f[ 2 ] ) : null,
			fields,
		} );
	}
	return nodes;
}

/**
 * Whether a node is ready to serve again: a db node Synced in a primary component of three, a PHP
 * node answering through its door, anything else running.
 *
 * @param {string} node   The node.
 * @param {Map}    status parseStatus().
 */
export function ready( node, status ) {
	const s = status.get( node );
	if ( ! s?.up ) {
		return false;
	}
	if ( /^db/.test( node ) ) {
		return (
			s.fields.state === 'Synced' &&
			s.fields.size === '3' &&
			s.fields.component === 'Primary'
		);
	}
	if ( /^php/.test( node ) && s.fields.serves ) {
		return s.fields.serves === 'yes';
	}
	return true;
}

/**
 * The nodes a fault acts on, and what it does.
 *
 * @param {string} fault A fault name.
 * @return {{kind: 'kill'|'freeze'|'all-db', nodes: string[]}|null} What it does, or null if unknown.
 */
export function describe( fault ) {
	if ( fault === 'all-db' ) {
		return { kind: 'all-db', nodes: [ 'db1', 'db2', 'db3' ] };
	}
	const frozen = /^freeze-(.+)$/.exec( fault );
	if ( frozen && NODES.test( frozen[ 1 ] ) ) {
		return { kind: 'freeze', nodes: [ frozen[ 1 ] ] };
	}
	if ( NODES.test( fault ) ) {
		return { kind: 'kill', nodes: [ fault ] };
	}
	return null;
}
