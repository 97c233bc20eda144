/**
 * The statistics of the benches (bin/bench.mjs and bin/scale/bench.mjs): quantiles by linear
 * interpolation between the two nearest ranks.
 */

/**
 * The p-th percentile of values sorted in ascending order.
 *
 * @param {number[]} sorted Values, sorted ascending.
 * @param {number}   p      Percentile, 0 to 100.
 * @return {number} The percentile, NaN without values.
 */
export function percentile( sorted, p ) {
	if ( sorted.length === 0 ) {
		return NaN;
	}
	const rank = ( p / 100 ) * ( sorted.length - 1 );
	const lo = Math.floor( rank );
	const hi = Math.ceil( rank );
	return sorted[ lo ] + ( sorted[ hi ] - sorted[ lo ] ) * ( rank - lo );
}

/**
 * The q-quantile of values in any order (they are not changed).
 *
 * @param {number[]} xs Values.
 * @param {number}   q  Quantile, 0 to 1.
 * @return {number} The quantile, NaN without values.
 */
export function quantile( xs, q ) {
	const s = [ ...xs ].sort( ( a, b ) => a - b );
	const at = q * ( s.length - 1 );
	return (
		s[ Math.floor( at ) ] +
		( s[ Math.ceil( at ) ] - s[ Math.floor( at ) ] ) *
			( at - Math.floor( at ) )
	);
}

/**
 * The median of values in any order.
 *
 * @param {number[]} xs Values.
 * @return {number} The median.
 */
export const median = ( xs ) => quantile( xs, 0.5 );
