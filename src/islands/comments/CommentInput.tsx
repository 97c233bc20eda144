/**
 * The comment box (public-site spec, sections 4 and 5): folded while empty and unfocused, unfolded
 * on focus, folded again (and cancelled) when it loses focus empty; at most 500 characters with the
 * n/500 counter; submit disabled while empty. Typing @ suggests members to mention: those who
 * commented here first, the server's search once text follows the @. A chosen member shows in the
 * box as a readable chip, `@李薇` (a highlight drawn behind the text by a mirror of the box); what is
 * sent has the stored form `@{name（institution）_id}` in its place (`toStored()`) and their id in
 * at_list, so the code never shows. The counter counts what is sent (the server's limit). An edit
 * starts from the text as its author wrote it (`mvc.raw`), its mentions made chips again.
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

import {
	MAX_LENGTH,
	draftOf,
	fromStored,
	htmlToText,
	splitMentions,
	toStored,
} from './content';
import type { DraftMention } from './content';
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
	const [ draft ] = useState( () =>
		fromStored(
			editing
				? (
						editing.mvc.raw ||
						htmlToText( editing.content.rendered )
					).slice( 0, MAX_LENGTH )
				: ''
		)
	);
	const [ text, setText ] = useState( draft.text );
	// The members chosen in this box (an edit's own mentions included).
	const [ mentions, setMentions ] = useState< DraftMention[] >(
		draft.mentions
	);
	const mirrorRef = useRef< HTMLDivElement >( null );
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
		setMentions( [] );
		setTyping( null );
	};

	const cancel = () => {
		reset();
		onCancel();
	};

	const onChange = ( event: ChangeEvent< HTMLTextAreaElement > ) => {
		let value = event.target.value;
		// The limit holds for what is sent, codes included.
		const over = toStored( value, mentions ).length - MAX_LENGTH;
		if ( over > 0 ) {
			value = value.slice( 0, Math.max( 0, value.length - over ) );
		}
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
		const chosen = draftOf( candidate, mentions );
		const nextMentions = mentions.includes( chosen )
			? mentions
			: [ ...mentions, chosen ];
		const mention = `${ chosen.label } `;
		const next =
			text.slice( 0, typing.start ) + mention + text.slice( end );
		if ( toStored( next, nextMentions ).length > MAX_LENGTH ) {
			return;
		}
		setText( next );
		setMentions( nextMentions );
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
		if ( text.trim() === '' || pending ) {
			return;
		}
		const parts = splitMentions( text.trim(), mentions );
		const content = parts
			.map( ( part ) => part.mention?.code ?? part.text )
			.join( '' );
		// The members whose chips are still in the box.
		const atList = Array.from(
			new Set(
				parts.flatMap( ( part ) =>
					part.mention ? [ part.mention.id ] : []
				)
			)
		);
		setPending( true );
		const saved = await onSubmit( content, atList );
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
			<div className="mvc-comment-input__area">
				{ /* Draws the chips behind the box's text; the box itself shows the words. */ }
				<div
					ref={ mirrorRef }
					className="mvc-comment-input__mirror"
					aria-hidden="true"
				>
					{ splitMentions( text, mentions ).map( ( part, index ) =>
						part.mention ? (
							<mark
								key={ index }
								className="mvc-comment-input__chip"
								data-user-id={ part.mention.id }
							>
								{ part.text }
							</mark>
						) : (
							part.text
						)
					) }
					{ /* A last empty line keeps its height. */ }
					{ '\u200b' }
				</div>
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
					onScroll={ ( event ) => {
						if ( mirrorRef.current ) {
							mirrorRef.current.scrollTop =
								event.currentTarget.scrollTop;
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
			</div>
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
						{ `${
							toStored( text, mentions ).length
						}/${ MAX_LENGTH }` }
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
