/**
 * Entry `islands/course-filter` (handle `mvc-island-course-filter`): /courses. It enhances the
 * server's panel and results inside its container (`data-island-enhance`: the markup stays, and the
 * loader replays a held press on the control pressed, which keeps its own classes). A visitor's
 * wakes only on a press (the reading budget).
 */
import { defineIsland } from '@mvc/runtime-core';

import { CourseFilter } from './CourseFilter';
import type { CourseFilterProps } from './types';

defineIsland< CourseFilterProps >( 'course-filter', CourseFilter );
