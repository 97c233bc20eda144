/**
 * The floating tool menu (spec public-site.md, "Floating tool menu"): fixed at the bottom right,
 * shown once the page has scrolled more than 300 px. Back to top, refresh and an ellipsis that
 * reveals "become a guest editor" (opens the modal) and "call for papers" (a link that also
 * scrolls to the top). Hovering away collapses it. By keyboard, focusing the ellipsis reveals the
 * hidden items and leaving the menu collapses it.
 */
import {
	useCallback,
	useEffect,
	useId,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { IslandProps } from '@mvc/runtime-core';
import type { FocusEvent } from 'react';

import { GuestEditorModal } from '../../components/GuestEditorModal';
import {
	FLOATING_MENU_SCROLL_THRESHOLD,
	POPUP_HOVER_DELAY,
} from '../../constants';
import { useScrolledPast } from './useScrolledPast';
import {
	ArrowUpIcon,
	EllipsisIcon,
	MegaphoneIcon,
	PaperIcon,
	RefreshIcon,
} from './icons';

export interface FloatingMenuProps extends IslandProps {
	/** The call-for-papers list. */
	callForPapersUrl: string;
	/** External guest-editor application form. */
	applyUrl: string;
}

function scrollToTop(): void {
	window.scrollTo( { top: 0, behavior: 'smooth' } );
}

export function FloatingMenu( {
	callForPapersUrl,
	applyUrl,
}: FloatingMenuProps ) {
	const visible = useScrolledPast( FLOATING_MENU_SCROLL_THRESHOLD );
	const [ expanded, setExpanded ] = useState( false );
	const [ modalOpen, setModalOpen ] = useState( false );
	const timer = useRef< number | undefined >( undefined );
	const moreId = useId();

	const later = useCallback( ( action: () => void ) => {
		window.clearTimeout( timer.current );
		timer.current = window.setTimeout( action, POPUP_HOVER_DELAY );
	}, [] );
	const cancel = useCallback(
		() => window.clearTimeout( timer.current ),
		[]
	);
	useEffect( () => cancel, [ cancel ] );

	// Collapse when the menu hides (scrolled back to the top).
	useEffect( () => {
		if ( ! visible ) {
			cancel();
			setExpanded( false );
		}
	}, [ visible, cancel ] );

	const onBlur = ( event: FocusEvent< HTMLElement > ) => {
		if (
			! ( event.relatedTarget instanceof Node ) ||
			! event.currentTarget.contains( event.relatedTarget )
		) {
			setExpanded( false );
		}
	};

	return (
		<>
			{ visible && (
				<nav
					className={
						expanded
							? 'mvc-floating-menu is-expanded'
							: 'mvc-floating-menu'
					}
					aria-label={ __( 'Tools', 'mvc' ) }
					onMouseEnter={ cancel }
					onMouseLeave={ () => later( () => setExpanded( false ) ) }
					onBlur={ onBlur }
				>
					<ul className="mvc-floating-menu__list">
						{ expanded && (
							<li
								id={ moreId }
								className="mvc-floating-menu__more"
							>
								<ul className="mvc-floating-menu__list">
									<li className="mvc-floating-menu__item">
										<button
											type="button"
											className="mvc-floating-menu__button"
											onClick={ () =>
												setModalOpen( true )
											}
										>
											<MegaphoneIcon />
											<span className="mvc-floating-menu__label">
												{ __(
													'Become a guest editor',
													'mvc'
												) }
											</span>
										</button>
									</li>
									<li className="mvc-floating-menu__item">
										<a
											className="mvc-floating-menu__button"
											href={ callForPapersUrl }
											onClick={ scrollToTop }
										>
											<PaperIcon />
											<span className="mvc-floating-menu__label">
												{ __(
													'Call for papers',
													'mvc'
												) }
											</span>
										</a>
									</li>
								</ul>
							</li>
						) }
						<li className="mvc-floating-menu__item">
							<button
								type="button"
								className="mvc-floating-menu__button"
								aria-expanded={ expanded }
								aria-controls={ expanded ? moreId : undefined }
								onMouseEnter={ () =>
									later( () => setExpanded( true ) )
								}
								onFocus={ () => setExpanded( true ) }
								onClick={ () => setExpanded( true ) }
							>
								<EllipsisIcon />
								<span className="mvc-floating-menu__label">
									{ __( 'More tools', 'mvc' ) }
								</span>
							</button>
						</li>
						<li className="mvc-floating-menu__item">
							<button
								type="button"
								className="mvc-floating-menu__button"
								onClick={ () => window.location.reload() }
							>
								<RefreshIcon />
								<span className="mvc-floating-menu__label">
									{ __( 'Refresh', 'mvc' ) }
								</span>
							</button>
						</li>
						<li className="mvc-floating-menu__item">
							<button
								type="button"
								className="mvc-floating-menu__button"
								onClick={ scrollToTop }
							>
								<ArrowUpIcon />
								<span className="mvc-floating-menu__label">
									{ __( 'Back to top', 'mvc' ) }
								</span>
							</button>
						</li>
					</ul>
				</nav>
			) }
			<GuestEditorModal
				isOpen={ modalOpen }
				onClose={ () => setModalOpen( false ) }
				applyUrl={ applyUrl }
			/>
		</>
	);
}
