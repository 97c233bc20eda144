/**
 * Editor script of the block `mvc/guest-editor-button`: a preview of the button. The page shows
 * it through `render.php` as the `guest-editor-button` island.
 */
import { registerBlockType } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';

import metadata from './block.json';

function Edit() {
	return (
		<div { ...useBlockProps() }>
			<span className="mvc-button mvc-guest-editor-button">
				{ __( 'Become a guest editor', 'mvc-core' ) }
			</span>
		</div>
	);
}

registerBlockType( metadata.name, {
	title: __( 'Guest editor button', 'mvc-core' ),
	category: 'widgets',
	attributes: {},
	edit: Edit,
	save: () => null,
} );
