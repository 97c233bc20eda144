/**
 * The comment box (public-site spec, sections 4 and 5): folded while empty and unfocused, unfolded
 * on focus, folded again (and cancelled) when it loses focus empty; at most 500 characters with the
 * n/500 counter; submit disabled while empty. Typing @ suggests members to mention: those who
 * commented here first, the server's search once text follows the @. A chosen member is written in
 * the stored form `@{name（institution）_id}` and their id goes to at_list. An edit starts from the
 * text as its author wrote it (`mvc.raw`).
 */
import {
	useEffect,
	useId,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ChangeEvent, KeyboardEvent } from 'react';

import { MAX_LENGTH, htmlToText, mentionOf, mentionedIds } from './content';
import type { Comment, MentionCandidate } from './types';
import { useMentionSearch } from './useMentionSearch';

export interface CommentInputProps {
	/** The post, whose other commenters a bare @ suggests. */
	postId: number;
	/**
	 * The reader's comment being edited, or null for a new one. Render the box with
	 * `key` set from it: the text is taken from it when the box mounts.
	 */
	editing: Comment | null;
	/** Sends the comment; resolves true when it was saved. */
	onSubmit: ( content: string, atList: number[] ) => Promise< boolean >;
	/** The box was cancelled (or emptied and left). */
	onCancel: () => void;
}

interface Typing {
	/** Index of the @. */
	start: number;
	/** Text between the @ and the caret. */
	query: string;
}

/**
 * The mention being typed before the caret: an @ followed by no space or brace.
 *
 * @param text  Text of the box.
 * @param caret Caret position.
 */
function typingAt( text: string, caret: number ): Typing | null {
	const before = text.slice( 0, caret );
	const match = /@([^\s@{}]{0,50})$/u.exec( before );
	return match ? { start: match.index, query: match[ 1 ] } : null;
}

export function CommentInput( {
	postId,
	editing,
	onSubmit,
	onCancel,
}: CommentInputProps ) {
	// An edit starts from the comment's text; the panel keys the box by the comment edited, so
	// another comment, or none, starts a new box.
	const [ text, setText ] = useState( () =>
		editing
			? (
					editing.mvc.raw || htmlToText( editing.content.rendered )
				).slice( 0, MAX_LENGTH )
			: ''
	);
	const [ atList, setAtList ] = useState< number[] >(
		() => editing?.at_list ?? []
	);
	const [ focused, setFocused ] = useState( false );
	const [ typing, setTyping ] = useState< Typing | null >( null );
	const [ active, setActive ] = useState( 0 );
	const [ pending, setPending ] = useState( false );
	const textareaRef = useRef< HTMLTextAreaElement >( null );
	const caretRef = useRef< number | null >( null );
	const listId = useId();
	const labelId = useId();

	const search = useMentionSearch( typing ? typing.query : null, postId );
	const suggestions = search.results;
	const showSuggestions = typing !== null && focused;

	// An edit opens with the focus in the box.
	useEffect( () => {
		if ( editing ) {
			textareaRef.current?.focus();
		}
		// Once: a new edit is a new box.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	// Puts the caret after an inserted mention.
	useLayoutEffect( () => {
		const textarea = textareaRef.current;
		if ( textarea && caretRef.current !== null ) {
			textarea.setSelectionRange( caretRef.current, caretRef.current );
			caretRef.current = null;
		}
	} );

	useEffect( () => setActive( 0 ), [ typing?.query, typing?.start ] );

	const folded = ! focused && text === '';

	const reset = () => {
		setText( '' );
		setAtList( [] );
		setTyping( null );
	};

	const cancel = () => {
		reset();
		onCancel();
	};

	const onChange = ( event: ChangeEvent< HTMLTextAreaElement > ) => {
		const value = event.target.value.slice( 0, MAX_LENGTH );
		setText( value );
		setTyping(
			typingAt( value, event.target.selectionStart ?? value.length )
		);
	};

	const choose = ( candidate: MentionCandidate ) => {
		if ( ! typing ) {
			return;
		}
		const end = typing.start + 1 + typing.query.length;
		const mention = `${ mentionOf( candidate ) } `;
		const next =
			text.slice( 0, typing.start ) + mention + text.slice( end );
		if ( next.length > MAX_LENGTH ) {
			return;
		}
		setText( next );
		setAtList( ( ids ) =>
			ids.includes( candidate.id ) ? ids : [ ...ids, candidate.id ]
		);
		setTyping( null );
		caretRef.current = typing.start + mention.length;
		textareaRef.current?.focus();
	};

	const onKeyDown = ( event: KeyboardEvent< HTMLTextAreaElement > ) => {
		if ( ! showSuggestions ) {
			return;
		}
		if ( event.key === 'Escape' ) {
			// Closes the suggestions, not the panel.
			event.stopPropagation();
			setTyping( null );
			return;
		}
		if ( suggestions.length === 0 ) {
			return;
		}
		if ( event.key === 'ArrowDown' || event.key === 'ArrowUp' ) {
			event.preventDefault();
			const step = event.key === 'ArrowDown' ? 1 : -1;
			setActive(
				( active + step + suggestions.length ) % suggestions.length
			);
		} else if ( event.key === 'Enter' ) {
			event.preventDefault();
			choose( suggestions[ Math.min( active, suggestions.length - 1 ) ] );
		}
	};

	const submit = async () => {
		const content = text.trim();
		if ( content === '' || pending ) {
			return;
		}
		const mentioned = mentionedIds( content );
		setPending( true );
		const saved = await onSubmit(
			content,
			atList.filter( ( id ) => mentioned.includes( id ) )
		);
		setPending( false );
		if ( saved ) {
			reset();
		}
	};

	let boxClass = 'mvc-comment-input';
	if ( folded ) {
		boxClass += ' is-folded';
	}

	const optionId = ( index: number ) => `${ listId }-${ index }`;

	return (
		<div className={ boxClass }>
			<span id={ labelId } className="screen-reader-text">
				{ editing
					? __( 'Edit your comment', 'mvc' )
					: __( 'Your comment', 'mvc' ) }
			</span>
			{ editing && ! folded && (
				<p className="mvc-comment-input__editing">
					{ __( 'Editing your comment', 'mvc' ) }
				</p>
			) }
			<textarea
				ref={ textareaRef }
				className="mvc-comment-input__field"
				aria-labelledby={ labelId }
				placeholder={ __( 'Write your thoughts…', 'mvc' ) }
				maxLength={ MAX_LENGTH }
				rows={ folded ? 1 : 4 }
				value={ text }
				// A multi-line text box keeps its role (a combobox is one line); the suggestions are
				// tied to it as a textarea's autocomplete list.
				aria-autocomplete="list"
				aria-controls={ showSuggestions ? listId : undefined }
				aria-activedescendant={
					showSuggestions && suggestions.length > 0
						? optionId( active )
						: undefined
				}
				onChange={ onChange }
				onKeyDown={ onKeyDown }
				onSelect={ ( event ) => {
					const target = event.currentTarget;
					if ( target.selectionStart === target.selectionEnd ) {
						setTyping(
							typingAt( target.value, target.selectionStart )
						);
					}
				} }
				onFocus={ () => setFocused( true ) }
				onBlur={ () => {
					setFocused( false );
					if ( text === '' ) {
						cancel();
					}
				} }
			/>
			{ showSuggestions && (
				<div className="mvc-mentions">
					{ suggestions.length > 0 && (
						<ul
							id={ listId }
							className="mvc-mentions__list"
							role="listbox"
							aria-label={ __( 'Members to mention', 'mvc' ) }
						>
							{ suggestions.map( ( candidate, index ) => (
								// Chosen with the mouse or, from the box, the arrow keys and Enter.
								// eslint-disable-next-line jsx-a11y/click-events-have-key-events
								<li
									key={ candidate.id }
									id={ optionId( index ) }
									role="option"
									aria-selected={ index === active }
									className={ `mvc-mentions__option${
										index === active ? ' is-active' : ''
									}` }
									// Keeps the focus in the box.
									onMouseDown={ ( event ) =>
										event.preventDefault()
									}
									onClick={ () => choose( candidate ) }
								>
									{ candidate.avatar ? (
										<img
											className="mvc-mentions__avatar"
											src={ candidate.avatar }
											alt=""
										/>
									) : (
										<span
											className="mvc-mentions__avatar"
											aria-hidden="true"
										>
											{ Array.from(
												candidate.display_name
											)[ 0 ] ?? '?' }
										</span>
									) }
									<span className="mvc-mentions__name">
										{ candidate.display_name }
									</span>
									{ candidate.institution && (
										<span className="mvc-mentions__institution">
											{ candidate.institution }
										</span>
									) }
								</li>
							) ) }
						</ul>
					) }
					{ suggestions.length === 0 && search.loading && (
						<p className="mvc-mentions__empty">
							{ __( 'Loading…', 'mvc' ) }
						</p>
					) }
					{ suggestions.length === 0 && ! search.loading && (
						<p className="mvc-mentions__empty" role="status">
							{ __( 'No results', 'mvc' ) }
						</p>
					) }
				</div>
			) }
			{ ! folded && (
				<div className="mvc-comment-input__bar">
					<span className="mvc-comment-input__counter">
						{ `${ text.length }/${ MAX_LENGTH }` }
					</span>
					<button
						type="button"
						className="mvc-comment-input__cancel"
						onClick={ cancel }
					>
						{ __( 'Cancel', 'mvc' ) }
					</button>
					<button
						type="button"
						className="mvc-comment-input__submit"
						disabled={ text.trim() === '' || pending }
						aria-busy={ pending }
						onClick={ submit }
					>
						{ editing
							? __( 'Save', 'mvc' )
							: __( 'Publish', 'mvc' ) }
					</button>
				</div>
			) }
		</div>
	);
}
