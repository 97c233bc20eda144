/**
 * Icons of the floating menu (decorative: every button has a text label).
 */
import type { ReactNode } from 'react';

function Icon( { children }: { children: ReactNode } ) {
	return (
		<svg
			className="mvc-floating-menu__icon"
			width="20"
			height="20"
			viewBox="0 0 24 24"
			fill="none"
			stroke="currentColor"
			strokeWidth="2"
			strokeLinecap="round"
			strokeLinejoin="round"
			aria-hidden="true"
			focusable="false"
		>
			{ children }
		</svg>
	);
}

export const ArrowUpIcon = () => (
	<Icon>
		<path d="M12 19V5M5 12l7-7 7 7" />
	</Icon>
);

export const RefreshIcon = () => (
	<Icon>
		<path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
	</Icon>
);

export const EllipsisIcon = () => (
	<Icon>
		<path d="M5 12h.01M12 12h.01M19 12h.01" strokeWidth="3" />
	</Icon>
);

export const MegaphoneIcon = () => (
	<Icon>
		<path d="M3 11v2a1 1 0 0 0 1 1h3l5 4V6L7 10H4a1 1 0 0 0-1 1zM16 9a4 4 0 0 1 0 6" />
	</Icon>
);

export const PaperIcon = () => (
	<Icon>
		<path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8zM14 3v5h5M9 13h6M9 17h6" />
	</Icon>
);
