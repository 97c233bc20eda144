export { pagerItems } from './items';
