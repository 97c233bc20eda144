/**
 * 微信公众号: the button 同步到公众号草稿箱 (更新公众号草稿 once the article has a draft), the
 * comments toggle and the last sync with its result in Chinese. Unsaved changes are saved first, so
 * the draft is the article as it stands. While the sync runs the button is busy.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { fetchStatus, SyncError, syncNow, type SyncStatus } from './api';
import { wp } from './wp';

interface EditorSelectors {
	getCurrentPostId: () => number;
	isEditedPostDirty: () => boolean;
	isSavingPost: () => boolean;
}

interface EditorActions {
	savePost: () => Promise< unknown >;
}

/**
 * A time as the editor reads it: 2026-11-29 18:05 in the browser's time zone.
 *
 * @param iso ISO 8601 time.
 */
export function shownTime( iso: string ): string {
	const date = new Date( iso );
	if ( Number.isNaN( date.getTime() ) ) {
		return '';
	}
	const two = ( n: number ) => String( n ).padStart( 2, '0' );
	return `${ date.getFullYear() }-${ two( date.getMonth() + 1 ) }-${ two(
		date.getDate()
	) } ${ two( date.getHours() ) }:${ two( date.getMinutes() ) }`;
}

/**
 * The last sync, in words.
 *
 * @param props        Props.
 * @param props.status The article's state.
 */
function LastSync( { status }: { status: SyncStatus } ) {
	if ( status.queued ) {
		return (
			<p className="mvc-wechat-draft__last">
				{ __(
					'Queued: the article is synced within a few minutes.',
					'mvc-core'
				) }
			</p>
		);
	}
	if ( ! status.synced_at ) {
		return (
			<p className="mvc-wechat-draft__last">
				{ __( 'Not synced yet.', 'mvc-core' ) }
			</p>
		);
	}
	return (
		<p className="mvc-wechat-draft__last">
			{ sprintf(
				/* translators: %s: date and time. */
				__( 'Last sync: %s', 'mvc-core' ),
				shownTime( status.synced_at )
			) }
			{ ' · ' }
			{ status.ok
				? __( 'Succeeded', 'mvc-core' )
				: __( 'Failed', 'mvc-core' ) }
		</p>
	);
}

/**
 * The panel.
 */
export function WeChatDraftPanel() {
	const { PluginDocumentSettingPanel } = wp().editor;
	const { Button, ToggleControl, Notice, Spinner } = wp().components;
	const { postId, dirty, saving } = useSelect( ( select ) => {
		const editor = select( 'core/editor' ) as unknown as EditorSelectors;
		return {
			postId: editor.getCurrentPostId(),
			dirty: editor.isEditedPostDirty(),
			saving: editor.isSavingPost(),
		};
	}, [] );
	const { savePost } = useDispatch(
		'core/editor'
	) as unknown as EditorActions;
	const [ status, setStatus ] = useState< SyncStatus | null >( null );
	const [ openComments, setOpenComments ] = useState( false );
	const [ busy, setBusy ] = useState( false );
	const [ message, setMessage ] = useState< {
		kind: 'success' | 'error';
		text: string;
	} | null >( null );

	useEffect( () => {
		let live = true;
		fetchStatus( postId )
			.then( ( found ) => {
				if ( live ) {
					setStatus( found );
					setOpenComments( found.open_comments );
				}
			} )
			.catch( ( error: SyncError ) => {
				if ( live ) {
					setMessage( { kind: 'error', text: error.message } );
				}
			} );
		return () => {
			live = false;
		};
	}, [ postId ] );

	const sync = useCallback( async () => {
		setBusy( true );
		setMessage( null );
		try {
			if ( dirty ) {
				await savePost();
			}
			const done = await syncNow( postId, openComments );
			setStatus( done );
			setMessage( {
				kind: 'success',
				text: __( 'The WeChat draft is up to date.', 'mvc-core' ),
			} );
		} catch ( error ) {
			const failed = error as SyncError;
			if ( failed.status ) {
				setStatus( failed.status );
			}
			setMessage( {
				kind: 'error',
				text:
					failed.message ||
					__(
						'The server did not answer. Please try again.',
						'mvc-core'
					),
			} );
		} finally {
			setBusy( false );
		}
	}, [ dirty, savePost, postId, openComments ] );

	return (
		<PluginDocumentSettingPanel
			name="mvc-wechat-draft"
			title={ __( 'WeChat official account', 'mvc-core' ) }
			className="mvc-wechat-draft"
		>
			{ status === null && ! message && <Spinner /> }
			{ status && (
				<>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Open comments', 'mvc-core' ) }
						help={ __(
							'Readers on WeChat may comment on the article.',
							'mvc-core'
						) }
						checked={ openComments }
						disabled={ busy }
						onChange={ setOpenComments }
					/>
					<Button
						__next40pxDefaultSize
						variant="secondary"
						isBusy={ busy }
						disabled={ busy || saving }
						accessibleWhenDisabled
						onClick={ sync }
					>
						{ status.has_draft
							? __( 'Update the WeChat draft', 'mvc-core' )
							: __( 'Sync to the WeChat draft box', 'mvc-core' ) }
					</Button>
					<LastSync status={ status } />
				</>
			) }
			{ message && (
				<Notice
					status={ message.kind }
					isDismissible={ false }
					className="mvc-wechat-draft__notice"
				>
					{ message.text }
				</Notice>
			) }
			{ status && ! message && status.result && (
				<Notice
					status="warning"
					isDismissible={ false }
					className="mvc-wechat-draft__notice"
				>
					{ status.result }
				</Notice>
			) }
		</PluginDocumentSettingPanel>
	);
}
