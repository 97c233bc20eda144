/**
 * The registration type of the popup, three steps with a progress bar (members spec, sections 2
 * and 4): (1) e-mail, code, password, confirmation, checked by `POST /api/member/verify-email`;
 * (2) the public name (required, prefilled with the WeChat nickname), occupation (required),
 * institution, research area; (3) interest tags (optional, at most 10).
 * `POST /api/member/register` ends it; when it fails the form goes back to step 1 (the spec), with
 * the message under the field it belongs to, and in a notice when that field is on a later step.
 * What was typed, the step and the tags are kept in the tab (`registration/draft`), so a reopened
 * popup comes back where the reader left it; the password is not kept, so a popup reopened past
 * step 1 asks for it (and its confirmation) again on the last step.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { isApiError, routeRequest, showToast } from '@mvc/runtime-core';
import type { FormEvent } from 'react';

import { PROFILE_RULES, profileData } from '../../components/ProfileFields';
import { ERROR_CODES, MAX_TAGS } from '../../member/constants';
import { fieldOfError, messageOf } from '../../member/errors';
import { useFocusOnScreenChange } from '../../member/focus';
import { useForm } from '../../member/useForm';
import {
	confirmPasswordRule,
	validateCode,
	validateEmail,
	validatePassword,
} from '../../member/validation';
import { NewPasswordFields } from './AccountFields';
import { completeLogin } from './EmailLoginForm';
import { ProgressBar } from './ProgressBar';
import { useTagSuggestions } from './useTagSuggestions';
import type { PendingRegistration, RegistrationChoices } from './types';
import { AccountStep } from './registration/AccountStep';
import { PersonalStep } from './registration/PersonalStep';
import { TagsStep } from './registration/TagsStep';
import { clearDraft, readDraft, saveDraft } from './registration/draft';
import {
	REGISTRATION_FIELDS,
	stepOf,
	type RegistrationField,
} from './registration/fields';

const FIELDS = REGISTRATION_FIELDS;
type Field = RegistrationField;

/** The field a catalogue code without `data.field` belongs to. */
const FIELD_BY_CODE: Partial< Record< number, Field > > = {
	[ ERROR_CODES.CODE_WRONG ]: 'verificationCode',
	[ ERROR_CODES.CODE_EXPIRED ]: 'verificationCode',
	[ ERROR_CODES.EMAIL_TAKEN ]: 'email',
	[ ERROR_CODES.EMAIL_REGISTERED ]: 'email',
	[ ERROR_CODES.PASSWORD_SHORT ]: 'password',
	[ ERROR_CODES.PASSWORD_MISMATCH ]: 'confirmPassword',
};

export interface RegistrationFormProps {
	registration: PendingRegistration | null;
	choices: RegistrationChoices;
	onLogin: () => void;
	/** The WeChat identity of the registration expired (5007): back to the WeChat login. */
	onWeChatExpired: () => void;
}

export function RegistrationForm( {
	registration,
	choices,
	onLogin,
	onWeChatExpired,
}: RegistrationFormProps ) {
	const rootRef = useRef< HTMLDivElement >( null );
	// Read once, when the popup shows the registration.
	const [ draft ] = useState( readDraft );
	const kept = draft?.values ?? {};
	const form = useForm< Field >(
		{
			email: kept.email || registration?.email || '',
			verificationCode: kept.verificationCode ?? '',
			password: '',
			confirmPassword: '',
			display_name:
				kept.display_name ?? registration?.wechatNickname ?? '',
			title: kept.title ?? '',
			institution: kept.institution ?? '',
			research_area: kept.research_area ?? '',
		},
		rootRef
	);
	const { values, setError } = form;
	const [ step, setStep ] = useState< 1 | 2 | 3 >( draft?.step ?? 1 );
	// Reopened past step 1: the password was not kept and is asked for on the last step.
	const [ askPasswordAgain ] = useState( ( draft?.step ?? 1 ) > 1 );
	useFocusOnScreenChange( rootRef, step );
	const [ pending, setPending ] = useState( false );
	const [ tags, setTags ] = useState< number[] >( draft?.tags ?? [] );

	useEffect( () => {
		saveDraft( { values, step, tags } );
	}, [ values, step, tags ] );
	const [ tagError, setTagError ] = useState( '' );
	const suggestions = useTagSuggestions( step === 3 );

	/**
	 * Shows an error of verify-email or register where it belongs.
	 *
	 * @param error Thrown value.
	 * @return Whether it went under a field.
	 */
	const showError = ( error: unknown ): boolean => {
		if ( isApiError( error ) ) {
			if ( error.code === ERROR_CODES.WECHAT_EXPIRED ) {
				showToast( { message: error.message } );
				onWeChatExpired();
				return false;
			}
			const field = fieldOfError( error, FIELDS, FIELD_BY_CODE );
			if ( field ) {
				// The spec: a refused submit goes back to step 1, the error under its field. A field
				// of a later step is out of sight there, so its error is said in a notice.
				setStep( 1 );
				setError( field, error.message );
				if ( stepOf( field ) !== 1 ) {
					showToast( { message: error.message } );
				}
				return true;
			}
		}
		showToast( { message: messageOf( error ) } );
		return false;
	};

	const submitAccount = async ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		if (
			pending ||
			! form.check( {
				email: validateEmail,
				verificationCode: validateCode,
				password: validatePassword,
				confirmPassword: confirmPasswordRule( values.password ),
			} )
		) {
			return;
		}
		setPending( true );
		try {
			const data = await routeRequest( 'verifyEmail', {
				method: 'POST',
				data: {
					email: values.email.trim(),
					verificationCode: values.verificationCode.trim(),
					password: values.password,
					confirmPassword: values.confirmPassword,
				},
			} );
			if ( data?.linked ) {
				// The WeChat identity was linked to the existing account: logged in.
				await completeLogin(
					data.nonce,
					__( 'Login successful', 'mvc' )
				);
				return;
			}
			setPending( false );
			setStep( 2 );
		} catch ( error ) {
			setPending( false );
			showError( error );
		}
	};

	const submitPersonal = ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		if ( form.check( PROFILE_RULES ) ) {
			setStep( 3 );
		}
	};

	const submitTags = async ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		if (
			pending ||
			( askPasswordAgain &&
				! form.check( {
					password: validatePassword,
					confirmPassword: confirmPasswordRule( values.password ),
				} ) )
		) {
			return;
		}
		setPending( true );
		setTagError( '' );
		try {
			const data = await routeRequest( 'register', {
				method: 'POST',
				data: {
					email: values.email.trim(),
					verificationCode: values.verificationCode.trim(),
					password: values.password,
					...profileData( values ),
					tags,
				},
			} );
			clearDraft();
			await completeLogin(
				data?.nonce,
				__( 'Registration successful', 'mvc' )
			);
		} catch ( error ) {
			setPending( false );
			if ( isApiError( error ) && fieldOfError( error, [ 'tags' ] ) ) {
				setTagError( error.message );
				return;
			}
			showError( error );
		}
	};

	const toggleTag = ( id: number ) =>
		setTags( ( current ) => {
			if ( current.includes( id ) ) {
				return current.filter( ( tag ) => tag !== id );
			}
			return current.length >= MAX_TAGS ? current : [ ...current, id ];
		} );

	const stepLabels = [
		__( 'Account information', 'mvc' ),
		__( 'Personal information', 'mvc' ),
		__( 'Interest tags', 'mvc' ),
	];

	const backButton = ( to: 1 | 2 ) => (
		<button
			type="button"
			className="mvc-button mvc-form__back"
			disabled={ pending }
			onClick={ () => setStep( to ) }
		>
			{ __( 'Back', 'mvc' ) }
		</button>
	);

	return (
		<div ref={ rootRef } className="mvc-registration">
			<ProgressBar
				steps={ stepLabels }
				current={ step }
				label={ __( 'Registration progress', 'mvc' ) }
			/>

			{ step === 1 && (
				<AccountStep
					form={ form }
					registration={ registration }
					pending={ pending }
					onSubmit={ submitAccount }
				/>
			) }
			{ step === 2 && (
				<PersonalStep
					form={ form }
					choices={ choices }
					backButton={ backButton( 1 ) }
					onSubmit={ submitPersonal }
				/>
			) }
			{ step === 3 && (
				<TagsStep
					tags={ tags }
					suggestions={ suggestions }
					tagError={ tagError }
					pending={ pending }
					backButton={ backButton( 2 ) }
					passwordFields={
						askPasswordAgain && (
							<>
								<p className="mvc-form__note">
									{ __(
										'For your safety the password is not kept. Please enter it again.',
										'mvc'
									) }
								</p>
								<NewPasswordFields
									form={ form }
									label={ __( 'Password', 'mvc' ) }
									repeat={ __( 'Confirm password', 'mvc' ) }
								/>
							</>
						)
					}
					onToggle={ toggleTag }
					onSubmit={ submitTags }
				/>
			) }

			<p className="mvc-login__switch-type">
				{ __( 'Already have an account?', 'mvc' ) }{ ' ' }
				<button
					type="button"
					className="mvc-link-button mvc-link-button--primary"
					onClick={ onLogin }
				>
					{ __( 'Go to login', 'mvc' ) }
				</button>
			</p>
		</div>
	);
}
