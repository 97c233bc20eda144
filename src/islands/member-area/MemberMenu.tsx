/**
 * A member's avatar in the header and its popover: the name, the personal and message centres
 * (with the unread count, above 99 shown as `99…`, also in the avatar button's name) and log out. A click opens it; Escape and a
 * click outside close it. An avatar that fails to load shows the name's first letter, and the
 * popover suggests updating it.
 *
 * The avatar is the server's link to the personal centre (`data-mvc-avatar`, in the server's area
 * `area`): the island makes it the popover's button and keeps its image (`data-mvc-avatar-image`),
 * first letter (`data-mvc-initial`) and unread dot (`data-mvc-dot`) up to date; it draws the
 * popover only.
 */
import {
	useEffect,
	useId,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';
import { useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { memberSessionStore } from '@mvc/runtime-core';

import { useDismiss } from '../../components/useDismiss';
import { logOut } from '../../member/logout';
import type { HeaderMember, MemberAreaLinks } from './types';
import { formatCount } from '../../member/count';
import { useLinkAsButton } from '../../components/ServerMarkup';

/**
 * First character of a name (a whole character, even outside the BMP).
 *
 * @param name Name.
 */
function initialOf( name: string ): string {
	return ( Array.from( name.trim() )[ 0 ] ?? '?' ).toUpperCase();
}

export interface MemberMenuProps {
	/** The server's member area, which holds the avatar. */
	area: HTMLElement | null;
	member: HeaderMember;
	links: MemberAreaLinks;
	/** Open at once (a click on the placeholder woke the island). */
	initialOpen?: boolean;
}

/**
 * The server's avatar and its parts.
 *
 * @param area The server's member area.
 */
function serverAvatar( area: HTMLElement | null ) {
	const avatar =
		area?.querySelector< HTMLElement >( '[data-mvc-avatar]' ) ?? null;
	return {
		avatar,
		initial:
			avatar?.querySelector< HTMLElement >( '[data-mvc-initial]' ) ??
			null,
		dot: avatar?.querySelector< HTMLElement >( '[data-mvc-dot]' ) ?? null,
	};
}

export function MemberMenu( {
	area,
	member,
	links,
	initialOpen = false,
}: MemberMenuProps ) {
	const [ isOpen, setOpen ] = useState( initialOpen );
	const [ avatarFailed, setAvatarFailed ] = useState( false );
	const [ pending, setPending ] = useState( false );
	const popoverId = useId();
	const [ server ] = useState( () => serverAvatar( area ) );
	const rootRef = useRef( area );
	rootRef.current = area;
	const buttonRef = useRef( server.avatar );
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
	useLinkAsButton( server.avatar, () => setOpen( ( open ) => ! open ) );

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

	// The avatar button's name and state, its unread dot and its first letter.
	useLayoutEffect( () => {
		const { avatar: button, initial, dot } = server;
		if ( ! button ) {
			return;
		}
		button.setAttribute( 'aria-expanded', String( isOpen ) );
		button.setAttribute( 'aria-controls', popoverId );
		button.setAttribute( 'aria-label', buttonLabel );
		if ( dot ) {
			dot.hidden = unread <= 0;
		}
		if ( initial ) {
			initial.hidden = showImage;
			if ( initial.textContent !== initialOf( name ) ) {
				initial.textContent = initialOf( name );
			}
		}
	}, [ server, isOpen, popoverId, buttonLabel, unread, showImage, name ] );

	// The image: the server's, given the new address when one is saved here, or made for an
	// avatar the server did not have; hidden once it fails (the first letter shows).
	useLayoutEffect( () => {
		const button = server.avatar;
		if ( ! button ) {
			return undefined;
		}
		let image = button.querySelector< HTMLImageElement >(
			'[data-mvc-avatar-image]'
		);
		if ( ! image && avatar !== '' ) {
			image = document.createElement( 'img' );
			image.width = 36;
			image.height = 36;
			image.alt = '';
			image.dataset.mvcAvatarImage = '';
			button.prepend( image );
		}
		if ( ! image ) {
			return undefined;
		}
		const onError = () => setAvatarFailed( true );
		image.addEventListener( 'error', onError );
		if ( avatar !== '' && image.getAttribute( 'src' ) !== avatar ) {
			image.src = avatar;
		} else if ( image.complete && image.naturalWidth === 0 ) {
			// It failed before the island listened: asked again, it says so again.
			image.src = avatar;
		}
		return () => image?.removeEventListener( 'error', onError );
	}, [ server, avatar ] );
	useLayoutEffect( () => {
		const image = server.avatar?.querySelector< HTMLImageElement >(
			'[data-mvc-avatar-image]'
		);
		if ( image ) {
			image.hidden = ! showImage;
		}
	}, [ server, showImage, avatar ] );

	return (
		<div id={ popoverId } className="mvc-member-menu" hidden={ ! isOpen }>
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
					<a className="mvc-member-menu__link" href={ links.profile }>
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
	);
}
