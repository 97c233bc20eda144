/**
 * The faults the reliability run injects, one after the other, while the load runs:
 *
 * - `db1`, `db2`, `db3`: the node killed (SIGKILL), held down, then brought back;
 * - `freeze-<node>` (e.g. `freeze-db2`): the node frozen (SIGSTOP) for --freeze-seconds (20), then thawed;
 * - `redis`, `php1`, `php2`, `nginx1`, `nginx2`, `gluster`: the process killed, then brought back;
 * - `all-db`: the three db nodes killed together, then the cluster bootstrapped again with one command
 *   (--bootstrap, default `MVC_SKIP_INSTALL=1 bash bin/cluster/start.sh`, which bootstraps from the most
 *   advanced node).
 *
 * Which nodes exist is read from `ctl.sh status`: a fault on a node this cluster does not have is SKIPPED,
 * with a line saying so (never silently). With a supervisor (a process that restarts what died) the node
 * comes back by itself: the run then only waits until it is ready again; without one it starts it
 * (`ctl.sh start`). `ctl.sh freeze|thaw` are used when ctl.sh has them, else SIGSTOP / SIGCONT on the pid.
 */
import { execFile } from 'node:child_process';
import { describe, parseStatus, ready } from './nodes.mjs';

// The node helpers live in reliability/nodes.mjs; importers of this file still find them here.
export { DEFAULT_FAULTS, describe, parseStatus, ready } from './nodes.mjs';

export class Faults {
	/**
	 * @param {Object}   options
	 * @param {string}   options.root      The repository.
	 * @param {Object}   options.stats     The run's Stats (events and phases).
	 * @param {Function} options.hold      Sleeps through a phase (stops early when the run must end).
	 * @param {Function} options.sleep     Sleeps.
	 * @param {number}   options.faultMs   How long a killed node stays down.
	 * @param {number}   options.freezeMs  How long a frozen node stays frozen.
	 * @param {number}   options.afterMs   The calm phase after each fault.
	 * @param {string}   options.bootstrap The one command that brings a fully crashed cluster back.
	 * @param {Function} options.deadline  Milliseconds left for the run.
	 */
	constructor( options ) {
		Object.assign( this, options );
		/** Nodes the run killed or froze and has not brought back yet: node → 'killed'|'frozen'. */
		this.down = new Map();
		/** One row per fault, for the fault table. */
		this.rows = [];
		/** The pids frozen by SIGSTOP (when ctl.sh has no freeze verb), for their SIGCONT. */
		this.frozenPids = new Map();
	}

	/**
	 * Runs `bash bin/cluster/ctl.sh <args>`.
	 *
	 * @param {string[]} args    Arguments.
	 * @param {number}   timeout Milliseconds.
	 * @return {Promise<{ok: boolean, out: string}>} Whether it succeeded, and its output.
	 */
	ctl( args, timeout = 180_000 ) {
		return this.sh( 'bash', [ 'bin/cluster/ctl.sh', ...args ], timeout );
	}

	/**
	 * Runs a command in the repository.
	 *
	 * @param {string}   cmd     Command.
	 * @param {string[]} args    Arguments.
	 * @param {number}   timeout Milliseconds.
	 * @param {Object}   env     Extra environment.
	 */
	sh( cmd, args, timeout, env = {} ) {
		return new Promise( ( done ) => {
			execFile(
				cmd,
				args,
				{
					cwd: this.root,
					timeout,
					env: { ...process.env, ...env },
					maxBuffer: 16 * 1024 * 1024,
				},
				( error, stdout, stderr ) => {
					done( {
						ok: ! error,
						out: ( stdout + stderr ).trim(),
					} );
				}
			);
		} );
	}

	/** The cluster's nodes now (ctl.sh status). */
	async status() {
		return parseStatus( ( await this.ctl( [ 'status' ], 30_000 ) ).out );
	}

	/**
	 * Waits until every node is ready, or the time is up. Returns the milliseconds it took, or null.
	 *
	 * @param {string[]} nodes Nodes.
	 * @param {number}   ms    Longest wait.
	 */
	async waitReady( nodes, ms ) {
		const t0 = Date.now();
		while ( Date.now() - t0 < ms ) {
			const status = await this.status();
			if ( nodes.every( ( n ) => ready( n, status ) ) ) {
				return Date.now() - t0;
			}
			await this.sleep( 500 );
		}
		return null;
	}

	/**
	 * Sends a signal to a node (SIGSTOP/SIGCONT/SIGKILL) through ctl.sh's verb when it has one, else
	 * to the pid `ctl.sh status` shows.
	 *
	 * @param {string} verb   kill|freeze|thaw.
	 * @param {string} node   The node.
	 * @param {string} signal The signal for the fallback.
	 */
	async signal( verb, node, signal ) {
		const r = await this.ctl( [ verb, node ], 60_000 );
		if ( r.ok ) {
			return { ok: true, how: `ctl.sh ${ verb } ${ node }`, out: r.out };
		}
		if ( ! /usage/i.test( r.out ) ) {
			return { ok: false, how: `ctl.sh ${ verb } ${ node }`, out: r.out };
		}
		// The pid the freeze stopped: a status now would wait on the frozen node itself.
		const pid =
			( signal === 'SIGCONT' && this.frozenPids.get( node ) ) ||
			( await this.status() ).get( node )?.pid;
		if ( signal === 'SIGSTOP' && pid ) {
			this.frozenPids.set( node, pid );
		}
		if ( ! pid ) {
			return { ok: false, how: `kill -${ signal }`, out: 'no pid' };
		}
		try {
			process.kill( pid, signal );
			return { ok: true, how: `kill -${ signal } ${ pid }`, out: '' };
		} catch ( error ) {
			return {
				ok: false,
				how: `kill -${ signal } ${ pid }`,
				out: error.message,
			};
		}
	}

	/**
	 * Brings a killed node back: waits for a supervisor's restart first (it comes back by itself),
	 * else starts it. Returns how it came back.
	 *
	 * @param {string} node The node.
	 */
	async revive( node ) {
		const status = await this.status();
		if ( status.get( node )?.up ) {
			const ms = await this.waitReady(
				[ node ],
				Math.min( 180_000, this.deadline() )
			);
			return {
				ok: ms !== null,
				how: 'came back by itself (a supervisor)',
			};
		}
		const r = await this.ctl(
			[ 'start', node ],
			Math.max( 20_000, Math.min( 180_000, this.deadline() ) )
		);
		const ms =
			r.ok &&
			( await this.waitReady(
				[ node ],
				Math.min( 120_000, this.deadline() )
			) );
		return {
			ok: r.ok && ms !== null && ms !== false,
			how: `ctl.sh start ${ node }${ r.ok ? '' : ': FAILED ' + r.out.split( '\n' ).slice( -1 )[ 0 ] }`,
		};
	}

	/**
	 * Runs one fault: the phases "<fault>" (the node down or frozen), "<fault> back" (until it is
	 * ready again) and "after <fault>" (calm). Returns its row for the fault table.
	 *
	 * @param {string} fault  The fault.
	 * @param {Map}    status ctl.sh status before it.
	 * @param {string} label  Its name in the phases and the table (`db1 #2` when repeated).
	 */
	async run( fault, status, label = fault ) {
		const what = describe( fault );
		const row = {
			fault: label,
			result: 'done',
			note: '',
			phases: [],
			recoveryMs: null,
		};
		this.rows.push( row );
		if ( ! what ) {
			row.result = 'skipped';
			row.note = 'unknown fault name';
			this.stats.event(
				`fault ${ fault }: SKIPPED (unknown fault name)`
			);
			return row;
		}
		const missing = what.nodes.filter( ( n ) => ! status.has( n ) );
		if ( missing.length ) {
			row.result = 'skipped';
			row.note = `no ${ missing.join( ', ' ) } on this cluster (ctl.sh status lists ${ [ ...status.keys() ].join( ' ' ) })`;
			this.stats.event( `fault ${ fault }: SKIPPED, ${ row.note }` );
			return row;
		}
		const notReady = what.nodes.filter( ( n ) => ! ready( n, status ) );
		if ( notReady.length ) {
			row.result = 'FAILED';
			row.note = `${ notReady.join( ', ' ) } not ready before the fault`;
			this.stats.event( `fault ${ fault }: FAILED, ${ row.note }` );
			return row;
		}
		const phase = ( name ) => {
			row.phases.push( name );
			this.stats.phase( name );
		};

		if ( what.kind === 'freeze' ) {
			const [ node ] = what.nodes;
			const r = await this.signal( 'freeze', node, 'SIGSTOP' );
			this.stats.event(
				`${ r.how }: ${ r.ok ? 'frozen' : 'FAILED ' + r.out }`
			);
			if ( ! r.ok ) {
				row.result = 'FAILED';
				row.note = r.out;
				return row;
			}
			this.down.set( node, 'frozen' );
			phase( label );
			await this.hold( this.freezeMs );
			phase( `${ label } back` );
			const t = Date.now();
			const thawed = await this.signal( 'thaw', node, 'SIGCONT' );
			this.stats.event(
				`${ thawed.how }: ${ thawed.ok ? 'thawed' : 'FAILED ' + thawed.out }`
			);
			if ( thawed.ok ) {
				this.down.delete( node );
			}
			const ms = await this.waitReady(
				[ node ],
				Math.min( 120_000, this.deadline() )
			);
			row.recoveryMs = ms === null ? null : Date.now() - t;
			row.note = `frozen ${ this.freezeMs / 1000 } s (${ thawed.how })`;
			if ( ! thawed.ok || ms === null ) {
				row.result = 'FAILED';
				row.note += ': not Synced again';
			}
		} else {
			const killed = await Promise.all(
				what.nodes.map( ( n ) => this.signal( 'kill', n, 'SIGKILL' ) )
			);
			for ( const [ i, r ] of killed.entries() ) {
				this.stats.event(
					`${ r.how }: ${ r.ok ? 'killed' : 'FAILED ' + r.out }`
				);
				if ( r.ok ) {
					this.down.set( what.nodes[ i ], 'killed' );
				}
			}
			if ( ! killed.every( ( r ) => r.ok ) ) {
				row.result = 'FAILED';
				row.note = 'the kill failed';
			}
			phase( label );
			await this.hold( this.faultMs );
			phase( `${ label } back` );
			const t = Date.now();
			let back;
			if ( what.kind === 'all-db' ) {
				back = await this.bootstrapAll();
			} else {
				back = await this.revive( what.nodes[ 0 ] );
			}
			this.stats.event(
				`${ fault }: ${ back.ok ? 'back' : 'NOT back' } (${ back.how }) in ${ ( ( Date.now() - t ) / 1000 ).toFixed( 1 ) } s`
			);
			if ( back.ok ) {
				for ( const n of what.nodes ) {
					this.down.delete( n );
				}
			}
			row.recoveryMs = back.ok ? Date.now() - t : null;
			row.note = back.how;
			if ( ! back.ok ) {
				row.result = 'FAILED';
			}
		}
		phase( `after ${ label }` );
		await this.hold( this.afterMs );
		return row;
	}

	/** After all three db nodes died: a supervisor's bootstrap, else the one command. */
	async bootstrapAll() {
		const nodes = [ 'db1', 'db2', 'db3' ];
		const status = await this.status();
		if ( nodes.some( ( n ) => status.get( n )?.up ) ) {
			const ms = await this.waitReady(
				nodes,
				Math.min( 180_000, this.deadline() )
			);
			if ( ms !== null ) {
				return {
					ok: true,
					how: 'came back by itself (a supervisor)',
				};
			}
		}
		const r = await this.sh(
			'bash',
			[ '-c', this.bootstrap ],
			Math.max( 30_000, Math.min( 300_000, this.deadline() ) )
		);
		const ms =
			r.ok &&
			( await this.waitReady(
				nodes,
				Math.min( 60_000, this.deadline() )
			) );
		return {
			ok: r.ok && ms !== null && ms !== false,
			how: `${ this.bootstrap }${ r.ok ? '' : ': FAILED ' + r.out.split( '\n' ).slice( -3 ).join( ' / ' ) }`,
		};
	}

	/**
	 * Brings back what the run killed or froze (an interrupted run): synchronous enough for a signal
	 * handler, as it waits for each command.
	 *
	 * @param {Function} execSync child_process.execFileSync.
	 */
	bringBackSync( execSync ) {
		const stopped = [ ...this.down.entries() ];
		for ( const [ node, how ] of stopped ) {
			try {
				if ( how === 'frozen' ) {
					const pid =
						this.frozenPids.get( node ) ??
						parseStatus(
							execSync(
								'bash',
								[ 'bin/cluster/ctl.sh', 'status' ],
								{ cwd: this.root, encoding: 'utf8' }
							)
						).get( node )?.pid;
					if ( pid ) {
						process.kill( pid, 'SIGCONT' );
					}
					process.stdout.write( `Thawed ${ node }\n` );
				}
			} catch {
				process.stdout.write(
					`Could not thaw ${ node }: kill -CONT its pid\n`
				);
			}
		}
		const killed = stopped.filter( ( [ , how ] ) => how === 'killed' );
		const dbs = killed.filter( ( [ n ] ) => /^db/.test( n ) ).length;
		const cmds =
			dbs === 3
				? [ [ 'bash', [ '-c', this.bootstrap ] ] ]
				: killed.map( ( [ n ] ) => [
						'bash',
						[ 'bin/cluster/ctl.sh', 'start', n ],
					] );
		for ( const [ cmd, args ] of cmds ) {
			process.stdout.write( `Bringing back: ${ args.join( ' ' ) }\n` );
			try {
				execSync( cmd, args, {
					cwd: this.root,
					timeout: 300_000,
					stdio: 'inherit',
				} );
			} catch {
				process.stdout.write(
					`Could not: run ${ args.join( ' ' ) } yourself\n`
				);
			}
		}
		this.down.clear();
	}
}
