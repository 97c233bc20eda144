export { Select } from './Select';
export type { Choice, SelectProps } from './Select';
