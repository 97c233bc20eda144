/**
 * The course-filter island's props and the server's markup it enhances, as
 * theme/template-parts/courses/ draws them (the hooks, ids and roles the island reads; the
 * page's own classes are the PHP's business), and the pages the island fetches as its frame.
 */
import { linkOf, toggle } from '../../../../src/islands/course-filter/filter';
import { startCourseFilter } from '../../../../src/islands/course-filter/enhance';
import type {
	Course,
	CourseFilterProps,
	Facet,
	Filter,
} from '../../../../src/islands/course-filter/types';

/** /courses/ on jsdom's own origin, so the frame's pushState is allowed. */
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

export function noFilter(): Filter {
	return { skills: [], duration: [], language: [], certificate: [] };
}

/** What a page of the results shows. */
export interface Results {
	list: Course[];
	total: number;
	recommended?: Course[];
	filter?: Filter;
	page?: number;
}

/**
 * Courses with ids from `first`, `count` of them.
 *
 * @param first First id.
 * @param count How many.
 */
export function courses( first: number, count: number ): Course[] {
	return Array.from( { length: count }, ( _, index ) =>
		course( first + index )
	);
}

const escape = ( text: string ) =>
	text
		.replace( /&/g, '&amp;' )
		.replace( /"/g, '&quot;' )
		.replace( /</g, '&lt;' );

function card( item: Course ): string {
	const open =
		item.url !== ''
			? `<a href="${ escape( item.url ) }" target="_blank" rel="noopener noreferrer" aria-haspopup="dialog" data-mvc-course="${ escape(
					JSON.stringify( item )
				) }">${ escape( item.title ) }</a>`
			: `<button type="button" aria-haspopup="dialog" data-mvc-course="${ escape(
					JSON.stringify( item )
				) }">${ escape( item.title ) }</button>`;
	return `<li><h3 class="title">${ open }</h3><p><span data-mvc-learners="${ item.post_id }">${ item.count } learners</span></p></li>`;
}

/**
 * The results region's content: count, cards and pager, or the no-results block.
 *
 * @param view What it shows.
 */
export function results( view: Results ): string {
	const filter = view.filter ?? noFilter();
	const page = view.page ?? 1;
	const head = '<h2>Courses</h2><p role="status"></p>';
	if ( ! view.list.length ) {
		const recommended = ( view.recommended ?? [] ).map( card ).join( '' );
		return `${ head }<div><p>No courses found</p><p>Try choosing other filters.</p><a href="${ BASE }" data-mvc-clear>Clear all options</a>${
			recommended
				? `<section><h2>Recommended courses</h2><ul>${ recommended }</ul></section>`
				: ''
		}</div>`;
	}
	const pages = Math.max( 1, Math.ceil( view.total / 12 ) );
	const items = Array.from( { length: pages }, ( _, index ) => index + 1 )
		.map( ( number ) =>
			number === page
				? `<span aria-current="page">${ number }</span>`
				: `<a href="${ linkOf(
						BASE,
						FACETS,
						filter,
						number
					) }">Page ${ number }</a>`
		)
		.join( '' );
	return `${ head }<p>${ view.total } courses in all</p><ul>${ view.list
		.map( card )
		.join(
			''
		) }</ul><nav aria-label="Pages" data-mvc-pager>${ items }</nav>`;
}

/**
 * The panel for a filter.
 *
 * @param filter The filter drawn.
 */
function panel( filter: Filter ): string {
	const none = Object.values( filter ).every( ( values ) => ! values.length );
	const groups = FACETS.map(
		( facet ) =>
			`<section><h3><button type="button" data-mvc-fold aria-expanded="true" aria-controls="mvc-course-filter-${
				facet.key
			}">${ facet.label }</button></h3><ul id="mvc-course-filter-${
				facet.key
			}">${ facet.options
				.map( ( option ) => {
					const chosen = filter[ facet.key ].includes( option.value );
					return `<li><a class="option${
						chosen ? ' is-selected' : ''
					}" data-mvc-group="${ facet.key }" data-mvc-value="${
						option.value
					}" href="${ linkOf(
						BASE,
						FACETS,
						toggle( filter, facet.key, option.value )
					) }" role="checkbox" aria-checked="${ chosen }">${
						option.label
					}</a></li>`;
				} )
				.join( '' ) }</ul></section>`
	).join( '' );
	return `<aside aria-labelledby="filter-title"><div><h2 id="filter-title">Filter</h2><a href="#mvc-course-filter-groups" data-mvc-toggle role="button" aria-expanded="false" aria-controls="mvc-course-filter-groups">Filter</a><a data-mvc-reset href="${ BASE }"${
		none ? ' aria-disabled="true"' : ''
	}>Reset</a></div><div id="mvc-course-filter-groups">${ groups }</div></aside>`;
}

/**
 * The page's island container with the server's markup, the island started on it, for a view.
 *
 * @param view What the server drew.
 * @return The container.
 */
export function startOn( view: Results ): HTMLElement {
	const filter = view.filter ?? noFilter();
	const props: CourseFilterProps = {
		facets: FACETS,
		filter,
		page: view.page ?? 1,
		link: BASE,
	};
	window.history.replaceState(
		null,
		'',
		linkOf( BASE, FACETS, filter, view.page ?? 1 )
	);
	const container = document.createElement( 'div' );
	container.dataset.island = 'course-filter';
	container.innerHTML = `<div>${ panel(
		filter
	) }<div data-mvc-frame="courses">${ results( view ) }</div></div>`;
	document.body.append( container );
	stops.push( startCourseFilter( container, props ) );
	return container;
}

const stops: Array< () => void > = [];

/** Stops the islands started and empties the page. */
export function stopAll(): void {
	stops.splice( 0 ).forEach( ( stop ) => stop() );
	document.body.innerHTML = '';
}

/** A page the island fetched: its address, and how the test answers it. */
export interface PageCall {
	url: URL;
	answer: ( results: Results | number ) => void;
}

/**
 * Answers the island's page fetches (its frame) through `pages`, the REST calls by `rest`
 * (fakeApi's fetch). A page fetch waits for the test's answer: a Results, or an HTTP status. An
 * aborted one rejects, as the browser's does.
 *
 * @param rest The REST stand-in's fetch.
 * @return The page fetches asked for, in order.
 */
export function fakePages( rest: typeof fetch ): PageCall[] {
	const calls: PageCall[] = [];
	globalThis.fetch = jest.fn(
		( input: RequestInfo | URL, init?: RequestInit ) => {
			const url = new URL( String( input ), window.location.href );
			if ( ! url.pathname.startsWith( '/courses/' ) ) {
				return rest( input, init );
			}
			return new Promise< Response >( ( resolve, reject ) => {
				init?.signal?.addEventListener( 'abort', () =>
					reject( new DOMException( 'aborted', 'AbortError' ) )
				);
				calls.push( {
					url,
					answer: ( answer ) =>
						resolve(
							typeof answer === 'number'
								? ( {
										ok: false,
										status: answer,
										text: async () => 'error',
									} as Response )
								: ( {
										ok: true,
										status: 200,
										text: async () =>
											`<!doctype html><html><body><main><div data-mvc-frame="courses">${ results(
												answer
											) }</div></main></body></html>`,
									} as Response )
						),
				} );
			} );
		}
	) as typeof fetch;
	return calls;
}
