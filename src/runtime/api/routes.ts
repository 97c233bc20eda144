/**
 * Every REST call the client makes, in one place: the path and the methods it is called with (and,
 * for a collection whose items are called too, the methods of `{path}/{id}`). The islands take their
 * paths from here, and an end-to-end test holds this table against the server's index
 * (`GET /wp-json/`), so the two cannot drift.
 */
export interface ApiRoute {
	path: string;
	methods: readonly string[];
	/** Methods of `{path}/{id}`, for a collection whose items are called. */
	itemMethods?: readonly string[];
}

export const API_ROUTES = {
	login: { path: '/api/member/login-via-email', methods: [ 'POST' ] },
	logout: { path: '/api/member/logout', methods: [ 'POST' ] },
	userinfo: { path: '/api/member/userinfo', methods: [ 'POST' ] },
	wechatAuthorize: {
		path: '/api/member/wechat/authorize',
		methods: [ 'GET' ],
	},
	sendCode: {
		path: '/api/member/send-verification-code',
		methods: [ 'POST' ],
	},
	verifyEmail: { path: '/api/member/verify-email', methods: [ 'POST' ] },
	register: { path: '/api/member/register', methods: [ 'POST' ] },
	cleanRegistration: {
		path: '/api/member/clean-registration',
		methods: [ 'GET' ],
	},
	resetSendCode: {
		path: '/api/member/reset-password/email',
		methods: [ 'POST' ],
	},
	resetVerifyEmail: {
		path: '/api/member/reset-password/verify-email',
		methods: [ 'GET' ],
	},
	resetPassword: { path: '/api/member/reset-password', methods: [ 'POST' ] },
	like: { path: '/api/member/like', methods: [ 'PUT' ] },
	collect: { path: '/api/member/collect', methods: [ 'PUT' ] },
	subscribe: { path: '/api/member/subscribe', methods: [ 'PUT' ] },
	commentlike: { path: '/api/member/commentlike', methods: [ 'PUT' ] },
	likeCount: { path: '/api/member/like/count', methods: [ 'GET' ] },
	collectCount: { path: '/api/member/collect/count', methods: [ 'GET' ] },
	searchUsers: { path: '/api/member/search-users', methods: [ 'POST' ] },
	follow: { path: '/api/call-for-papers/follow', methods: [ 'POST' ] },
	wechatJsConfig: { path: '/api/wechat/js-config', methods: [ 'GET' ] },
	comments: {
		path: '/wp/v2/comments',
		methods: [ 'GET', 'POST' ],
		itemMethods: [ 'POST', 'DELETE' ],
	},
	tags: { path: '/wp/v2/tags', methods: [ 'GET' ] },
} as const satisfies Record< string, ApiRoute >;
