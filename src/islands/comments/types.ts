/**
 * Comments as core's `GET /wp/v2/comments` sends them with the site's `mvc` and `at_list` fields
 * (`Mvc\Core\Rest\CommentFields`, `Mvc\Core\Member\Comments`), and the mention candidates of
 * `POST /api/member/search-users`.
 */
import type { IslandProps } from '@mvc/runtime-core';

export interface CommentsProps extends IslandProps {
	postId: number;
	/** Whether the article takes comments (`comment_status`). */
	commentsOpen: boolean;
	/** Approved comments, as the server placeholder shows. */
	count: number;
}

export interface CommentMeta {
	avatar: string;
	institution: string;
	/** 1 when the reader likes the comment. */
	liked: 0 | 1;
	like_count: number;
	/** 1 when the reader wrote the comment. */
	self: 0 | 1;
	/** The text as written, for its author's edit (empty for anyone else). */
	raw?: string;
}

export interface Comment {
	id: number;
	post: number;
	content: { rendered: string };
	/** The author's user id. */
	author: number;
	author_name: string;
	date: string;
	/** `approved`, or `hold` while it waits for review (shown to its author only). */
	status: string;
	mvc: CommentMeta;
	at_list: number[];
}

export type CommentOrder = 'date' | 'like_count';

/** A member one can mention. */
export interface MentionCandidate {
	id: number;
	avatar: string;
	display_name: string;
	institution: string;
}

export interface SearchUsersAnswer {
	list: MentionCandidate[];
	total: number;
	totalPages: number;
}

export type { CommentLikeAnswer } from '@mvc/runtime-core';
