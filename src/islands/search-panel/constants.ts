/**
 * Limits of the search panel's tag suggestions (spec public-site.md, sections 4, 5 and 7).
 */

/** Core's tags route, searched by name. */
export const TAGS_PATH = '/wp/v2/tags';

/** Tags asked for per search (core's maximum page size). */
export const TAG_SEARCH_PAGE_SIZE = 100;

/** Suggestions shown at most. */
export const SUGGESTION_LIMIT = 10;

/** Milliseconds of quiet typing before the tags are asked for. */
export const SUGGESTION_DELAY = 200;
