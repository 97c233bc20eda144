/**
 * The props of the course-filter island (`Mvc\Theme\Content\Courses::props()`), and the course
 * and filter shapes of the contract (public-site spec, section 3).
 */
import type { Course } from '@mvc/runtime-core';

/** The filter's groups, in the panel's order; each is a query argument of the page's address. */
export const GROUPS = [
	'skills',
	'duration',
	'language',
	'certificate',
] as const;

export type Group = ( typeof GROUPS )[ number ];

/** The course filter query: the values chosen in each group (OR within a group, AND across). */
export type Filter = Record< Group, string[] >;

/** One group of the panel with its options (labels in Chinese, from the plugin). */
export interface Facet {
	key: Group;
	label: string;
	options: Array< { value: string; label: string } >;
}

/** A course as `POST /api/online-course/filter` and the page's props give it (the client's route table). */
export type { Course };

/** One page of the filtered courses. */
export interface CoursePage {
	list: Course[];
	total: number;
	/** Up to 4 courses shown under an empty result. */
	recommendedCourses: Course[];
}

export interface CourseFilterProps extends CoursePage {
	facets: Facet[];
	/** The filter the server drew. */
	filter: Filter;
	/** The page the server drew, from 1. */
	page: number;
	/** Courses a page (12). */
	pageSize: number;
	/** /courses/, the base of every address of the page. */
	link: string;
}
