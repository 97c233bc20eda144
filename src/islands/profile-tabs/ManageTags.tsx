/**
 * The manage-tags panel (members.md section 4): every tag starts subscribed; drag a tag (or use
 * its move buttons) to reorder, with SortableJS's 200 ms animation; each tag's toggle calls the
 * server at once (the shared `TagSubscribeButton`); closing applies the result: the tab list
 * becomes the tags still subscribed, in the panel's order. The tip sends the member to search for
 * more topics, or says that the limit is reached.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import Sortable from 'sortablejs';
import type { SubscribedTag } from '@mvc/runtime-core';

import { Modal } from '../../components/Modal';
import { TagSubscribeButton } from '../../components/TagSubscribeButton';
import { tagLink } from './types';

/** Drag animation (members.md section 4). */
export const DRAG_ANIMATION = 200;

export interface ManagedTag {
	tag: SubscribedTag;
	subscribed: boolean;
}

export interface ManageTagsProps {
	tags: SubscribedTag[];
	limit: number;
	searchLink: string;
	tagPattern: string;
	/** The panel closed: its tags in its order, and whether anything changed. */
	onClose: ( tags: ManagedTag[], changed: boolean ) => void;
}

/**
 * A list with one item moved.
 *
 * @param list The list.
 * @param from Index of the item.
 * @param to   Its new index.
 */
export function moved< T >(
	list: readonly T[],
	from: number,
	to: number
): T[] {
	const next = [ ...list ];
	const [ item ] = next.splice( from, 1 );
	next.splice( to, 0, item );
	return next;
}

export function ManageTags( {
	tags,
	limit,
	searchLink,
	tagPattern,
	onClose,
}: ManageTagsProps ) {
	const [ rows, setRows ] = useState< ManagedTag[] >( () =>
		tags.map( ( tag ) => ( { tag, subscribed: true } ) )
	);
	const [ changed, setChanged ] = useState( false );
	const listRef = useRef< HTMLOListElement | null >( null );

	const move = ( from: number, to: number ) => {
		if ( from === to || to < 0 || to >= rows.length ) {
			return;
		}
		setRows( ( previous ) => moved( previous, from, to ) );
		setChanged( true );
	};

	useEffect( () => {
		const list = listRef.current;
		if ( ! list ) {
			return;
		}
		const sortable = Sortable.create( list, {
			animation: DRAG_ANIMATION,
			handle: '.mvc-manage-tags__handle',
			onEnd: ( { item, from, oldIndex, newIndex } ) => {
				if ( oldIndex === undefined || newIndex === undefined ) {
					return;
				}
				// React owns the list: put the dragged element back and move the row instead.
				from.removeChild( item );
				from.insertBefore( item, from.children[ oldIndex ] ?? null );
				move( oldIndex, newIndex );
			},
		} );
		return () => sortable.destroy();
		// `move` reads `rows` through setRows' updater; one Sortable for the panel's life.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	const count = rows.filter( ( row ) => row.subscribed ).length;
	const close = () => onClose( rows, changed );

	return (
		<Modal
			isOpen
			title={ __( 'Manage tags', 'mvc' ) }
			onClose={ close }
			className="mvc-modal__dialog--manage-tags"
		>
			<p className="mvc-manage-tags__tip">
				{ count >= limit ? (
					sprintf(
						/* translators: %d: most tags a member may subscribe to. */
						__(
							'You have reached the limit of %d subscribed tags.',
							'mvc'
						),
						limit
					)
				) : (
					<>
						{ __( 'Find more topics you care about:', 'mvc' ) }{ ' ' }
						<a href={ searchLink }>
							{ __( 'Go to search', 'mvc' ) }
						</a>
					</>
				) }
			</p>
			<p className="mvc-manage-tags__hint">
				{ __( 'Drag a tag to change the order of your tabs.', 'mvc' ) }
			</p>
			<ol className="mvc-manage-tags__list" ref={ listRef }>
				{ rows.map( ( row, index ) => (
					<li
						key={ row.tag.term_id }
						className={ `mvc-manage-tags__item${
							row.subscribed ? '' : ' is-off'
						}` }
					>
						<span
							className="mvc-manage-tags__handle"
							title={ __( 'Drag to reorder', 'mvc' ) }
							aria-hidden="true"
						>
							⋮⋮
						</span>
						<a
							className="mvc-manage-tags__name"
							href={ tagLink( tagPattern, row.tag.slug ) }
						>
							#{ row.tag.name }
						</a>
						<button
							type="button"
							className="mvc-manage-tags__move"
							disabled={ index === 0 }
							aria-label={ sprintf(
								/* translators: %s: tag name. */
								__( 'Move %s up', 'mvc' ),
								row.tag.name
							) }
							onClick={ () => move( index, index - 1 ) }
						>
							↑
						</button>
						<button
							type="button"
							className="mvc-manage-tags__move"
							disabled={ index === rows.length - 1 }
							aria-label={ sprintf(
								/* translators: %s: tag name. */
								__( 'Move %s down', 'mvc' ),
								row.tag.name
							) }
							onClick={ () => move( index, index + 1 ) }
						>
							↓
						</button>
						<TagSubscribeButton
							tag={ {
								id: row.tag.term_id,
								name: row.tag.name,
								link: tagLink( tagPattern, row.tag.slug ),
							} }
							subscribed={ row.subscribed }
							labels="toggle"
							onChange={ ( subscribed ) => {
								setRows( ( previous ) =>
									previous.map( ( item ) =>
										item.tag.term_id === row.tag.term_id
											? { ...item, subscribed }
											: item
									)
								);
								setChanged( true );
							} }
						/>
					</li>
				) ) }
			</ol>
			<div className="mvc-manage-tags__actions">
				<button
					type="button"
					className="mvc-button mvc-button--primary"
					onClick={ close }
				>
					{ __( 'Done', 'mvc' ) }
				</button>
			</div>
		</Modal>
	);
}
