/**
 * Every REST call the client makes, in one place: the path, the methods it is called with (and,
 * for a collection whose items are called too, the methods of `{path}/{id}`), the type of the
 * answer's data (`ApiAnswers`) and the fields of that data the client reads (`reads`). The islands
 * call a route by its name (`routeRequest()`), so they get its path and its type from here, and an
 * end-to-end test holds this table against the server's index (`GET /wp-json/?context=help`): the
 * path and its methods, and each field read in the route's schema. So the two cannot drift.
 *
 * No runtime import here: the end-to-end test loads this file in Node.
 */
import { USERINFO_FIELDS } from '../stores/member-session/constants';
import type { UserInfo } from '../stores/member-session/types';

/**
 * The fields the client reads from an answer's data: a field's name, or `{ name: [ ... ] }` for
 * the fields read inside one (in its object, in each item of its list, in each value of its map).
 * For an answer that is a list, the fields are its items'. Two checks at compile time: each name
 * is a field of the answer's type (`ReadsOf`), and every field of the type is named
 * (`EveryFieldRead`, top level). An answer the client ignores is typed `unknown` and reads nothing.
 */
export type Reads = readonly (
	string | { readonly [ field: string ]: Reads }
)[];

export interface ApiRoute {
	path: string;
	methods: readonly string[];
	/** Methods of `{path}/{id}`, for a collection whose items are called. */
	itemMethods?: readonly string[];
	/** The fields of the answer's data the client reads. */
	reads: Reads;
}

/** Login and registration: the REST nonce of the new session. */
export interface SessionAnswer {
	nonce?: string;
}

/** The registration's e-mail step: `linked` when a scanned WeChat joined an existing account. */
export interface VerifyEmailAnswer extends SessionAnswer {
	linked?: boolean;
}

/** WeChat login: the provider's address (the QR frame, or the whole page in WeChat). */
export interface AuthorizeAnswer {
	url: string;
}

/** `PUT /api/member/like` and `/collect`: the change (+1, -1 or 0) and the article's count. */
export interface ReactionAnswer {
	id: number;
	delta: number;
	count: number;
}

/** `PUT /api/member/subscribe`: the change and the tag's exact follower count. */
export interface SubscribeAnswer {
	id: number;
	subscribed: boolean;
	delta: number;
	subscribe_number: number;
}

/** `PUT /api/member/commentlike`: the comment's state and count (the member counts none). */
export interface CommentLikeAnswer {
	id: number;
	liked: boolean;
	like_count: number;
}

/** An article's likes, and whether the member likes it (absent for a visitor). */
export interface LikeCountAnswer {
	count: number;
	userLiked?: boolean;
}

/** An article's favourites, and whether the member keeps it (absent for a visitor). */
export interface CollectCountAnswer {
	count: number;
	userFavorite?: boolean;
}

/** A member one can mention. */
export interface MentionCandidate {
	id: number;
	avatar: string;
	display_name: string;
	institution: string;
}

/** `POST /api/member/search-users`: a page of members. */
export interface SearchUsersAnswer {
	list: MentionCandidate[];
	total: number;
	totalPages: number;
}

/** The configuration of WeChat's JS-SDK signed by the site for a page. */
export interface SignedConfig {
	appId: string;
	timestamp: number;
	nonceStr: string;
	signature: string;
}

/** A comment's `mvc` field (`Mvc\Core\Rest\CommentFields`). */
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
	/** 1 when the author speaks for the site (an operator). */
	staff?: 0 | 1;
}

/** A comment of core's comments route, with the site's `mvc` and `at_list` fields. */
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

/** A tag of core's tags route (the name HTML-escaped as the API sends it; `fetchTags()` decodes it). */
export interface Tag {
	id: number;
	name: string;
	slug: string;
}

/** A tag as the member's lists give it. */
export interface TagLink {
	id: number;
	name: string;
	slug: string;
}

/** An article card of the member's lists and of a tag's preview. */
export interface ArticleCard {
	id: number;
	link: string;
	/** The card-size cover, or '' when the article has none. */
	cover: string;
	title: string;
	tags: TagLink[];
}

/** `POST /api/member/userlikes` and `/usercollection`: one page of the member's articles. */
export interface ArticlePageAnswer {
	total: number;
	total_pages: number;
	data: ArticleCard[];
}

/** A subscribed tag, in the member's order. */
export interface SubscribedTag {
	term_id: number;
	name: string;
	slug: string;
}

/** `POST /api/member/usersubscription` and `PUT /api/member/subscription-order`. */
export interface SubscriptionsAnswer {
	total: number;
	data: SubscribedTag[];
}

/** A tag recommended to a member who follows none, with a few of its articles. */
export interface RecommendedTag {
	term_id: number;
	name: string;
	slug: string;
	/** Its articles. */
	count: number;
	/** Its followers. */
	subscribe_number: number;
	posts: Array< {
		id: number;
		link: string;
		cover: string;
		title: string;
		tags: Array< { term_id: number; name: string } >;
	} >;
}

/** `GET /api/member/tag-posts`: the first articles of a tag. */
export interface TagPostsAnswer {
	total: number;
	list: ArticleCard[];
}

/** What every message carries. */
interface MessageBase {
	id: number;
	comment_id: number;
	comment_abstract: string;
	/** ISO 8601 in the site's time zone. */
	date: string;
	/** '' when the article is no longer public. */
	post_title: string;
	post_link: string;
	status: 'READ' | 'UNREAD';
}

/** A mention: who mentioned the member. */
export interface MentionMessage extends MessageBase {
	display_name: string;
	avatar: string;
	institution: string;
	/** 1 when the member who mentioned speaks for the site (an operator: the badge 官方). */
	staff?: 0 | 1;
}

/** A system message: what happened to the member's comment. */
export interface SystemMessage extends MessageBase {
	type: 'DETETED_COMMENT' | 'LIKE_1' | 'LIKE_10' | 'LIKE_50';
	/** For a deleted comment, the contact form naming it; otherwise ''. */
	appeal_url: string;
	/** For a deleted comment, the comment rules; otherwise ''. */
	criterion_url: string;
}

/** A page of messages of one kind. */
export interface MessagesAnswer< M > {
	data: M[];
	total: number;
	totalUnread: number;
}

/** `POST /api/member/messages/read`. */
export interface MessagesReadAnswer {
	updated: number;
	totalUnread: number;
}

/** A course of /courses (`Mvc\\Core\\Content\\Courses\\Course::item()`). */
export interface Course {
	post_id: number;
	title: string;
	/** The cover's address, or '' when the course has none. */
	cover: string;
	/** Yuan; 0 means free. */
	cost: number;
	/** Minutes. */
	duration: number;
	/** Learners. */
	count: number;
	targetAudiences: string[];
	digest: string;
	/** The course's own address (http or https), or ''. */
	url: string;
	/** Absent when the course has none. */
	discountCode?: string;
}

/** `POST /api/online-course/filter`: a page of courses; `recommendedCourses` when it is empty. */
export interface CourseFilterAnswer {
	list: Course[];
	total: number;
	recommendedCourses: Course[];
}

/**
 * The type of each route's answer data (the envelope's `data`; a core route's body), as far as the
 * client relies on it. The keys are the routes' names in `API_ROUTES`.
 */
export interface ApiAnswers {
	login: SessionAnswer | null;
	logout: unknown;
	userinfo: UserInfo;
	wechatAuthorize: AuthorizeAnswer;
	sendCode: unknown;
	verifyEmail: VerifyEmailAnswer | null;
	register: SessionAnswer | null;
	cleanRegistration: unknown;
	resetSendCode: unknown;
	resetVerifyEmail: unknown;
	resetPassword: SessionAnswer | null;
	like: ReactionAnswer;
	collect: ReactionAnswer;
	subscribe: SubscribeAnswer;
	commentlike: CommentLikeAnswer;
	likeCount: LikeCountAnswer;
	collectCount: CollectCountAnswer;
	searchUsers: SearchUsersAnswer;
	follow: unknown;
	wechatJsConfig: SignedConfig;
	/** A page of a post's comments. */
	comments: Comment[];
	/** The comment written: created, or its author's edit. */
	comment: Comment;
	/** Core's `{deleted, previous}`, not read. */
	commentDeletion: unknown;
	tags: Tag[];
	/** The profile saved: the fields sent. */
	profileSave: Pick<
		UserInfo,
		'display_name' | 'institution' | 'title' | 'research_area'
	>;
	emailSubscribe: { subscribed: boolean };
	avatar: { avatar: string };
	lastLoginExceeded: { exceeded: boolean };
	resetEmailSendCode: unknown;
	resetEmail: { email: string };
	userLikes: ArticlePageAnswer;
	userCollection: ArticlePageAnswer;
	userSubscription: SubscriptionsAnswer;
	subscriptionOrder: SubscriptionsAnswer;
	recommendedSubscription: RecommendedTag[];
	tagPosts: TagPostsAnswer;
	mentionMessages: MessagesAnswer< MentionMessage >;
	systemMessages: MessagesAnswer< SystemMessage >;
	messagesRead: MessagesReadAnswer;
	/** The member's personal RSS feed address. */
	feed: { url: string };
	feedReset: { url: string };
	/** The copy of the member's data, saved as a file as it is (not read). */
	accountExport: unknown;
	deleteAccount: { deleted: boolean };
	wechatUnlink: { linked: boolean };
	/** The forms' answers: always null (a message was received). */
	contactSubmit: unknown;
	minisiteContactSubmit: unknown;
	faqSubmit: unknown;
	courseFilter: CourseFilterAnswer;
	/** The course's learners afterwards (not read: the popup opens the course at once). */
	courseLearners: { count: number };
	/** `GET /api/journals/tag?name=`: the journal's tag. */
	journalTag: Tag;
}

export type ApiRouteName = keyof ApiAnswers;

/** What a list's items or an object holds. */
type Shape< T > =
	NonNullable< T > extends readonly ( infer Item )[]
		? NonNullable< Item >
		: NonNullable< T >;

/** `Reads` whose names are fields of the type T (so a misspelt read fails to compile). */
type ReadsOf< T > = readonly (
	| ( keyof Shape< T > & string )
	| {
			readonly [ Field in keyof Shape< T > ]?: ReadsOf<
				Shape< T >[ Field ]
			>;
	  }
)[];

const COMMENT_READS = [
	'id',
	'post',
	{ content: [ 'rendered' ] },
	'author',
	'author_name',
	'date',
	'status',
	{
		mvc: [
			'avatar',
			'institution',
			'liked',
			'like_count',
			'self',
			'raw',
			'staff',
		],
	},
	'at_list',
] as const;

const SESSION_READS = [ 'nonce' ] as const;

const CARD_READS = [
	'id',
	'link',
	'cover',
	'title',
	{ tags: [ 'id', 'name', 'slug' ] },
] as const;

const SUBSCRIPTION_READS = [
	'total',
	{ data: [ 'term_id', 'name', 'slug' ] },
] as const;

const MESSAGE_READS = [
	'id',
	'comment_id',
	'comment_abstract',
	'date',
	'post_title',
	'post_link',
	'status',
] as const;

const COURSE_READS = [
	'post_id',
	'title',
	'cover',
	'cost',
	'duration',
	'count',
	'targetAudiences',
	'digest',
	'url',
	'discountCode',
] as const;

export const API_ROUTES = {
	login: {
		path: '/api/member/login-via-email',
		methods: [ 'POST' ],
		reads: SESSION_READS,
	},
	logout: { path: '/api/member/logout', methods: [ 'POST' ], reads: [] },
	userinfo: {
		path: '/api/member/userinfo',
		methods: [ 'POST' ],
		// The store's table of user-info fields, which it asks for by name.
		reads: USERINFO_FIELDS,
	},
	wechatAuthorize: {
		path: '/api/member/wechat/authorize',
		methods: [ 'GET' ],
		reads: [ 'url' ],
	},
	sendCode: {
		path: '/api/member/send-verification-code',
		methods: [ 'POST' ],
		reads: [],
	},
	verifyEmail: {
		path: '/api/member/verify-email',
		methods: [ 'POST' ],
		reads: [ 'linked', 'nonce' ],
	},
	register: {
		path: '/api/member/register',
		methods: [ 'POST' ],
		reads: SESSION_READS,
	},
	cleanRegistration: {
		path: '/api/member/clean-registration',
		methods: [ 'GET' ],
		reads: [],
	},
	resetSendCode: {
		path: '/api/member/reset-password/email',
		methods: [ 'POST' ],
		reads: [],
	},
	resetVerifyEmail: {
		path: '/api/member/reset-password/verify-email',
		methods: [ 'GET' ],
		reads: [],
	},
	resetPassword: {
		path: '/api/member/reset-password',
		methods: [ 'POST' ],
		reads: SESSION_READS,
	},
	like: {
		path: '/api/member/like',
		methods: [ 'PUT' ],
		reads: [ 'id', 'delta', 'count' ],
	},
	collect: {
		path: '/api/member/collect',
		methods: [ 'PUT' ],
		reads: [ 'id', 'delta', 'count' ],
	},
	subscribe: {
		path: '/api/member/subscribe',
		methods: [ 'PUT' ],
		reads: [ 'id', 'subscribed', 'delta', 'subscribe_number' ],
	},
	commentlike: {
		path: '/api/member/commentlike',
		methods: [ 'PUT' ],
		reads: [ 'id', 'liked', 'like_count' ],
	},
	likeCount: {
		path: '/api/member/like/count',
		methods: [ 'GET' ],
		reads: [ 'count', 'userLiked' ],
	},
	collectCount: {
		path: '/api/member/collect/count',
		methods: [ 'GET' ],
		reads: [ 'count', 'userFavorite' ],
	},
	searchUsers: {
		path: '/api/member/search-users',
		methods: [ 'POST' ],
		reads: [
			{ list: [ 'id', 'avatar', 'display_name', 'institution' ] },
			'total',
			'totalPages',
		],
	},
	follow: {
		path: '/api/call-for-papers/follow',
		methods: [ 'POST' ],
		reads: [],
	},
	wechatJsConfig: {
		path: '/api/wechat/js-config',
		methods: [ 'GET' ],
		reads: [ 'appId', 'timestamp', 'nonceStr', 'signature' ],
	},
	comments: {
		path: '/wp/v2/comments',
		methods: [ 'GET' ],
		reads: COMMENT_READS,
	},
	comment: {
		path: '/wp/v2/comments',
		methods: [ 'POST' ],
		itemMethods: [ 'PUT' ],
		reads: COMMENT_READS,
	},
	commentDeletion: {
		path: '/wp/v2/comments',
		methods: [],
		itemMethods: [ 'DELETE' ],
		reads: [],
	},
	tags: {
		path: '/wp/v2/tags',
		methods: [ 'GET' ],
		reads: [ 'id', 'name', 'slug' ],
	},
	profileSave: {
		path: '/api/member/userinfo',
		methods: [ 'PUT' ],
		reads: [ 'display_name', 'institution', 'title', 'research_area' ],
	},
	emailSubscribe: {
		path: '/api/member/emailsubscribe',
		methods: [ 'PUT' ],
		reads: [ 'subscribed' ],
	},
	avatar: {
		path: '/api/member/avatar',
		methods: [ 'POST' ],
		reads: [ 'avatar' ],
	},
	lastLoginExceeded: {
		path: '/api/member/last-login-exceeded',
		methods: [ 'GET' ],
		reads: [ 'exceeded' ],
	},
	resetEmailSendCode: {
		path: '/api/member/reset-email/email',
		methods: [ 'POST' ],
		reads: [],
	},
	resetEmail: {
		path: '/api/member/reset-email',
		methods: [ 'POST' ],
		reads: [ 'email' ],
	},
	userLikes: {
		path: '/api/member/userlikes',
		methods: [ 'POST' ],
		reads: [ 'total', 'total_pages', { data: CARD_READS } ],
	},
	userCollection: {
		path: '/api/member/usercollection',
		methods: [ 'POST' ],
		reads: [ 'total', 'total_pages', { data: CARD_READS } ],
	},
	userSubscription: {
		path: '/api/member/usersubscription',
		methods: [ 'POST' ],
		reads: SUBSCRIPTION_READS,
	},
	subscriptionOrder: {
		path: '/api/member/subscription-order',
		methods: [ 'PUT' ],
		reads: SUBSCRIPTION_READS,
	},
	recommendedSubscription: {
		path: '/api/member/recommendedsubscription',
		methods: [ 'POST' ],
		reads: [
			'term_id',
			'name',
			'slug',
			'count',
			'subscribe_number',
			{
				posts: [
					'id',
					'link',
					'cover',
					'title',
					{ tags: [ 'term_id', 'name' ] },
				],
			},
		],
	},
	tagPosts: {
		path: '/api/member/tag-posts',
		methods: [ 'GET' ],
		reads: [ 'total', { list: CARD_READS } ],
	},
	mentionMessages: {
		path: '/api/member/mention-message/get',
		methods: [ 'GET' ],
		reads: [
			'total',
			'totalUnread',
			{
				data: [
					...MESSAGE_READS,
					'display_name',
					'avatar',
					'institution',
				],
			},
		],
	},
	systemMessages: {
		path: '/api/member/system-message/get',
		methods: [ 'GET' ],
		reads: [
			'total',
			'totalUnread',
			{
				data: [
					...MESSAGE_READS,
					'type',
					'appeal_url',
					'criterion_url',
				],
			},
		],
	},
	messagesRead: {
		path: '/api/member/messages/read',
		methods: [ 'POST' ],
		reads: [ 'updated', 'totalUnread' ],
	},
	feed: { path: '/api/member/feed', methods: [ 'GET' ], reads: [ 'url' ] },
	feedReset: {
		path: '/api/member/feed/reset',
		methods: [ 'POST' ],
		reads: [ 'url' ],
	},
	accountExport: {
		path: '/api/member/export',
		methods: [ 'GET' ],
		reads: [],
	},
	deleteAccount: {
		path: '/api/member/delete-account',
		methods: [ 'POST' ],
		reads: [ 'deleted' ],
	},
	wechatUnlink: {
		path: '/api/member/wechat/unlink',
		methods: [ 'POST' ],
		reads: [ 'linked' ],
	},
	contactSubmit: {
		path: '/api/contact-us/submit',
		methods: [ 'POST' ],
		reads: [],
	},
	minisiteContactSubmit: {
		path: '/api/minisite/contact-us/submit',
		methods: [ 'POST' ],
		reads: [],
	},
	faqSubmit: {
		path: '/api/minisite/faq/submit',
		methods: [ 'POST' ],
		reads: [],
	},
	courseFilter: {
		path: '/api/online-course/filter',
		methods: [ 'POST' ],
		reads: [
			{ list: COURSE_READS },
			'total',
			{ recommendedCourses: COURSE_READS },
		],
	},
	/**
	 * The id sits inside the path: call it with
	 * `apiRequest( { path: API_ROUTES.courseLearners.path.replace( '{post_id}', String( id ) ), method: 'PUT' } )`.
	 */
	courseLearners: {
		path: '/api/online-course/{post_id}/learners',
		methods: [ 'PUT' ],
		reads: [ 'count' ],
	},
	journalTag: {
		path: '/api/journals/tag',
		methods: [ 'GET' ],
		reads: [ 'id', 'name', 'slug' ],
	},
} as const satisfies {
	[ Name in ApiRouteName ]: ApiRoute & {
		reads: ReadsOf< ApiAnswers[ Name ] >;
	};
};

/** The field names a `Reads` gives at its top level. */
type NamesOf< R > = R extends readonly ( infer Read )[]
	? Read extends string
		? Read
		: keyof Read
	: never;

/** Per route, the fields of its answer's type that its `reads` leaves out (top level). */
type LeftOut = {
	[ Name in ApiRouteName ]: Exclude<
		keyof Shape< ApiAnswers[ Name ] >,
		NamesOf< ( typeof API_ROUTES )[ Name ][ 'reads' ] >
	>;
};

type NoneLeftOut< T extends Record< ApiRouteName, never > > = T;

/**
 * Fails to compile, naming the route and the field, when a route's `reads` leaves out a field of
 * its answer's type: a field the client may read is held against the server's schema too. (Inside
 * a nested read, only the other way is checked: each name is a field of the type.)
 */
export type EveryFieldRead = NoneLeftOut< LeftOut >;
