/**
 * An image of the media library in the settings form: the buttons that open the library and take
 * the image out. The form keeps the attachment in a hidden input; the page shows the image.
 */
import { __ } from '@wordpress/i18n';

import { media, type Attachment } from './wp';

/**
 * Draws the chosen image (or says there is none).
 *
 * @param preview    The picture's box.
 * @param attachment The image, or null.
 */
function show( preview: HTMLElement, attachment: Attachment | null ): void {
	preview.replaceChildren();
	if ( ! attachment ) {
		const none = document.createElement( 'em' );
		none.textContent = __( 'No image chosen.', 'mvc-core' );
		preview.append( none );
		return;
	}
	const img = document.createElement( 'img' );
	img.className = 'mvc-settings-image__img';
	img.src =
		attachment.sizes?.thumbnail?.url ??
		attachment.sizes?.medium?.url ??
		attachment.url;
	img.alt = attachment.alt ?? '';
	img.width = 150;
	preview.append( img );
}

/**
 * Adds the buttons to one image field.
 *
 * @param field The field's box (data-mvc-image: the hidden input's id).
 */
export function enhanceImage( field: HTMLElement ): void {
	const input = document.getElementById( field.dataset.mvcImage ?? '' );
	const preview = field.querySelector< HTMLElement >(
		'.mvc-settings-image__preview'
	);
	const factory = media();
	if ( ! ( input instanceof HTMLInputElement ) || ! preview || ! factory ) {
		return;
	}
	// The box for a page without this script: the buttons below do its work.
	field.querySelector( '.mvc-settings-image__remove' )?.remove();

	const label = field.dataset.mvcLabel ?? '';
	const actions = document.createElement( 'p' );
	const choose = document.createElement( 'button' );
	choose.type = 'button';
	choose.className = 'button mvc-settings-image__choose';
	const remove = document.createElement( 'button' );
	remove.type = 'button';
	remove.className =
		'button-link button-link-delete mvc-settings-image__clear';
	remove.textContent = __( 'Remove image', 'mvc-core' );
	actions.append( choose, ' ', remove );
	field.append( actions );

	const sync = () => {
		const chosen = Number( input.value ) > 0;
		choose.textContent = chosen
			? __( 'Replace image', 'mvc-core' )
			: __( 'Choose from the media library', 'mvc-core' );
		remove.hidden = ! chosen;
	};
	sync();

	let frame: ReturnType< typeof factory > | null = null;
	choose.addEventListener( 'click', () => {
		if ( ! frame ) {
			frame = factory( {
				title: label,
				library: { type: 'image' },
				multiple: false,
				button: { text: __( 'Use this image', 'mvc-core' ) },
			} );
			frame.on( 'select', () => {
				const attachment = frame
					?.state()
					.get( 'selection' )
					.first()
					?.toJSON();
				if ( ! attachment || attachment.type !== 'image' ) {
					return;
				}
				input.value = String( attachment.id );
				show( preview, attachment );
				sync();
			} );
		}
		frame.open();
	} );
	remove.addEventListener( 'click', () => {
		input.value = '0';
		show( preview, null );
		sync();
		choose.focus();
	} );
}
