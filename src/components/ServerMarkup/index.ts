export * from './serverForm';
export { useDomEvent } from './useDomEvent';
export { useServerButton } from './useServerButton';
export type { ServerButtonState } from './useServerButton';
export { useLinkAsButton } from './useLinkAsButton';
