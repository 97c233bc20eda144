/**
 * What the 导入会员 script takes from WordPress's globals (`wp.components`), typed as far as it
 * uses them: WordPress's scripts (Mvc\Core\Admin\MemberImportPage lists their handles), read at
 * run time, which also lets the tests give their own.
 */
import type { ComponentType, ReactNode } from 'react';

export interface ButtonProps {
	variant?: 'primary' | 'secondary' | 'link';
	isDestructive?: boolean;
	disabled?: boolean;
	isBusy?: boolean;
	onClick?: () => void;
	children?: ReactNode;
	__next40pxDefaultSize?: boolean;
}

export interface NoticeProps {
	status: 'success' | 'info' | 'warning' | 'error';
	isDismissible?: boolean;
	children?: ReactNode;
}

export interface ProgressBarProps {
	value?: number;
	className?: string;
	id?: string;
}

export interface Components {
	Button: ComponentType< ButtonProps >;
	Notice: ComponentType< NoticeProps >;
	ProgressBar: ComponentType< ProgressBarProps >;
}

/**
 * WordPress's components.
 */
export function components(): Components {
	const found = ( window as unknown as { wp?: { components?: Components } } )
		.wp?.components;
	if ( ! found ) {
		throw new Error( 'wp.components is missing' );
	}
	return found;
}
