/**
 * The one pager of the islands' lists, in the markup of the server's (theme/template-parts/pager.php):
 * the server prints it in the page, and an island whose list changes page in place draws it again
 * with the new page. With `link` each number is a real link, so a modified click opens the page
 * elsewhere and a plain one loads it in place; without (the profile's lists, whose pages have no
 * address) they are buttons. The loading page's number has the spinner and the items are disabled
 * until it arrives. Each item has its own class (`mvc-pager__item--3`, `mvc-pager__item--likes-3`
 * with `list`), so a press the loader held back while the island woke is handed to the same page.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { MouseEvent, ReactNode } from 'react';

import { isPlainClick } from '../../runtime/behaviours/clicks';
import { pagerItems } from './items';

export interface PagerProps {
	current: number;
	total: number;
	/** The address of a page; without it the items are buttons. */
	link?: ( page: number ) => string;
	/** The list's name in the items' own classes, when a page has two pagers. */
	list?: string;
	/** The pager's accessible name (Pages by default). */
	label?: string;
	/** The page being loaded, if any. */
	loading: number | null;
	onPage: ( page: number ) => void;
}

export function Pager( {
	current,
	total,
	link,
	list,
	label,
	loading,
	onPage,
}: PagerProps ) {
	const items = pagerItems( current, total );
	if ( ! items.length ) {
		return null;
	}
	const busy = loading !== null;
	const suffix = ( name: string ) => ( list ? `${ list }-${ name }` : name );
	const item = (
		page: number,
		className: string,
		children: ReactNode,
		extra: { rel?: string } = {}
	) => {
		const classes = `mvc-pager__item ${ className }${
			loading === page && className.startsWith( 'mvc-pager__item--' )
				? ' is-loading'
				: ''
		}`;
		if ( ! link ) {
			return (
				<button
					key={ className }
					type="button"
					className={ classes }
					disabled={ busy }
					onClick={ () => onPage( page ) }
				>
					{ children }
				</button>
			);
		}
		return (
			<a
				key={ className }
				className={ classes }
				href={ link( page ) }
				aria-disabled={ busy ? 'true' : undefined }
				onClick={ ( event: MouseEvent< HTMLAnchorElement > ) => {
					if ( ! isPlainClick( event ) ) {
						return;
					}
					event.preventDefault();
					if ( ! busy ) {
						onPage( page );
					}
				} }
				{ ...extra }
			>
				{ children }
			</a>
		);
	};
	const edge = ( name: 'prev' | 'next' ) =>
		`mvc-pager__${ name }${ list ? ` mvc-pager__${ name }--${ list }` : '' }`;
	return (
		<nav
			className="mvc-pager"
			aria-label={ label ?? __( 'Pages', 'mvc' ) }
			aria-busy={ busy }
		>
			{ current > 1 &&
				item(
					current - 1,
					edge( 'prev' ),
					__( 'Previous page', 'mvc' ),
					{
						rel: 'prev',
					}
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
				return item(
					page,
					`mvc-pager__item--${ suffix( String( page ) ) }`,
					<>
						<span className="screen-reader-text">
							{ sprintf(
								/* translators: %d: page number. */
								__( 'Page %d', 'mvc' ),
								page
							) }
						</span>
						<span aria-hidden="true">{ page }</span>
					</>
				);
			} ) }
			{ current < total &&
				item( current + 1, edge( 'next' ), __( 'Next page', 'mvc' ), {
					rel: 'next',
				} ) }
		</nav>
	);
}
