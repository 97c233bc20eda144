/**
 * Tab bars that are wider than the screen (research news, calls for papers, industry news, the
 * journals' categories on a phone): they
 * scroll sideways, the selected tab is scrolled into view (有机化学, not 有), and the bar says at
 * which ends more tabs wait (`has-more-start`, `has-more-end`: the CSS fades that end and shows an
 * arrow). Without JavaScript the CSS's scrolling shadows are the hint.
 */

/** The scrolling tab bars. */
const SCROLLERS = '.mvc-tabs__list, .mvc-tabs--buttons, .mvc-journals__menu ul';

/** The selected tab of a bar. */
const CURRENT = '.mvc-tabs__tab.is-current, .mvc-journals__category.is-current';

/**
 * The scroll position that centres a tab in its bar, within what the bar can scroll.
 *
 * @param tabStart    The tab's start, measured from the start of the bar's content.
 * @param tabWidth    The tab's width.
 * @param viewWidth   The bar's visible width.
 * @param scrollWidth The bar's content width.
 */
export function centredScroll(
	tabStart: number,
	tabWidth: number,
	viewWidth: number,
	scrollWidth: number
): number {
	const wanted = tabStart - ( viewWidth - tabWidth ) / 2;
	return Math.round(
		Math.max( 0, Math.min( wanted, scrollWidth - viewWidth ) )
	);
}

/**
 * At which ends of a bar more tabs are hidden.
 *
 * @param scrollLeft  The bar's scroll position.
 * @param viewWidth   Its visible width.
 * @param scrollWidth Its content width.
 */
export function hiddenEnds(
	scrollLeft: number,
	viewWidth: number,
	scrollWidth: number
): { start: boolean; end: boolean } {
	return {
		start: scrollLeft > 1,
		end: scrollLeft + viewWidth < scrollWidth - 1,
	};
}

function mark( bar: HTMLElement ): void {
	const ends = hiddenEnds( bar.scrollLeft, bar.clientWidth, bar.scrollWidth );
	bar.classList.toggle( 'has-more-start', ends.start );
	bar.classList.toggle( 'has-more-end', ends.end );
}

function reveal( bar: HTMLElement ): void {
	const tab = bar.querySelector< HTMLElement >( CURRENT );
	if ( tab && bar.scrollWidth > bar.clientWidth ) {
		const start =
			tab.getBoundingClientRect().left -
			bar.getBoundingClientRect().left +
			bar.scrollLeft;
		bar.scrollLeft = centredScroll(
			start,
			tab.getBoundingClientRect().width,
			bar.clientWidth,
			bar.scrollWidth
		);
	}
	mark( bar );
}

/**
 * Enhances every scrolling tab bar.
 *
 * @param root Document.
 * @return Stops the behaviour.
 */
export function enhanceTabScroll( root: Document = document ): () => void {
	const bars = Array.from(
		root.querySelectorAll< HTMLElement >( SCROLLERS )
	);
	if ( ! bars.length ) {
		return () => undefined;
	}
	const onScroll = ( event: Event ) =>
		mark( event.currentTarget as HTMLElement );
	const onResize = () => bars.forEach( mark );
	// The hash tabs select another tab on hashchange: bring it into view once they have.
	const onHash = () => window.setTimeout( () => bars.forEach( reveal ), 0 );
	bars.forEach( ( bar ) => {
		reveal( bar );
		bar.addEventListener( 'scroll', onScroll, { passive: true } );
	} );
	window.addEventListener( 'resize', onResize );
	window.addEventListener( 'hashchange', onHash );
	return () => {
		bars.forEach( ( bar ) =>
			bar.removeEventListener( 'scroll', onScroll )
		);
		window.removeEventListener( 'resize', onResize );
		window.removeEventListener( 'hashchange', onHash );
	};
}
