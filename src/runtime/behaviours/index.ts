/**
 * Small behaviours of server-rendered pages that need no island (and so no React): the pager's
 * spinner, the industry-news hash tabs, plain link tabs, the promo entrances' animation, the phone
 * navigation drawer, the tab bars' sideways scrolling, the article's view beacon, the floating
 * tool menu, the copy buttons (引用本文), and the journal minisite's tabs and accordion. Each
 * returns its teardown.
 *
 * The loader (`runtime`, on every page) starts the ones of the site's frame: the pager, the
 * promo entrances, the drawer and the floating menu. The others come in a script per kind
 * (`entries/`: `behaviours/tabs`, `behaviours/article`, `behaviours/journal`), which the template
 * parts that print their markup ask for (Mvc\Theme\Assets\Assets::behaviours()): a page loads
 * only its own, and the home's and the minisite's reading budget (30 KB gzip) has room for Swiper.
 */
import { enhanceCopyText } from './copy-text';
import { enhanceAccordion } from './accordion';
import { enhanceFloatingMenu } from './floating-menu';
import { enhanceHashTabs } from './hash-tabs';
import { enhanceMinisiteTabs } from './minisite-tabs';
import { enhanceNavDrawer } from './nav-drawer';
import { enhancePagers } from './pagers';
import { enhanceReveal } from './reveal';
import { enhanceTabScroll } from './tab-scroll';
import { enhanceTabs } from './tabs';
import { enhanceViewBeacon } from './view-beacon';

export {
	enhanceAccordion,
	enhanceCopyText,
	enhanceFloatingMenu,
	enhanceHashTabs,
	enhanceMinisiteTabs,
	enhanceNavDrawer,
	enhancePagers,
	enhanceReveal,
	enhanceTabScroll,
	enhanceTabs,
	enhanceViewBeacon,
};
export { centredScroll, hiddenEnds } from './tab-scroll';
export { arrowIndex, selectTab } from './tab-list';

/**
 * Starts the behaviours of the site's frame (the loader's).
 *
 * @param root Document.
 * @return Stops them all.
 */
export function startBehaviours( root: Document = document ): () => void {
	return all( [
		enhancePagers( root ),
		enhanceReveal( root ),
		enhanceNavDrawer( root ),
		enhanceFloatingMenu( root ),
	] );
}

/**
 * Starts the tab bars' behaviours: the industry news' hash tabs, plain tabs and the bars' sideways
 * scrolling (entry `behaviours/tabs`).
 *
 * @param root Document.
 * @return Stops them.
 */
export function startTabBehaviours( root: Document = document ): () => void {
	return all( [
		enhanceHashTabs( root ),
		enhanceTabs( root ),
		// After the hash tabs: the tab they select is the one scrolled into view.
		enhanceTabScroll( root ),
	] );
}

/**
 * Starts an article's behaviours: its view beacon and its copy buttons (entry `behaviours/article`).
 *
 * @param root Document.
 * @return Stops them.
 */
export function startArticleBehaviours(
	root: Document = document
): () => void {
	return all( [ enhanceViewBeacon( root ), enhanceCopyText( root ) ] );
}

/**
 * Starts a journal minisite's behaviours: its tabs and its questions' accordion (entry
 * `behaviours/journal`).
 *
 * @param root Document.
 * @return Stops them.
 */
export function startJournalBehaviours(
	root: Document = document
): () => void {
	return all( [ enhanceMinisiteTabs( root ), enhanceAccordion( root ) ] );
}

/**
 * One teardown for several.
 *
 * @param teardowns Teardowns.
 */
function all( teardowns: Array< () => void > ): () => void {
	return () => teardowns.forEach( ( teardown ) => teardown() );
}

/**
 * Runs a start function once the document is parsed (a deferred script runs then already; this is
 * safe if one is printed otherwise).
 *
 * @param start What to run.
 */
export function onParsed( start: () => void ): void {
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', start, { once: true } );
	} else {
		start();
	}
}
