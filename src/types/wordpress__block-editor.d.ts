/**
 * The part of `@wordpress/block-editor` our blocks use (the package ships no type declarations).
 */
declare module '@wordpress/block-editor' {
	/**
	 * Props of a block's wrapper element in the editor (class names, data attributes, ref).
	 *
	 * @param props Extra props to merge.
	 */
	export function useBlockProps(
		props?: Record< string, unknown >
	): Record< string, unknown >;
}
