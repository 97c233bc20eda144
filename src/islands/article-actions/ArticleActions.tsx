/**
 * The article's actions (public-site spec, sections 2 and 4): like and favourite with their counts
 * (`PUT /api/member/like` and `/collect`, disabled while pending, the count moved by the answer and
 * the member's global counters with it; a visitor gets the login popup) and share. The counts and
 * the member's own state are read again with the count calls when the island wakes and when the
 * reader logs in or out (a visitor's page may come from the page cache, and may have been drawn
 * before the login).
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { useDispatch, useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import {
	memberSessionStore,
	openLoginPopup,
	routeRequest,
	showToast,
} from '@mvc/runtime-core';
import type { IslandProps, ReactionAnswer } from '@mvc/runtime-core';

import { messageOf } from '../../member/errors';
import { SharePanel } from './SharePanel';
import { Icon } from './icons';
import { setUpWeChatShare } from './wechatShare';

export interface ArticleActionsProps extends IslandProps {
	postId: number;
	url: string;
	title: string;
	/** The counts the server drew; null when it could not read them (blank until the count calls answer). */
	likes: number | null;
	favorites: number | null;
	liked: boolean;
	favorited: boolean;
	/** The share card inside WeChat: summary and image (the title is `title`). */
	summary: string;
	image: string;
}

type Kind = 'like' | 'collect';

/**
 * Asks for an article's likes or favourites: the count, and whether the reader is among them
 * (absent for a visitor).
 *
 * @param kind   Likes or favourites.
 * @param postId Article.
 * @param signal Aborts the call.
 */
function fetchCount(
	kind: Kind,
	postId: number,
	signal: AbortSignal
): Promise< { count: number; own?: boolean } > {
	const options = { suffix: `?postId=${ postId }`, signal };
	return kind === 'like'
		? routeRequest( 'likeCount', options ).then( ( answer ) => ( {
				count: answer.count,
				own: answer.userLiked,
			} ) )
		: routeRequest( 'collectCount', options ).then( ( answer ) => ( {
				count: answer.count,
				own: answer.userFavorite,
			} ) );
}

/** The two toggles, in order: the call's kind, the class modifier, the icon and the label. */
const REACTIONS = [
	{
		kind: 'like',
		modifier: 'like',
		icon: 'thumb',
		label: () => __( 'Like', 'mvc' ),
	},
	{
		kind: 'collect',
		modifier: 'favorite',
		icon: 'star',
		label: () => __( 'Favourite', 'mvc' ),
	},
] as const;

export function ArticleActions( props: ArticleActionsProps ) {
	const loggedIn = useSelect(
		( select ) => select( memberSessionStore ).isLoggedIn(),
		[]
	);
	const { toggleRelation } = useDispatch( memberSessionStore );
	const [ state, setState ] = useState<
		Record< Kind, { on: boolean; count: number | null } >
	>( {
		like: { on: props.liked, count: props.likes },
		collect: { on: props.favorited, count: props.favorites },
	} );
	const [ pending, setPending ] = useState< Record< Kind, boolean > >( {
		like: false,
		collect: false,
	} );
	// Presses since the counts were asked for: a count answer must not undo a newer toggle.
	const pressed = useRef( 0 );

	useEffect( () => {
		const controller = new AbortController();
		const asked = pressed.current;
		( [ 'like', 'collect' ] as const ).forEach( ( kind ) => {
			fetchCount( kind, props.postId, controller.signal ).then(
				( { count, own } ) => {
					if (
						controller.signal.aborted ||
						pressed.current !== asked
					) {
						return;
					}
					setState( ( previous ) => ( {
						...previous,
						[ kind ]: { on: loggedIn && own === true, count },
					} ) );
				},
				// The page's own figures stay.
				() => undefined
			);
		} );
		return () => controller.abort();
	}, [ props.postId, loggedIn ] );

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
			openLoginPopup( 'login', 'members-only' );
			return;
		}
		const flag = ! state[ kind ].on;
		pressed.current += 1;
		setPending( ( was ) => ( { ...was, [ kind ]: true } ) );
		try {
			// The member's like or collection count moves by the server's delta.
			const answer = ( await toggleRelation(
				kind,
				props.postId,
				flag
			) ) as ReactionAnswer;
			setState( ( previous ) => ( {
				...previous,
				[ kind ]: { on: flag, count: answer.count },
			} ) );
		} catch ( error ) {
			showToast( { message: messageOf( error ), kind: 'notification' } );
		} finally {
			setPending( ( was ) => ( { ...was, [ kind ]: false } ) );
		}
	};

	return (
		<div className="mvc-reactions">
			{ REACTIONS.map( ( { kind, modifier, icon, label } ) => (
				<button
					key={ kind }
					type="button"
					className={ `mvc-reactions__item mvc-reactions__item--${ modifier }${
						state[ kind ].on ? ' is-on' : ''
					}` }
					aria-pressed={ state[ kind ].on }
					disabled={ pending[ kind ] }
					aria-busy={ pending[ kind ] }
					onClick={ () => toggle( kind ) }
				>
					<Icon name={ icon } />
					<span className="screen-reader-text">{ label() }</span>
					<span
						className="mvc-reactions__count"
						data-count={ modifier }
					>
						{ state[ kind ].count?.toLocaleString() }
					</span>
				</button>
			) ) }
			<SharePanel
				url={ props.url }
				title={ props.title }
				label={ sprintf(
					/* translators: %s: article title. */
					__( 'Share “%s”', 'mvc' ),
					props.title
				) }
			/>
		</div>
	);
}
