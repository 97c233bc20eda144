/**
 * An image of the media library (a journal's image field, or the article's logo).
 */
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import type { ControlProps } from './fields';
import { wp } from './wp';

/**
 * An image of the media library: its preview, choose or replace, remove.
 *
 * @param props          Props.
 * @param props.field    The field.
 * @param props.value    Its stored value.
 * @param props.onChange Stores a value.
 */
export function ImageControl( { field, value, onChange }: ControlProps ) {
	// The article's logo is text: an attachment id, or an address typed elsewhere.
	const logo = field.kind === 'logo';
	let id = typeof value === 'number' ? value : 0;
	if ( logo && typeof value === 'string' && /^\d+$/.test( value ) ) {
		id = Number( value );
	}
	const address =
		logo && typeof value === 'string' && /^https?:\/\//i.test( value )
			? value
			: '';
	const store = ( chosen: number ) =>
		onChange( logo ? ( chosen > 0 && String( chosen ) ) || '' : chosen );
	const preview = useSelect(
		( select ) => {
			if ( id <= 0 ) {
				return address;
			}
			const media = (
				select( 'core' ) as {
					getMedia: ( mediaId: number ) =>
						| {
								source_url?: string;
								media_details?: {
									sizes?: Record<
										string,
										{ source_url?: string }
									>;
								};
						  }
						| undefined;
				}
			 ).getMedia( id );
			return (
				media?.media_details?.sizes?.medium?.source_url ??
				media?.source_url ??
				''
			);
		},
		[ id, address ]
	);
	const chosen = id > 0 || address !== '';
	const { MediaUpload, MediaUploadCheck } = wp().blockEditor;
	const { BaseControl, Button } = wp().components;
	const inputId = `mvc-journal-field-${ field.key }`;
	return (
		<BaseControl
			__nextHasNoMarginBottom
			id={ inputId }
			label={ field.label }
		>
			<div className="mvc-journal-fields__image" id={ inputId }>
				{ preview !== '' && (
					<img
						src={ preview }
						alt=""
						style={ { maxWidth: '100%', display: 'block' } }
					/>
				) }
				<MediaUploadCheck
					fallback={
						<p>
							{ __(
								'You may not choose images from the media library.',
								'mvc-core'
							) }
						</p>
					}
				>
					<MediaUpload
						allowedTypes={ [ 'image' ] }
						value={ id > 0 ? id : undefined }
						title={ field.label }
						onSelect={ ( media ) => store( media.id ) }
						render={ ( { open } ) => (
							<Button
								__next40pxDefaultSize
								variant="secondary"
								onClick={ open }
								aria-label={ field.label }
							>
								{ chosen
									? __( 'Replace image', 'mvc-core' )
									: __( 'Choose image', 'mvc-core' ) }
							</Button>
						) }
					/>
				</MediaUploadCheck>
				{ chosen && (
					<Button
						__next40pxDefaultSize
						variant="link"
						isDestructive
						onClick={ () => store( 0 ) }
					>
						{ __( 'Remove image', 'mvc-core' ) }
					</Button>
				) }
			</div>
		</BaseControl>
	);
}
