/**
 * The profile dialog (members spec, section 4 "Profile edit"): the public name (1 to 20
 * characters, as at registration), the occupation (required, one of the 19), the institution (at
 * most 50 characters) and the research area (one of the 26). `PUT /api/member/userinfo`; the save
 * button is disabled while the call runs; a refusal goes under its field (or is a toast).
 */
import { useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { isApiError, routeRequest, showToast } from '@mvc/runtime-core';
import type { ApiAnswers, Profile } from '@mvc/runtime-core';
import type { FormEvent } from 'react';

import { Modal } from '../../components/Modal';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { fieldOfError, messageOf } from '../../member/errors';
import { useForm } from '../../member/useForm';
import { validateOccupation } from '../../member/validation';
import { SubmitButton } from '../member-area/AccountFields';
import { DISPLAY_NAME_MAX } from '../member-area/registration/fields';
import { validateDisplayName } from '../member-area/registration/PersonalStep';
import type { RegistrationChoices } from '../member-area/types';

const FIELDS = [
	'display_name',
	'title',
	'institution',
	'research_area',
] as const;

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
	const { values, errors, setValue } = form;

	const submit = async ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		if (
			pending ||
			! form.check( {
				display_name: validateDisplayName,
				title: validateOccupation,
			} )
		) {
			return;
		}
		setPending( true );
		try {
			const saved = await routeRequest( 'profileSave', {
				method: 'PUT',
				data: {
					display_name: values.display_name.trim(),
					title: values.title,
					institution: values.institution.trim(),
					research_area: values.research_area,
				},
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
				<TextField
					label={ __( 'Display name', 'mvc' ) }
					name="display_name"
					autoComplete="nickname"
					required
					maxLength={ DISPLAY_NAME_MAX }
					value={ values.display_name }
					error={ errors.display_name }
					onChange={ ( value ) => setValue( 'display_name', value ) }
				/>
				<Select
					label={ __( 'Occupation', 'mvc' ) }
					required
					options={ choices.occupations }
					value={ values.title }
					error={ errors.title }
					onChange={ ( value ) => setValue( 'title', value ) }
				/>
				<TextField
					label={ __( 'Institution (optional)', 'mvc' ) }
					name="institution"
					autoComplete="organization"
					value={ values.institution }
					error={ errors.institution }
					onChange={ ( value ) => setValue( 'institution', value ) }
				/>
				<Select
					label={ __( 'Research area (optional)', 'mvc' ) }
					options={ choices.researchAreas }
					value={ values.research_area }
					error={ errors.research_area }
					onChange={ ( value ) => setValue( 'research_area', value ) }
				/>
				<SubmitButton pending={ pending }>
					{ __( 'Save', 'mvc' ) }
				</SubmitButton>
			</form>
		</Modal>
	);
}
