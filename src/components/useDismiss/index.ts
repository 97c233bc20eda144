export { useDismiss } from './useDismiss';
export type { DismissOptions } from './useDismiss';
