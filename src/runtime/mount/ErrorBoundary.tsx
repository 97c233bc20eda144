import { Component } from '@wordpress/element';
import type { ReactNode } from 'react';

interface Props {
	/** Shown instead of the island when it fails: the server's placeholder. */
	fallback: ReactNode;
	onError: ( error: unknown ) => void;
	children: ReactNode;
}

interface State {
	failed: boolean;
}

/**
 * Keeps the server's placeholder on screen when an island fails, so the page still works
 * (the placeholder is usually a real link or nothing at all).
 */
export class ErrorBoundary extends Component< Props, State > {
	state: State = { failed: false };

	static getDerivedStateFromError(): State {
		return { failed: true };
	}

	componentDidCatch( error: unknown ): void {
		this.props.onError( error );
	}

	render(): ReactNode {
		return this.state.failed ? this.props.fallback : this.props.children;
	}
}
