/**
 * Small behaviours of server-rendered pages that need no island (and so no React): the pager's
 * spinner, the industry-news hash tabs, plain link tabs, the promo entrances' animation, the phone
 * navigation drawer, the tab bars' sideways scrolling, the article's view beacon, the floating
 * tool menu, the copy buttons (引用本文), and the journal minisite's tabs and accordion. The
 * loader starts them, so they work from the first paint; each returns its teardown.
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
 * Starts every behaviour on the page.
 *
 * @param root Document.
 * @return Stops them all.
 */
export function startBehaviours( root: Document = document ): () => void {
	const teardowns = [
		enhancePagers( root ),
		enhanceHashTabs( root ),
		enhanceReveal( root ),
		enhanceTabs( root ),
		enhanceMinisiteTabs( root ),
		enhanceAccordion( root ),
		enhanceNavDrawer( root ),
		// After the hash tabs: the tab they select is the one scrolled into view.
		enhanceTabScroll( root ),
		enhanceViewBeacon( root ),
		enhanceFloatingMenu( root ),
		enhanceCopyText( root ),
	];
	return () => teardowns.forEach( ( teardown ) => teardown() );
}
