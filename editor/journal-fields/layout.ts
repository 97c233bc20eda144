/**
 * The journal's panels and fields as the server defines them (Mvc\Core\Content\Journal\Layout,
 * printed before this script as `window.mvcJournalLayout` by Journal\EditorLayout): labels come
 * translated, so this script keeps no list of the fields of its own.
 */
import type { Group } from './fields';

interface JournalLayout {
	/** The indexing databases of ERs, in the minisite's order. */
	indexNames: string[];
	/** The one meaningful value of journal_templete_type. */
	openAccess: string;
	panels: Group[];
}

/**
 * The layout the server printed (empty when it printed none).
 */
function layout(): JournalLayout {
	const data = (
		window as unknown as { mvcJournalLayout?: Partial< JournalLayout > }
	 ).mvcJournalLayout;
	return {
		indexNames: data?.indexNames ?? [],
		openAccess: data?.openAccess ?? '',
		panels: data?.panels ?? [],
	};
}

/** The indexing databases of ERs, in the minisite's order. */
export const INDEX_NAMES: readonly string[] = layout().indexNames;

/** The one meaningful value of journal_templete_type. */
export const OPEN_ACCESS: string = layout().openAccess;

/**
 * The journal's panels and their fields, in order (a copy each call: callers may keep it).
 */
export function groups(): Group[] {
	return layout().panels.map( ( group ) => ( {
		...group,
		fields: group.fields.map( ( field ) => ( { ...field } ) ),
	} ) );
}
