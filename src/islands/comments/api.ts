/**
 * The comment calls (public-site spec, section 7). The list needs core's `X-WP-Total` header,
 * which `apiRequest` (the site's client: nonce, timeout, errors) does not return, so it asks
 * WordPress for its `_envelope` form: `{ body, status, headers }`, where an error comes with
 * status 200 and the client's retry with a fresh nonce does not see it: the list retries itself.
 */
import { addQueryArgs } from '@wordpress/url';
import { ApiError, apiRequest, refreshNonce } from '@mvc/runtime-core';

import type {
	Comment,
	CommentLikeAnswer,
	CommentOrder,
	SearchUsersAnswer,
} from './types';

export const COMMENTS_PATH = '/wp/v2/comments';
export const COMMENT_LIKE_PATH = '/api/member/commentlike';
export const SEARCH_USERS_PATH = '/api/member/search-users';

/** Spec: 10 comments a page, 10 mention suggestions. */
export const PER_PAGE = 10;

/** The most WordPress gives at once: the steps while seeking the comment of #c-{id}. */
export const MAX_PER_PAGE = 100;

export const COMMENT_FIELDS =
	'id,post,content,author,author_name,date,status,mvc,at_list';

export interface CommentPage {
	comments: Comment[];
	/** Comments the list holds on the server (X-WP-Total). */
	total: number;
}

/** WordPress's code for a stale nonce. */
const INVALID_NONCE = 'rest_cookie_invalid_nonce';

interface Enveloped {
	body: unknown;
	status: number;
	headers: Record< string, string | number >;
}

function isRecord( value: unknown ): value is Record< string, unknown > {
	return typeof value === 'object' && value !== null;
}

function header( headers: Enveloped[ 'headers' ], name: string ): number {
	const key = Object.keys( headers ).find(
		( candidate ) => candidate.toLowerCase() === name.toLowerCase()
	);
	const value = key === undefined ? NaN : Number( headers[ key ] );
	return Number.isFinite( value ) ? value : 0;
}

/**
 * Up to perPage of a post's comments, from an offset: the list asks from what it holds, so a
 * comment deleted or added meanwhile neither skips nor repeats one.
 *
 * @param postId  Post.
 * @param offset  Comments already shown.
 * @param orderby `date` or `like_count`, newest or most liked first.
 * @param perPage How many (PER_PAGE, or more while seeking a comment).
 * @param signal  Aborts the call.
 * @param retried Whether this is the retry with a fresh nonce.
 */
export async function fetchComments(
	postId: number,
	offset: number,
	orderby: CommentOrder,
	perPage: number = PER_PAGE,
	signal?: AbortSignal,
	retried = false
): Promise< CommentPage > {
	const answer = await apiRequest< Enveloped >( {
		path: addQueryArgs( COMMENTS_PATH, {
			post: postId,
			offset,
			per_page: perPage,
			orderby,
			order: 'desc',
			_fields: COMMENT_FIELDS,
			_envelope: 1,
		} ),
		signal,
	} );
	const body = answer.body;
	if ( answer.status >= 400 || ! Array.isArray( body ) ) {
		const code =
			isRecord( body ) && typeof body.code === 'string'
				? body.code
				: answer.status;
		if ( code === INVALID_NONCE && ! retried ) {
			await refreshNonce();
			return fetchComments(
				postId,
				offset,
				orderby,
				perPage,
				signal,
				true
			);
		}
		throw new ApiError(
			code,
			isRecord( body ) && typeof body.message === 'string'
				? body.message
				: '',
			answer.status
		);
	}
	return {
		comments: body as Comment[],
		total: header( answer.headers, 'X-WP-Total' ),
	};
}

/**
 * Writes a new comment, or edits one's own.
 *
 * @param postId  Post.
 * @param content Text.
 * @param atList  Ids of the members it mentions.
 * @param id      The comment edited.
 */
export function saveComment(
	postId: number,
	content: string,
	atList: number[],
	id?: number
): Promise< Comment > {
	return apiRequest< Comment >( {
		path: id ? `${ COMMENTS_PATH }/${ id }` : COMMENTS_PATH,
		method: id ? 'PUT' : 'POST',
		// The spec's submission carries the id too when editing.
		data: id
			? { post: postId, content, at_list: atList, id }
			: { post: postId, content, at_list: atList },
	} );
}

export function deleteComment( id: number ): Promise< unknown > {
	return apiRequest( {
		path: `${ COMMENTS_PATH }/${ id }?force=true`,
		method: 'DELETE',
	} );
}

export function likeComment(
	id: number,
	flag: boolean
): Promise< CommentLikeAnswer > {
	return apiRequest< CommentLikeAnswer >( {
		path: COMMENT_LIKE_PATH,
		method: 'PUT',
		data: { id, flag },
	} );
}

/**
 * Members to mention: by name once text follows the @, otherwise the others who commented on the
 * post, the latest first.
 *
 * @param query  `{ search }` or `{ postId }`.
 * @param signal Aborts the call.
 */
export function searchUsers(
	query: { search: string } | { postId: number },
	signal: AbortSignal
): Promise< SearchUsersAnswer > {
	return apiRequest< SearchUsersAnswer >( {
		path: SEARCH_USERS_PATH,
		method: 'POST',
		data:
			'search' in query
				? { search: query.search, page: 1, per_page: PER_PAGE }
				: { post_id: query.postId, page: 1, per_page: PER_PAGE },
		signal,
	} );
}
