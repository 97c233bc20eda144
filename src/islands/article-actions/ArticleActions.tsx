/**
 * The article's actions (public-site spec, sections 2 and 4): like and favourite with their counts
 * (`PUT /api/member/like` and `/collect`, disabled while pending, the count moved by the answer and
 * the member's global counters with it; a visitor gets the login popup) and share.
 */
import { useEffect, useState } from '@wordpress/element';
import { useDispatch, useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import {
	apiRequest,
	isApiError,
	memberSessionStore,
	openLoginPopup,
	showToast,
} from '@mvc/runtime-core';
import type { IslandProps } from '@mvc/runtime-core';

import { SharePanel } from './SharePanel';
import { Icon } from './icons';
import { setUpWeChatShare } from './wechatShare';

export interface ArticleActionsProps extends IslandProps {
	postId: number;
	url: string;
	title: string;
	likes: number;
	favorites: number;
	liked: boolean;
	favorited: boolean;
	/** The share card inside WeChat: summary and image (the title is `title`). */
	summary: string;
	image: string;
}

type Kind = 'like' | 'collect';

interface ToggleAnswer {
	id: number;
	delta: number;
	count: number;
}

const COUNTER = {
	like: 'likeNumber',
	collect: 'collectionNumber',
} as const;

export function ArticleActions( props: ArticleActionsProps ) {
	const loggedIn = useSelect(
		( select ) => select( memberSessionStore ).isLoggedIn(),
		[]
	);
	const { adjustCounter } = useDispatch( memberSessionStore );
	const [ state, setState ] = useState( {
		like: { on: props.liked, count: props.likes },
		collect: { on: props.favorited, count: props.favorites },
	} );
	const [ pending, setPending ] = useState< Record< Kind, boolean > >( {
		like: false,
		collect: false,
	} );

	// Inside WeChat, shares of this page become cards; anywhere else nothing happens.
	useEffect( () => {
		setUpWeChatShare( {
			title: props.title,
			summary: props.summary,
			link: props.url,
			image: props.image,
		} ).catch( () => undefined );
	}, [ props.title, props.summary, props.url, props.image ] );

	const toggle = async ( kind: Kind ) => {
		if ( ! loggedIn ) {
			openLoginPopup( 'login' );
			return;
		}
		const flag = ! state[ kind ].on;
		setPending( ( was ) => ( { ...was, [ kind ]: true } ) );
		try {
			const answer = await apiRequest< ToggleAnswer >( {
				path: `/api/member/${ kind }`,
				method: 'PUT',
				data: { id: props.postId, flag },
			} );
			setState( ( previous ) => ( {
				...previous,
				[ kind ]: { on: flag, count: answer.count },
			} ) );
			if ( answer.delta !== 0 ) {
				adjustCounter( COUNTER[ kind ], answer.delta );
			}
		} catch ( error ) {
			showToast( {
				message: isApiError( error )
					? error.message
					: __( 'Unknown error', 'mvc' ),
				kind: 'notification',
			} );
		} finally {
			setPending( ( was ) => ( { ...was, [ kind ]: false } ) );
		}
	};

	return (
		<div className="mvc-reactions">
			<button
				type="button"
				className={ `mvc-reactions__item mvc-reactions__item--like${
					state.like.on ? ' is-on' : ''
				}` }
				aria-pressed={ state.like.on }
				disabled={ pending.like }
				aria-busy={ pending.like }
				onClick={ () => toggle( 'like' ) }
			>
				<Icon name="thumb" />
				<span className="screen-reader-text">
					{ __( 'Like', 'mvc' ) }
				</span>
				<span className="mvc-reactions__count" data-count="like">
					{ state.like.count.toLocaleString() }
				</span>
			</button>
			<button
				type="button"
				className={ `mvc-reactions__item mvc-reactions__item--favorite${
					state.collect.on ? ' is-on' : ''
				}` }
				aria-pressed={ state.collect.on }
				disabled={ pending.collect }
				aria-busy={ pending.collect }
				onClick={ () => toggle( 'collect' ) }
			>
				<Icon name="star" />
				<span className="screen-reader-text">
					{ __( 'Favourite', 'mvc' ) }
				</span>
				<span className="mvc-reactions__count" data-count="favorite">
					{ state.collect.count.toLocaleString() }
				</span>
			</button>
			<SharePanel
				url={ props.url }
				label={ sprintf(
					/* translators: %s: article title. */
					__( 'Share “%s”', 'mvc' ),
					props.title
				) }
			/>
		</div>
	);
}
