export { GuestEditorModal } from './GuestEditorModal';
export type { GuestEditorModalProps } from './GuestEditorModal';
