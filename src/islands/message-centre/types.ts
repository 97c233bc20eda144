/**
 * The props of the message centre island (theme/inc/Member/MessageCentre.php props()).
 */
import type {
	MentionMessage,
	MessagesAnswer,
	SystemMessage,
} from '@mvc/runtime-core';

/** The two kinds: the REST category and the route of its list. */
export type Category = 'mention' | 'system';

/** A message of either kind. */
export type Message = MentionMessage | SystemMessage;

/** One page of a kind, as the server drew it. */
export interface KindPage<
	M extends Message = Message,
> extends MessagesAnswer< M > {
	/** Page number, from 1. */
	page: number;
}

export interface MessageCentreProps {
	/** The tab the server drew: 1 mentions, 2 system messages. */
	tab: number;
	/** Messages a page (spec: 20). */
	perPage: number;
	/** Seconds during which a date reads relative (3 天前). */
	recent: number;
	mention: KindPage< MentionMessage >;
	system: KindPage< SystemMessage >;
	/** /messages/, for the tabs' and pages' links. */
	link: string;
}
