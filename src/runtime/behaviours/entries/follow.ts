/**
 * Entry `behaviours/follow` (handle `mvc-behaviours-follow`): a followed special issue's button is
 * grey on later visits (src/islands/follow-special-issue/apply.ts), printed with every follow
 * button (theme/template-parts/follow-button.php) and the confirmed follow (single.php). A
 * deferred script runs once the page is parsed, before DOMContentLoaded.
 */
import { applyRememberedFollows } from '../../../islands/follow-special-issue/apply';

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', () =>
		applyRememberedFollows()
	);
} else {
	applyRememberedFollows();
}
