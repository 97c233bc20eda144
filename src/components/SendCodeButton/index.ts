export { SendCodeButton } from './SendCodeButton';
export type { SendCodeButtonProps, SendCodeState } from './SendCodeButton';
