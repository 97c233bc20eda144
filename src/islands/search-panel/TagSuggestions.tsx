/**
 * The suggested tags under the search box: a listbox of links to the tags' pages, the part of
 * each name that matches the typed text in bold. The text box is the combobox that owns it (its
 * `aria-activedescendant` names the active option); a press on the list keeps the focus there.
 */
import { __ } from '@wordpress/i18n';
import type { RefObject } from 'react';

import type { Tag } from '../../components/tags';
import { splitName } from './tags';

export interface TagSuggestionsProps {
	listRef: RefObject< HTMLUListElement >;
	id: string;
	tags: readonly Tag[];
	/** The trimmed text the names matched. */
	text: string;
	/** Index of the active option, -1 for none. */
	active: number;
	expanded: boolean;
	/** A tag's page is `tagBase + slug + '/'`. */
	tagBase: string;
}

/**
 * Id of an option of the list.
 *
 * @param listId Id of the list.
 * @param index  Index of the option.
 */
export function optionId( listId: string, index: number ): string {
	return `${ listId }-option-${ index }`;
}

function MatchedName( { name, text }: { name: string; text: string } ) {
	return (
		<>
			{ splitName( name, text ).map( ( part, index ) =>
				part.match ? (
					<strong key={ index }>{ part.text }</strong>
				) : (
					part.text
				)
			) }
		</>
	);
}

export function TagSuggestions( {
	listRef,
	id,
	tags,
	text,
	active,
	expanded,
	tagBase,
}: TagSuggestionsProps ) {
	return (
		<ul
			ref={ listRef }
			id={ id }
			className="mvc-search-panel__list"
			role="listbox"
			aria-label={ __( 'Matching tags', 'mvc' ) }
			hidden={ ! expanded }
			onMouseDown={ ( event ) => event.preventDefault() }
		>
			{ tags.map( ( tag, index ) => (
				<li key={ tag.id } role="presentation">
					<a
						id={ optionId( id, index ) }
						className="mvc-search-panel__option"
						role="option"
						aria-selected={ index === active }
						tabIndex={ -1 }
						href={ `${ tagBase }${ tag.slug }/` }
					>
						<MatchedName name={ tag.name } text={ text } />
					</a>
				</li>
			) ) }
		</ul>
	);
}
