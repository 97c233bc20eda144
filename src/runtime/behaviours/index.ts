/**
 * Small behaviours of server-rendered pages that need no island (and so no React): the pager's
 * spinner, the industry-news hash tabs, plain link tabs and the promo entrances' animation. The
 * loader starts them, so they work from the first paint; each returns its teardown.
 */
import { enhanceHashTabs } from './hash-tabs';
import { enhancePagers } from './pagers';
import { enhanceReveal } from './reveal';
import { enhanceTabs } from './tabs';

export { enhanceHashTabs, enhancePagers, enhanceReveal, enhanceTabs };
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
	];
	return () => teardowns.forEach( ( teardown ) => teardown() );
}
