/**
 * The article's actions (public-site spec, sections 2 and 4): like and favourite with their counts
 * (`PUT /api/member/like` and `/collect`, disabled while pending, the count moved by the answer and
 * the member's global counters with it; a visitor gets the login popup) and share. The counts and
 * the member's own state are read again with the count calls when the island wakes and when the
 * reader logs in or out (a visitor's page may come from the page cache, and may have been drawn
 * before the login).
 *
 * The server draws the buttons (theme/template-parts/article-reactions.php); the island mounts
 * beside them (`data-wake-with`) and enhances them by their hooks: `data-mvc-reaction` (like,
 * collect) with its `data-mvc-count`, `data-mvc-share` and its `data-mvc-share-button`. It writes
 * their state (`aria-pressed`, `is-on`, `disabled`, `aria-busy`) and counts in place, and draws
 * only the share panel, into the server's share box.
 */
import {
	useEffect,
	useLayoutEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
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
	/** Id of the server's row of buttons, which the island enhances. */
	row: string;
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

/** The two toggles, as the server's buttons name them (`data-mvc-reaction`). */
const KINDS = [ 'like', 'collect' ] as const;

/**
 * The server's elements the island enhances.
 *
 * @param id Id of the row.
 */
function serverRow( id: string ) {
	const row = document.getElementById( id );
	const button = ( kind: Kind ) =>
		row?.querySelector< HTMLButtonElement >(
			`[data-mvc-reaction="${ kind }"]`
		) ?? null;
	return {
		buttons: { like: button( 'like' ), collect: button( 'collect' ) },
		share: row?.querySelector< HTMLElement >( '[data-mvc-share]' ) ?? null,
		shareButton:
			row?.querySelector< HTMLButtonElement >(
				'[data-mvc-share-button]'
			) ?? null,
	};
}

export function ArticleActions( props: ArticleActionsProps ) {
	const server = useMemo( () => serverRow( props.row ), [ props.row ] );
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

	// The state, written on the server's buttons.
	useLayoutEffect( () => {
		KINDS.forEach( ( kind ) => {
			const button = server.buttons[ kind ];
			if ( ! button ) {
				return;
			}
			button.setAttribute( 'aria-pressed', String( state[ kind ].on ) );
			button.classList.toggle( 'is-on', state[ kind ].on );
			button.disabled = pending[ kind ];
			button.setAttribute( 'aria-busy', String( pending[ kind ] ) );
			const count = button.querySelector( '[data-mvc-count]' );
			const text = state[ kind ].count?.toLocaleString() ?? '';
			if ( count && count.textContent !== text ) {
				count.textContent = text;
			}
		} );
	}, [ server, state, pending ] );

	// Presses on the server's buttons (the latest toggle, without listening again on every render).
	const toggleRef = useRef( toggle );
	toggleRef.current = toggle;
	useEffect( () => {
		const offs = KINDS.map( ( kind ) => {
			const button = server.buttons[ kind ];
			const onClick = () => toggleRef.current( kind );
			button?.addEventListener( 'click', onClick );
			return () => button?.removeEventListener( 'click', onClick );
		} );
		return () => offs.forEach( ( off ) => off() );
	}, [ server ] );

	if ( ! server.share || ! server.shareButton ) {
		return null;
	}
	return (
		<SharePanel
			box={ server.share }
			button={ server.shareButton }
			url={ props.url }
			title={ props.title }
			label={ sprintf(
				/* translators: %s: article title. */
				__( 'Share “%s”', 'mvc' ),
				props.title
			) }
		/>
	);
}
