/**
 * The article actions' icons (decorative: the buttons carry their names). The paths are in
 * theme/assets/icons/article-actions.json, which the server's placeholder
 * (template-parts/article-reactions.php) draws from too.
 */
import PATHS from '../../../theme/assets/icons/article-actions.json';

export function Icon( { name }: { name: keyof typeof PATHS } ) {
	return (
		<svg
			width="18"
			height="18"
			viewBox="0 0 24 24"
			aria-hidden="true"
			focusable="false"
		>
			<path fill="currentColor" d={ PATHS[ name ] } />
		</svg>
	);
}
