/**
 * The search panel (spec public-site.md, "Search (/search)"; sections 4 and 5): on top of the
 * server's search form, which works without JavaScript and is never re-drawn here, it adds
 *
 * - the clear icon, shown while the text box is not empty: it empties the box, closes the
 *   suggestions and gives the box the focus;
 * - the submit rule: leading whitespace is trimmed (written back into the box); Enter and the
 *   search button do nothing while the text is empty;
 * - tag suggestions while the trimmed text is not empty and the category is the whole site
 *   (`useTagSearch`), as an ARIA combobox on the server's text box: ArrowDown and ArrowUp move
 *   through them, Enter opens the active one, Escape, a press outside or a change of category
 *   closes them.
 *
 * The island mounts in the empty `.mvc-search-panel` container inside the form's field and finds
 * the form by its id (`form`), the text box by `name="s"`, the select by `name="category"`.
 */
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { IslandProps } from '@mvc/runtime-core';

import { TagSuggestions, optionId } from './TagSuggestions';
import { useDomEvent } from '../../components/ServerMarkup';
import { useTagSearch } from './useTagSearch';

export interface SearchPanelProps extends IslandProps {
	/** Id of the server's `<form class="mvc-search-form">`. */
	form: string;
	/** Address of the tag pages, ending with a slash: a tag's page is `tagBase + slug + '/'`. */
	tagBase: string;
}

interface ServerForm {
	form: HTMLFormElement;
	input: HTMLInputElement;
	category: HTMLSelectElement | null;
}

/** The category select's value for the whole site. */
const WHOLE_SITE = '';

const ARIA_ATTRIBUTES = [
	'role',
	'aria-autocomplete',
	'aria-controls',
	'aria-expanded',
	'aria-activedescendant',
];

/**
 * The server's form, its text box and its category select.
 *
 * @param id Id of the form.
 */
function findServerForm( id: string ): ServerForm | null {
	const form = document.getElementById( id );
	if ( ! ( form instanceof HTMLFormElement ) ) {
		return null;
	}
	const input = form.querySelector( 'input[name="s"]' );
	const category = form.querySelector( 'select[name="category"]' );
	return input instanceof HTMLInputElement
		? {
				form,
				input,
				category:
					category instanceof HTMLSelectElement ? category : null,
			}
		: null;
}

function isComposing( event: Event ): boolean {
	return 'isComposing' in event && event.isComposing === true;
}

function ClearIcon() {
	return (
		<svg
			width="16"
			height="16"
			viewBox="0 0 24 24"
			fill="none"
			stroke="currentColor"
			strokeWidth="2"
			strokeLinecap="round"
			aria-hidden="true"
			focusable="false"
		>
			<path d="M6 6l12 12M18 6L6 18" />
		</svg>
	);
}

function Panel( {
	server: { form, input, category },
	tagBase,
}: {
	server: ServerForm;
	tagBase: string;
} ) {
	// What the box shows (for the clear icon) and the text typed outside an IME composition.
	// Woken by the focus in the box, the panel may find text typed while it loaded.
	const [ typedBefore ] = useState(
		() => input.ownerDocument.activeElement === input
	);
	const [ text, setText ] = useState( input.value );
	const [ typed, setTyped ] = useState( typedBefore ? input.value : '' );
	const [ scope, setScope ] = useState( category?.value ?? WHOLE_SITE );
	const [ open, setOpen ] = useState( typedBefore );
	const [ active, setActive ] = useState( -1 );
	const listId = useId();
	const list = useRef< HTMLUListElement >( null );
	const clearButton = useRef< HTMLButtonElement >( null );

	const query = scope === WHOLE_SITE ? typed.trim() : '';
	const tags = useTagSearch( query );
	const expanded = open && tags.length > 0;
	const current = expanded && active < tags.length ? active : -1;

	const close = () => {
		setOpen( false );
		setActive( -1 );
	};
	const typedNow = () => {
		setTyped( input.value );
		setOpen( true );
		setActive( -1 );
	};
	const isOurs = ( node: EventTarget | null ) =>
		node instanceof Node &&
		( input.contains( node ) ||
			!! list.current?.contains( node ) ||
			!! clearButton.current?.contains( node ) );

	// A new list (another answer) starts again from the text box.
	useEffect( () => setActive( -1 ), [ tags ] );

	// The island guards the empty text itself: an empty submit does nothing (spec, section 5),
	// without the browser's "please fill out this field" bubble.
	useEffect( () => {
		form.noValidate = true;
		return () => {
			form.noValidate = false;
		};
	}, [ form ] );

	useEffect( () => {
		input.setAttribute( 'role', 'combobox' );
		input.setAttribute( 'aria-autocomplete', 'list' );
		input.setAttribute( 'aria-controls', listId );
		return () =>
			ARIA_ATTRIBUTES.forEach( ( name ) =>
				input.removeAttribute( name )
			);
	}, [ input, listId ] );

	useEffect( () => {
		input.setAttribute( 'aria-expanded', String( expanded ) );
		if ( current >= 0 ) {
			input.setAttribute(
				'aria-activedescendant',
				optionId( listId, current )
			);
		} else {
			input.removeAttribute( 'aria-activedescendant' );
		}
	}, [ input, listId, expanded, current ] );

	useDomEvent( input, 'input', ( event ) => {
		setText( input.value );
		if ( ! isComposing( event ) ) {
			typedNow();
		}
	} );
	// Pinyin being composed is not looked up; the characters it gives are.
	useDomEvent( input, 'compositionend', typedNow );

	// Back in the box, the suggestions of its text come back.
	useDomEvent( input, 'focus', () => {
		if ( input.value.trim() !== '' ) {
			setOpen( true );
		}
	} );

	useDomEvent( input, 'keydown', ( event ) => {
		// Keys that pick an IME candidate (Safari reports them as key code 229 after compositionend).
		if ( event.isComposing || event.keyCode === 229 ) {
			return;
		}
		if ( event.key === 'ArrowDown' || event.key === 'ArrowUp' ) {
			if ( tags.length === 0 ) {
				return;
			}
			event.preventDefault();
			const step = event.key === 'ArrowDown' ? 1 : -1;
			const start = step === 1 ? 0 : tags.length - 1;
			setOpen( true );
			setActive(
				current < 0
					? start
					: ( current + step + tags.length ) % tags.length
			);
		} else if ( event.key === 'Enter' && current >= 0 ) {
			// Opens the tag's page instead of searching.
			event.preventDefault();
			list.current?.querySelectorAll( 'a' )[ current ]?.click();
			close();
		} else if ( event.key === 'Escape' && expanded ) {
			// Closes the list only (a search box would also empty itself).
			event.preventDefault();
			close();
		}
	} );

	useDomEvent( form, 'submit', ( event ) => {
		const value = input.value.trimStart();
		if ( value === '' ) {
			event.preventDefault();
			return;
		}
		if ( value !== input.value ) {
			input.value = value;
			setText( value );
		}
		close();
	} );

	useDomEvent( category, 'change', () => {
		setScope( category?.value ?? WHOLE_SITE );
		close();
	} );

	useDomEvent( form, 'focusout', ( event ) => {
		if ( ! isOurs( event.relatedTarget ) ) {
			close();
		}
	} );

	useDomEvent( document.documentElement, 'pointerdown', ( event ) => {
		if ( ! isOurs( event.target ) ) {
			close();
		}
	} );

	const clear = () => {
		input.value = '';
		setText( '' );
		setTyped( '' );
		close();
		input.focus();
	};

	return (
		<>
			{ text !== '' && (
				<button
					ref={ clearButton }
					type="button"
					className="mvc-search-panel__clear"
					aria-label={ __( 'Clear', 'mvc' ) }
					onClick={ clear }
				>
					<ClearIcon />
				</button>
			) }
			<TagSuggestions
				listRef={ list }
				id={ listId }
				tags={ tags }
				text={ query }
				active={ current }
				expanded={ expanded }
				tagBase={ tagBase }
			/>
		</>
	);
}

export function SearchPanel( { form, tagBase }: SearchPanelProps ) {
	const [ server ] = useState( () => findServerForm( form ) );
	return server ? <Panel server={ server } tagBase={ tagBase } /> : null;
}
