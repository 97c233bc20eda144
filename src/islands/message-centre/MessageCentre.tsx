/**
 * The message centre (/messages, members.md "Messages", sections 3, 4 and 9): two tabs by hash,
 * #tab1 收到的@ (mentions, the default) and #tab2 系统消息 (system messages), each a page of 20
 * with the unread dot, mark-all-read and the empty state. The server drew the first view from the
 * same props (theme/template-parts/messages/centre.php), so mounting moves nothing.
 *
 * Reading: a press on a message's article, appeal or rules link marks that one message read (one
 * POST, sent with `keepalive` so it survives the navigation it does not hold up); mark-all-read
 * marks the whole category. The member-session store's counters (the header's) follow the
 * server's unread counts.
 */
import {
	useCallback,
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';
import { dispatch } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import type { KeyboardEvent, MouseEvent } from 'react';
import { memberSessionStore, routeRequest, showToast } from '@mvc/runtime-core';
import type { CounterField } from '@mvc/runtime-core';

import { messageOf } from '../../member/errors';
import { formatCount, pageLink } from './format';
import { MessagePanel } from './MessagePanel';
import { isPlainClick } from '../../runtime/behaviours/clicks';
import type { Category, KindPage, Message, MessageCentreProps } from './types';

/** The tabs in order: their number in the hash (#tab1) and their category. */
export const TABS: ReadonlyArray< { number: number; category: Category } > = [
	{ number: 1, category: 'mention' },
	{ number: 2, category: 'system' },
];

/** Each kind's list route and the member-session counter of its unread messages. */
const KINDS = {
	mention: { route: 'mentionMessages', counter: 'mentionMessageCount' },
	system: { route: 'systemMessages', counter: 'systemMessageCount' },
} as const satisfies Record<
	Category,
	{ route: string; counter: CounterField }
>;

const HASH_TAB = /^#tab(\d+)$/;

/**
 * The tab the address's hash names, if it names one.
 */
function tabOfHash(): number | null {
	const match = HASH_TAB.exec( window.location.hash );
	const number = match ? Number( match[ 1 ] ) : 0;
	return TABS.some( ( tab ) => tab.number === number ) ? number : null;
}

function labelOf( category: Category ): string {
	return category === 'mention'
		? __( 'Mentions', 'mvc' )
		: __( 'System messages', 'mvc' );
}

type Kinds = Record< Category, KindPage >;

export function MessageCentre( {
	tab: serverTab,
	perPage,
	recent,
	mention,
	system,
	link,
}: MessageCentreProps ) {
	const [ tab, setTab ] = useState< number >(
		() => tabOfHash() ?? serverTab
	);
	const [ kinds, setKinds ] = useState< Kinds >( { mention, system } );
	const [ loading, setLoading ] = useState<
		Record< Category, number | null >
	>( { mention: null, system: null } );
	const [ marking, setMarking ] = useState< Record< Category, boolean > >( {
		mention: false,
		system: false,
	} );
	const tabsRef = useRef< HTMLDivElement >( null );

	const session = dispatch( memberSessionStore );

	// The header's counters start from these figures (fresher than the header's own props, which
	// then leave the store alone).
	useLayoutEffect( () => {
		session.receiveUserInfo( {
			mentionMessageCount: mention.totalUnread,
			systemMessageCount: system.totalUnread,
		} );
		// Once, from the server's props.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	// Back, forward and links naming a tab.
	useEffect( () => {
		const onHash = () => {
			const named = tabOfHash();
			if ( named !== null ) {
				setTab( named );
			} else if ( window.location.hash === '' ) {
				setTab( serverTab );
			}
		};
		window.addEventListener( 'hashchange', onHash );
		return () => window.removeEventListener( 'hashchange', onHash );
	}, [ serverTab ] );

	/** Changes one kind's page in place and the counter with it. */
	const receive = useCallback(
		( category: Category, change: ( kind: KindPage ) => KindPage ) =>
			setKinds( ( current ) => ( {
				...current,
				[ category ]: change( current[ category ] ),
			} ) ),
		[]
	);

	const loadPage = async ( category: Category, page: number ) => {
		setLoading( ( current ) => ( { ...current, [ category ]: page } ) );
		try {
			const answer = await routeRequest( KINDS[ category ].route, {
				suffix: `?per_page=${ perPage }&page=${ page }`,
			} );
			receive( category, () => ( { ...answer, page } ) );
			session.setCounter( KINDS[ category ].counter, answer.totalUnread );
			const top = tabsRef.current?.getBoundingClientRect().top ?? 0;
			if ( top < 0 ) {
				tabsRef.current?.scrollIntoView?.( { block: 'start' } );
			}
		} catch ( error ) {
			showToast( { message: messageOf( error ) } );
		} finally {
			setLoading( ( current ) => ( { ...current, [ category ]: null } ) );
		}
	};

	const markAll = async ( category: Category ) => {
		setMarking( ( current ) => ( { ...current, [ category ]: true } ) );
		try {
			const answer = await routeRequest( 'messagesRead', {
				method: 'POST',
				data: { category, ids: [] },
			} );
			receive( category, ( kind ) => ( {
				...kind,
				totalUnread: answer.totalUnread,
				data: kind.data.map( ( item ) => ( {
					...item,
					status: 'READ' as const,
				} ) ),
			} ) );
			session.setCounter( KINDS[ category ].counter, answer.totalUnread );
		} catch ( error ) {
			showToast( { message: messageOf( error ) } );
		} finally {
			setMarking( ( current ) => ( {
				...current,
				[ category ]: false,
			} ) );
		}
	};

	// The link goes on at once; the call is sent with keepalive so the navigation does not cut it.
	const markOne = ( category: Category, message: Message ) => {
		if ( message.status === 'READ' ) {
			return;
		}
		const { counter } = KINDS[ category ];
		receive( category, ( kind ) => ( {
			...kind,
			totalUnread: Math.max( 0, kind.totalUnread - 1 ),
			data: kind.data.map( ( item ) =>
				item.id === message.id
					? { ...item, status: 'READ' as const }
					: item
			),
		} ) );
		session.adjustCounter( counter, -1 );
		routeRequest( 'messagesRead', {
			method: 'POST',
			data: { category, ids: [ message.id ] },
			keepalive: true,
		} ).then(
			( answer ) => session.setCounter( counter, answer.totalUnread ),
			// Left unread on the server: the dot is back on the next visit.
			() => undefined
		);
	};

	const choose = ( number: number ) => {
		setTab( number );
		window.location.hash = `tab${ number }`;
	};

	const onTabClick = (
		event: MouseEvent< HTMLAnchorElement >,
		number: number
	) => {
		if ( ! isPlainClick( event ) ) {
			// A modified click opens the tab's own address elsewhere.
			return;
		}
		event.preventDefault();
		choose( number );
	};

	const onTabKey = ( event: KeyboardEvent< HTMLDivElement > ) => {
		const index = TABS.findIndex( ( item ) => item.number === tab );
		const next = {
			ArrowRight: ( index + 1 ) % TABS.length,
			ArrowLeft: ( index - 1 + TABS.length ) % TABS.length,
			Home: 0,
			End: TABS.length - 1,
		}[ event.key ];
		if ( next === undefined ) {
			return;
		}
		event.preventDefault();
		choose( TABS[ next ].number );
		tabsRef.current
			?.querySelector< HTMLElement >(
				`#mvc-messages-tab-${ TABS[ next ].number }`
			)
			?.focus();
	};

	return (
		<div className="mvc-messages">
			{ /* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the tabs inside take the focus. */ }
			<div
				ref={ tabsRef }
				className="mvc-tabs mvc-tabs--buttons mvc-messages__tabs"
				role="tablist"
				aria-label={ __( 'Message categories', 'mvc' ) }
				onKeyDown={ onTabKey }
			>
				{ TABS.map( ( { number, category } ) => {
					const selected = number === tab;
					const unread = kinds[ category ].totalUnread;
					return (
						<a
							key={ number }
							className={ `mvc-tabs__tab${
								selected ? ' is-current' : ''
							}` }
							role="tab"
							id={ `mvc-messages-tab-${ number }` }
							data-tab={ number }
							aria-controls={ `mvc-messages-panel-${ number }` }
							aria-selected={ selected }
							tabIndex={ selected ? 0 : -1 }
							href={ pageLink( link, number ) }
							onClick={ ( event ) => onTabClick( event, number ) }
						>
							{ labelOf( category ) }
							{ unread > 0 && (
								<>
									<span
										className="mvc-messages__badge"
										aria-hidden="true"
									>
										{ formatCount( unread ) }
									</span>
									<span className="screen-reader-text">
										{ sprintf(
											/* translators: %s: number of unread messages (99… above 99). */
											__( '(%s unread)', 'mvc' ),
											formatCount( unread )
										) }
									</span>
								</>
							) }
						</a>
					);
				} ) }
			</div>
			{ TABS.map( ( { number, category } ) => (
				<MessagePanel
					key={ number }
					tab={ number }
					label={ labelOf( category ) }
					selected={ number === tab }
					kind={ kinds[ category ] }
					perPage={ perPage }
					recent={ recent }
					link={ link }
					loading={ loading[ category ] }
					marking={ marking[ category ] }
					onPage={ ( page ) => loadPage( category, page ) }
					onMarkAll={ () => markAll( category ) }
					onOpen={ ( message ) => markOne( category, message ) }
				/>
			) ) }
		</div>
	);
}
