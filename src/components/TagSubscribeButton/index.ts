export { TagSubscribeButton, SUBSCRIBE_PATH } from './TagSubscribeButton';
export type {
	TagSubscribeButtonProps,
	SubscribeAnswer,
} from './TagSubscribeButton';
