/**
 * The editor's parts this script takes from WordPress's globals (`wp.editor`, `wp.plugins`,
 * `wp.blockEditor`, `wp.components`), typed as far as the panels use them. The packages are not
 * dependencies of the project (WordPress loads them: the handles are listed in
 * Mvc\Core\Admin\JournalEditor), so they are read here at render time, which also lets the tests
 * give plain stand-ins.
 */
import type { ComponentType, ReactNode } from 'react';

/** What the media library gives for a chosen image. */
export interface ChosenMedia {
	id: number;
	url?: string;
}

export interface MediaUploadProps {
	allowedTypes: string[];
	value?: number;
	title?: string;
	onSelect: ( media: ChosenMedia ) => void;
	render: ( args: { open: () => void } ) => ReactNode;
}

/** Props every control takes (the flags opt into WordPress's current sizes and margins). */
interface ControlBase {
	label: string;
	help?: string;
	className?: string;
	__nextHasNoMarginBottom?: boolean;
	__next40pxDefaultSize?: boolean;
}

export interface Components {
	TextControl: ComponentType<
		ControlBase & {
			value: string;
			type?: string;
			inputMode?: 'decimal';
			placeholder?: string;
			'aria-invalid'?: boolean;
			onChange: ( value: string ) => void;
		}
	>;
	TextareaControl: ComponentType<
		ControlBase & {
			value: string;
			'aria-invalid'?: boolean;
			onChange: ( value: string ) => void;
		}
	>;
	ToggleControl: ComponentType<
		ControlBase & {
			checked: boolean;
			onChange: ( checked: boolean ) => void;
		}
	>;
	CheckboxControl: ComponentType<
		ControlBase & {
			checked: boolean;
			onChange: ( checked: boolean ) => void;
		}
	>;
	BaseControl: ComponentType<
		ControlBase & { id: string; children?: ReactNode }
	>;
	Button: ComponentType< {
		variant?: 'primary' | 'secondary' | 'tertiary' | 'link';
		isDestructive?: boolean;
		isPressed?: boolean;
		size?: 'default' | 'compact' | 'small';
		__next40pxDefaultSize?: boolean;
		'aria-label'?: string;
		'aria-expanded'?: boolean;
		onClick: () => void;
		children?: ReactNode;
	} >;
	ComboboxControl: ComponentType<
		ControlBase & {
			value: string | null;
			options: { value: string; label: string }[];
			onChange: ( value: string | null | undefined ) => void;
			onFilterValueChange?: ( search: string ) => void;
			allowReset?: boolean;
		}
	>;
	DatePicker: ComponentType< {
		currentDate?: string | null;
		onChange: ( date: string ) => void;
		startOfWeek?: number;
	} >;
	Dropdown: ComponentType< {
		popoverProps?: Record< string, unknown >;
		renderToggle: ( args: {
			isOpen: boolean;
			onToggle: () => void;
		} ) => ReactNode;
		renderContent: ( args: { onClose: () => void } ) => ReactNode;
	} >;
	Notice: ComponentType< {
		status?: 'warning' | 'error' | 'info' | 'success';
		isDismissible?: boolean;
		children?: ReactNode;
	} >;
}

export interface WpEditorGlobals {
	components: Components;
	editor: {
		PluginDocumentSettingPanel: ComponentType< {
			name: string;
			title: string;
			className?: string;
			children?: ReactNode;
		} >;
		PluginPrePublishPanel: ComponentType< {
			name?: string;
			title: string;
			className?: string;
			initialOpen?: boolean;
			children?: ReactNode;
		} >;
	};
	plugins: {
		registerPlugin: (
			name: string,
			settings: { render: ComponentType; icon?: null }
		) => unknown;
	};
	blockEditor: {
		MediaUpload: ComponentType< MediaUploadProps >;
		MediaUploadCheck: ComponentType< {
			children?: ReactNode;
			fallback?: ReactNode;
		} >;
	};
}

/**
 * WordPress's editor globals.
 */
export function wp(): WpEditorGlobals {
	return ( window as unknown as { wp: WpEditorGlobals } ).wp;
}

/** The data the server prints before the script (Mvc\Core\Admin\JournalEditor). */
export interface JournalEditorData {
	/** The journal categories (filter tags) an operator may pick. */
	classification: { id: number; name: string }[];
}

/**
 * The server's data, or none.
 */
export function editorData(): JournalEditorData {
	const data = (
		window as unknown as { mvcJournalFields?: JournalEditorData }
	 ).mvcJournalFields;
	return { classification: data?.classification ?? [] };
}
