export { Modal } from './Modal';
export type { ModalProps } from './Modal';
export { useFocusTrap } from './useFocusTrap';
export type { FocusTrapOptions } from './useFocusTrap';
