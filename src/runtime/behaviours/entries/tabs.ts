/**
 * Entry `behaviours/tabs` (handle `mvc-behaviours-tabs`): the tab bars' behaviours, printed with
 * the template parts that draw tab bars (Mvc\Theme\Assets\Assets::behaviours()).
 */
import { onParsed, startTabBehaviours } from '..';

onParsed( () => {
	startTabBehaviours();
} );
