/**
 * The course filter of /courses: it enhances the server's panel and results where they are
 * (`data-island-enhance`, `./enhance.ts`) and draws nothing itself but the course popup.
 */
import { useEffect } from '@wordpress/element';

import { startCourseFilter } from './enhance';
import type { CourseFilterProps } from './types';

export function CourseFilter( props: CourseFilterProps ) {
	useEffect(
		() => {
			const container = document.querySelector< HTMLElement >(
				'[data-island="course-filter"]'
			);
			return container
				? startCourseFilter( container, props )
				: undefined;
		},
		// Once: the props are the page's, they do not change.
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[]
	);
	return null;
}
