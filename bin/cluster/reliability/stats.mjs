/**
 * What the reliability run measures: requests, successes, errors by kind and latency, per phase of
 * the timeline (a request belongs to the phase it started in), and the events with their times.
 */

/** Error kinds, in the order the table prints them. */
export const KINDS = [ 'network', 'timeout', '5xx', '4xx', 'refused' ];

/**
 * The p-th percentile (0-100) of sorted numbers, nearest rank.
 *
 * @param {number[]} sorted Ascending.
 * @param {number}   p      Percentile.
 */
export function percentile( sorted, p ) {
	if ( sorted.length === 0 ) {
		return NaN;
	}
	const rank = Math.ceil( ( p / 100 ) * sorted.length );
	return sorted[ Math.min( sorted.length, Math.max( 1, rank ) ) - 1 ];
}

export class Stats {
	constructor() {
		/** @type {Map<string, {name: string, start: number, end: number|null, requests: number, ok: number, kinds: Record<string, number>, details: Map<string, number>, ms: number[]}>} */
		this.phases = new Map();
		this.current = null;
		/** @type {{t: number, text: string}[]} */
		this.events = [];
		this.t0 = Date.now();
		/** @type {{at: number, served: string, route: string, status: number, said: string}[]} Every 5xx. */
		this.failures = [];
		/** @type {{at: number, who: string, served: string, status: number, route: string}[]} Sessions the site ended. */
		this.loggedOut = [];
	}

	/**
	 * Starts a phase (ending the one before).
	 *
	 * @param {string} name Phase name.
	 */
	phase( name ) {
		const now = Date.now();
		if ( this.current ) {
			this.current.end = now;
		}
		const phase = {
			name,
			start: now,
			end: null,
			requests: 0,
			ok: 0,
			kinds: Object.fromEntries( KINDS.map( ( k ) => [ k, 0 ] ) ),
			details: new Map(),
			served: { php1: 0, php2: 0, cache: 0 },
			slowest: [],
			ms: [],
		};
		this.phases.set( name, phase );
		this.current = phase;
		this.event( `phase "${ name }" begins` );
		return phase;
	}

	/** Ends the current phase. */
	close() {
		if ( this.current ) {
			this.current.end = Date.now();
			this.event( `phase "${ this.current.name }" ends` );
			this.current = null;
		}
	}

	/**
	 * Notes an event with its time.
	 *
	 * @param {string} text What happened.
	 */
	event( text ) {
		const entry = { t: Date.now(), text };
		this.events.push( entry );
		process.stdout.write(
			`  ${ clock( entry.t ) }  +${ ( ( entry.t - this.t0 ) / 1000 ).toFixed( 1 ).padStart( 6 ) }s  ${ text }\n`
		);
	}

	/**
	 * Records one request's outcome in the phase it started in.
	 *
	 * @param {object|null} phase  The phase at the request's start.
	 * @param {number}      ms     Latency.
	 * @param {string|null} kind   null for success, else one of KINDS.
	 * @param {string}      detail What exactly (status, envelope code, route).
	 * @param {string}      served Who answered: php1, php2, cache (nginx's page cache) or ''.
	 * @param {string}      route  The route, for the slowest requests.
	 */
	record( phase, ms, kind, detail, served = '', route = '' ) {
		if ( ! phase ) {
			return;
		}
		phase.requests++;
		if ( phase.slowest.length < 3 || ms > phase.slowest[ 2 ].ms ) {
			phase.slowest.push( { ms, route, served, at: Date.now() - ms } );
			phase.slowest.sort( ( a, b ) => b.ms - a.ms );
			phase.slowest.length = Math.min( 3, phase.slowest.length );
		}
		if ( served in phase.served ) {
			phase.served[ served ]++;
		}
		phase.ms.push( ms );
		if ( kind === null ) {
			phase.ok++;
			return;
		}
		phase.kinds[ kind ]++;
		if ( kind !== 'refused' ) {
			// When the failures happened: the window of errors in the phase.
			const at = Date.now() - ms;
			phase.firstError = Math.min( phase.firstError ?? at, at );
			phase.lastError = Math.max( phase.lastError ?? at, Date.now() );
		}
		const key = `${ kind } ${ detail }`;
		phase.details.set( key, ( phase.details.get( key ) ?? 0 ) + 1 );
	}

	/**
	 * The per-phase table, as text.
	 *
	 * @param {(name: string) => string[]} [extra]     More cells per phase (with extraHead).
	 * @param {string[]}                   [extraHead] Their headings.
	 * @return {string} The table (Markdown).
	 */
	/**
	 * Several phases taken together (a fault's phases): requests, ok, errors (every failure but the
	 * site's refusals), p50 and p99 latency.
	 *
	 * @param {string[]} names Phase names.
	 * @return {{requests: number, ok: number, errors: number, refused: number, p50: string, p99: string, seconds: number}} The figures.
	 */
	merged( names ) {
		const out = { requests: 0, ok: 0, errors: 0, refused: 0, seconds: 0 };
		const ms = [];
		for ( const name of names ) {
			const p = this.phases.get( name );
			if ( ! p ) {
				continue;
			}
			out.requests += p.requests;
			out.ok += p.ok;
			out.refused += p.kinds.refused;
			out.errors += KINDS.filter( ( k ) => k !== 'refused' ).reduce(
				( sum, k ) => sum + p.kinds[ k ],
				0
			);
			out.seconds += ( ( p.end ?? Date.now() ) - p.start ) / 1000;
			ms.push( ...p.ms );
		}
		ms.sort( ( a, b ) => a - b );
		out.p50 = fixed( percentile( ms, 50 ) );
		out.p99 = fixed( percentile( ms, 99 ) );
		return out;
	}

	/**
	 * A markdown table: a header and rows of strings (the first column left-aligned).
	 *
	 * @param {string[]}   head The header.
	 * @param {string[][]} body The rows.
	 */
	static markdown( head, body ) {
		const rows = [ head, ...body ];
		const widths = head.map( ( _, i ) =>
			Math.max( ...rows.map( ( r ) => String( r[ i ] ).length ) )
		);
		const line = ( r ) =>
			'| ' +
			r
				.map( ( c, i ) =>
					i === 0
						? String( c ).padEnd( widths[ i ] )
						: String( c ).padStart( widths[ i ] )
				)
				.join( ' | ' ) +
			' |';
		return [
			line( head ),
			'|' +
				widths
					.map( ( w, i ) =>
						i === 0 ? '-'.repeat( w + 2 ) : '-'.repeat( w + 1 ) + ':'
					)
					.join( '|' ) +
				'|',
			...body.map( line ),
		].join( '\n' );
	}

	table( extra = () => [], extraHead = [] ) {
		const head = [
			'phase',
			'seconds',
			'requests',
			'ok',
			...KINDS,
			'p50 ms',
			'p99 ms',
			'req/s',
			'php1',
			'php2',
			'cache',
			...extraHead,
		];
		const rows = [ head ];
		for ( const p of this.phases.values() ) {
			const sorted = [ ...p.ms ].sort( ( a, b ) => a - b );
			const seconds = ( ( p.end ?? Date.now() ) - p.start ) / 1000;
			rows.push( [
				p.name,
				seconds.toFixed( 1 ),
				String( p.requests ),
				String( p.ok ),
				...KINDS.map( ( k ) => String( p.kinds[ k ] ) ),
				fixed( percentile( sorted, 50 ) ),
				fixed( percentile( sorted, 99 ) ),
				seconds > 0 ? ( p.requests / seconds ).toFixed( 1 ) : '-',
				String( p.served.php1 ),
				String( p.served.php2 ),
				String( p.served.cache ),
				...extra( p.name ),
			] );
		}
		const widths = head.map( ( _, i ) =>
			Math.max( ...rows.map( ( r ) => r[ i ].length ) )
		);
		const line = ( r ) =>
			'| ' +
			r
				.map( ( c, i ) =>
					i === 0
						? c.padEnd( widths[ i ] )
						: c.padStart( widths[ i ] )
				)
				.join( ' | ' ) +
			' |';
		const out = [
			line( rows[ 0 ] ),
			'|' +
				widths
					.map(
						( w, i ) =>
							( i === 0 ? '-' : '' ) +
							'-'.repeat( w + 1 ) +
							( i === 0 ? '' : ':' )
					)
					.join( '|' ) +
				'|',
		];
		for ( const r of rows.slice( 1 ) ) {
			out.push( line( r ) );
		}
		return out.join( '\n' );
	}

	/**
	 * The slowest requests of each phase, as text.
	 *
	 * @return {string} One line per phase.
	 */
	slowLines() {
		const out = [];
		for ( const p of this.phases.values() ) {
			const parts = p.slowest.map(
				( s ) =>
					`${ Math.round( s.ms ) } ms ${ s.route } (${ s.served || 'no node header' }, at ${ clock( s.at ) })`
			);
			out.push( `  ${ p.name }: ${ parts.join( '; ' ) }` );
		}
		return out.join( '\n' );
	}

	/** The errors by kind and detail, per phase, as text. */
	detailLines() {
		const out = [];
		for ( const p of this.phases.values() ) {
			if ( p.details.size === 0 ) {
				continue;
			}
			const parts = [ ...p.details.entries() ]
				.sort( ( a, b ) => b[ 1 ] - a[ 1 ] )
				.map( ( [ k, n ] ) => `${ n }× ${ k }` );
			const window =
				p.firstError !== undefined
					? ` (errors from ${ clock( p.firstError ) } to ${ clock( p.lastError ) }, +${ ( ( p.firstError - p.start ) / 1000 ).toFixed( 1 ) } s to +${ ( ( p.lastError - p.start ) / 1000 ).toFixed( 1 ) } s into the phase)`
					: '';
			out.push( `  ${ p.name }${ window }: ${ parts.join( ', ' ) }` );
		}
		return out.join( '\n' );
	}
}

/**
 * A number of milliseconds, rounded.
 *
 * @param {number} n Number.
 */
function fixed( n ) {
	return Number.isFinite( n ) ? String( Math.round( n ) ) : '-';
}

/**
 * A time of day in UTC with milliseconds.
 *
 * @param {number} t Epoch milliseconds.
 */
export function clock( t ) {
	return new Date( t ).toISOString().slice( 11, 23 ) + 'Z';
}
