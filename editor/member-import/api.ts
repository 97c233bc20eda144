/**
 * The member import's calls (Mvc\Core\Rest\MemberImportController), their answers unwrapped from
 * the {code, message, data} envelope; a refusal becomes an Error with the server's Chinese message.
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

export const ROUTE = '/api/admin/member-imports';

/** Where an import is (MemberImport::status()). */
export interface ImportStatus {
	id: number;
	name: string;
	size: number;
	phase:
		| 'upload'
		| 'check'
		| 'accounts'
		| 'relations'
		| 'fill'
		| 'done'
		| 'refused';
	progress: number;
	site: string;
	exported_at: string;
	members: number;
	created: number;
	found: number;
	refused: number;
	relations: number;
	error: string;
	created_at: string;
}

export interface Refusal {
	line: number;
	email: string;
	reason: string;
}

export interface RefusalPage {
	list: Refusal[];
	total: number;
	totalPages: number;
}

/** A refusal of the server, with its HTTP status. */
export class ApiError extends Error {
	status: number;

	constructor( message: string, status: number ) {
		super( message );
		this.status = status;
	}
}

async function call< T >( options: APIFetchOptions< true > ) {
	try {
		const answer = await apiFetch< { data: T } >( options );
		return answer.data;
	} catch ( error ) {
		const failed = error as { message?: string; code?: unknown };
		throw new ApiError(
			failed.message ??
				__(
					'The server did not answer. Please try again.',
					'mvc-core'
				),
			typeof failed.code === 'number' ? failed.code : 0
		);
	}
}

export const api = {
	create: ( file: File ) =>
		call< ImportStatus & { chunk: number } >( {
			path: ROUTE,
			method: 'POST',
			data: { name: file.name, size: file.size },
		} ),
	chunk: ( id: number, seq: number, part: Blob ) =>
		call< { received: number; chunks: number } >( {
			path: `${ ROUTE }/${ id }/chunks/${ seq }`,
			// POST: api-fetch sends PUT as POST with a JSON content type (its HTTP/1.0 override).
			method: 'POST',
			body: part,
			headers: { 'Content-Type': 'application/octet-stream' },
		} ),
	step: ( id: number ) =>
		call< ImportStatus >( {
			path: `${ ROUTE }/${ id }/step`,
			method: 'POST',
		} ),
	refusals: ( id: number, page: number ) =>
		call< RefusalPage >( {
			path: `${ ROUTE }/${ id }/refusals?page=${ page }`,
		} ),
	remove: ( id: number ) =>
		call< ImportStatus >( {
			path: `${ ROUTE }/${ id }`,
			method: 'DELETE',
		} ),
};
