/**
 * Entry `behaviours/article` (handle `mvc-behaviours-article`): an article's view beacon and its
 * copy buttons, printed by single.php (Mvc\Theme\Assets\Assets::behaviours()).
 */
import { onParsed, startArticleBehaviours } from '..';

onParsed( () => {
	startArticleBehaviours();
} );
