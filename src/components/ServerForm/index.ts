export * from './serverForm';
export { useDomEvent } from './useDomEvent';
