/**
 * /courses (public-site spec, sections 2 and 4): the filter panel on the left, the grid of 12
 * course cards with the pager on the right, the course popup, and the no-results block with
 * clear-all and the recommended courses. The server drew the first view from the same props
 * (theme/template-parts/courses/filter.php), so mounting moves nothing and makes no call.
 *
 * Every change of the filter reloads from page 1 (`POST /api/online-course/filter`) with 加载中…;
 * a page of the pager loads with its spinner. The address follows (`pushState`, the server's
 * shareable form, so a reload or a shared link shows the same page), and back and forward bring
 * the earlier views back. A call that fails leaves the last view, its filter and its address, and
 * says why in a toast.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import {
	API_ROUTES,
	apiRequest,
	routeRequest,
	showToast,
} from '@mvc/runtime-core';
import type { ApiAnswers } from '@mvc/runtime-core';

import { messageOf } from '../../member/errors';
import { CourseGrid } from './CourseCard';
import { Pager } from '../../components/pager';
import { CoursePopup } from './CoursePopup';
import { FilterPanel } from './FilterPanel';
import { NoResults } from './NoResults';
import { emptyFilter, linkOf, readLink, sameFilter } from './filter';
import type { Course, CourseFilterProps, CoursePage, Filter } from './types';

/** What the grid shows: a page of a filter. */
interface View extends CoursePage {
	filter: Filter;
	page: number;
}

/** What is being loaded. */
interface Pending {
	filter: Filter;
	page: number;
}

/**
 * A course with its learner count changed, wherever the view holds it.
 *
 * @param view   View.
 * @param postId Course.
 * @param count  Its learners.
 */
function withCount( view: View, postId: number, count: number ): View {
	const update = ( list: Course[] ) =>
		list.map( ( course ) =>
			course.post_id === postId ? { ...course, count } : course
		);
	return {
		...view,
		list: update( view.list ),
		recommendedCourses: update( view.recommendedCourses ),
	};
}

export function CourseFilter( {
	facets,
	filter,
	page,
	pageSize,
	list,
	total,
	recommendedCourses,
	link,
}: CourseFilterProps ) {
	const [ view, setView ] = useState< View >( {
		filter,
		page,
		list,
		total,
		recommendedCourses,
	} );
	const [ pending, setPending ] = useState< Pending | null >( null );
	const [ openId, setOpenId ] = useState< number | null >( null );
	const latest = useRef( 0 );
	const shown = useRef( view );
	shown.current = view;
	const resultsRef = useRef< HTMLDivElement >( null );

	const address = ( next: Filter, number = 1 ) =>
		linkOf( link, facets, next, number );

	/**
	 * Loads a page of a filter; only the last call asked for is shown.
	 *
	 * @param next   Filter.
	 * @param number Page.
	 * @param push   Whether the address moves with it (not on back and forward).
	 */
	const load = async ( next: Filter, number: number, push = true ) => {
		const call = ++latest.current;
		setPending( { filter: next, page: number } );
		if ( push ) {
			window.history.pushState( null, '', address( next, number ) );
		}
		try {
			const answer = await routeRequest( 'courseFilter', {
				method: 'POST',
				suffix: `?pageSize=${ pageSize }&pageNumber=${ number }`,
				data: next,
			} );
			if ( call !== latest.current ) {
				return;
			}
			setView( { ...answer, filter: next, page: number } );
			setPending( null );
			const top = resultsRef.current?.getBoundingClientRect().top ?? 0;
			if ( top < 0 ) {
				resultsRef.current?.scrollIntoView?.( { block: 'start' } );
			}
		} catch ( error ) {
			if ( call !== latest.current ) {
				return;
			}
			setPending( null );
			window.history.replaceState(
				null,
				'',
				address( shown.current.filter, shown.current.page )
			);
			showToast( { message: messageOf( error ) } );
		}
	};

	// Back and forward: the view of the address.
	useEffect( () => {
		const onPop = () => {
			const named = readLink( window.location.href, link, facets );
			const current = shown.current;
			// A move within the page (a hash) names the view already shown.
			if (
				named &&
				! (
					named.page === current.page &&
					sameFilter( named.filter, current.filter )
				)
			) {
				load( named.filter, named.page, false );
			}
		};
		window.addEventListener( 'popstate', onPop );
		return () => window.removeEventListener( 'popstate', onPop );
		// `load` reads refs and props that do not change.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	const start = ( course: Course ) => {
		// The id sits inside the route's path (`/api/online-course/{post_id}/learners`).
		apiRequest< ApiAnswers[ 'courseLearners' ] >( {
			path: API_ROUTES.courseLearners.path.replace(
				'{post_id}',
				String( course.post_id )
			),
			method: 'PUT',
			keepalive: true,
		} ).then(
			( answer ) =>
				setView( ( current ) =>
					withCount( current, course.post_id, answer.count )
				),
			// The course opened anyway; the count is the server's business.
			() => undefined
		);
	};

	const chosen = pending?.filter ?? view.filter;
	const pages = Math.max( 1, Math.ceil( view.total / pageSize ) );
	const pagerLoading =
		pending && sameFilter( pending.filter, view.filter )
			? pending.page
			: null;
	const open =
		[ ...view.list, ...view.recommendedCourses ].find(
			( course ) => course.post_id === openId
		) ?? null;

	return (
		<div className="mvc-courses">
			<FilterPanel
				facets={ facets }
				filter={ chosen }
				link={ ( next ) => address( next ) }
				onChange={ ( next ) => {
					// Reset with nothing chosen: already there.
					if (
						! sameFilter( next, chosen ) ||
						( pending?.page ?? view.page ) !== 1
					) {
						load( next, 1 );
					}
				} }
			/>
			<div
				ref={ resultsRef }
				className={ `mvc-courses__results${ pending ? ' is-loading' : '' }` }
				aria-busy={ pending !== null }
			>
				<h2 className="screen-reader-text">
					{ __( 'Courses', 'mvc' ) }
				</h2>
				<p className="mvc-courses__status" role="status">
					{ pending ? __( 'Loading…', 'mvc' ) : '' }
				</p>
				{ view.list.length > 0 ? (
					<>
						<p className="mvc-courses__count">
							{ sprintf(
								/* translators: %d: number of courses the filter finds. */
								_n(
									'%d course in all',
									'%d courses in all',
									view.total,
									'mvc'
								),
								view.total
							) }
						</p>
						<CourseGrid
							courses={ view.list }
							onOpen={ ( course ) => setOpenId( course.post_id ) }
						/>
						<Pager
							current={ view.page }
							total={ pages }
							link={ ( number ) =>
								address( view.filter, number )
							}
							loading={ pagerLoading }
							onPage={ ( number ) => load( view.filter, number ) }
						/>
					</>
				) : (
					<NoResults
						clearLink={ address( emptyFilter() ) }
						onClear={ () => load( emptyFilter(), 1 ) }
						recommended={ view.recommendedCourses }
						onOpen={ ( course ) => setOpenId( course.post_id ) }
					/>
				) }
			</div>
			<CoursePopup
				course={ open }
				onClose={ () => setOpenId( null ) }
				onStart={ start }
			/>
		</div>
	);
}
