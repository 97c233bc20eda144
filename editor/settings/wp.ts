/**
 * What this admin script takes from WordPress's globals (`wp.components`, `wp.media`), typed as far
 * as it uses them. The packages are WordPress's scripts (Mvc\Core\Admin\SettingsPage lists their
 * handles), read at run time, which also lets the tests give their own.
 */
import type { ComponentType } from 'react';

export interface FormTokenFieldProps {
	label: string;
	value: string[];
	suggestions: string[];
	maxSuggestions?: number;
	maxLength?: number;
	placeholder?: string;
	onInputChange: ( input: string ) => void;
	onChange: ( tokens: ( string | { value: string } )[] ) => void;
	__experimentalShowHowTo?: boolean;
	__nextHasNoMarginBottom?: boolean;
	__next40pxDefaultSize?: boolean;
}

/** An attachment the media library gives. */
export interface Attachment {
	id: number;
	url: string;
	alt?: string;
	type?: string;
	sizes?: Record< string, { url: string } | undefined >;
}

/** The media library's frame, as far as it is used. */
export interface MediaFrame {
	on: ( event: 'select', callback: () => void ) => void;
	open: () => void;
	state: () => {
		get: ( name: 'selection' ) => {
			first: () => { toJSON: () => Attachment } | undefined;
		};
	};
}

export type MediaFactory = ( options: {
	title: string;
	library: { type: string };
	multiple: boolean;
	button: { text: string };
} ) => MediaFrame;

interface Globals {
	components?: { FormTokenField: ComponentType< FormTokenFieldProps > };
	media?: MediaFactory;
}

function globals(): Globals {
	return ( window as unknown as { wp?: Globals } ).wp ?? {};
}

/**
 * WordPress's components.
 */
export function components(): {
	FormTokenField: ComponentType< FormTokenFieldProps >;
} {
	const found = globals().components;
	if ( ! found ) {
		throw new Error( 'wp.components is missing' );
	}
	return found;
}

/**
 * The media library's frame factory, or null when wp_enqueue_media() did not run.
 */
export function media(): MediaFactory | null {
	return globals().media ?? null;
}
