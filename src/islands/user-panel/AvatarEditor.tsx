/**
 * The avatar's update flow (members spec, section 4: steps 0, 1, 2), started by the server's
 * 更换头像 button: choose a file (step 0), crop it to a square with react-easy-crop in a dialog
 * (step 1), upload the square as a JPEG (`POST /api/member/avatar`, multipart field `file`; step 2,
 * the button disabled). An error is shown in the dialog and the member may try again; on success
 * the panel shows the new avatar (`onUploaded`).
 */
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { routeRequest } from '@mvc/runtime-core';
import Cropper from 'react-easy-crop';
import type { Area, Point } from 'react-easy-crop';
import type { ChangeEvent } from 'react';

import { Modal } from '../../components/Modal';
import { useServerButton } from '../../components/ServerMarkup';
import { messageOf } from '../../member/errors';
import { cropToBlob } from './crop';

/** The types the server takes (`Mvc\Core\Member\AvatarUpload`). */
export const AVATAR_TYPES = [ 'image/jpeg', 'image/png', 'image/webp' ];

/** How far the member may zoom in. */
const MAX_ZOOM = 3;

export type AvatarStep = 0 | 1 | 2;

/**
 * First character of a name (a whole character, even outside the BMP), as the server draws it.
 *
 * @param name Name.
 */
export function initialOf( name: string ): string {
	return ( Array.from( name.trim() )[ 0 ] ?? '?' ).toUpperCase();
}

export interface AvatarEditorProps {
	/** The server's 更换头像 button, which opens the file chooser. */
	trigger: HTMLButtonElement | null;
	/** Called with the new avatar's address. */
	onUploaded: ( avatar: string ) => void;
}

export function AvatarEditor( { trigger, onUploaded }: AvatarEditorProps ) {
	const inputRef = useRef< HTMLInputElement >( null );
	const zoomId = useId();
	const [ step, setStep ] = useState< AvatarStep >( 0 );
	const [ source, setSource ] = useState( '' );
	const [ crop, setCrop ] = useState< Point >( { x: 0, y: 0 } );
	const [ zoom, setZoom ] = useState( 1 );
	const [ area, setArea ] = useState< Area | null >( null );
	const [ error, setError ] = useState( '' );

	useServerButton( trigger, () => inputRef.current?.click() );

	// The chosen file's object URL lives as long as the dialog.
	useEffect(
		() => () => {
			if ( source ) {
				URL.revokeObjectURL( source );
			}
		},
		[ source ]
	);

	const close = () => {
		if ( step === 2 ) {
			return;
		}
		setStep( 0 );
		setSource( '' );
		setError( '' );
	};

	const choose = ( event: ChangeEvent< HTMLInputElement > ) => {
		const file = event.target.files?.[ 0 ];
		// The same file chosen again must change the input again.
		event.target.value = '';
		if ( ! file ) {
			return;
		}
		setCrop( { x: 0, y: 0 } );
		setZoom( 1 );
		setArea( null );
		setStep( 1 );
		// Another type is refused in the dialog, with nothing to crop.
		if ( ! AVATAR_TYPES.includes( file.type ) ) {
			setSource( '' );
			setError( __( 'Please choose a JPEG, PNG or WebP image.', 'mvc' ) );
			return;
		}
		setError( '' );
		setSource( URL.createObjectURL( file ) );
	};

	const upload = async () => {
		if ( ! area ) {
			return;
		}
		setStep( 2 );
		setError( '' );
		try {
			const body = new FormData();
			body.append(
				'file',
				await cropToBlob( source, area ),
				'avatar.jpg'
			);
			const answer = await routeRequest( 'avatar', {
				method: 'POST',
				body,
			} );
			onUploaded( answer.avatar );
			setStep( 0 );
			setSource( '' );
		} catch ( thrown ) {
			setStep( 1 );
			setError( messageOf( thrown ) );
		}
	};

	return (
		<>
			<input
				ref={ inputRef }
				className="mvc-user-panel__file"
				type="file"
				accept={ AVATAR_TYPES.join( ',' ) }
				aria-label={ __( 'Choose an image for your avatar', 'mvc' ) }
				tabIndex={ -1 }
				hidden
				onChange={ choose }
			/>
			<Modal
				isOpen={ step > 0 }
				title={ __( 'Change avatar', 'mvc' ) }
				onClose={ close }
				className="mvc-modal__dialog--avatar"
			>
				<div className="mvc-avatar-crop">
					<div className="mvc-avatar-crop__area">
						{ source && (
							<Cropper
								image={ source }
								crop={ crop }
								zoom={ zoom }
								maxZoom={ MAX_ZOOM }
								aspect={ 1 }
								cropShape="round"
								showGrid={ false }
								onCropChange={ setCrop }
								onZoomChange={ setZoom }
								onCropComplete={ ( _area, pixels ) =>
									setArea( pixels )
								}
							/>
						) }
					</div>
					<div className="mvc-avatar-crop__zoom">
						<label htmlFor={ zoomId }>
							{ __( 'Zoom', 'mvc' ) }
						</label>
						<input
							id={ zoomId }
							type="range"
							min={ 1 }
							max={ MAX_ZOOM }
							step={ 0.05 }
							value={ zoom }
							onChange={ ( event ) =>
								setZoom( Number( event.target.value ) )
							}
						/>
					</div>
					{ error && (
						<p className="mvc-avatar-crop__error" role="alert">
							{ error }
						</p>
					) }
					<div className="mvc-avatar-crop__buttons">
						<button
							type="button"
							className="mvc-button"
							disabled={ step === 2 }
							onClick={ close }
						>
							{ __( 'Cancel', 'mvc' ) }
						</button>
						<button
							type="button"
							className="mvc-button mvc-button--primary"
							disabled={ step === 2 || ! source || ! area }
							aria-busy={ step === 2 }
							onClick={ upload }
						>
							{ step === 2
								? __( 'Uploading…', 'mvc' )
								: __( 'Upload', 'mvc' ) }
						</button>
					</div>
				</div>
			</Modal>
		</>
	);
}
