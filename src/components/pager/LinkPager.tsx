/**
 * The pager of an island's list, drawn as the server draws it (theme/template-parts/pager.php with
 * `island`): real links to the pages, so a modified click opens one elsewhere; a plain click loads
 * the page in place, with the spinner on the loading page's number and the links disabled until it
 * arrives. Each number's link has its own class (`mvc-pager__item--3`), so a press the loader held
 * back while the island woke is handed to the same page. (The profile's lists, whose pages have no
 * address, draw buttons instead: src/islands/profile-tabs/Pager.tsx.)
 */
import { __, sprintf } from '@wordpress/i18n';
import type { MouseEvent } from 'react';

import { isPlainClick } from '../../runtime/behaviours/clicks';
import { pagerItems } from './items';

export interface LinkPagerProps {
	current: number;
	total: number;
	/** The address of a page. */
	link: ( page: number ) => string;
	/** The pager's accessible name (Pages by default). */
	label?: string;
	/** The page being loaded, if any. */
	loading: number | null;
	onPage: ( page: number ) => void;
}

export function LinkPager( {
	current,
	total,
	link,
	label,
	loading,
	onPage,
}: LinkPagerProps ) {
	const items = pagerItems( current, total );
	if ( ! items.length ) {
		return null;
	}
	const busy = loading !== null;
	const go =
		( page: number ) => ( event: MouseEvent< HTMLAnchorElement > ) => {
			if ( ! isPlainClick( event ) ) {
				return;
			}
			event.preventDefault();
			if ( ! busy ) {
				onPage( page );
			}
		};
	// The spinner is on the loading page's number (next and previous lead there too).
	const linkProps = ( page: number, className: string ) => ( {
		className: `mvc-pager__item ${ className }${
			loading === page && className.startsWith( 'mvc-pager__item--' )
				? ' is-loading'
				: ''
		}`,
		href: link( page ),
		'aria-disabled': busy ? ( 'true' as const ) : undefined,
		onClick: go( page ),
	} );
	return (
		<nav
			className="mvc-pager"
			aria-label={ label ?? __( 'Pages', 'mvc' ) }
			aria-busy={ busy }
		>
			{ current > 1 && (
				<a
					{ ...linkProps( current - 1, 'mvc-pager__prev' ) }
					rel="prev"
				>
					{ __( 'Previous page', 'mvc' ) }
				</a>
			) }
			{ items.map( ( page, index ) => {
				if ( page === null ) {
					return (
						<span
							// Two gaps at most, told apart by their place.
							key={ `gap-${ index }` }
							className="mvc-pager__gap"
							aria-hidden="true"
						>
							…
						</span>
					);
				}
				if ( page === current ) {
					return (
						<span
							key={ page }
							className="mvc-pager__item is-current"
							aria-current="page"
						>
							{ page }
						</span>
					);
				}
				return (
					<a
						key={ page }
						{ ...linkProps( page, `mvc-pager__item--${ page }` ) }
					>
						<span className="screen-reader-text">
							{ sprintf(
								/* translators: %d: page number. */
								__( 'Page %d', 'mvc' ),
								page
							) }
						</span>
						<span aria-hidden="true">{ page }</span>
					</a>
				);
			} ) }
			{ current < total && (
				<a
					{ ...linkProps( current + 1, 'mvc-pager__next' ) }
					rel="next"
				>
					{ __( 'Next page', 'mvc' ) }
				</a>
			) }
		</nav>
	);
}
