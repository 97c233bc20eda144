/**
 * The panel 微信公众号 over stand-ins of WordPress's components and of its calls: the state is read,
 * the button says 同步 before a draft and 更新 after, unsaved changes are saved before the sync, the
 * button is busy while the sync runs, and a refusal shows its reason with the state after it.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createReduxStore, register } from '@wordpress/data';
import type { ReactNode } from 'react';

import type { SyncStatus } from '../../../../editor/wechat-draft/api';

jest.mock( '../../../../editor/wechat-draft/api', () => {
	const actual = jest.requireActual( '../../../../editor/wechat-draft/api' );
	return { ...actual, fetchStatus: jest.fn(), syncNow: jest.fn() };
} );

import {
	fetchStatus,
	SyncError,
	syncNow,
} from '../../../../editor/wechat-draft/api';
import {
	shownTime,
	WeChatDraftPanel,
} from '../../../../editor/wechat-draft/Panel';

const fetched = fetchStatus as jest.MockedFunction< typeof fetchStatus >;
const synced = syncNow as jest.MockedFunction< typeof syncNow >;
const savePost = jest.fn( () => Promise.resolve() );
let dirty = false;

register(
	createReduxStore( 'core/editor', {
		reducer: ( current = {} ) => current,
		selectors: {
			getCurrentPostId: () => 42,
			isEditedPostDirty: () => dirty,
			isSavingPost: () => false,
		},
		actions: {
			savePost() {
				savePost();
				return { type: 'NOOP' };
			},
		},
	} )
);

function status( more: Partial< SyncStatus > = {} ): SyncStatus {
	return {
		has_draft: false,
		synced_at: '',
		result: '',
		ok: false,
		open_comments: false,
		queued: false,
		configured: true,
		...more,
	};
}

beforeEach( () => {
	jest.resetAllMocks();
	dirty = false;
	( window as unknown as { wp: unknown } ).wp = {
		editor: {
			PluginDocumentSettingPanel: ( props: {
				title: string;
				children?: ReactNode;
			} ) => (
				<section aria-label={ props.title }>{ props.children }</section>
			),
		},
		components: {
			Button: ( props: {
				children?: ReactNode;
				disabled?: boolean;
				isBusy?: boolean;
				onClick: () => void;
			} ) => (
				<button
					disabled={ props.disabled }
					aria-busy={ props.isBusy }
					onClick={ props.onClick }
				>
					{ props.children }
				</button>
			),
			ToggleControl: ( props: {
				label: string;
				checked: boolean;
				onChange: ( checked: boolean ) => void;
			} ) => (
				<input
					type="checkbox"
					aria-label={ props.label }
					checked={ props.checked }
					onChange={ ( event ) =>
						props.onChange( event.target.checked )
					}
				/>
			),
			Notice: ( props: { status?: string; children?: ReactNode } ) => (
				<div role="alert" data-status={ props.status }>
					{ props.children }
				</div>
			),
			Spinner: () => <span>…</span>,
		},
	};
} );

test( 'a first sync adds the draft and the button then updates it', async () => {
	fetched.mockResolvedValue( status() );
	let finish: ( value: SyncStatus ) => void = () => undefined;
	synced.mockReturnValue(
		new Promise( ( resolve ) => {
			finish = resolve;
		} )
	);
	render( <WeChatDraftPanel /> );

	const button = await screen.findByRole( 'button', {
		name: 'Sync to the WeChat draft box',
	} );
	expect( screen.getByText( 'Not synced yet.' ) ).toBeInTheDocument();
	fireEvent.click( screen.getByLabelText( 'Open comments' ) );
	fireEvent.click( button );

	expect( button ).toBeDisabled();
	expect( button ).toHaveAttribute( 'aria-busy', 'true' );
	await act( async () => {
		finish(
			status( {
				has_draft: true,
				ok: true,
				open_comments: true,
				synced_at: '2026-11-29T10:05:00+00:00',
			} )
		);
	} );

	expect( synced ).toHaveBeenCalledWith( 42, true );
	expect( savePost ).not.toHaveBeenCalled();
	expect(
		await screen.findByRole( 'button', { name: 'Update the WeChat draft' } )
	).toBeEnabled();
	expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
		'The WeChat draft is up to date.'
	);
	expect(
		screen.getByText( /Last sync: \d{4}-\d\d-\d\d \d\d:\d\d/ )
	).toHaveTextContent( 'Succeeded' );
} );

test( 'unsaved changes are saved before the sync', async () => {
	dirty = true;
	fetched.mockResolvedValue( status( { has_draft: true } ) );
	synced.mockResolvedValue( status( { has_draft: true, ok: true } ) );
	render( <WeChatDraftPanel /> );

	fireEvent.click(
		await screen.findByRole( 'button', { name: 'Update the WeChat draft' } )
	);

	await screen.findByText( 'The WeChat draft is up to date.' );
	expect( savePost ).toHaveBeenCalledTimes( 1 );
} );

test( 'a refusal shows its reason and the state after it', async () => {
	fetched.mockResolvedValue( status() );
	synced.mockRejectedValue(
		new SyncError(
			'文章没有特色图片。',
			status( {
				synced_at: '2026-11-29T10:05:00+00:00',
				result: '文章没有特色图片。',
			} )
		)
	);
	render( <WeChatDraftPanel /> );

	fireEvent.click(
		await screen.findByRole( 'button', {
			name: 'Sync to the WeChat draft box',
		} )
	);

	expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
		'文章没有特色图片。'
	);
	expect( screen.getByRole( 'alert' ) ).toHaveAttribute(
		'data-status',
		'error'
	);
	expect( screen.getByText( /Last sync/ ) ).toHaveTextContent( 'Failed' );
	expect(
		screen.getByRole( 'button', { name: 'Sync to the WeChat draft box' } )
	).toBeEnabled();
} );

test( 'a time is shown as the editor reads it', () => {
	expect( shownTime( 'not a time' ) ).toBe( '' );
	expect( shownTime( '2026-11-29T10:05:00Z' ) ).toMatch(
		/^2026-11-29 \d\d:05$/
	);
} );
