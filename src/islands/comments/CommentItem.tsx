/**
 * One comment: avatar (or initial), author and institution, date, the text with its mentions
 * highlighted and long text folded (查看更多 / 收起), 审核中 while held, the like toggle (never on
 * one's own comment), and edit and delete for the author.
 */
import { useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { showToast } from '@mvc/runtime-core';

import { highlightMentions, isLong } from './content';
import type { Comment } from './types';

/**
 * Why one's own comment cannot be liked (spec: the tooltip 不能为自己的评论点赞).
 */
function ownReason(): string {
	return __( 'You cannot like your own comment.', 'mvc' );
}

export interface CommentItemProps {
	comment: Comment;
	/** Whether a like of this comment is in flight. */
	likePending: boolean;
	/** Whether the reader can act on comments (edit while the post takes comments). */
	canEdit: boolean;
	onLike: ( comment: Comment ) => void;
	onEdit: ( comment: Comment ) => void;
	onDelete: ( comment: Comment ) => void;
	/** Whether the address (`#c-{id}`) points at this comment. */
	isTarget: boolean;
}

function formatDate( value: string ): string {
	const date = new Date( value.replace( ' ', 'T' ) );
	if ( Number.isNaN( date.getTime() ) ) {
		return value;
	}
	const pad = ( n: number ) => String( n ).padStart( 2, '0' );
	return `${ date.getFullYear() }-${ pad( date.getMonth() + 1 ) }-${ pad(
		date.getDate()
	) } ${ pad( date.getHours() ) }:${ pad( date.getMinutes() ) }`;
}

function ThumbIcon() {
	return (
		<svg
			width="16"
			height="16"
			viewBox="0 0 24 24"
			aria-hidden="true"
			focusable="false"
		>
			<path
				d="M7 10v11H3V10h4zm2 11h8.6a2 2 0 0 0 2-1.6l1.3-7A2 2 0 0 0 19 10h-5.3l.8-4a2 2 0 0 0-.5-1.8L13 3l-4 5.6V21z"
				fill="currentColor"
			/>
		</svg>
	);
}

export function CommentItem( {
	comment,
	likePending,
	canEdit,
	onLike,
	onEdit,
	onDelete,
	isTarget,
}: CommentItemProps ) {
	const [ expanded, setExpanded ] = useState( false );
	const own = comment.mvc.self === 1;
	// Parses the HTML: once per text, not on every like of the list.
	const long = useMemo(
		() => isLong( comment.content.rendered ),
		[ comment.content.rendered ]
	);
	const liked = comment.mvc.liked === 1;
	const initial = Array.from( comment.author_name.trim() )[ 0 ] ?? '?';

	let itemClass = 'mvc-comment';
	if ( isTarget ) {
		itemClass += ' is-target';
	}
	let textClass = 'mvc-comment__text';
	if ( long && ! expanded ) {
		textClass += ' is-folded';
	}

	return (
		<li className={ itemClass } id={ `c-${ comment.id }` }>
			<div className="mvc-comment__avatar" aria-hidden="true">
				{ comment.mvc.avatar ? (
					<img src={ comment.mvc.avatar } alt="" loading="lazy" />
				) : (
					<span className="mvc-comment__initial">{ initial }</span>
				) }
			</div>
			<div className="mvc-comment__main">
				<div className="mvc-comment__meta">
					<span className="mvc-comment__author">
						{ comment.author_name }
					</span>
					{ comment.mvc.staff === 1 && (
						<span className="mvc-comment__badge is-staff">
							{ __( 'Staff', 'mvc' ) }
						</span>
					) }
					{ comment.mvc.institution && (
						<span className="mvc-comment__institution">
							{ comment.mvc.institution }
						</span>
					) }
					{ comment.status === 'hold' && (
						<span className="mvc-comment__badge">
							{ __( 'Under review', 'mvc' ) }
						</span>
					) }
				</div>
				<div
					className={ textClass }
					// The server's rendered content, sanitised by WordPress; only mentions are drawn.

					dangerouslySetInnerHTML={ {
						__html: highlightMentions( comment.content.rendered ),
					} }
				/>
				{ long && (
					<button
						type="button"
						className="mvc-comment__fold"
						aria-expanded={ expanded }
						onClick={ () => setExpanded( ! expanded ) }
					>
						{ expanded
							? __( 'Show less', 'mvc' )
							: __( 'Show more', 'mvc' ) }
					</button>
				) }
				<div className="mvc-comment__footer">
					<time
						className="mvc-comment__date"
						dateTime={ comment.date }
					>
						{ formatDate( comment.date ) }
					</time>
					<span className="mvc-comment__actions">
						{ own && canEdit && (
							<button
								type="button"
								className="mvc-comment__action"
								onClick={ () => onEdit( comment ) }
							>
								{ __( 'Edit', 'mvc' ) }
							</button>
						) }
						{ own && (
							<button
								type="button"
								className="mvc-comment__action"
								onClick={ () => onDelete( comment ) }
							>
								{ __( 'Delete', 'mvc' ) }
							</button>
						) }
						<button
							type="button"
							className={ `mvc-comment__like${
								liked ? ' is-on' : ''
							}` }
							aria-pressed={ liked }
							aria-busy={ likePending }
							// One's own comment: still focusable, so that the reason can be read
							// (a disabled button shows no tooltip and is skipped by the keyboard).
							aria-disabled={ own || undefined }
							aria-describedby={
								own ? `c-${ comment.id }-own` : undefined
							}
							disabled={ likePending }
							title={ own ? ownReason() : undefined }
							onClick={ () => {
								if ( own ) {
									// Phones show no tooltip: the press says why.
									showToast( { message: ownReason() } );
									return;
								}
								onLike( comment );
							} }
						>
							<ThumbIcon />
							<span className="screen-reader-text">
								{ __( 'Like', 'mvc' ) }
							</span>
							<span className="mvc-comment__like-count">
								{ comment.mvc.like_count }
							</span>
						</button>
						{ own && (
							<span
								id={ `c-${ comment.id }-own` }
								className="screen-reader-text"
							>
								{ ownReason() }
							</span>
						) }
					</span>
				</div>
			</div>
		</li>
	);
}
