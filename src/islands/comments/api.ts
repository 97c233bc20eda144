/**
 * The comment calls (public-site spec, section 7). The list needs core's `X-WP-Total` and
 * `X-WP-TotalPages` headers, which `apiRequest` (the site's client: nonce, timeout, errors) does not
 * return, so it asks WordPress for its `_envelope` form: `{ body, status, headers }`.
 */
import { addQueryArgs } from '@wordpress/url';
import { ApiError, apiRequest } from '@mvc/runtime-core';

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

export const COMMENT_FIELDS =
	'id,post,content,author,author_name,date,status,mvc,at_list';

export interface CommentPage {
	comments: Comment[];
	total: number;
	totalPages: number;
}

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
 * One page of a post's comments.
 *
 * @param postId  Post.
 * @param page    Page, from 1.
 * @param orderby `date` or `like_count`, newest or most liked first.
 * @param signal  Aborts the call.
 */
export async function fetchComments(
	postId: number,
	page: number,
	orderby: CommentOrder,
	signal?: AbortSignal
): Promise< CommentPage > {
	const answer = await apiRequest< Enveloped >( {
		path: addQueryArgs( COMMENTS_PATH, {
			post: postId,
			page,
			per_page: PER_PAGE,
			orderby,
			order: 'desc',
			_fields: COMMENT_FIELDS,
			_envelope: 1,
		} ),
		signal,
	} );
	const body = answer.body;
	if ( answer.status >= 400 || ! Array.isArray( body ) ) {
		throw new ApiError(
			isRecord( body ) && typeof body.code === 'string'
				? body.code
				: answer.status,
			isRecord( body ) && typeof body.message === 'string'
				? body.message
				: '',
			answer.status
		);
	}
	return {
		comments: body as Comment[],
		total: header( answer.headers, 'X-WP-Total' ),
		totalPages: header( answer.headers, 'X-WP-TotalPages' ),
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
		data: { post: postId, content, at_list: atList },
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

export function searchUsers(
	search: string,
	signal: AbortSignal
): Promise< SearchUsersAnswer > {
	return apiRequest< SearchUsersAnswer >( {
		path: SEARCH_USERS_PATH,
		method: 'POST',
		data: { search, page: 1, per_page: PER_PAGE },
		signal,
	} );
}
