/**
 * The island's props and orders, and the types of its answers: comments as core's
 * `GET /wp/v2/comments` sends them with the site's `mvc` and `at_list` fields, and the mention
 * candidates of `POST /api/member/search-users` (both typed in the client's REST table,
 * src/runtime/api/routes.ts).
 */
import type { IslandProps } from '@mvc/runtime-core';

export interface CommentsProps extends IslandProps {
	postId: number;
	/** Whether the article takes comments (`comment_status`). */
	commentsOpen: boolean;
	/** Approved comments, as the server placeholder shows. */
	count: number;
}

export type CommentOrder = 'date' | 'like_count';

// The answers' types live in the client's REST table (src/runtime/api/routes.ts).
export type {
	Comment,
	CommentLikeAnswer,
	CommentMeta,
	MentionCandidate,
	SearchUsersAnswer,
} from '@mvc/runtime-core';
