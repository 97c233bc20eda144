/**
 * The registration type of the popup, three steps with a progress bar (members spec, sections 2
 * and 4): (1) e-mail, code, password, confirmation, checked by `POST /api/member/verify-email`;
 * (2) occupation (required), institution, research area; (3) interest tags (optional, at most 10).
 * `POST /api/member/register` ends it; when it fails the form goes back to the step of the field
 * the error belongs to (step 1 for the account fields), with the message under that field.
 */
import { useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { apiRequest, isApiError, showToast } from '@mvc/runtime-core';
import type { FormEvent } from 'react';

import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { ERROR_CODES, MAX_TAGS, MEMBER_PATHS } from '../../member/constants';
import { fieldOfError, messageOf } from '../../member/errors';
import { useFocusOnScreenChange } from '../../member/focus';
import { useForm } from '../../member/useForm';
import {
	confirmPasswordRule,
	validateCode,
	validateEmail,
	validateOccupation,
	validatePassword,
} from '../../member/validation';
import { completeLogin } from './EmailLoginForm';
import { ProgressBar } from './ProgressBar';
import { useTagSuggestions } from './useTagSuggestions';
import type { PendingRegistration, RegistrationChoices } from './types';
import {
	CodeField,
	EmailField,
	PasswordField,
	SubmitButton,
} from './AccountFields';

const ACCOUNT_FIELDS = [
	'email',
	'verificationCode',
	'password',
	'confirmPassword',
] as const;
const PERSONAL_FIELDS = [ 'title', 'institution', 'research_area' ] as const;
const FIELDS = [ ...ACCOUNT_FIELDS, ...PERSONAL_FIELDS ] as const;

type Field = ( typeof FIELDS )[ number ];

/** The field a catalogue code without `data.field` belongs to. */
const FIELD_BY_CODE: Partial< Record< number, Field > > = {
	[ ERROR_CODES.CODE_WRONG ]: 'verificationCode',
	[ ERROR_CODES.CODE_EXPIRED ]: 'verificationCode',
	[ ERROR_CODES.EMAIL_TAKEN ]: 'email',
	[ ERROR_CODES.EMAIL_REGISTERED ]: 'email',
	[ ERROR_CODES.PASSWORD_SHORT ]: 'password',
	[ ERROR_CODES.PASSWORD_MISMATCH ]: 'confirmPassword',
};

function stepOf( field: Field ): 1 | 2 {
	return ( ACCOUNT_FIELDS as readonly string[] ).includes( field ) ? 1 : 2;
}

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
	const form = useForm< Field >(
		{
			email: registration?.email ?? '',
			verificationCode: '',
			password: '',
			confirmPassword: '',
			title: '',
			institution: '',
			research_area: '',
		},
		rootRef
	);
	const { values, errors, setValue, setError } = form;
	const [ step, setStep ] = useState< 1 | 2 | 3 >( 1 );
	useFocusOnScreenChange( rootRef, step );
	const [ pending, setPending ] = useState( false );
	const [ tags, setTags ] = useState< number[] >( [] );
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
				setStep( stepOf( field ) );
				setError( field, error.message );
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
			const data = await apiRequest< {
				linked?: boolean;
				nonce?: string;
			} | null >( {
				path: MEMBER_PATHS.verifyEmail,
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
		if ( form.check( { title: validateOccupation } ) ) {
			setStep( 3 );
		}
	};

	const submitTags = async ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		if ( pending ) {
			return;
		}
		setPending( true );
		setTagError( '' );
		try {
			const data = await apiRequest< { nonce?: string } | null >( {
				path: MEMBER_PATHS.register,
				method: 'POST',
				data: {
					email: values.email.trim(),
					verificationCode: values.verificationCode.trim(),
					password: values.password,
					institution: values.institution.trim(),
					title: values.title,
					research_area: values.research_area,
					tags,
				},
			} );
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
				<form
					className="mvc-form"
					noValidate
					onSubmit={ submitAccount }
				>
					{ registration?.wechatNickname && (
						<p className="mvc-registration__wechat">
							{ sprintf(
								/* translators: %s: WeChat nickname. */
								__(
									'WeChat user “%s”: complete the registration to link your WeChat account.',
									'mvc'
								),
								registration.wechatNickname
							) }
						</p>
					) }
					<EmailField form={ form } />
					<CodeField
						form={ form }
						sendPath={ MEMBER_PATHS.sendCode }
					/>
					<PasswordField
						form={ form }
						name="password"
						label={ __( 'Password', 'mvc' ) }
						autoComplete="new-password"
					/>
					<PasswordField
						form={ form }
						name="confirmPassword"
						label={ __( 'Confirm password', 'mvc' ) }
						autoComplete="new-password"
					/>
					<SubmitButton pending={ pending }>
						{ __( 'Next', 'mvc' ) }
					</SubmitButton>
				</form>
			) }

			{ step === 2 && (
				<form
					className="mvc-form"
					noValidate
					onSubmit={ submitPersonal }
				>
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
						onChange={ ( value ) =>
							setValue( 'institution', value )
						}
					/>
					<Select
						label={ __( 'Research area (optional)', 'mvc' ) }
						options={ choices.researchAreas }
						value={ values.research_area }
						error={ errors.research_area }
						onChange={ ( value ) =>
							setValue( 'research_area', value )
						}
					/>
					<div className="mvc-form__actions">
						{ backButton( 1 ) }
						<SubmitButton>{ __( 'Next', 'mvc' ) }</SubmitButton>
					</div>
				</form>
			) }

			{ step === 3 && (
				<form className="mvc-form" noValidate onSubmit={ submitTags }>
					<fieldset className="mvc-tags">
						<legend className="mvc-tags__legend">
							{ __(
								'Choose the topics that interest you',
								'mvc'
							) }
						</legend>
						<p
							className={
								tags.length >= MAX_TAGS
									? 'mvc-tags__hint mvc-tags__hint--full'
									: 'mvc-tags__hint'
							}
							aria-live="polite"
						>
							{ sprintf(
								/* translators: %d: most tags a member may choose. */
								__( 'Choose at most %d tags.', 'mvc' ),
								MAX_TAGS
							) }
							{ tags.length >= MAX_TAGS && (
								// Announced by the live hint when the limit is reached.
								<span className="screen-reader-text">
									{ ' ' }
									{ sprintf(
										/* translators: %d: most tags a member may choose. */
										__(
											'You have chosen %d tags, the most allowed.',
											'mvc'
										),
										MAX_TAGS
									) }
								</span>
							) }
						</p>
						{ suggestions.status === 'loading' && (
							<p className="mvc-tags__status">
								{ __( 'Loading…', 'mvc' ) }
							</p>
						) }
						{ suggestions.status === 'error' && (
							<div className="mvc-tags__status" role="alert">
								<p>{ suggestions.error }</p>
								<button
									type="button"
									className="mvc-button"
									onClick={ suggestions.retry }
								>
									{ __( 'Try again', 'mvc' ) }
								</button>
							</div>
						) }
						{ suggestions.status === 'ready' && (
							<ul className="mvc-tags__list">
								{ suggestions.shown.map( ( tag ) => {
									const selected = tags.includes( tag.id );
									return (
										<li key={ tag.id }>
											<button
												type="button"
												className="mvc-tag-toggle"
												aria-pressed={ selected }
												disabled={
													! selected &&
													tags.length >= MAX_TAGS
												}
												onClick={ () =>
													toggleTag( tag.id )
												}
											>
												{ tag.name }
											</button>
										</li>
									);
								} ) }
							</ul>
						) }
						{ suggestions.status === 'ready' &&
							suggestions.total > suggestions.shown.length && (
								<button
									type="button"
									className="mvc-link-button mvc-tags__refresh"
									onClick={ () =>
										suggestions.refresh( tags )
									}
								>
									{ __( 'Show others', 'mvc' ) }
								</button>
							) }
						{ tagError && (
							<p className="mvc-field__error" role="alert">
								{ tagError }
							</p>
						) }
					</fieldset>
					<div className="mvc-form__actions">
						{ backButton( 2 ) }
						<SubmitButton pending={ pending }>
							{ __( 'Complete registration', 'mvc' ) }
						</SubmitButton>
					</div>
				</form>
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
