/**
 * The no-results block (public-site spec, sections 2 and 8): no course matches, a hint to choose
 * other filters, the button that clears every option (a link to /courses/ as the server draws it),
 * and the recommended courses below.
 */
import { __ } from '@wordpress/i18n';
import type { MouseEvent } from 'react';

import { isPlainClick } from '../../runtime/behaviours/clicks';
import { CourseGrid } from './CourseCard';
import type { Course } from './types';

export interface NoResultsProps {
	/** /courses/. */
	clearLink: string;
	onClear: () => void;
	recommended: Course[];
	onOpen: ( course: Course ) => void;
}

export function NoResults( {
	clearLink,
	onClear,
	recommended,
	onOpen,
}: NoResultsProps ) {
	const clear = ( event: MouseEvent< HTMLAnchorElement > ) => {
		if ( ! isPlainClick( event ) ) {
			return;
		}
		event.preventDefault();
		onClear();
	};
	return (
		<div className="mvc-course-empty">
			<p className="mvc-course-empty__title">
				{ __( 'No courses found', 'mvc' ) }
			</p>
			<p className="mvc-course-empty__hint">
				{ __( 'Try choosing other filters.', 'mvc' ) }
			</p>
			<a
				className="mvc-button mvc-course-empty__clear"
				href={ clearLink }
				onClick={ clear }
			>
				{ __( 'Clear all options', 'mvc' ) }
			</a>
			{ recommended.length > 0 && (
				<section className="mvc-course-empty__recommended">
					<h2 className="mvc-course-empty__heading">
						{ __( 'Recommended courses', 'mvc' ) }
					</h2>
					<CourseGrid courses={ recommended } onOpen={ onOpen } />
				</section>
			) }
		</div>
	);
}
