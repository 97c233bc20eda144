import { Component } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
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
 * (the placeholder is usually a real link or nothing at all), and says so in Chinese with a
 * button that draws the island again (a failed chunk load or a passing error may not recur).
 */
export class ErrorBoundary extends Component< Props, State > {
	state: State = { failed: false };

	static getDerivedStateFromError(): State {
		return { failed: true };
	}

	componentDidCatch( error: unknown ): void {
		this.props.onError( error );
	}

	retry = (): void => {
		this.setState( { failed: false } );
	};

	render(): ReactNode {
		if ( ! this.state.failed ) {
			return this.props.children;
		}
		return (
			<>
				{ this.props.fallback }
				<p className="mvc-island__error" role="alert">
					{ __( 'This part of the page did not load.', 'mvc' ) }{ ' ' }
					<button
						type="button"
						className="mvc-island__retry"
						onClick={ this.retry }
					>
						{ __( 'Try again', 'mvc' ) }
					</button>
				</p>
			</>
		);
	}
}
