/**
 * A course's facts as the cards and the popup say them; the server's card says the same
 * (theme/template-parts/courses/card.php), from the same strings.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * 免费, or the price in yuan (¥199).
 *
 * @param cost Yuan; 0 is free.
 */
export function formatCost( cost: number ): string {
	return cost > 0 ? `¥${ cost }` : __( 'Free', 'mvc' );
}

/**
 * 45 分钟.
 *
 * @param minutes Minutes.
 */
export function formatDuration( minutes: number ): string {
	/* translators: %d: length of a course in minutes. */
	return sprintf( __( '%d min', 'mvc' ), minutes );
}

/**
 * 1280 人学习.
 *
 * @param count Learners.
 */
export function formatLearners( count: number ): string {
	return sprintf(
		/* translators: %d: number of people who started the course. */
		_n( '%d learner', '%d learners', count, 'mvc' ),
		count
	);
}
