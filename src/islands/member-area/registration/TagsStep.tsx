/**
 * Registration step 3: interest tags (optional, at most MAX_TAGS), from the random suggestions.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { FormEvent, ReactNode } from 'react';

import { FieldError } from '../../../components/TextField';
import { MAX_TAGS } from '../../../member/constants';
import { SubmitButton } from '../AccountFields';
import type { useTagSuggestions } from '../useTagSuggestions';

export interface TagsStepProps {
	tags: number[];
	suggestions: ReturnType< typeof useTagSuggestions >;
	tagError: string;
	pending: boolean;
	backButton: ReactNode;
	/** The password and its confirmation, when the popup was reopened past step 1. */
	passwordFields?: ReactNode;
	onToggle: ( id: number ) => void;
	onSubmit: ( event: FormEvent< HTMLFormElement > ) => void;
}

export function TagsStep( {
	tags,
	suggestions,
	tagError,
	pending,
	backButton,
	passwordFields,
	onToggle,
	onSubmit,
}: TagsStepProps ) {
	return (
		<form className="mvc-form" noValidate onSubmit={ onSubmit }>
			<fieldset className="mvc-tags">
				<legend className="mvc-tags__legend">
					{ __( 'Choose the topics that interest you', 'mvc' ) }
				</legend>
				<p
					className={
						tags.length >= MAX_TAGS
							? 'mvc-tags__hint mvc-tags__hint--full'
							: 'mvc-tags__hint'
					}
					aria-live="polite"
				>
					{ sprintf(
						/* translators: %d: most tags a member may choose. */
						__( 'Choose at most %d tags.', 'mvc' ),
						MAX_TAGS
					) }
					{ tags.length >= MAX_TAGS && (
						// Announced by the live hint when the limit is reached.
						<span className="screen-reader-text">
							{ ' ' }
							{ sprintf(
								/* translators: %d: most tags a member may choose. */
								__(
									'You have chosen %d tags, the most allowed.',
									'mvc'
								),
								MAX_TAGS
							) }
						</span>
					) }
				</p>
				{ suggestions.status === 'loading' && (
					<p className="mvc-tags__status">
						{ __( 'Loading…', 'mvc' ) }
					</p>
				) }
				{ suggestions.status === 'error' && (
					<div className="mvc-tags__status" role="alert">
						<p>{ suggestions.error }</p>
						<button
							type="button"
							className="mvc-button"
							onClick={ suggestions.retry }
						>
							{ __( 'Try again', 'mvc' ) }
						</button>
					</div>
				) }
				{ suggestions.status === 'ready' && (
					<ul className="mvc-tags__list">
						{ suggestions.shown.map( ( tag ) => {
							const selected = tags.includes( tag.id );
							return (
								<li key={ tag.id }>
									<button
										type="button"
										className="mvc-tag-toggle"
										aria-pressed={ selected }
										disabled={
											! selected &&
											tags.length >= MAX_TAGS
										}
										onClick={ () => onToggle( tag.id ) }
									>
										{ tag.name }
									</button>
								</li>
							);
						} ) }
					</ul>
				) }
				{ suggestions.status === 'ready' &&
					suggestions.total > suggestions.shown.length && (
						<button
							type="button"
							className="mvc-link-button mvc-tags__refresh"
							onClick={ () => suggestions.refresh( tags ) }
						>
							{ __( 'Show others', 'mvc' ) }
						</button>
					) }
				{ tagError && (
					<FieldError role="alert">{ tagError }</FieldError>
				) }
			</fieldset>
			{ passwordFields }
			<div className="mvc-form__actions">
				{ backButton }
				<SubmitButton pending={ pending }>
					{ __( 'Complete registration', 'mvc' ) }
				</SubmitButton>
			</div>
		</form>
	);
}
