/**
 * A member's avatar in the header and its popover: the name, the personal and message centres
 * (with the unread count, above 99 shown as `99…`, also in the avatar button's name) and log out. A click opens it; Escape and a
 * click outside close it. An avatar that fails to load shows the name's first letter, and the
 * popover suggests updating it.
 */
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { memberSessionStore } from '@mvc/runtime-core';

import { useDismiss } from '../../components/useDismiss';
import { logOut } from '../../member/logout';
import type { HeaderMember, MemberAreaLinks } from './types';
import { formatCount } from '../../member/count';

/**
 * First character of a name (a whole character, even outside the BMP).
 *
 * @param name Name.
 */
function initialOf( name: string ): string {
	return ( Array.from( name.trim() )[ 0 ] ?? '?' ).toUpperCase();
}

export interface MemberMenuProps {
	member: HeaderMember;
	links: MemberAreaLinks;
	/** Open at once (a click on the placeholder woke the island). */
	initialOpen?: boolean;
}

export function MemberMenu( {
	member,
	links,
	initialOpen = false,
}: MemberMenuProps ) {
	const [ isOpen, setOpen ] = useState( initialOpen );
	const [ avatarFailed, setAvatarFailed ] = useState( false );
	const [ pending, setPending ] = useState( false );
	const popoverId = useId();
	const rootRef = useRef< HTMLDivElement >( null );
	const buttonRef = useRef< HTMLButtonElement >( null );
	const unread = useSelect(
		( select ) => select( memberSessionStore ).getUnreadMessageCount(),
		[]
	);
	// A new avatar or name saved on this page (the user panel) replaces the server's.
	const known = useSelect(
		( select ) => select( memberSessionStore ).getKnownProfile(),
		[]
	);
	const name = known.display_name ?? member.display_name;
	const avatar = known.avatar ?? member.avatar;
	useEffect( () => setAvatarFailed( false ), [ avatar ] );

	useDismiss( isOpen, rootRef, () => setOpen( false ), {
		escapeTo: buttonRef,
	} );

	const logout = async () => {
		setPending( true );
		if ( ! ( await logOut( links.home ) ) ) {
			setPending( false );
		}
	};

	const showImage = avatar !== '' && ! avatarFailed;
	let buttonLabel: string = sprintf(
		/* translators: %s: the member's name. */
		__( 'Account menu of %s', 'mvc' ),
		name
	);
	if ( unread > 0 ) {
		buttonLabel = sprintf(
			/* translators: 1: "Account menu of …", 2: "(N unread)". */
			__( '%1$s %2$s', 'mvc' ),
			buttonLabel,
			sprintf(
				/* translators: %s: number of unread messages (99… above 99). */
				__( '(%s unread)', 'mvc' ),
				formatCount( unread )
			)
		);
	}

	return (
		<div ref={ rootRef } className="mvc-member-area__member">
			<button
				ref={ buttonRef }
				type="button"
				className="mvc-member-area__avatar"
				aria-expanded={ isOpen }
				aria-controls={ popoverId }
				aria-label={ buttonLabel }
				onClick={ () => setOpen( ( open ) => ! open ) }
			>
				{ showImage ? (
					<img
						src={ avatar }
						width="36"
						height="36"
						alt=""
						onError={ () => setAvatarFailed( true ) }
					/>
				) : (
					<span
						className="mvc-member-area__initial"
						aria-hidden="true"
					>
						{ initialOf( name ) }
					</span>
				) }
				{ unread > 0 && (
					<span className="mvc-member-area__dot" aria-hidden="true" />
				) }
			</button>
			<div
				id={ popoverId }
				className="mvc-member-menu"
				hidden={ ! isOpen }
			>
				<p className="mvc-member-menu__name">{ name }</p>
				{ avatarFailed && (
					<p className="mvc-member-menu__notice">
						<a href={ links.profile }>
							{ __(
								'The avatar could not be loaded. Update it in your personal centre.',
								'mvc'
							) }
						</a>
					</p>
				) }
				<ul className="mvc-member-menu__links">
					<li>
						<a
							className="mvc-member-menu__link"
							href={ links.profile }
						>
							{ __( 'Personal centre', 'mvc' ) }
						</a>
					</li>
					<li>
						<a
							className="mvc-member-menu__link"
							href={ links.messages }
						>
							{ __( 'Message centre', 'mvc' ) }
							{ unread > 0 && (
								<>
									<span
										className="mvc-member-menu__count"
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
					</li>
				</ul>
				<button
					type="button"
					className="mvc-member-menu__logout"
					disabled={ pending }
					onClick={ logout }
				>
					{ __( 'Log out', 'mvc' ) }
				</button>
			</div>
		</div>
	);
}
