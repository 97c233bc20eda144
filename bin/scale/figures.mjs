/**
 * The figures of the scale bench (bin/scale/bench.mjs): every page family, member call and wp-admin
 * screen it measures at both sizes. Each is {group, name, path, method?, body?, as?, tt25?}; a path
 * or body may be a function of the size ('demo' or 'scale'), so it can use that database's ids.
 */

/**
 * The figures, for the ids and pages each size has.
 *
 * @param {{demo: Object, scale: Object}} fx facts() of each size: hot article, its comments, the member's lists, pages, top tag, journal.
 * @return {Object[]} The figures, in the table's order.
 */
export function scaleFigures( fx ) {
	// Each size's like and comment-like toggles go on and off, so every call changes a row.
	const toggles = { demo: false, scale: false };
	const F =
		'_fields=id,post,content,author,author_name,date,status,mvc,at_list';
	const comments = ( orderby, last ) => ( size ) =>
		`/wp-json/wp/v2/comments?post=${ fx[ size ].hot }&per_page=10&offset=${ last ? Math.max( 0, fx[ size ].hotTotal - 10 ) : 0 }&orderby=${ orderby }&order=desc&${ F }`;
	const figures = [
		{ group: 'page', name: 'home /', path: '/', tt25: true },
		{
			group: 'page',
			name: 'article research-02',
			path: '/research-news/research-02/',
			tt25: true,
		},
		{
			group: 'page',
			name: 'hot article (100k comments)',
			path: '/research-news/research-01/',
			tt25: true,
		},
		{
			group: 'page',
			name: '/research-news/ page 1',
			path: '/research-news/',
			tt25: true,
		},
		{
			group: 'page',
			name: '/research-news/ middle page',
			path: ( s ) => `/research-news/page/${ fx[ s ].middle }/`,
			tt25: true,
		},
		{
			group: 'page',
			name: '/research-news/ last page',
			path: ( s ) => `/research-news/page/${ fx[ s ].last }/`,
			tt25: true,
		},
		{
			group: 'page',
			name: '/industry-news/?tab=2',
			path: '/industry-news/?tab=2',
			tt25: true,
		},
		{
			group: 'page',
			name: 'tag page (biggest demo tag)',
			path: `/tag/${ fx.demo.topTag }/`,
			tt25: true,
		},
		{ group: 'page', name: '/journals/', path: '/journals/', tt25: true },
		{
			group: 'page',
			name: 'minisite (first journal)',
			path: () => `/journals/${ fx.demo.journal }/`,
			tt25: true,
		},
		{ group: 'page', name: '/courses/', path: '/courses/', tt25: true },
		{
			group: 'page',
			name: '/search?s=材料',
			path: `/search?s=${ encodeURIComponent( '材料' ) }`,
			tt25: true,
		},
		{
			group: 'page',
			name: '/search?s=电池',
			path: `/search?s=${ encodeURIComponent( '电池' ) }`,
		},
		{
			group: 'page',
			name: '/profile/ (member)',
			path: '/profile/',
			as: 'member',
		},
		{
			group: 'rest',
			name: 'core /wp/v2/posts?per_page=10',
			path: '/wp-json/wp/v2/posts?per_page=10',
		},
		{
			group: 'rest',
			name: 'course filter (all courses)',
			method: 'POST',
			path: '/wp-json/api/online-course/filter?pageSize=10&pageNumber=1',
			body: {},
		},
		{
			group: 'member',
			name: 'login-via-email',
			method: 'POST',
			path: '/wp-json/api/member/login-via-email',
			body: {
				email: 'member@example.com',
				password: 'password',
				remember: false,
			},
		},
		{
			group: 'member',
			name: 'userinfo (all fields)',
			method: 'POST',
			as: 'member',
			path: '/wp-json/api/member/userinfo',
			// Every field the personal centre asks for.
			body: {
				fields: 'display_name avatar institution title research_area email subscribed likeNumber collectionNumber subscriptionNumber mentionMessageCount systemMessageCount'.split(
					' '
				),
			},
		},
		...[ 'userlikes', 'usercollection' ].flatMap( ( list ) =>
			[ 'page 1', 'oldest page' ].map( ( which ) => ( {
				group: 'member',
				name: `${ list } ${ which }`,
				method: 'POST',
				as: 'member',
				path: `/wp-json/api/member/${ list }`,
				body: ( s ) => ( {
					page:
						which === 'page 1'
							? 1
							: Math.max(
									1,
									Math.ceil(
										fx[ s ][
											list === 'userlikes'
												? 'likes'
												: 'collections'
										] / 10
									)
								),
				} ),
			} ) )
		),
		{
			group: 'member',
			name: 'mention-message/get page 1',
			as: 'member',
			path: '/wp-json/api/member/mention-message/get',
		},
		{
			group: 'member',
			name: 'system-message/get last page',
			as: 'member',
			path: ( s ) =>
				`/wp-json/api/member/system-message/get?page=${ Math.max( 1, Math.ceil( fx[ s ].system / 20 ) ) }`,
		},
		{
			group: 'member',
			name: 'like toggle (hot article)',
			method: 'PUT',
			as: 'member',
			path: '/wp-json/api/member/like',
			body: ( s ) => ( {
				id: fx[ s ].hot,
				flag: ( toggles[ s ] = ! toggles[ s ] ),
			} ),
		},
		{
			group: 'member',
			name: 'commentlike toggle',
			method: 'PUT',
			as: 'member',
			path: '/wp-json/api/member/commentlike',
			body: ( s ) => ( {
				id: fx[ s ].otherComment,
				flag: ( toggles[ s ] = ! toggles[ s ] ),
			} ),
		},
		{
			group: 'member',
			name: 'hot comments by likes, page 1',
			path: comments( 'like_count', false ),
		},
		{
			group: 'member',
			name: 'hot comments by likes, last page',
			path: comments( 'like_count', true ),
		},
		{
			group: 'member',
			name: 'hot comments by date, page 1',
			path: comments( 'date', false ),
		},
		{
			group: 'member',
			name: 'hot comments by date, last page',
			path: comments( 'date', true ),
		},
		{
			group: 'member',
			name: "search-users '张'",
			method: 'POST',
			as: 'member',
			path: '/wp-json/api/member/search-users',
			body: ( s ) => ( { search: '张', post_id: fx[ s ].hot } ),
		},
		{
			group: 'member',
			name: 'search-users (latest commenters)',
			method: 'POST',
			as: 'member',
			path: '/wp-json/api/member/search-users',
			body: ( s ) => ( { post_id: fx[ s ].hot } ),
		},
		// wp-admin as the administrator (an editor sees the same lists; the digest page needs its capability).
		...Object.entries( {
			'wp-admin dashboard': '/wp-admin/',
			'edit.php (articles)': '/wp-admin/edit.php',
			'users.php?role=member': '/wp-admin/users.php?role=member',
			'edit-comments.php': '/wp-admin/edit-comments.php',
			'inbox (submissions)':
				'/wp-admin/edit.php?post_type=mvc_submission',
			'digest page': '/wp-admin/options-general.php?page=mvc-digest',
		} ).map( ( [ name, path ] ) => ( {
			group: 'admin',
			name,
			as: 'admin',
			path,
		} ) ),
	];
	return figures;
}
