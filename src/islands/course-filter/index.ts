/**
 * Entry `islands/course-filter` (handle `mvc-island-course-filter`): /courses. It enhances the
 * server's panel and results inside its container (`./enhance.ts`), so it starts as a plain island
 * does: the loader keeps the markup, and hands a held press to the very control pressed. Unlike the
 * carousel it needs React and the runtime core (the popup, the server frame, toasts): a visitor's
 * wakes only on a press (the reading budget), and loads them then.
 */
import { definePlainIsland } from '../../runtime/plain';

import { startCourseFilter } from './enhance';
import type { CourseFilterProps } from './types';

definePlainIsland< CourseFilterProps >(
	'course-filter',
	( container, props ) => {
		startCourseFilter( container, props );
	}
);
