/**
 * The filter panel (public-site spec, section 4): a group per facet that folds, options that add
 * or remove their value, and reset. On a phone the groups fold under 筛选 (a link to them that
 * the island makes a toggle), closed as the page opens; open when the address names them (the
 * server's link opens them by their hash without JavaScript). Options and reset are links to the addresses they lead to
 * (what a reader without JavaScript follows, as the server draws them); a plain click changes the
 * filter in place. Every control's class names it (`mvc-course-filter__option--skills-paper-writing`),
 * so a press the loader held back while the island woke is handed to the same control.
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { KeyboardEvent, MouseEvent } from 'react';

import { isPlainClick } from '../../runtime/behaviours/clicks';
import { emptyFilter, isEmpty, toggle } from './filter';
import type { Facet, Filter, Group } from './types';

/** The groups' box (the phone's button 筛选 opens it). */
const GROUPS_ID = 'mvc-course-filter-groups';

export interface FilterPanelProps {
	facets: Facet[];
	/** The values chosen. */
	filter: Filter;
	/** The address of a filter (its first page). */
	link: ( filter: Filter ) => string;
	onChange: ( filter: Filter ) => void;
}

export function FilterPanel( {
	facets,
	filter,
	link,
	onChange,
}: FilterPanelProps ) {
	const [ folded, setFolded ] = useState< Group[] >( [] );
	const [ shown, setShown ] = useState(
		() => window.location.hash === `#${ GROUPS_ID }`
	);

	const choose =
		( next: Filter ) => ( event: MouseEvent< HTMLAnchorElement > ) => {
			if ( ! isPlainClick( event ) ) {
				return;
			}
			event.preventDefault();
			onChange( next );
		};

	// The options are checkboxes to assistive technology: Space toggles them too.
	const onOptionKey =
		( next: Filter ) => ( event: KeyboardEvent< HTMLAnchorElement > ) => {
			if ( event.key === ' ' ) {
				event.preventDefault();
				onChange( next );
			}
		};

	const fold = ( group: Group ) =>
		setFolded( ( current ) =>
			current.includes( group )
				? current.filter( ( item ) => item !== group )
				: [ ...current, group ]
		);

	const empty = emptyFilter();
	// Open: shown. Closed while the address still names the groups (the server's link was
	// followed): hidden over the stylesheet's `:target`. Else as the server drew it.
	let groupsState = '';
	if ( shown ) {
		groupsState = ' is-open';
	} else if ( window.location.hash === `#${ GROUPS_ID }` ) {
		groupsState = ' is-closed';
	}

	return (
		<aside
			className="mvc-course-filter"
			aria-labelledby="mvc-course-filter-title"
		>
			<div className="mvc-course-filter__head">
				<h2
					className="mvc-course-filter__title"
					id="mvc-course-filter-title"
				>
					{ __( 'Filter', 'mvc' ) }
				</h2>
				<a
					className="mvc-course-filter__toggle"
					href={ `#${ GROUPS_ID }` }
					role="button"
					aria-expanded={ shown }
					aria-controls={ GROUPS_ID }
					onClick={ ( event ) => {
						event.preventDefault();
						setShown( ( was ) => ! was );
					} }
					onKeyDown={ ( event ) => {
						if ( event.key === ' ' ) {
							event.preventDefault();
							setShown( ( was ) => ! was );
						}
					} }
				>
					{ __( 'Filter', 'mvc' ) }
					<span
						className="mvc-course-filter__chevron"
						aria-hidden="true"
					></span>
				</a>
				<a
					className="mvc-course-filter__reset"
					href={ link( empty ) }
					aria-disabled={ isEmpty( filter ) ? 'true' : undefined }
					onClick={ choose( empty ) }
				>
					{ __( 'Reset', 'mvc' ) }
				</a>
			</div>
			<div
				className={ `mvc-course-filter__groups${ groupsState }` }
				id={ GROUPS_ID }
			>
				{ facets.map( ( facet ) => {
					const open = ! folded.includes( facet.key );
					return (
						<section
							key={ facet.key }
							className={ `mvc-course-filter__group${ open ? '' : ' is-folded' }` }
						>
							<h3 className="mvc-course-filter__group-title">
								<button
									type="button"
									className={ `mvc-course-filter__fold mvc-course-filter__fold--${ facet.key }` }
									aria-expanded={ open }
									aria-controls={ `mvc-course-filter-${ facet.key }` }
									onClick={ () => fold( facet.key ) }
								>
									{ facet.label }
									<span
										className="mvc-course-filter__chevron"
										aria-hidden="true"
									></span>
								</button>
							</h3>
							<ul
								className="mvc-course-filter__options"
								id={ `mvc-course-filter-${ facet.key }` }
								hidden={ ! open }
							>
								{ facet.options.map( ( option ) => {
									const chosen = filter[ facet.key ].includes(
										option.value
									);
									const next = toggle(
										filter,
										facet.key,
										option.value
									);
									return (
										<li key={ option.value }>
											<a
												className={ `mvc-course-filter__option mvc-course-filter__option--${
													facet.key
												}-${ option.value }${ chosen ? ' is-selected' : '' }` }
												href={ link( next ) }
												role="checkbox"
												aria-checked={ chosen }
												onClick={ choose( next ) }
												onKeyDown={ onOptionKey(
													next
												) }
											>
												{ option.label }
											</a>
										</li>
									);
								} ) }
							</ul>
						</section>
					);
				} ) }
			</div>
		</aside>
	);
}
