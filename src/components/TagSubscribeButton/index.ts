export { TagSubscribeButton } from './TagSubscribeButton';
export type { TagSubscribeButtonProps } from './TagSubscribeButton';
export { subscribedLabel, useTagSubscription } from './useTagSubscription';
export type {
	TagSubscription,
	TagSubscriptionOptions,
} from './useTagSubscription';
