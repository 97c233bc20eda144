/**
 * The pager of the likes and collection lists: the site's pager (`.mvc-pager`) with buttons, since
 * the pages come from the list's call; the pressed page shows the spinner until it arrives.
 */
import { __, sprintf } from '@wordpress/i18n';

import { pagerItems } from '../../components/pager';

export interface PagerProps {
	/** likes or collection: the buttons' own classes (a press before the island woke is replayed). */
	list: string;
	current: number;
	total: number;
	/** The page being loaded, if any. */
	loading: number | null;
	onPage: ( page: number ) => void;
}

export function Pager( { list, current, total, loading, onPage }: PagerProps ) {
	const items = pagerItems( current, total );
	if ( ! items.length ) {
		return null;
	}
	const button = (
		page: number,
		className: string,
		label: string,
		text: string
	) => (
		<button
			key={ className }
			type="button"
			className={ `mvc-pager__item ${ className }${
				loading === page ? ' is-loading' : ''
			}` }
			disabled={ loading !== null }
			aria-label={ label }
			onClick={ () => onPage( page ) }
		>
			{ text }
		</button>
	);
	return (
		<nav
			className="mvc-pager"
			aria-label={ __( 'Pages', 'mvc' ) }
			aria-busy={ loading !== null }
		>
			{ current > 1 &&
				button(
					current - 1,
					`mvc-pager__prev mvc-profile-pager__prev--${ list }`,
					__( 'Previous page', 'mvc' ),
					__( 'Previous page', 'mvc' )
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
				return button(
					page,
					`mvc-profile-pager__page--${ list }-${ page }`,
					/* translators: %d: page number. */
					sprintf( __( 'Page %d', 'mvc' ), page ),
					String( page )
				);
			} ) }
			{ current < total &&
				button(
					current + 1,
					`mvc-pager__next mvc-profile-pager__next--${ list }`,
					__( 'Next page', 'mvc' ),
					__( 'Next page', 'mvc' )
				) }
		</nav>
	);
}
