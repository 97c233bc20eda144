/** @jest-environment node */ // eslint-disable-line jsdoc/check-tag-names -- Jest's pragma, not JSDoc.
/**
 * The node helpers of the reliability run (bin/cluster/reliability/nodes.mjs): reading
 * `ctl.sh status`, when a node is ready again, and what a fault acts on. Offline: no cluster.
 */
import {
	DEFAULT_FAULTS,
	describe as describeFault,
	parseStatus,
	ready,
} from '../../../bin/cluster/reliability/nodes.mjs';

const STATUS = [
	'node    state  pid   details',
	'db1     up     101   state=Synced size=3 component=Primary',
	'db2     up     102   state=Donor/Desynced size=3 component=Primary',
	'db3     down   -',
	'php1    up     201   serves=yes',
	'php2    up     202   serves=no',
	'redis   up     301',
	'nginx1  up     abc',
	'unknown up     1',
].join( '\n' );

describe( 'ctl.sh status', () => {
	it( 'reads the known nodes, their pids and fields', () => {
		const nodes = parseStatus( STATUS );
		expect( [ ...nodes.keys() ] ).toEqual( [
			'db1',
			'db2',
			'db3',
			'php1',
			'php2',
			'redis',
			'nginx1',
		] );
		expect( nodes.get( 'db1' ) ).toEqual( {
			up: true,
			pid: 101,
			fields: { state: 'Synced', size: '3', component: 'Primary' },
		} );
		expect( nodes.get( 'db3' ) ).toEqual( {
			up: false,
			pid: null,
			fields: {},
		} );
		expect( nodes.get( 'nginx1' ).pid ).toBeNull();
	} );

	it( 'says which nodes are ready to serve', () => {
		const nodes = parseStatus( STATUS );
		expect( ready( 'db1', nodes ) ).toBe( true );
		expect( ready( 'db2', nodes ) ).toBe( false );
		expect( ready( 'db3', nodes ) ).toBe( false );
		expect( ready( 'php1', nodes ) ).toBe( true );
		expect( ready( 'php2', nodes ) ).toBe( false );
		expect( ready( 'redis', nodes ) ).toBe( true );
		expect( ready( 'gluster', nodes ) ).toBe( false );
	} );
} );

describe( 'faults', () => {
	it( 'knows what each fault does', () => {
		expect( describeFault( 'all-db' ) ).toEqual( {
			kind: 'all-db',
			nodes: [ 'db1', 'db2', 'db3' ],
		} );
		expect( describeFault( 'freeze-db2' ) ).toEqual( {
			kind: 'freeze',
			nodes: [ 'db2' ],
		} );
		expect( describeFault( 'php1' ) ).toEqual( {
			kind: 'kill',
			nodes: [ 'php1' ],
		} );
		expect( describeFault( 'db4' ) ).toBeNull();
		expect( describeFault( 'freeze-nothing' ) ).toBeNull();
	} );

	it( 'runs only known faults by default', () => {
		for ( const fault of DEFAULT_FAULTS ) {
			expect( describeFault( fault ) ).not.toBeNull();
		}
	} );
} );
