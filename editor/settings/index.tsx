/**
 * The 站点设置 page's admin script (Mvc\Core\Admin\SettingsPage enqueues it on that page only, as
 * handle mvc-settings-editor): every tag input (data-mvc-tags) becomes a token field fed by the
 * REST tag search, every image field (data-mvc-image) gets the media library's buttons. Without
 * it the form still works: the inputs take tag names, the image box a remove box.
 */
import apiFetch from '@wordpress/api-fetch';
import { createRoot } from '@wordpress/element';
import { decodeEntities } from '@wordpress/html-entities';
import { addQueryArgs } from '@wordpress/url';

import { enhanceImage } from './image';
import { namesOf, TagTokenField, type TagSearch } from './TagTokenField';

/**
 * Tag names containing a text, most used first (REST /wp/v2/tags).
 *
 * @param text What was typed.
 */
export const searchTags: TagSearch = async ( text ) => {
	const tags = await apiFetch< { name: string }[] >( {
		path: addQueryArgs( '/wp/v2/tags', {
			search: text,
			per_page: 20,
			orderby: 'count',
			order: 'desc',
			_fields: 'id,name',
		} ),
	} );
	return tags.map( ( tag ) => decodeEntities( tag.name ) );
};

/**
 * Turns one tag input into a token field.
 *
 * @param input The form's input.
 */
export function enhanceTags( input: HTMLInputElement ): void {
	const box = document.createElement( 'div' );
	input.after( box );
	input.type = 'hidden';
	createRoot( box ).render(
		<TagTokenField
			label={ input.dataset.mvcLabel ?? '' }
			initial={ namesOf( input.value ) }
			max={ Number( input.dataset.mvcTags ) || 0 }
			search={ searchTags }
			onChange={ ( names ) => {
				input.value = names.join( ', ' );
			} }
		/>
	);
}

function start(): void {
	document
		.querySelectorAll< HTMLInputElement >( 'input[data-mvc-tags]' )
		.forEach( enhanceTags );
	document
		.querySelectorAll< HTMLElement >( '[data-mvc-image]' )
		.forEach( enhanceImage );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start );
} else {
	start();
}
