/**
 * The profile dialog (members spec, section 4 "Profile edit"): the profile fields of registration
 * (ProfileFields). `PUT /api/member/userinfo`; the save button is disabled while the call runs; a
 * refusal goes under its field (or is a toast).
 */
import { useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { isApiError, routeRequest, showToast } from '@mvc/runtime-core';
import type { ApiAnswers, Profile } from '@mvc/runtime-core';
import type { FormEvent } from 'react';

import { Modal } from '../../components/Modal';
import {
	PROFILE_FORM_FIELDS,
	PROFILE_RULES,
	ProfileFields,
	profileData,
} from '../../components/ProfileFields';
import { fieldOfError, messageOf } from '../../member/errors';
import { useForm } from '../../member/useForm';
import { SubmitButton } from '../member-area/AccountFields';
import type { RegistrationChoices } from '../member-area/types';

const FIELDS = PROFILE_FORM_FIELDS;

type Field = ( typeof FIELDS )[ number ];

export type SavedProfile = ApiAnswers[ 'profileSave' ];

export interface ProfileDialogProps {
	profile: Pick< Profile, Field >;
	choices: RegistrationChoices;
	onClose: () => void;
	/** Called with the profile as saved. */
	onSaved: ( saved: SavedProfile ) => void;
}

export function ProfileDialog( {
	profile,
	choices,
	onClose,
	onSaved,
}: ProfileDialogProps ) {
	const rootRef = useRef< HTMLFormElement >( null );
	const form = useForm< Field >(
		{
			display_name: profile.display_name,
			title: profile.title,
			institution: profile.institution,
			research_area: profile.research_area,
		},
		rootRef
	);
	const [ pending, setPending ] = useState( false );
	const { values } = form;

	const submit = async ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		if ( pending || ! form.check( PROFILE_RULES ) ) {
			return;
		}
		setPending( true );
		try {
			const saved = await routeRequest( 'profileSave', {
				method: 'PUT',
				data: profileData( values ),
			} );
			onSaved( saved );
			showToast( { message: __( 'Saved successfully', 'mvc' ) } );
		} catch ( error ) {
			setPending( false );
			const field = isApiError( error )
				? fieldOfError( error, FIELDS )
				: null;
			if ( field && isApiError( error ) ) {
				form.setError( field, error.message );
			} else {
				showToast( { message: messageOf( error ) } );
			}
		}
	};

	return (
		<Modal
			isOpen
			title={ __( 'Edit profile', 'mvc' ) }
			onClose={ onClose }
			className="mvc-modal__dialog--profile"
		>
			<form
				ref={ rootRef }
				className="mvc-form mvc-profile-form"
				noValidate
				onSubmit={ submit }
			>
				<ProfileFields form={ form } choices={ choices } />
				<SubmitButton pending={ pending }>
					{ __( 'Save', 'mvc' ) }
				</SubmitButton>
			</form>
		</Modal>
	);
}
