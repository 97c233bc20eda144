/**
 * The page numbers a pager shows, as the site's server pager (`Mvc\Theme\Content\Pager::items()`):
 * every page up to 10, otherwise 8 numbers with ellipses, the first and the last always shown. The
 * islands' pager (Pager.tsx) draws these numbers.
 */
const SHOW_ALL_UP_TO = 10;
const WINDOW = 8;

/**
 * @param current Current page (clamped to 1..total).
 * @param total   Number of pages.
 * @return The numbers, with null where an ellipsis stands; empty for a single page.
 */
export function pagerItems(
	current: number,
	total: number
): Array< number | null > {
	if ( total <= 1 ) {
		return [];
	}
	if ( total <= SHOW_ALL_UP_TO ) {
		return Array.from( { length: total }, ( _, index ) => index + 1 );
	}
	const page = Math.max( 1, Math.min( current, total ) );
	const inner = WINDOW - 2;
	const start = Math.max( 2, Math.min( page - 2, total - inner ) );
	const end = start + inner - 1;
	const items: Array< number | null > = [ 1 ];
	if ( start > 2 ) {
		items.push( null );
	}
	for ( let number = start; number <= end; number++ ) {
		items.push( number );
	}
	if ( end < total - 1 ) {
		items.push( null );
	}
	items.push( total );
	return items;
}
