/**
 * The numbered pager of a tab, drawn as the server's template-parts/pager.php draws it (real
 * links to `?tab=&pg=`, so a modified click opens that page elsewhere); a plain click changes the
 * page in place. The pressed link spins until its page arrives.
 */
import { __, sprintf } from '@wordpress/i18n';

import { pagerItems } from '../../components/pager';
import { pageLink } from './format';

export interface PagerProps {
	current: number;
	total: number;
	tab: number;
	link: string;
	label: string;
	/** The page being loaded, if any. */
	loading: number | null;
	onPage: ( page: number ) => void;
}

/**
 * Whether a click is a plain left click (no modifier: the link may open elsewhere otherwise).
 *
 * @param event          Click.
 * @param event.button
 * @param event.metaKey
 * @param event.ctrlKey
 * @param event.shiftKey
 * @param event.altKey
 */
export function isPlainClick( event: {
	button: number;
	metaKey: boolean;
	ctrlKey: boolean;
	shiftKey: boolean;
	altKey: boolean;
} ): boolean {
	return (
		event.button === 0 &&
		! event.metaKey &&
		! event.ctrlKey &&
		! event.shiftKey &&
		! event.altKey
	);
}

export function Pager( {
	current,
	total,
	tab,
	link,
	label,
	loading,
	onPage,
}: PagerProps ) {
	const items = pagerItems( current, total );
	if ( ! items.length ) {
		return null;
	}
	const go =
		( page: number ) =>
		( event: React.MouseEvent< HTMLAnchorElement > ) => {
			if ( ! isPlainClick( event ) ) {
				return;
			}
			event.preventDefault();
			if ( loading === null ) {
				onPage( page );
			}
		};
	const itemClass = ( page: number, extra = '' ) =>
		`mvc-pager__item${ extra }${ loading === page ? ' is-loading' : '' }`;
	return (
		<nav className="mvc-pager" aria-label={ label }>
			{ current > 1 && (
				<a
					className={ itemClass( current - 1, ' mvc-pager__prev' ) }
					rel="prev"
					href={ pageLink( link, tab, current - 1 ) }
					onClick={ go( current - 1 ) }
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
						className={ itemClass( page ) }
						href={ pageLink( link, tab, page ) }
						onClick={ go( page ) }
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
					className={ itemClass( current + 1, ' mvc-pager__next' ) }
					rel="next"
					href={ pageLink( link, tab, current + 1 ) }
					onClick={ go( current + 1 ) }
				>
					{ __( 'Next page', 'mvc' ) }
				</a>
			) }
		</nav>
	);
}
