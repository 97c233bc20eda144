/**
 * The panel's calls (Mvc\Core\Rest\WeChatDraftController), unwrapped from the {code, message,
 * data} envelope; a refusal becomes a SyncError with the server's Chinese reason and the article's
 * state after it.
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

/** An article's sync state (Syndication\WeChat\Drafts::status()). */
export interface SyncStatus {
	has_draft: boolean;
	synced_at: string;
	result: string;
	ok: boolean;
	open_comments: boolean;
	queued: boolean;
	configured: boolean;
}

/** A refused sync. */
export class SyncError extends Error {
	status?: SyncStatus;

	constructor( message: string, status?: SyncStatus ) {
		super( message );
		this.status = status;
	}
}

const route = ( id: number ) => `/api/admin/wechat-drafts/${ id }`;

/**
 * A failed call as a SyncError.
 *
 * @param error What apiFetch threw.
 */
function failure( error: unknown ): SyncError {
	const failed = error as {
		message?: string;
		data?: { sync?: SyncStatus };
	};
	return new SyncError(
		failed.message ??
			__( 'The server did not answer. Please try again.', 'mvc-core' ),
		failed.data?.sync
	);
}

/**
 * The article's state.
 *
 * @param id The article.
 */
export async function fetchStatus( id: number ): Promise< SyncStatus > {
	try {
		return (
			await apiFetch< { data: SyncStatus } >( { path: route( id ) } )
		).data;
	} catch ( error ) {
		throw failure( error );
	}
}

/**
 * Syncs the article now.
 *
 * @param id           The article.
 * @param openComments Readers may comment.
 */
export async function syncNow(
	id: number,
	openComments: boolean
): Promise< SyncStatus > {
	try {
		return (
			await apiFetch< { data: SyncStatus } >( {
				path: route( id ),
				method: 'POST',
				data: { open_comments: openComments },
			} )
		).data;
	} catch ( error ) {
		throw failure( error );
	}
}
