/**
 * A course's popup (public-site spec, section 4): cover, title, cost (免费 or ¥N), duration,
 * learners, who it is for and the digest; the discount code with its copy button, which says 已复制
 * after one copy and stays so while this popup is open; and 开始学习, a real link to the course in
 * a new tab (no popup blocker stops it) whose press first sends the learner call, with `keepalive`
 * so leaving the page does not cut it. The popup closes by its button, Escape or the background,
 * and once closed renders nothing (`Modal`).
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { Modal } from '../../components/Modal';
import { copyText } from '../../runtime/behaviours/copy-text';
import { formatCost, formatDuration, formatLearners } from './format';
import type { Course } from './types';

export interface CoursePopupProps {
	/** The course shown, or null when closed. */
	course: Course | null;
	onClose: () => void;
	/** Sends the learner call of a course about to open. */
	onStart: ( course: Course ) => void;
}

function DiscountCode( { code }: { code: string } ) {
	const [ copied, setCopied ] = useState( false );
	const copy = async () => {
		if ( await copyText( code, document ) ) {
			setCopied( true );
		} else {
			// The spec's rule: a failed copy says nothing to the reader.
			// eslint-disable-next-line no-console
			console.log( 'mvc: the discount code could not be copied' );
		}
	};
	return (
		<p className="mvc-course-popup__code">
			<span className="mvc-course-popup__code-label">
				{ __( 'Discount code', 'mvc' ) }
			</span>
			<code className="mvc-course-popup__code-value">{ code }</code>
			<button
				type="button"
				className="mvc-button mvc-course-popup__copy"
				disabled={ copied }
				onClick={ copy }
			>
				{ copied ? __( 'Copied', 'mvc' ) : __( 'Copy', 'mvc' ) }
			</button>
		</p>
	);
}

function CourseDetails( {
	course,
	onStart,
}: {
	course: Course;
	onStart: ( course: Course ) => void;
} ) {
	return (
		<div className="mvc-course-popup">
			{ course.cover !== '' && (
				<img
					className="mvc-course-popup__cover"
					src={ course.cover }
					alt=""
					width="400"
					height="225"
				/>
			) }
			<dl className="mvc-course-popup__facts">
				<div>
					<dt>{ __( 'Cost', 'mvc' ) }</dt>
					<dd
						className={ `mvc-course-popup__cost${
							course.cost > 0 ? '' : ' is-free'
						}` }
					>
						{ formatCost( course.cost ) }
					</dd>
				</div>
				<div>
					<dt>{ __( 'Duration', 'mvc' ) }</dt>
					<dd>{ formatDuration( course.duration ) }</dd>
				</div>
				<div>
					<dt>{ __( 'Learners', 'mvc' ) }</dt>
					<dd className="mvc-course-popup__count">
						{ formatLearners( course.count ) }
					</dd>
				</div>
			</dl>
			{ course.targetAudiences.length > 0 && (
				<section className="mvc-course-popup__section">
					<h3 className="mvc-course-popup__heading">
						{ __( 'Who it is for', 'mvc' ) }
					</h3>
					<ul className="mvc-course-popup__audiences">
						{ course.targetAudiences.map( ( audience ) => (
							<li key={ audience }>{ audience }</li>
						) ) }
					</ul>
				</section>
			) }
			{ course.digest !== '' && (
				<section className="mvc-course-popup__section">
					<h3 className="mvc-course-popup__heading">
						{ __( 'About the course', 'mvc' ) }
					</h3>
					<p className="mvc-course-popup__digest">
						{ course.digest }
					</p>
				</section>
			) }
			{ course.discountCode && (
				<DiscountCode code={ course.discountCode } />
			) }
			{ course.url !== '' && (
				<a
					className="mvc-button mvc-button--primary mvc-course-popup__start"
					href={ course.url }
					target="_blank"
					rel="noopener noreferrer"
					onClick={ () => onStart( course ) }
				>
					{ __( 'Start learning', 'mvc' ) }
				</a>
			) }
		</div>
	);
}

export function CoursePopup( { course, onClose, onStart }: CoursePopupProps ) {
	return (
		<Modal
			isOpen={ course !== null }
			title={ course?.title ?? '' }
			onClose={ onClose }
			className="mvc-modal__dialog--course"
		>
			{ course && (
				// A new course is a new popup: its copy button starts afresh.
				<CourseDetails
					key={ course.post_id }
					course={ course }
					onStart={ onStart }
				/>
			) }
		</Modal>
	);
}
