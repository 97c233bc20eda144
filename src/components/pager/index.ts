export { pagerItems } from './items';
export { Pager } from './Pager';
export type { PagerProps } from './Pager';
