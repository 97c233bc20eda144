/**
 * The pager of the course grid, drawn as the server draws it (theme/template-parts/courses/pager.php):
 * real links to the filtered pages, so a modified click opens one elsewhere; a plain click loads
 * the page in place, with the spinner on the pressed link and the others disabled until it
 * arrives. Each number's link has its own class (`mvc-pager__item--3`), so a press the loader
 * held back while the island woke is handed to the same page.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { MouseEvent } from 'react';

import { pagerItems } from '../../components/pager';
import { isPlainClick } from '../message-centre/Pager';

export interface CoursePagerProps {
	current: number;
	total: number;
	/** The address of a page. */
	link: ( page: number ) => string;
	/** The page being loaded, if any. */
	loading: number | null;
	onPage: ( page: number ) => void;
}

export function CoursePager( {
	current,
	total,
	link,
	loading,
	onPage,
}: CoursePagerProps ) {
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
			aria-label={ __( 'Pages', 'mvc' ) }
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
