/**
 * The member's data (beyond the spec; China's PIPL and the personal feed): the address of
 * their RSS feed of the tags they follow (shown, copied, reset), a copy of everything the site keeps
 * about them (saved as a JSON file), and the account's deletion, which needs a recent login and the
 * account's address typed again. The three buttons are the server's (the panel's "my data"); this
 * works them and draws the feed's address under them, and the deletion's dialog.
 */
import { createPortal, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { routeRequest, showToast } from '@mvc/runtime-core';
import type { FormEvent } from 'react';

import { Modal } from '../../components/Modal';
import { useServerButton } from '../../components/ServerMarkup';
import { TextField } from '../../components/TextField';
import { messageOf } from '../../member/errors';
import { goToSoon } from '../../member/navigation';
import { askForFreshLogin, needsFreshLogin } from './relogin';

/** What a stale login is told before deleting the account. */
const DELETION_NEEDS_LOGIN = () =>
	__( 'Deleting your account requires logging in again.', 'mvc' );

/** The name of the saved copy. */
export const EXPORT_FILE = 'mvc-my-data.json';

export interface DataActionsProps {
	/** Where the member goes once the account is deleted. */
	home: string;
	/** The server's buttons. */
	buttons: Record< 'feed' | 'export' | 'delete', HTMLButtonElement | null >;
	/** The server's "my data" part, under which the feed's address shows. */
	section: HTMLElement | null;
}

/**
 * Saves a value as a JSON file through a temporary link.
 *
 * @param data The copy.
 */
function saveJson( data: unknown ): void {
	const blob = new Blob( [ JSON.stringify( data, null, 2 ) ], {
		type: 'application/json',
	} );
	const url = URL.createObjectURL( blob );
	const link = document.createElement( 'a' );
	link.href = url;
	link.download = EXPORT_FILE;
	document.body.append( link );
	link.click();
	link.remove();
	URL.revokeObjectURL( url );
}

function DeleteAccountDialog( {
	onClose,
	home,
}: {
	onClose: () => void;
	home: string;
} ) {
	const [ email, setEmail ] = useState( '' );
	const [ error, setError ] = useState( '' );
	const [ pending, setPending ] = useState( false );

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( email.trim() === '' ) {
			setError( __( 'Please enter your e-mail address.', 'mvc' ) );
			return;
		}
		setPending( true );
		setError( '' );
		try {
			await routeRequest( 'deleteAccount', {
				method: 'POST',
				data: { email: email.trim() },
			} );
			showToast( { message: __( 'Your account was deleted.', 'mvc' ) } );
			goToSoon( home );
		} catch ( caught ) {
			setPending( false );
			if ( needsFreshLogin( caught ) ) {
				onClose();
				askForFreshLogin( DELETION_NEEDS_LOGIN() );
				return;
			}
			setError( messageOf( caught ) );
		}
	};

	return (
		<Modal
			isOpen
			onClose={ onClose }
			title={ __( 'Delete my account', 'mvc' ) }
			className="mvc-modal__dialog--delete-account"
		>
			<form
				className="mvc-user-panel__form"
				onSubmit={ submit }
				noValidate
			>
				<p className="mvc-user-panel__warning">
					{ __(
						'Your profile, likes, favourites, subscriptions and messages will be deleted and cannot be restored. Your comments stay under their articles without your name.',
						'mvc'
					) }
				</p>
				<TextField
					label={ __( 'Type your e-mail address to confirm', 'mvc' ) }
					type="email"
					name="email"
					autoComplete="email"
					value={ email }
					onChange={ setEmail }
					error={ error }
					required
				/>
				<button
					type="submit"
					className="mvc-button mvc-user-panel__danger"
					disabled={ pending }
				>
					{ __( 'Delete my account', 'mvc' ) }
				</button>
			</form>
		</Modal>
	);
}

export function DataActions( { home, buttons, section }: DataActionsProps ) {
	const [ feed, setFeed ] = useState< string | null >( null );
	const [ busy, setBusy ] = useState< 'feed' | 'export' | 'delete' | null >(
		null
	);
	const [ deleting, setDeleting ] = useState( false );

	const run = async (
		what: 'feed' | 'export' | 'delete',
		task: () => Promise< void >
	) => {
		setBusy( what );
		try {
			await task();
		} catch ( error ) {
			showToast( { message: messageOf( error ), kind: 'notification' } );
		} finally {
			setBusy( null );
		}
	};

	const showFeed = () =>
		run( 'feed', async () => {
			setFeed( ( await routeRequest( 'feed' ) ).url );
		} );

	const resetFeed = () =>
		run( 'feed', async () => {
			const { url } = await routeRequest( 'feedReset', {
				method: 'POST',
			} );
			setFeed( url );
			showToast( {
				message: __(
					'The feed has a new address; the old one no longer works.',
					'mvc'
				),
			} );
		} );

	const copyFeed = async () => {
		if ( feed && navigator.clipboard ) {
			await navigator.clipboard.writeText( feed );
			showToast( { message: __( 'Copied', 'mvc' ) } );
		}
	};

	const exportData = () =>
		run( 'export', async () => {
			saveJson( await routeRequest( 'accountExport' ) );
		} );

	const startDeletion = () =>
		run( 'delete', async () => {
			const { exceeded } = await routeRequest( 'lastLoginExceeded' );
			if ( exceeded ) {
				askForFreshLogin( DELETION_NEEDS_LOGIN() );
			} else {
				setDeleting( true );
			}
		} );

	useServerButton(
		buttons.feed,
		feed === null ? showFeed : () => setFeed( null ),
		{ disabled: busy === 'feed', expanded: feed !== null }
	);
	useServerButton( buttons.export, exportData, {
		disabled: busy === 'export',
	} );
	useServerButton( buttons.delete, startDeletion, {
		disabled: busy === 'delete',
	} );

	return (
		<>
			{ feed !== null &&
				section &&
				createPortal(
					<div className="mvc-user-panel__feed">
						<label
							className="screen-reader-text"
							htmlFor="mvc-user-panel-feed"
						>
							{ __( 'RSS feed of my tags', 'mvc' ) }
						</label>
						<input
							id="mvc-user-panel-feed"
							className="mvc-user-panel__feed-url"
							type="url"
							readOnly
							value={ feed }
							onFocus={ ( event ) =>
								event.currentTarget.select()
							}
						/>
						<button
							type="button"
							className="mvc-button"
							onClick={ copyFeed }
						>
							{ __( 'Copy', 'mvc' ) }
						</button>
						<button
							type="button"
							className="mvc-button"
							disabled={ busy === 'feed' }
							onClick={ resetFeed }
						>
							{ __( 'Reset the address', 'mvc' ) }
						</button>
					</div>,
					section
				) }
			{ deleting && (
				<DeleteAccountDialog
					home={ home }
					onClose={ () => setDeleting( false ) }
				/>
			) }
		</>
	);
}
