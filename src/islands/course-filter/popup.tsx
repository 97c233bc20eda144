/**
 * The course popup, the one thing the course-filter island draws (the server never does): a React
 * root made on the first press of a card, beside the server's markup (the dialog itself is a
 * portal on <body>). 开始学习 sends the learner call (`keepalive`: the course opens in a new tab
 * meanwhile) and writes the answer's count into the popup and into the server's cards of that
 * course (`data-mvc-learners`, and their `data-mvc-course`, so reopening shows it too).
 */
import { createRoot } from '@wordpress/element';
import { API_ROUTES, apiRequest } from '@mvc/runtime-core';
import type { ApiAnswers } from '@mvc/runtime-core';

import { CoursePopup } from './CoursePopup';
import { formatLearners } from './format';
import type { Course } from './types';

export interface CoursePopupHandle {
	/** Opens the popup of a course. */
	open: ( course: Course ) => void;
}

/**
 * The popup of the page's courses.
 *
 * @param doc The page.
 */
export function createCoursePopup( doc: Document ): CoursePopupHandle {
	let root: ReturnType< typeof createRoot > | null = null;
	let course: Course | null = null;

	const render = () => {
		if ( ! root ) {
			const host = doc.createElement( 'div' );
			host.dataset.mvcCoursePopup = '';
			doc.body.append( host );
			root = createRoot( host );
		}
		root.render(
			<CoursePopup
				course={ course }
				onClose={ () => {
					course = null;
					render();
				} }
				onStart={ start }
			/>
		);
	};

	/**
	 * The learner count of a course, wherever the page shows it.
	 *
	 * @param postId Course.
	 * @param count  Its learners.
	 */
	const counted = ( postId: number, count: number ) => {
		doc.querySelectorAll< HTMLElement >(
			`[data-mvc-learners="${ postId }"]`
		).forEach( ( element ) => {
			element.textContent = formatLearners( count );
		} );
		doc.querySelectorAll< HTMLElement >( '[data-mvc-course]' ).forEach(
			( control ) => {
				try {
					const data = JSON.parse( control.dataset.mvcCourse ?? '' );
					if ( data?.post_id === postId ) {
						control.dataset.mvcCourse = JSON.stringify( {
							...data,
							count,
						} );
					}
				} catch {
					// Not a course: left as it is.
				}
			}
		);
		if ( course?.post_id === postId ) {
			course = { ...course, count };
			render();
		}
	};

	function start( started: Course ) {
		// The id sits inside the route's path (`/api/online-course/{post_id}/learners`).
		apiRequest< ApiAnswers[ 'courseLearners' ] >( {
			path: API_ROUTES.courseLearners.path.replace(
				'{post_id}',
				String( started.post_id )
			),
			method: 'PUT',
			keepalive: true,
		} ).then(
			( answer ) => counted( started.post_id, answer.count ),
			// The course opened anyway; the count is the server's business.
			() => undefined
		);
	}

	return {
		open: ( next ) => {
			course = next;
			render();
		},
	};
}
