/**
 * Props and courses of the course-filter island, as `Mvc\Theme\Content\Courses::props()` gives them.
 */
import type {
	Course,
	CourseFilterProps,
	Facet,
} from '../../../../src/islands/course-filter/types';

export const FILTER_PATH = '/api/online-course/filter';

/** /courses/ on jsdom's own origin, so the island's pushState is allowed. */
export const BASE = `${ window.location.origin }/courses/`;

export const FACETS: Facet[] = [
	{
		key: 'skills',
		label: '技能',
		options: [
			{ value: 'information-retrieval', label: '信息检索' },
			{ value: 'paper-writing', label: '论文写作' },
			{ value: 'research-figures', label: '科研绘图' },
			{ value: 'submission-tips', label: '投稿技巧' },
		],
	},
	{
		key: 'duration',
		label: '时长',
		options: [
			{ value: 'under-30', label: '30分钟以下' },
			{ value: '30-60', label: '30-60分钟' },
			{ value: 'over-60', label: '60分钟以上' },
		],
	},
	{
		key: 'language',
		label: '语言',
		options: [
			{ value: 'chinese', label: '中文' },
			{ value: 'english', label: '英文' },
		],
	},
	{
		key: 'certificate',
		label: '证书',
		options: [ { value: 'translation-qualification', label: '翻译资格' } ],
	},
];

export function course(
	id: number,
	overrides: Partial< Course > = {}
): Course {
	return {
		post_id: id,
		title: `课程 ${ id }`,
		cover: `https://site.test/cover-${ id }.jpg`,
		cost: 0,
		duration: 45,
		count: 100 + id,
		targetAudiences: [ '研究生', '青年教师' ],
		digest: `课程 ${ id } 的简介`,
		url: `https://learn.example.com/course-${ id }`,
		...overrides,
	};
}

export function props(
	overrides: Partial< CourseFilterProps > = {}
): CourseFilterProps {
	return {
		facets: FACETS,
		filter: { skills: [], duration: [], language: [], certificate: [] },
		page: 1,
		pageSize: 12,
		list: Array.from( { length: 12 }, ( _, index ) => course( index + 1 ) ),
		total: 30,
		recommendedCourses: [],
		link: BASE,
		...overrides,
	};
}
