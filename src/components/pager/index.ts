export { pagerItems } from './items';
export { LinkPager } from './LinkPager';
export type { LinkPagerProps } from './LinkPager';
