/**
 * The likes or collection tab (members.md "Likes and collection tabs"): the member's articles as
 * cards, 10 a page, each with its toggle (取消点赞 / 点赞, 取消收藏 / 收藏; disabled while its call
 * is pending; an item starts liked or collected and stays in the list with the other label until
 * the page changes), the pager, and the empty state with the hint to search by keyword.
 */
import { useState } from '@wordpress/element';
import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import type { ArticleCard as Card, ArticlePageAnswer } from '@mvc/runtime-core';
import { memberSessionStore, routeRequest, showToast } from '@mvc/runtime-core';

import { messageOf } from '../../member/errors';
import { ArticleCard } from './ArticleCard';
import { Pager } from '../../components/pager';
import type { ListKind } from './types';

/** Per list: its page's route, its toggle's relation and its words. */
const LISTS = {
	likes: {
		route: 'userLikes',
		relation: 'like',
	},
	collection: {
		route: 'userCollection',
		relation: 'collect',
	},
} as const;

function labels( kind: ListKind ) {
	return kind === 'likes'
		? {
				on: __( 'Unlike', 'mvc' ),
				off: __( 'Like', 'mvc' ),
				empty: __( 'You have not liked any article yet', 'mvc' ),
			}
		: {
				on: __( 'Remove from favourites', 'mvc' ),
				off: __( 'Favourite', 'mvc' ),
				empty: __(
					'You have not added any article to your favourites yet',
					'mvc'
				),
			};
}

interface Item {
	card: Card;
	/** Whether the member still likes (or keeps) it. */
	on: boolean;
	pending: boolean;
}

function itemsOf( page: ArticlePageAnswer ): Item[] {
	return page.data.map( ( card ) => ( { card, on: true, pending: false } ) );
}

export interface ArticleListProps {
	kind: ListKind;
	initial: ArticlePageAnswer;
	perPage: number;
	tagPattern: string;
	searchLink: string;
}

export function ArticleList( {
	kind,
	initial,
	perPage,
	tagPattern,
	searchLink,
}: ArticleListProps ) {
	const { route, relation } = LISTS[ kind ];
	const words = labels( kind );
	const { toggleRelation } = useDispatch( memberSessionStore );
	const [ items, setItems ] = useState< Item[] >( () => itemsOf( initial ) );
	const [ current, setCurrent ] = useState( 1 );
	const [ totalPages, setTotalPages ] = useState( initial.total_pages );
	const [ loading, setLoading ] = useState< number | null >( null );

	const goTo = async ( page: number ) => {
		setLoading( page );
		try {
			let answer = await routeRequest( route, {
				method: 'POST',
				data: { page, per_page: perPage },
			} );
			// Past the end (cancelled meanwhile elsewhere): the last page there is.
			if (
				! answer.data.length &&
				answer.total_pages > 0 &&
				page > answer.total_pages
			) {
				page = answer.total_pages;
				answer = await routeRequest( route, {
					method: 'POST',
					data: { page, per_page: perPage },
				} );
			}
			setItems( itemsOf( answer ) );
			setTotalPages( answer.total_pages );
			setCurrent( page );
		} catch ( error ) {
			showToast( { message: messageOf( error ) } );
		} finally {
			setLoading( null );
		}
	};

	const update = ( id: number, change: Partial< Item > ) =>
		setItems( ( previous ) =>
			previous.map( ( item ) =>
				item.card.id === id ? { ...item, ...change } : item
			)
		);

	const toggle = async ( item: Item ) => {
		const flag = ! item.on;
		update( item.card.id, { pending: true } );
		try {
			// The member's likeNumber / collectionNumber move by the server's delta.
			await toggleRelation( relation, item.card.id, flag );
			update( item.card.id, { on: flag, pending: false } );
		} catch ( error ) {
			update( item.card.id, { pending: false } );
			showToast( { message: messageOf( error ) } );
		}
	};

	if ( ! items.length ) {
		return (
			<div className="mvc-profile-empty">
				<p className="mvc-profile-empty__title">{ words.empty }</p>
				<p className="mvc-profile-empty__hint">
					{ __(
						'Search by keyword to find articles you are interested in.',
						'mvc'
					) }{ ' ' }
					<a href={ searchLink }>{ __( 'Go to search', 'mvc' ) }</a>
				</p>
			</div>
		);
	}

	return (
		<>
			<ul className="mvc-profile-list" aria-busy={ loading !== null }>
				{ items.map( ( item ) => (
					<ArticleCard
						key={ item.card.id }
						card={ item.card }
						tagPattern={ tagPattern }
					>
						<button
							type="button"
							className={ `mvc-button mvc-profile-card__toggle mvc-profile-card__toggle--${ kind }-${
								item.card.id
							}${ item.on ? '' : ' is-off' }` }
							disabled={ item.pending }
							aria-busy={ item.pending }
							onClick={ () => toggle( item ) }
						>
							{ item.on ? words.on : words.off }
						</button>
					</ArticleCard>
				) ) }
			</ul>
			<Pager
				list={ kind }
				current={ current }
				total={ totalPages }
				loading={ loading }
				onPage={ goTo }
			/>
		</>
	);
}
