/**
 * Limits of the search panel's tag suggestions (spec public-site.md, sections 4, 5 and 7).
 */

/** Suggestions shown at most. */
export const SUGGESTION_LIMIT = 10;

/** Milliseconds of quiet typing before the tags are asked for. */
export const SUGGESTION_DELAY = 200;
