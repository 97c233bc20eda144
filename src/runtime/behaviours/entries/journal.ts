/**
 * Entry `behaviours/journal` (handle `mvc-behaviours-journal`): a journal minisite's tabs and its
 * questions' accordion, printed with template-parts/journals/minisite.php (Mvc\Theme\Assets\Assets::behaviours()).
 */
import { onParsed, startJournalBehaviours } from '..';

onParsed( () => {
	startJournalBehaviours();
} );
