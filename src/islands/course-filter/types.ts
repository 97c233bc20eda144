/**
 * The props of the course-filter island (theme/template-parts/courses/filter.php, from
 * `Mvc\Theme\Content\Courses::props()`), and the course and filter shapes of the contract
 * (public-site spec, section 3).
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

/** A course as the server's cards give it (`data-mvc-course`), the contract's fields. */
export type { Course };

export interface CourseFilterProps {
	facets: Facet[];
	/** The filter the server drew. */
	filter: Filter;
	/** The page the server drew, from 1. */
	page: number;
	/** /courses/, the base of every address of the page. */
	link: string;
}
