/**
 * What the panel 微信公众号 takes from WordPress's globals (`wp.components`, `wp.editor`,
 * `wp.plugins`), typed as far as it uses them. The packages are WordPress's scripts
 * (Mvc\Core\Syndication\WeChat\EditorPanel lists their handles), read at render time, which also
 * lets the tests give plain stand-ins.
 */
import type { ComponentType, ReactNode } from 'react';

export interface Components {
	Button: ComponentType< {
		variant?: 'primary' | 'secondary';
		isBusy?: boolean;
		disabled?: boolean;
		accessibleWhenDisabled?: boolean;
		__next40pxDefaultSize?: boolean;
		onClick: () => void;
		children?: ReactNode;
	} >;
	ToggleControl: ComponentType< {
		label: string;
		help?: string;
		checked: boolean;
		disabled?: boolean;
		__nextHasNoMarginBottom?: boolean;
		onChange: ( checked: boolean ) => void;
	} >;
	Notice: ComponentType< {
		status?: 'warning' | 'error' | 'info' | 'success';
		isDismissible?: boolean;
		className?: string;
		children?: ReactNode;
	} >;
	Spinner: ComponentType;
}

export interface WpGlobals {
	components: Components;
	editor: {
		PluginDocumentSettingPanel: ComponentType< {
			name: string;
			title: string;
			className?: string;
			children?: ReactNode;
		} >;
	};
	plugins: {
		registerPlugin: (
			name: string,
			settings: { render: ComponentType; icon?: null }
		) => unknown;
	};
}

/**
 * WordPress's globals.
 */
export function wp(): WpGlobals {
	return ( window as unknown as { wp: WpGlobals } ).wp;
}
