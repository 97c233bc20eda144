/**
 * One message: the unread dot, for a mention who wrote it (avatar or first character, name, the
 * badge 官方 for an operator as on their comments, institution), for a system message the event in
 * words; the comment's excerpt, the article link to the comment (the view link), for a deleted
 * comment the appeal and rules links, the date.
 * Pressing any of these links marks the message read (`onOpen`), without holding the navigation.
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { MentionMessage, SystemMessage } from '@mvc/runtime-core';

import { formatDate, initialOf, viewLink } from './format';
import type { Message } from './types';

/**
 * A system message's event in words.
 *
 * @param type The event.
 */
export function eventText( type: SystemMessage[ 'type' ] ): string {
	switch ( type ) {
		case 'DETETED_COMMENT':
			return __( 'Your comment was deleted by an operator.', 'mvc' );
		case 'LIKE_1':
			return __( 'Your comment got its first like.', 'mvc' );
		case 'LIKE_10':
			return __( 'Your comment got 10 likes.', 'mvc' );
		case 'LIKE_50':
			return __( 'Your comment got 50 likes.', 'mvc' );
		default:
			return '';
	}
}

function isMention( message: Message ): message is MentionMessage {
	return 'display_name' in message;
}

function MentionHead( { message }: { message: MentionMessage } ) {
	return (
		<>
			<strong className="mvc-message__name">
				{ message.display_name !== ''
					? message.display_name
					: __( 'A former member', 'mvc' ) }
			</strong>
			{ message.staff === 1 && (
				<span className="mvc-message__staff">
					{ __( 'Staff', 'mvc' ) }
				</span>
			) }
			{ message.institution !== '' && (
				<span className="mvc-message__institution">
					{ message.institution }
				</span>
			) }
			<span className="mvc-message__event">
				{ __( 'mentioned you in a comment', 'mvc' ) }
			</span>
		</>
	);
}

function Avatar( { message }: { message: MentionMessage } ) {
	const [ failed, setFailed ] = useState( false );
	const name =
		message.display_name !== ''
			? message.display_name
			: __( 'A former member', 'mvc' );
	return (
		<span className="mvc-message__avatar" aria-hidden="true">
			{ message.avatar !== '' && ! failed ? (
				<img
					src={ message.avatar }
					width="40"
					height="40"
					alt=""
					loading="lazy"
					onError={ () => setFailed( true ) }
				/>
			) : (
				<span className="mvc-message__initial">
					{ initialOf( name ) }
				</span>
			) }
		</span>
	);
}

export interface MessageItemProps {
	message: Message;
	/** Seconds during which a date reads relative. */
	recent: number;
	/** A link of the message was pressed: mark it read. */
	onOpen: ( message: Message ) => void;
}

export function MessageItem( { message, recent, onOpen }: MessageItemProps ) {
	const unread = message.status !== 'READ';
	const mention = isMention( message );
	const deleted = ! mention && message.type === 'DETETED_COMMENT';
	const view = viewLink( message );
	// A click, a middle click (a new tab) or Enter on a link: the link goes on as usual.
	const open = {
		onClick: () => onOpen( message ),
		onAuxClick: ( event: { button: number } ) => {
			if ( event.button === 1 ) {
				onOpen( message );
			}
		},
	};
	return (
		<li
			className={ `mvc-message mvc-message--${
				mention ? 'mention' : 'system'
			}${ unread ? ' is-unread' : '' }` }
		>
			{ unread && (
				<span className="mvc-message__dot" aria-hidden="true" />
			) }
			{ mention && <Avatar message={ message } /> }
			<div className="mvc-message__body">
				<p className="mvc-message__head">
					{ unread && (
						<span className="screen-reader-text">
							{ __( 'Unread:', 'mvc' ) }
						</span>
					) }
					{ mention ? (
						<MentionHead message={ message } />
					) : (
						<strong className="mvc-message__event">
							{ eventText( message.type ) }
						</strong>
					) }
				</p>
				<p className="mvc-message__abstract">
					{ message.comment_abstract }
				</p>
				<p className="mvc-message__meta">
					{ view !== '' ? (
						<a
							className="mvc-message__post"
							href={ view }
							{ ...open }
						>
							{ message.post_title }
						</a>
					) : (
						<span className="mvc-message__post">
							{ __(
								'The article is no longer available',
								'mvc'
							) }
						</span>
					) }
					{ deleted && (
						<>
							<a
								className="mvc-message__appeal"
								href={ message.appeal_url }
								{ ...open }
							>
								{ __( 'Appeal', 'mvc' ) }
							</a>
							<a
								className="mvc-message__criterion"
								href={ message.criterion_url }
								{ ...open }
							>
								{ __( 'Comment rules', 'mvc' ) }
							</a>
						</>
					) }
					<time
						className="mvc-message__date"
						dateTime={ message.date }
					>
						{ formatDate( message.date, recent ) }
					</time>
				</p>
			</div>
		</li>
	);
}
