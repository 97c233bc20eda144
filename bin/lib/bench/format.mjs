/**
 * The tables the benches print: the lines of `npm run bench` (bin/bench.mjs: server time, REST,
 * JavaScript weight, Lighthouse) and the markdown rows of `npm run bench:scale` (bin/scale/bench.mjs).
 * Pure functions of the figures: they return the text, the scripts print it.
 */

/**
 * Milliseconds in a column of 8, one decimal.
 *
 * @param {number} v Milliseconds.
 */
export const ms = ( v ) => v.toFixed( 1 ).padStart( 8 );

/**
 * A ratio in a column of 8, two decimals.
 *
 * @param {number} v Ratio.
 */
export const ratio = ( v ) => v.toFixed( 2 ).padStart( 8 );

/**
 * Bytes as KB, one decimal.
 *
 * @param {number} bytes Bytes.
 */
export const kb = ( bytes ) => ( bytes / 1024 ).toFixed( 1 );

/**
 * A line of figures: the name, median and p95 in ms, the queries.
 *
 * @param {string}                        name    Figure.
 * @param {{median: number, p95: number}} r       Times in ms.
 * @param {number|string}                 queries Queries of one request.
 * @param {number}                        width   Width of the name's column.
 * @return {string} The line.
 */
export const timeLine = ( name, r, queries, width ) =>
	`${ name.padEnd( width ) } ${ ms( r.median ) } ${ ms( r.p95 ) } ${ String( queries ).padStart( 9 ) }`;

/**
 * The cached throughput's line under a page.
 *
 * @param {number} perSecond Requests per second.
 */
export const throughputLine = ( perSecond ) =>
	`  cached throughput, 8 concurrent      ${ perSecond.toFixed( 0 ).padStart( 8 ) } req/s`;

/**
 * A page's JavaScript weight (jsWeight() of bin/bench/js-weight.mjs): before any island wakes,
 * while reading, after wakeAll (n/a without it).
 *
 * @param {string} name Page.
 * @param {Object} w    Weight.
 * @return {string} The row.
 */
export const weightRow = ( name, w ) =>
	`${ name.padEnd( 30 ) } ${ kb( w.initial ).padStart( 8 ) } KB (${ w.initialCount } files + ${ w.inlineCount } inline)   ${ `${ kb( w.reading ).padStart( 8 ) } KB (${ w.readingCount } files + inline)`.padEnd( 30 ) } ${
		w.after === null
			? '     n/a'
			: `${ kb( w.after ).padStart( 8 ) } KB (${ w.afterCount } files + inline)`
	}`;

/**
 * A page's Lighthouse scores (lighthouseFigures() of bin/bench/lighthouse.mjs).
 *
 * @param {string} name Page.
 * @param {Object} lh   Scores and total blocking time.
 * @return {string} The row.
 */
export const lighthouseRow = ( name, lh ) =>
	`${ name.padEnd( 34 ) } ${ String( lh.scores.performance ).padStart( 11 ) } ${ lh.tbt.toFixed( 0 ).padStart( 12 ) } ${ String( lh.scores.accessibility ).padStart( 14 ) } ${ String( lh.scores[ 'best-practices' ] ).padStart( 15 ) } ${ String( lh.scores.seo ).padStart( 4 ) }`;

/**
 * The scale table's ms: whole, '-' when not a number.
 *
 * @param {number} x Milliseconds.
 */
export const wholeMs = ( x ) => ( Number.isFinite( x ) ? x.toFixed( 0 ) : '-' );

/**
 * The scale table's MB: one decimal, '-' when not a number.
 *
 * @param {number} x Megabytes.
 */
export const mb = ( x ) => ( Number.isFinite( x ) ? x.toFixed( 1 ) : '-' );

/**
 * A row of the scale table.
 *
 * @param {string} name Figure.
 * @param {Object} r    pair() of bin/scale/bench.mjs: demo, scale and maybe tt25, each {median, p95, queries, peak, code}.
 * @return {string} The markdown row.
 */
export function scaleRow( name, r ) {
	const tt = r.tt25
		? `${ wholeMs( r.tt25.median ) }${
				Number.isFinite( r.tt25.queries )
					? ` (${ r.tt25.queries })`
					: ''
			}${ r.tt25.code === '200' ? '' : `, HTTP ${ r.tt25.code }` }`
		: '';
	return `| ${ name } | ${ wholeMs( r.demo.median ) } / ${ wholeMs( r.demo.p95 ) } | ${ wholeMs( r.scale.median ) } / ${ wholeMs( r.scale.p95 ) } | ${ ( r.scale.median / r.demo.median ).toFixed( 1 ) }x | ${ r.demo.queries } / ${ r.scale.queries } | ${ mb( r.demo.peak ) } / ${ mb( r.scale.peak ) } | ${ tt } |`;
}

/**
 * The row of a figure that failed: the first line of the error.
 *
 * @param {string} name  Figure.
 * @param {Error}  error What went wrong.
 * @return {string} The markdown row.
 */
export const scaleFailedRow = ( name, error ) =>
	`| ${ name } | failed: ${ String( error.message ).split( '\n' )[ 0 ] } | | | | | |`;
