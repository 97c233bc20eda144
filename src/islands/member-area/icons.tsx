/**
 * Icons of the member area (decorative: the buttons carry the names).
 */
export function EmailIcon() {
	return (
		<svg
			width="24"
			height="24"
			viewBox="0 0 24 24"
			aria-hidden="true"
			focusable="false"
		>
			<rect
				x="3"
				y="5"
				width="18"
				height="14"
				rx="2"
				fill="none"
				stroke="currentColor"
				strokeWidth="2"
			/>
			<path
				d="M3 7l9 6 9-6"
				fill="none"
				stroke="currentColor"
				strokeWidth="2"
			/>
		</svg>
	);
}

export function QrCodeIcon() {
	return (
		<svg
			width="24"
			height="24"
			viewBox="0 0 24 24"
			aria-hidden="true"
			focusable="false"
		>
			<path
				d="M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3zM14 14h3v3h-3zM18 18h3v3h-3zM18 14h3M14 20h2"
				fill="none"
				stroke="currentColor"
				strokeWidth="2"
			/>
		</svg>
	);
}

export function WeChatIcon() {
	return (
		<svg
			width="20"
			height="20"
			viewBox="0 0 24 24"
			aria-hidden="true"
			focusable="false"
		>
			<path
				d="M9 4C5.1 4 2 6.6 2 9.8c0 1.8 1 3.4 2.6 4.5L4 16.5l2.6-1.3c.8.2 1.6.4 2.4.4h.5a5.4 5.4 0 0 1-.2-1.4c0-3.2 3-5.8 6.9-5.8h.5C16 5.9 12.8 4 9 4zm9.2 6.3c-3.2 0-5.8 2.1-5.8 4.7s2.6 4.7 5.8 4.7c.6 0 1.3-.1 1.9-.3l2 1-.5-1.8c1.4-.9 2.4-2.2 2.4-3.6 0-2.6-2.6-4.7-5.8-4.7z"
				fill="currentColor"
			/>
		</svg>
	);
}
