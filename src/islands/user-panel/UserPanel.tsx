/**
 * The user panel of /profile (members spec, "Profile page user panel" and section 4): the avatar
 * with its update flow, the name, occupation, institution, research area and e-mail, the digest
 * switch, and the actions: edit profile, reset password, change e-mail, contact us (a new tab) and
 * log out. It draws the boxes of the server's placeholder (`template-parts/profile/panel.php`).
 *
 * What changes here is merged into the member-session store (`receiveUserInfo`), the shared user
 * info other islands read. The login popup (reset password, the new login an e-mail change may
 * need) is the header's `LoginPopup`, drawn here: the header's island draws it for visitors only.
 */
import { useState } from '@wordpress/element';
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
import { AvatarEditor } from './AvatarEditor';
import { DataActions } from './DataActions';
import { EmailDialog } from './EmailDialog';
import { ProfileDialog } from './ProfileDialog';
import { WeChatAccount } from './WeChatAccount';
import { askForFreshLogin } from './relogin';
import type { UserPanelProps } from './types';

/** The id of the digest note, which describes the switch. */
const DIGEST_NOTE_ID = 'mvc-user-panel-digest-note';

/**
 * The label of a choice's value, or '' for none.
 *
 * @param choices Choices.
 * @param value   Value stored.
 */
function labelOf( choices: Choice[], value: string ): string {
	return choices.find( ( choice ) => choice.value === value )?.label ?? '';
}

export function UserPanel( {
	profile: initial,
	choices,
	links,
	wechat,
}: UserPanelProps ) {
	const [ profile, setProfile ] = useState< Profile >( initial );
	const [ dialog, setDialog ] = useState< 'profile' | 'email' | null >(
		null
	);
	const [ digestPending, setDigestPending ] = useState( false );
	const [ checkingLogin, setCheckingLogin ] = useState( false );
	const [ loggingOut, setLoggingOut ] = useState( false );

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

	const facts = [
		{
			field: 'title',
			label: __( 'Occupation', 'mvc' ),
			value: labelOf( choices.occupations, profile.title ),
		},
		{
			field: 'institution',
			label: __( 'Institution', 'mvc' ),
			value: profile.institution,
		},
		{
			field: 'research-area',
			label: __( 'Research area', 'mvc' ),
			value: labelOf( choices.researchAreas, profile.research_area ),
		},
		{ field: 'email', label: __( 'E-mail', 'mvc' ), value: profile.email },
	];

	return (
		<section
			className="mvc-user-panel"
			aria-labelledby="mvc-user-panel-name"
		>
			<div className="mvc-user-panel__head">
				<AvatarEditor
					avatar={ profile.avatar }
					name={ profile.display_name }
					onUploaded={ ( avatar ) => {
						update( { avatar } );
						showToast( {
							message: __( 'Avatar updated', 'mvc' ),
						} );
					} }
				/>
				<h2 id="mvc-user-panel-name" className="mvc-user-panel__name">
					{ profile.display_name }
				</h2>
			</div>
			<dl className="mvc-user-panel__facts">
				{ facts.map( ( fact ) => (
					<div
						key={ fact.field }
						className={ `mvc-user-panel__fact mvc-user-panel__fact--${ fact.field }` }
					>
						<dt>{ fact.label }</dt>
						{ fact.value === '' ? (
							<dd className="mvc-user-panel__empty">
								{ __( 'Not filled in', 'mvc' ) }
							</dd>
						) : (
							<dd>{ fact.value }</dd>
						) }
					</div>
				) ) }
				<WeChatAccount linked={ wechat } profile={ links.profile } />
			</dl>
			<div className="mvc-user-panel__digest">
				<button
					type="button"
					role="switch"
					aria-checked={ profile.subscribed }
					aria-describedby={ DIGEST_NOTE_ID }
					className={
						profile.subscribed
							? 'mvc-user-panel__switch is-on'
							: 'mvc-user-panel__switch'
					}
					disabled={ digestPending }
					onClick={ toggleDigest }
				>
					<span
						className="mvc-user-panel__track"
						aria-hidden="true"
					/>
					<span className="mvc-user-panel__switch-label">
						{ profile.subscribed
							? __( 'Subscribed', 'mvc' )
							: __( 'E-mail subscription', 'mvc' ) }
					</span>
				</button>
				<p id={ DIGEST_NOTE_ID } className="mvc-user-panel__note">
					{ __(
						'A digest of new articles in your subscribed tags is sent every two weeks.',
						'mvc'
					) }
				</p>
			</div>
			<ul className="mvc-user-panel__actions">
				<li>
					<button
						type="button"
						className="mvc-user-panel__action mvc-user-panel__action--edit"
						aria-haspopup="dialog"
						onClick={ () => setDialog( 'profile' ) }
					>
						{ __( 'Edit profile', 'mvc' ) }
					</button>
				</li>
				<li>
					<button
						type="button"
						className="mvc-user-panel__action mvc-user-panel__action--password"
						aria-haspopup="dialog"
						onClick={ () => openLoginPopup( 'reset' ) }
					>
						{ __( 'Reset password', 'mvc' ) }
					</button>
				</li>
				<li>
					<button
						type="button"
						className="mvc-user-panel__action mvc-user-panel__action--email"
						aria-haspopup="dialog"
						disabled={ checkingLogin }
						onClick={ changeEmail }
					>
						{ __( 'Change e-mail', 'mvc' ) }
					</button>
				</li>
				<li>
					<a
						className="mvc-user-panel__action mvc-user-panel__action--contact"
						href={ links.contact }
						target="_blank"
						rel="noopener noreferrer"
					>
						{ __( 'Contact us', 'mvc' ) }
					</a>
				</li>
				<li>
					<button
						type="button"
						className="mvc-user-panel__action mvc-user-panel__action--logout"
						disabled={ loggingOut }
						onClick={ logout }
					>
						{ __( 'Log out', 'mvc' ) }
					</button>
				</li>
			</ul>
			<DataActions home={ links.home } />
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
		</section>
	);
}
