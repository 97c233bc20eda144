/**
 * The comment calls (public-site spec, section 7), through the site's client (nonce and its retry,
 * timeout, errors); the list reads core's `X-WP-Total` header.
 */
import { dispatch } from '@wordpress/data';
import { buildQueryString } from '@wordpress/url';
import {
	memberSessionStore,
	routeRequest,
	routeRequestWithHeaders,
} from '@mvc/runtime-core';

import type {
	Comment,
	CommentLikeAnswer,
	CommentOrder,
	SearchUsersAnswer,
} from './types';

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

/**
 * Up to perPage of a post's comments, from an offset: the list asks from what it holds, so a
 * comment deleted or added meanwhile neither skips nor repeats one.
 *
 * @param postId  Post.
 * @param offset  Comments already shown.
 * @param orderby `date` or `like_count`, newest or most liked first.
 * @param perPage How many (PER_PAGE, or more while seeking a comment).
 * @param signal  Aborts the call.
 */
export async function fetchComments(
	postId: number,
	offset: number,
	orderby: CommentOrder,
	perPage: number = PER_PAGE,
	signal?: AbortSignal
): Promise< CommentPage > {
	const { data, headers } = await routeRequestWithHeaders( 'comments', {
		suffix: `?${ buildQueryString( {
			post: postId,
			offset,
			per_page: perPage,
			orderby,
			order: 'desc',
			_fields: COMMENT_FIELDS,
		} ) }`,
		signal,
	} );
	const total = Number( headers.get( 'X-WP-Total' ) );
	return {
		comments: Array.isArray( data ) ? data : [],
		total: Number.isFinite( total ) ? total : 0,
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
	return routeRequest( 'comment', {
		suffix: id ? `/${ id }` : '',
		method: id ? 'PUT' : 'POST',
		// The spec's submission carries the id too when editing.
		data: id
			? { post: postId, content, at_list: atList, id }
			: { post: postId, content, at_list: atList },
	} );
}

export function deleteComment( id: number ): Promise< unknown > {
	return routeRequest( 'commentDeletion', {
		suffix: `/${ id }?force=true`,
		method: 'DELETE',
	} );
}

/**
 * Likes or unlikes a comment, as the member's other relation toggles do.
 *
 * @param id   Comment.
 * @param flag True to like.
 */
export async function likeComment(
	id: number,
	flag: boolean
): Promise< CommentLikeAnswer > {
	return ( await dispatch( memberSessionStore ).toggleRelation(
		'commentlike',
		id,
		flag
	) ) as CommentLikeAnswer;
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
	return routeRequest( 'searchUsers', {
		method: 'POST',
		data:
			'search' in query
				? { search: query.search, page: 1, per_page: PER_PAGE }
				: { post_id: query.postId, page: 1, per_page: PER_PAGE },
		signal,
	} );
}
