/**
 * The journal's fields in the block editor (Mvc\Core\Admin\JournalEditor enqueues this on the
 * journal editor only): one document-sidebar panel per group of fields.
 */
import { JournalFieldsPanels } from './Panels';
import { wp } from './wp';

wp().plugins.registerPlugin( 'mvc-journal-fields', {
	render: JournalFieldsPanels,
	icon: null,
} );
