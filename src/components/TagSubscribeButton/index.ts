export { TagSubscribeButton } from './TagSubscribeButton';
export type { TagSubscribeButtonProps } from './TagSubscribeButton';
