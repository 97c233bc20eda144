/**
 * The left side of /profile (members.md section 2): three tabs chosen by the address's hash,
 * #tab1 likes (the default), #tab2 collection, #tab3 subscriptions. The tabs are links to their
 * hash; pressing one changes the address without scrolling (`pushState`), and a hash changed by
 * the reader, a link or the back button switches the tab too. Every panel stays mounted (hidden
 * when not chosen), so a list keeps its page while the member looks at another tab.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { KeyboardEvent, MouseEvent } from 'react';

import { arrowIndex } from '../../runtime/behaviours/tab-list';
import { ArticleList } from './ArticleList';
import { Subscriptions } from './Subscriptions';
import type { ProfileTabsProps } from './types';

const TABS = [ 1, 2, 3 ] as const;
type TabNumber = ( typeof TABS )[ number ];

/**
 * The tab an address's hash names (#tab1..#tab3); anything else is the default, likes.
 *
 * @param hash `location.hash`.
 */
export function tabOfHash( hash: string ): TabNumber {
	const match = /^#tab([123])$/.exec( hash );
	return match ? ( Number( match[ 1 ] ) as TabNumber ) : 1;
}

function labelOf( tab: TabNumber ): string {
	switch ( tab ) {
		case 1:
			return __( 'My likes', 'mvc' );
		case 2:
			return __( 'My favourites', 'mvc' );
		default:
			return __( 'My subscriptions', 'mvc' );
	}
}

export function ProfileTabs( props: ProfileTabsProps ) {
	const [ selected, setSelected ] = useState< TabNumber >( () =>
		tabOfHash( window.location.hash )
	);
	const tabRefs = useRef< Array< HTMLAnchorElement | null > >( [] );

	useEffect( () => {
		const follow = () => setSelected( tabOfHash( window.location.hash ) );
		window.addEventListener( 'hashchange', follow );
		window.addEventListener( 'popstate', follow );
		return () => {
			window.removeEventListener( 'hashchange', follow );
			window.removeEventListener( 'popstate', follow );
		};
	}, [] );

	const choose = ( tab: TabNumber ) => {
		if ( window.location.hash !== `#tab${ tab }` ) {
			// The panels' ids are the hashes: setting location.hash would scroll to the panel.
			window.history.pushState(
				window.history.state,
				'',
				`#tab${ tab }`
			);
		}
		setSelected( tab );
	};

	const onClick = (
		event: MouseEvent< HTMLAnchorElement >,
		tab: TabNumber
	) => {
		if (
			event.button !== 0 ||
			event.metaKey ||
			event.ctrlKey ||
			event.shiftKey ||
			event.altKey
		) {
			return; // A new tab or window opens the tab's own address.
		}
		event.preventDefault();
		choose( tab );
	};

	const onKeyDown = (
		event: KeyboardEvent< HTMLAnchorElement >,
		tab: TabNumber
	) => {
		const index = arrowIndex( event.key, TABS.indexOf( tab ), TABS.length );
		if ( index === undefined ) {
			return;
		}
		event.preventDefault();
		choose( TABS[ index ] );
		tabRefs.current[ index ]?.focus();
	};

	return (
		<div className="mvc-profile-tabs">
			<div
				className="mvc-tabs mvc-tabs--buttons mvc-profile-tabs__bar"
				role="tablist"
				aria-label={ __( 'Personal centre sections', 'mvc' ) }
			>
				{ TABS.map( ( tab, index ) => (
					<a
						key={ tab }
						ref={ ( element ) => {
							tabRefs.current[ index ] = element;
						} }
						className={ `mvc-tabs__tab${
							tab === selected ? ' is-current' : ''
						}` }
						role="tab"
						id={ `mvc-profile-tab-${ tab }` }
						data-tab={ tab }
						href={ `#tab${ tab }` }
						aria-controls={ `tab${ tab }` }
						aria-selected={ tab === selected }
						tabIndex={ tab === selected ? 0 : -1 }
						onClick={ ( event ) => onClick( event, tab ) }
						onKeyDown={ ( event ) => onKeyDown( event, tab ) }
					>
						{ labelOf( tab ) }
					</a>
				) ) }
			</div>
			{ TABS.map( ( tab ) => (
				<section
					key={ tab }
					className="mvc-profile-tabs__panel"
					role="tabpanel"
					id={ `tab${ tab }` }
					aria-labelledby={ `mvc-profile-tab-${ tab }` }
					data-tab={ tab }
					hidden={ tab !== selected }
				>
					{ tab === 1 && (
						<ArticleList
							kind="likes"
							initial={ props.likes }
							perPage={ props.perPage }
							tagPattern={ props.links.tag }
							searchLink={ props.links.search }
						/>
					) }
					{ tab === 2 && (
						<ArticleList
							kind="collection"
							initial={ props.collection }
							perPage={ props.perPage }
							tagPattern={ props.links.tag }
							searchLink={ props.links.search }
						/>
					) }
					{ tab === 3 && <Subscriptions { ...props } /> }
				</section>
			) ) }
		</div>
	);
}
