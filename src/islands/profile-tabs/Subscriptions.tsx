/**
 * The subscriptions tab (members.md "Subscriptions tab"): one tab per subscribed tag, in the
 * member's order, with the tag's first articles and a link to its page when it has more; the
 * manage-tags panel; with no tag, the recommended tags.
 *
 * The order shown at once is the stored one where it still holds (`order.ts`); a reorder is told to
 * the server (`PUT subscription-order`) and stored in the browser.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { KeyboardEvent } from 'react';
import type {
	RecommendedTag,
	SubscribedTag,
	TagPostsAnswer,
} from '@mvc/runtime-core';
import { isApiError, routeRequest, showToast } from '@mvc/runtime-core';

import { messageOf } from '../../member/errors';
import { arrowIndex } from '../../runtime/behaviours/tab-list';
import { ArticleCard } from './ArticleCard';
import { ManageTags } from './ManageTags';
import type { ManagedTag } from './ManageTags';
import { Recommended } from './Recommended';
import { restoreOrder, storeOrder } from './order';
import { tagLink } from './types';
import type { ProfileTabsProps } from './types';

const ids = ( tags: SubscribedTag[] ) => tags.map( ( tag ) => tag.term_id );

export function Subscriptions( {
	member,
	subscriptions,
	previews: initialPreviews,
	recommended: initialRecommended,
	previewSize,
	limit,
	links,
}: ProfileTabsProps ) {
	const [ restored ] = useState( () =>
		restoreOrder( member, subscriptions )
	);
	const [ tags, setTags ] = useState< SubscribedTag[] >( restored.tags );
	// The server's order as far as this page knows it.
	const base = useRef< number[] >( ids( subscriptions ) );
	const [ selected, setSelected ] = useState( 0 );
	const [ previews, setPreviews ] =
		useState< Record< string, TagPostsAnswer > >( initialPreviews );
	const [ managing, setManaging ] = useState( false );
	const [ recommended, setRecommended ] =
		useState< RecommendedTag[] >( initialRecommended );
	const tabRefs = useRef< Array< HTMLButtonElement | null > >( [] );

	const saveOrder = async ( next: SubscribedTag[] ) => {
		storeOrder( member, ids( next ), base.current );
		try {
			const answer = await routeRequest( 'subscriptionOrder', {
				method: 'PUT',
				data: { ids: ids( next ) },
			} );
			base.current = ids( answer.data );
			storeOrder( member, ids( answer.data ), base.current );
		} catch ( error ) {
			showToast( { message: messageOf( error ) } );
			if ( isApiError( error ) && error.code === 400 ) {
				// The tags changed elsewhere meanwhile: the server's list and order.
				const answer = await routeRequest( 'userSubscription', {
					method: 'POST',
				} ).catch( () => null );
				if ( answer ) {
					base.current = ids( answer.data );
					storeOrder( member, base.current, base.current );
					setTags( answer.data );
				}
			}
		}
	};

	// The stored order was set here but never reached the server (offline, say): tell it now.
	useEffect( () => {
		if ( restored.unsaved ) {
			saveOrder( restored.tags );
		}
		// Once, on mount.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	const current = tags[ Math.min( selected, tags.length - 1 ) ];
	const preview = current ? previews[ String( current.term_id ) ] : undefined;

	// The chosen tag's preview, once per tag.
	useEffect( () => {
		if ( ! current || preview ) {
			return;
		}
		let cancelled = false;
		const query = new URLSearchParams( {
			tag_id: String( current.term_id ),
			page: '1',
			per_page: String( previewSize ),
		} );
		routeRequest( 'tagPosts', { suffix: `?${ query.toString() }` } )
			.then( ( answer ) => {
				if ( ! cancelled ) {
					setPreviews( ( previous ) => ( {
						...previous,
						[ String( current.term_id ) ]: answer,
					} ) );
				}
			} )
			.catch( ( error ) => {
				if ( ! cancelled ) {
					showToast( { message: messageOf( error ) } );
				}
			} );
		return () => {
			cancelled = true;
		};
	}, [ current, preview, previewSize ] );

	// Every tag dropped in the panel: the recommended tags, as for a member who never had one.
	useEffect( () => {
		if ( tags.length || recommended.length ) {
			return;
		}
		routeRequest( 'recommendedSubscription', { method: 'POST' } )
			.then( setRecommended )
			.catch( () => undefined );
	}, [ tags.length, recommended.length ] );

	const apply = ( managed: ManagedTag[], changed: boolean ) => {
		setManaging( false );
		if ( ! changed ) {
			return;
		}
		const next = managed
			.filter( ( row ) => row.subscribed )
			.map( ( row ) => row.tag );
		setTags( next );
		// The selected tab stays where it was, or the last tag when it fell off the end.
		setSelected( ( index ) =>
			Math.max( 0, Math.min( index, next.length - 1 ) )
		);
		if ( next.length ) {
			saveOrder( next );
		} else {
			base.current = [];
			storeOrder( member, [], [] );
		}
	};

	const onKeyDown = (
		event: KeyboardEvent< HTMLButtonElement >,
		index: number
	) => {
		const next = arrowIndex( event.key, index, tags.length );
		if ( next === undefined ) {
			return;
		}
		event.preventDefault();
		setSelected( next );
		tabRefs.current[ next ]?.focus();
	};

	if ( ! tags.length ) {
		return (
			<>
				<div className="mvc-profile-empty">
					<p className="mvc-profile-empty__title">
						{ __(
							'You have not subscribed to any tags yet',
							'mvc'
						) }
					</p>
					{ recommended.length > 0 && (
						<p className="mvc-profile-empty__hint">
							{ __( 'Recommended tags for you', 'mvc' ) }
						</p>
					) }
				</div>
				<Recommended tags={ recommended } tagPattern={ links.tag } />
			</>
		);
	}

	const index = Math.min( selected, tags.length - 1 );
	return (
		<div className="mvc-profile-subscriptions">
			<div className="mvc-profile-subscriptions__head">
				<div
					className="mvc-tabs__list mvc-profile-subscriptions__tags"
					role="tablist"
					aria-label={ __( 'Subscribed tags', 'mvc' ) }
				>
					{ tags.map( ( tag, position ) => (
						<button
							key={ tag.term_id }
							ref={ ( element ) => {
								tabRefs.current[ position ] = element;
							} }
							type="button"
							role="tab"
							id={ `mvc-profile-tag-${ tag.term_id }` }
							aria-controls="mvc-profile-tag-panel"
							aria-selected={ position === index }
							tabIndex={ position === index ? 0 : -1 }
							className={ `mvc-tabs__tab${
								position === index ? ' is-current' : ''
							}` }
							onClick={ () => setSelected( position ) }
							onKeyDown={ ( event ) =>
								onKeyDown( event, position )
							}
						>
							{ tag.name }
						</button>
					) ) }
				</div>
				<button
					type="button"
					className="mvc-button mvc-profile-subscriptions__manage"
					onClick={ () => setManaging( true ) }
				>
					{ __( 'Manage tags', 'mvc' ) }
				</button>
			</div>
			<div
				id="mvc-profile-tag-panel"
				role="tabpanel"
				aria-labelledby={ `mvc-profile-tag-${ current.term_id }` }
				aria-busy={ ! preview }
			>
				{ ! preview && (
					<p className="mvc-profile-empty__hint">
						{ __( 'Loading…', 'mvc' ) }
					</p>
				) }
				{ preview && preview.list.length > 0 && (
					<ul className="mvc-profile-list">
						{ preview.list.map( ( card ) => (
							<ArticleCard
								key={ card.id }
								card={ card }
								tagPattern={ links.tag }
							/>
						) ) }
					</ul>
				) }
				{ preview && ! preview.list.length && (
					<p className="mvc-profile-empty__hint">
						{ __( 'No articles with this tag yet.', 'mvc' ) }
					</p>
				) }
				{ preview && preview.total > preview.list.length && (
					<a
						className="mvc-profile-subscriptions__more"
						href={ tagLink( links.tag, current.slug ) }
					>
						{ __( 'See more', 'mvc' ) }
					</a>
				) }
			</div>
			{ managing && (
				<ManageTags
					tags={ tags }
					limit={ limit }
					searchLink={ links.search }
					tagPattern={ links.tag }
					onClose={ apply }
				/>
			) }
		</div>
	);
}
