/**
 * The user panel of /profile (members spec, "Profile page user panel" and section 4): the avatar
 * with its update flow, the name, occupation, institution, research area and e-mail, the digest
 * switch, and the actions: edit profile, reset password, change e-mail, contact us (a new tab) and
 * log out. The panel is the server's (`template-parts/profile/panel.php`), enhanced in place
 * (`data-island-enhance`): the island works its buttons, writes each change into it (`panel.ts`)
 * and draws only its dialogs.
 *
 * What changes here is merged into the member-session store (`receiveUserInfo`), the shared user
 * info other islands read. The login popup (reset password, the new login an e-mail change may
 * need) is the header's `LoginPopup`, drawn here: the header's island draws it for visitors only.
 */
import { useEffect, useState } from '@wordpress/element';
import { dispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import {
	inWeChatBrowser,
	memberSessionStore,
	openLoginPopup,
	routeRequest,
	showToast,
} from '@mvc/runtime-core';
import type { Profile } from '@mvc/runtime-core';

import { messageOf } from '../../member/errors';
import { logOut } from '../../member/logout';
import { LoginPopup } from '../member-area/LoginPopup';
import type { Choice } from '../../components/Select';
import { useServerButton } from '../../components/ServerMarkup';
import { AvatarEditor, initialOf } from './AvatarEditor';
import { DataActions } from './DataActions';
import { EmailDialog } from './EmailDialog';
import { ProfileDialog } from './ProfileDialog';
import { WeChatAccount } from './WeChatAccount';
import { findPanel, writeAvatar, writeFact } from './panel';
import type { ServerPanel } from './panel';
import { askForFreshLogin } from './relogin';
import type { UserPanelProps } from './types';

/**
 * The label of a choice's value, or '' for none.
 *
 * @param choices Choices.
 * @param value   Value stored.
 */
function labelOf( choices: Choice[], value: string ): string {
	return choices.find( ( choice ) => choice.value === value )?.label ?? '';
}

function Panel( {
	panel,
	profile: initial,
	choices,
	links,
	wechat,
}: UserPanelProps & { panel: ServerPanel } ) {
	const [ profile, setProfile ] = useState< Profile >( initial );
	const [ dialog, setDialog ] = useState< 'profile' | 'email' | null >(
		null
	);
	const [ digestPending, setDigestPending ] = useState( false );
	const [ checkingLogin, setCheckingLogin ] = useState( false );
	const [ loggingOut, setLoggingOut ] = useState( false );
	const [ avatarFailed, setAvatarFailed ] = useState( false );

	const update = ( fields: Partial< Profile > ) => {
		setProfile( ( current ) => ( { ...current, ...fields } ) );
		dispatch( memberSessionStore ).receiveUserInfo( fields );
	};

	const toggleDigest = async () => {
		setDigestPending( true );
		try {
			const answer = await routeRequest( 'emailSubscribe', {
				method: 'PUT',
				data: { flag: ! profile.subscribed },
			} );
			update( { subscribed: answer.subscribed } );
		} catch ( error ) {
			// A 403 `email_unverified` says in Chinese what to do first.
			showToast( { message: messageOf( error ), kind: 'notification' } );
		} finally {
			setDigestPending( false );
		}
	};

	const changeEmail = async () => {
		setCheckingLogin( true );
		try {
			const { exceeded } = await routeRequest( 'lastLoginExceeded' );
			if ( exceeded ) {
				askForFreshLogin();
			} else {
				setDialog( 'email' );
			}
		} catch ( error ) {
			showToast( { message: messageOf( error ) } );
		} finally {
			setCheckingLogin( false );
		}
	};

	const logout = async () => {
		setLoggingOut( true );
		if ( ! ( await logOut( links.home ) ) ) {
			setLoggingOut( false );
		}
	};

	const digest = panel.button( 'digest' );
	useServerButton( digest, toggleDigest, { disabled: digestPending } );
	useServerButton( panel.button( 'edit' ), () => setDialog( 'profile' ) );
	useServerButton( panel.button( 'password' ), () =>
		openLoginPopup( 'reset' )
	);
	useServerButton( panel.button( 'email' ), changeEmail, {
		disabled: checkingLogin,
	} );
	useServerButton( panel.button( 'logout' ), logout, {
		disabled: loggingOut,
	} );

	// What changed, written into the server's panel.
	useEffect( () => {
		if ( panel.name ) {
			panel.name.textContent = profile.display_name;
		}
		// A broken image gives way to the name's first character.
		writeAvatar(
			panel,
			avatarFailed ? '' : profile.avatar,
			initialOf( profile.display_name ),
			() => setAvatarFailed( true )
		);
		const empty = __( 'Not filled in', 'mvc' );
		writeFact(
			panel.fact( 'title' ),
			labelOf( choices.occupations, profile.title ),
			empty
		);
		writeFact( panel.fact( 'institution' ), profile.institution, empty );
		writeFact(
			panel.fact( 'research_area' ),
			labelOf( choices.researchAreas, profile.research_area ),
			empty
		);
		writeFact( panel.fact( 'email' ), profile.email, empty );
	}, [ panel, profile, choices, avatarFailed ] );

	useEffect( () => {
		if ( ! digest ) {
			return;
		}
		digest.setAttribute( 'aria-checked', String( profile.subscribed ) );
		digest.classList.toggle( 'is-on', profile.subscribed );
		const label = digest.lastElementChild;
		if ( label ) {
			label.textContent = profile.subscribed
				? __( 'Subscribed', 'mvc' )
				: __( 'E-mail subscription', 'mvc' );
		}
	}, [ digest, profile.subscribed ] );

	return (
		<>
			<AvatarEditor
				trigger={ panel.button( 'avatar' ) }
				onUploaded={ ( avatar ) => {
					setAvatarFailed( false );
					update( { avatar } );
					showToast( {
						message: __( 'Avatar updated', 'mvc' ),
					} );
				} }
			/>
			<WeChatAccount
				button={ panel.button( 'wechat' ) }
				state={ panel.fact( 'wechat' ) }
				linked={ wechat }
				profile={ links.profile }
			/>
			<DataActions
				home={ links.home }
				buttons={ {
					feed: panel.button( 'feed' ),
					export: panel.button( 'export' ),
					delete: panel.button( 'delete' ),
				} }
				section={ panel.data }
			/>
			{ dialog === 'profile' && (
				<ProfileDialog
					profile={ profile }
					choices={ choices }
					onClose={ () => setDialog( null ) }
					onSaved={ ( saved ) => {
						update( saved );
						setDialog( null );
					} }
				/>
			) }
			{ dialog === 'email' && (
				<EmailDialog
					onClose={ () => setDialog( null ) }
					onLoginRequired={ () => {
						setDialog( null );
						askForFreshLogin();
					} }
				/>
			) }
			<LoginPopup
				links={ links }
				registration={ null }
				choices={ choices }
				inWeChat={ inWeChatBrowser() }
				memberEmail={ profile.email }
			/>
		</>
	);
}

export function UserPanel( props: UserPanelProps ) {
	const [ panel ] = useState( () => findPanel() );
	return panel ? <Panel { ...props } panel={ panel } /> : null;
}
