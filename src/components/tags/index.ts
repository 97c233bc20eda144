export { TAGS_PATH, fetchTags } from './tags';
export type { FetchTagsOptions, Tag } from './tags';
