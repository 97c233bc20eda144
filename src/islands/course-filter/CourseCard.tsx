/**
 * A course card: cover, title, cost, duration and learners. The title is a link to the course
 * (what a reader without JavaScript follows) stretched over the card; a plain click opens the
 * course's popup instead (a course without an address has a button there). Its class names the course, so a press the loader held back while the
 * island woke is handed to this very card.
 */
import type { MouseEvent } from 'react';

import { isPlainClick } from '../../runtime/behaviours/clicks';
import { formatCost, formatDuration, formatLearners } from './format';
import type { Course } from './types';

export interface CourseCardProps {
	course: Course;
	onOpen: ( course: Course ) => void;
}

export function CourseCard( { course, onOpen }: CourseCardProps ) {
	const className = `mvc-course-card__open mvc-course-card__open--${ course.post_id }`;
	const open = ( event: MouseEvent< HTMLAnchorElement > ) => {
		if ( ! isPlainClick( event ) ) {
			return;
		}
		event.preventDefault();
		onOpen( course );
	};
	return (
		<li className="mvc-course-card">
			<div className="mvc-course-card__cover">
				{ course.cover !== '' && (
					<img
						src={ course.cover }
						alt=""
						width="400"
						height="225"
						loading="lazy"
						decoding="async"
					/>
				) }
			</div>
			<h3 className="mvc-course-card__title">
				{ course.url !== '' ? (
					<a
						className={ className }
						href={ course.url }
						target="_blank"
						rel="noopener noreferrer"
						aria-haspopup="dialog"
						onClick={ open }
					>
						{ course.title }
					</a>
				) : (
					<button
						type="button"
						className={ className }
						aria-haspopup="dialog"
						onClick={ () => onOpen( course ) }
					>
						{ course.title }
					</button>
				) }
			</h3>
			<p className="mvc-course-card__facts">
				<span
					className={ `mvc-course-card__cost${
						course.cost > 0 ? '' : ' is-free'
					}` }
				>
					{ formatCost( course.cost ) }
				</span>
				<span className="mvc-course-card__duration">
					{ formatDuration( course.duration ) }
				</span>
				<span className="mvc-course-card__count">
					{ formatLearners( course.count ) }
				</span>
			</p>
		</li>
	);
}

/**
 * A grid of course cards.
 *
 * @param props         Props.
 * @param props.courses Courses.
 * @param props.onOpen  Opens a course's popup.
 */
export function CourseGrid( {
	courses,
	onOpen,
}: {
	courses: Course[];
	onOpen: ( course: Course ) => void;
} ) {
	return (
		<ul className="mvc-course-grid">
			{ courses.map( ( course ) => (
				<CourseCard
					key={ course.post_id }
					course={ course }
					onOpen={ onOpen }
				/>
			) ) }
		</ul>
	);
}
