/**
 * Entry `islands/course-filter` (handle `mvc-island-course-filter`): /courses.
 */
import { defineIsland } from '@mvc/runtime-core';

import { CourseFilter } from './CourseFilter';
import type { CourseFilterProps } from './types';

defineIsland< CourseFilterProps >( 'course-filter', CourseFilter );
