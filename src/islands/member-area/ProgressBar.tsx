/**
 * The steps of a multi-step form: a progress bar (`aria-valuenow`) with the step labels.
 */
import { __, sprintf } from '@wordpress/i18n';

export interface ProgressBarProps {
	/** Labels of the steps, in order. */
	steps: string[];
	/** Current step, from 1. */
	current: number;
	/** Accessible name of the bar. */
	label: string;
}

export function ProgressBar( { steps, current, label }: ProgressBarProps ) {
	return (
		<div className="mvc-progress">
			<div
				className="mvc-progress__bar"
				role="progressbar"
				aria-label={ label }
				aria-valuemin={ 1 }
				aria-valuemax={ steps.length }
				aria-valuenow={ current }
				aria-valuetext={ sprintf(
					/* translators: 1: current step, 2: number of steps, 3: the step's name. */
					__( 'Step %1$d of %2$d: %3$s', 'mvc' ),
					current,
					steps.length,
					steps[ current - 1 ] ?? ''
				) }
			>
				<span
					className="mvc-progress__fill"
					style={ {
						width: `${ ( current / steps.length ) * 100 }%`,
					} }
				/>
			</div>
			<ol className="mvc-progress__steps" aria-hidden="true">
				{ steps.map( ( step, index ) => {
					let className = 'mvc-progress__step';
					if ( index + 1 === current ) {
						className += ' mvc-progress__step--current';
					} else if ( index + 1 < current ) {
						className += ' mvc-progress__step--done';
					}
					return (
						<li key={ step } className={ className }>
							{ step }
						</li>
					);
				} ) }
			</ol>
		</div>
	);
}
