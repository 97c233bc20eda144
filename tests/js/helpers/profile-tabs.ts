/**
 * The profile's tabs as the server draws them (theme/template-parts/profile/tabs.php, in English as
 * the tests read the strings), put in the document for the island to enhance, and the pages the
 * island fetches as its frames (the same drawing at another address).
 */
import type {
	ArticleCard,
	ArticlePageAnswer,
	RecommendedTag,
	SubscribedTag,
	TagPostsAnswer,
} from '@mvc/runtime-core';

import type { ProfileTabsProps } from '../../../src/islands/profile-tabs/types';

/**
 * What the template draws from (`ProfileTabs::view()`): the island's props and the member's lists,
 * which stay on the server's side (the island reads them from the page).
 */
export interface ProfileTabsView extends ProfileTabsProps {
	likes: ArticlePageAnswer;
	collection: ArticlePageAnswer;
	/** The member's tags in the server's order. */
	subscriptions: SubscribedTag[];
	/** The asked tag's preview, by tag id. */
	previews: Record< string, TagPostsAnswer >;
	/** For a member who follows no tag: the tags recommended. */
	recommended: RecommendedTag[];
	perPage: number;
	previewSize: number;
}

/** What the server shows: its view, and the page of each list and the tag the address asks for. */
export interface ServerView {
	props: ProfileTabsView;
	likesPage?: number;
	collectionPage?: number;
}

function escape( text: string ): string {
	return text
		.replace( /&/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' )
		.replace( /"/g, '&quot;' );
}

const tagLink = ( props: ProfileTabsView, slug: string ) =>
	props.links.tag.replace( '{slug}', slug );

/**
 * The profile's address for a view (ProfileTabs::link()).
 *
 * @param key   likes, collection or tag.
 * @param value The page or the tag's id.
 */
export function profileLink(
	key: 'likes' | 'collection' | 'tag',
	value: number
): string {
	const tab = { likes: 1, collection: 2, tag: 3 }[ key ];
	const query = key === 'tag' || value > 1 ? `?${ key }=${ value }` : '';
	return `/profile/${ query }#tab${ tab }`;
}

function card(
	props: ProfileTabsView,
	item: ArticleCard,
	kind: '' | 'likes' | 'collection'
): string {
	const on = kind === 'likes' ? 'Unlike' : 'Remove from favourites';
	const off = kind === 'likes' ? 'Like' : 'Favourite';
	return `<li class="mvc-profile-card">
		<a class="mvc-profile-card__cover" href="${ item.link }" tabindex="-1" aria-hidden="true"></a>
		<div class="mvc-profile-card__body">
			<h3 class="mvc-profile-card__title"><a href="${ item.link }">${ escape(
				item.title
			) }</a></h3>
			${
				item.tags.length
					? `<ul class="mvc-profile-card__tags">${ item.tags
							.map(
								( tag ) =>
									`<li><a class="mvc-chip" href="${ tagLink(
										props,
										tag.slug
									) }">#${ escape( tag.name ) }</a></li>`
							)
							.join( '' ) }</ul>`
					: ''
			}
		</div>
		${
			kind
				? `<button type="button" class="mvc-button mvc-profile-card__toggle mvc-profile-card__toggle--${ kind }-${
						item.id
					}" data-mvc-toggle="${
						kind === 'likes' ? 'like' : 'collect'
					}" data-mvc-post="${ item.id }" data-mvc-on="${ on }" data-mvc-off="${ off }">${ on }</button>`
				: ''
		}
	</li>`;
}

function pager( kind: 'likes' | 'collection', current: number, total: number ) {
	if ( total < 2 ) {
		return '';
	}
	const items: string[] = [];
	for ( let page = 1; page <= total; page++ ) {
		items.push(
			page === current
				? `<span class="mvc-pager__item is-current" aria-current="page">${ page }</span>`
				: `<a class="mvc-pager__item mvc-pager__item--${ kind }-${ page }" href="${ profileLink(
						kind,
						page
					) }"><span class="screen-reader-text">Page ${ page }</span><span aria-hidden="true">${ page }</span></a>`
		);
	}
	return `<nav class="mvc-pager" aria-label="Pages" data-mvc-pager>${ items.join(
		''
	) }</nav>`;
}

function list(
	props: ProfileTabsView,
	kind: 'likes' | 'collection',
	page: number
): string {
	const answer = props[ kind ];
	const body = answer.data.length
		? `<ul class="mvc-profile-list">${ answer.data
				.map( ( item ) => card( props, item, kind ) )
				.join( '' ) }</ul>${ pager( kind, page, answer.total_pages ) }`
		: `<div class="mvc-profile-empty"><p class="mvc-profile-empty__title">${
				kind === 'likes'
					? 'You have not liked any article yet'
					: 'You have not added any article to your favourites yet'
			}</p><p class="mvc-profile-empty__hint">Search by keyword to find articles you are interested in. <a href="${
				props.links.search
			}">Go to search</a></p></div>`;
	return `<div data-mvc-frame="profile-${ kind }">${ body }</div>`;
}

function subscriptions( props: ProfileTabsView ): string {
	const tags = props.subscriptions;
	if ( ! tags.length ) {
		const recommended = props.recommended
			.map(
				( tag ) => `<li class="mvc-profile-recommended__tag">
				<div class="mvc-profile-recommended__head">
					<a class="mvc-profile-recommended__name" href="${ tagLink(
						props,
						tag.slug
					) }">#${ escape( tag.name ) }</a>
					<span class="mvc-profile-recommended__facts"><span data-mvc-followers="${
						tag.term_id
					}">${ tag.subscribe_number } followers</span> · ${
						tag.count
					} articles</span>
					<button type="button" class="mvc-tag-subscribe mvc-profile-recommended__subscribe--${
						tag.term_id
					}" data-mvc-subscribe="${ tag.term_id }" data-mvc-name="${ escape(
						tag.name
					) }" data-mvc-link="${ tagLink(
						props,
						tag.slug
					) }">Subscribe</button>
				</div>
				<ul class="mvc-profile-recommended__posts">${ tag.posts
					.map(
						( post ) =>
							`<li><a href="${ post.link }">${ escape(
								post.title
							) }</a></li>`
					)
					.join( '' ) }</ul>
				<a class="mvc-profile-subscriptions__more" href="${ tagLink(
					props,
					tag.slug
				) }">See more</a>
			</li>`
			)
			.join( '' );
		return `<div class="mvc-profile-empty"><p class="mvc-profile-empty__title">You have not subscribed to any tags yet</p>${
			props.recommended.length
				? '<p class="mvc-profile-empty__hint">Recommended tags for you</p>'
				: ''
		}</div>${
			recommended
				? `<ul class="mvc-profile-recommended">${ recommended }</ul>`
				: ''
		}`;
	}
	const chosen = Number( Object.keys( props.previews )[ 0 ] );
	const current = tags.find( ( tag ) => tag.term_id === chosen ) ?? tags[ 0 ];
	const preview = props.previews[ String( current.term_id ) ] ?? {
		total: 0,
		list: [],
	};
	return `<div class="mvc-profile-subscriptions">
		<div class="mvc-profile-subscriptions__head">
			<ul class="mvc-tabs__list mvc-profile-subscriptions__tags" aria-label="Subscribed tags">${ tags
				.map( ( tag ) => {
					const is = tag.term_id === current.term_id;
					return `<li data-mvc-tag="${ tag.term_id }" data-mvc-slug="${
						tag.slug
					}"><a class="mvc-tabs__tab${
						is ? ' is-current' : ''
					}" href="${ profileLink( 'tag', tag.term_id ) }"${
						is ? ' aria-current="true"' : ''
					}>${ escape( tag.name ) }</a></li>`;
				} )
				.join( '' ) }</ul>
			<button type="button" class="mvc-button mvc-profile-subscriptions__manage" aria-haspopup="dialog" data-mvc-action="manage">Manage tags</button>
		</div>
		${
			preview.list.length
				? `<ul class="mvc-profile-list">${ preview.list
						.map( ( item ) => card( props, item, '' ) )
						.join( '' ) }</ul>`
				: '<p class="mvc-profile-empty__hint">No articles with this tag yet.</p>'
		}
		${
			preview.total > preview.list.length
				? `<a class="mvc-profile-subscriptions__more" href="${ tagLink(
						props,
						current.slug
					) }">See more</a>`
				: ''
		}
	</div>`;
}

/**
 * The server's block for a view (the inside of the island's container).
 *
 * @param view What the server shows.
 */
export function serverTabs( view: ServerView ): string {
	const { props } = view;
	const labels = [ 'My likes', 'My favourites', 'My subscriptions' ];
	return `<div class="mvc-profile-tabs mvc-profile-tabs--static" id="mvc-profile-tabs">
		<div class="mvc-tabs mvc-tabs--buttons mvc-profile-tabs__bar" role="tablist" aria-label="Personal centre sections">${ labels
			.map(
				( label, index ) =>
					`<a class="mvc-tabs__tab${
						index === 0 ? ' is-current' : ''
					}" role="tab" id="mvc-profile-tab-${ index + 1 }" data-tab="${
						index + 1
					}" href="#tab${ index + 1 }" aria-controls="tab${
						index + 1
					}" aria-selected="${ index === 0 }">${ label }</a>`
			)
			.join( '' ) }</div>
		<section class="mvc-profile-tabs__panel" role="tabpanel" id="tab1" aria-labelledby="mvc-profile-tab-1" data-tab="1">${ list(
			props,
			'likes',
			view.likesPage ?? 1
		) }</section>
		<section class="mvc-profile-tabs__panel" role="tabpanel" id="tab2" aria-labelledby="mvc-profile-tab-2" data-tab="2">${ list(
			props,
			'collection',
			view.collectionPage ?? 1
		) }</section>
		<section class="mvc-profile-tabs__panel" role="tabpanel" id="tab3" aria-labelledby="mvc-profile-tab-3" data-tab="3"><div data-mvc-frame="profile-subscriptions">${ subscriptions(
			props
		) }</div></section>
	</div>`;
}

/**
 * Puts the server's tabs in the document and returns the island's container
 * (`data-island-enhance`: the markup stays, the island draws after it).
 *
 * @param view What the server shows.
 */
export function drawServerTabs( view: ServerView ): HTMLElement {
	const container = document.createElement( 'div' );
	container.className = 'mvc-island mvc-island--profile-tabs';
	container.dataset.island = 'profile-tabs';
	container.dataset.islandEnhance = 'true';
	container.innerHTML = serverTabs( view );
	document.body.append( container );
	return container;
}

/** A page the island fetched: its address, and how the test answers it. */
export interface PageCall {
	url: URL;
	answer: ( view: ServerView | number ) => void;
}

/**
 * Answers the island's page fetches (its frames) through `pages`, the REST calls by `rest`
 * (fakeApi's fetch). A page fetch waits for the test's answer: a view, or an HTTP status.
 *
 * @param rest The REST stand-in's fetch.
 * @return The page fetches asked for, in order.
 */
export function fakeProfilePages( rest: typeof fetch ): PageCall[] {
	const calls: PageCall[] = [];
	globalThis.fetch = jest.fn(
		( input: RequestInfo | URL, init?: RequestInit ) => {
			const url = new URL( String( input ), window.location.href );
			if ( ! url.pathname.startsWith( '/profile/' ) ) {
				return rest( input, init );
			}
			return new Promise< Response >( ( resolve, reject ) => {
				init?.signal?.addEventListener( 'abort', () =>
					reject( new DOMException( 'aborted', 'AbortError' ) )
				);
				calls.push( {
					url,
					answer: ( answer ) =>
						resolve(
							typeof answer === 'number'
								? ( {
										ok: false,
										status: answer,
										text: async () => 'error',
									} as Response )
								: ( {
										ok: true,
										status: 200,
										text: async () =>
											`<!doctype html><html><body><main>${ serverTabs(
												answer
											) }</main></body></html>`,
									} as Response )
						),
				} );
			} );
		}
	) as typeof fetch;
	return calls;
}
