/**
 * Tags as core's tags route (`GET /wp/v2/tags`) gives them, for the search panel's suggestions
 * and the registration's interest tags: tags with posts, core's largest page, only the fields
 * shown, names decoded (the API escapes them).
 */
import { decodeEntities } from '@wordpress/html-entities';
import { API_ROUTES, routeRequest } from '@mvc/runtime-core';
import type { Tag } from '@mvc/runtime-core';

export type { Tag };

/** Core's tags route. */
export const TAGS_PATH = API_ROUTES.tags.path;

/** Tags asked for at once (core's maximum page size). */
export const TAGS_PAGE_SIZE = 100;

/**
 * The query of a tags request.
 *
 * @param search Text the names must contain; empty for every tag.
 */
function tagsQuery( search = '' ): string {
	const query = new URLSearchParams( {
		...( search === '' ? {} : { search } ),
		per_page: String( TAGS_PAGE_SIZE ),
		hide_empty: 'true',
		_fields: 'id,name,slug',
	} );
	return `?${ query.toString() }`;
}

function isRecord( value: unknown ): value is Record< string, unknown > {
	return typeof value === 'object' && value !== null;
}

/**
 * The tags of an answer of core's tags route, names decoded; anything else is dropped.
 *
 * @param body The answer.
 */
function readTags( body: unknown ): Tag[] {
	if ( ! Array.isArray( body ) ) {
		return [];
	}
	return body.flatMap( ( item: unknown ) =>
		isRecord( item ) &&
		typeof item.id === 'number' &&
		typeof item.name === 'string' &&
		typeof item.slug === 'string'
			? [
					{
						id: item.id,
						name: decodeEntities( item.name ),
						slug: item.slug,
					},
				]
			: []
	);
}

export interface FetchTagsOptions {
	/** Text the names must contain (core searches names and slugs); empty for every tag. */
	search?: string;
	/** Cancels the call. */
	signal?: AbortSignal;
}

/**
 * Asks core's tags route for the tags with posts (the first `TAGS_PAGE_SIZE`).
 *
 * @param options        Options.
 * @param options.search Text the names must contain; empty for every tag.
 * @param options.signal Cancels the call.
 * @return The tags; rejects with the call's `ApiError`.
 */
export async function fetchTags( {
	search = '',
	signal,
}: FetchTagsOptions = {} ): Promise< Tag[] > {
	return readTags(
		await routeRequest( 'tags', { suffix: tagsQuery( search ), signal } )
	);
}
