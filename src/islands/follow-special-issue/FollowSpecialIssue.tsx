/**
 * Following a special issue (public-site spec, sections 4, 5 and 8): the follow button of a call
 * for papers opens a popup with the e-mail (prefilled and the consent pre-ticked when remembered),
 * 请输入邮箱 / 请输入正确的邮箱格式, the required consent; submit is disabled while an error shows,
 * while the consent is unticked (a hint under the button says the consent must be ticked) or while
 * pending. The server mails a confirmation link (double opt-in), so the follow is not made yet:
 * on success the popup closes, the button turns grey and says 请查收确认邮件, as does the notice
 * (not the spec's 已关注该特刊！, which would not be true before the link is followed), and the
 * address is remembered for 24 hours; on failure 关注失败，请稍后再试 shows in red for 3 s. The
 * confirmed follow is shown by the article itself (theme/single.php, `?followed=1`).
 *
 * Remembered for 24 hours with the address (`./remembered`): a later visit shows the button grey,
 * 待确认 or 已关注, drawn over the server's link by `./apply.ts` before the island ever wakes; an
 * island woken anyway (`wakeAll()`) starts in the same state and does not open its popup.
 */
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { routeRequest, showToast } from '@mvc/runtime-core';
import type { IslandProps } from '@mvc/runtime-core';

import { Modal } from '../../components/Modal';
import { TextField } from '../../components/TextField';
import { validateEmail } from '../../member/validation';
import { rememberEmail, rememberedEmail, rememberedFollow } from './remembered';
import type { RememberedLabels } from './apply';

/** Spec: the failure notice stays 3000 ms. */
export const FAILURE_NOTICE_MS = 3000;

export interface FollowSpecialIssueProps extends IslandProps {
	postId: number;
	/** The special issue's title, for the popup. */
	title: string;
	/** The server's words for a remembered follow (read by `./apply.ts`, which has no wp-i18n). */
	remembered?: RememberedLabels;
}

function emailError( value: string ): string | null {
	return validateEmail( value, {
		empty: __( 'Please enter an e-mail address.', 'mvc' ),
		invalid: __(
			'Please enter an e-mail address in the correct format.',
			'mvc'
		),
	} );
}

export function FollowSpecialIssue( {
	postId,
	title,
	wokenBy,
}: FollowSpecialIssueProps ) {
	// Read once: it seeds the field and the consent.
	const [ remembered ] = useState( rememberedEmail );
	// Followed on an earlier visit (or its confirmation seen): the grey button, no popup.
	const [ before ] = useState( () => rememberedFollow( postId ) );
	const [ open, setOpen ] = useState(
		wokenBy === 'click' && before === null
	);
	// Asked for: the confirmation mail is on its way.
	const [ awaiting, setAwaiting ] = useState( false );
	const [ email, setEmail ] = useState( remembered );
	const [ touched, setTouched ] = useState( false );
	const [ consent, setConsent ] = useState( remembered !== '' );
	const [ pending, setPending ] = useState( false );
	const [ failed, setFailed ] = useState( false );
	const failTimer = useRef< number >();
	const consentId = useId();
	const consentHintId = useId();

	useEffect( () => () => window.clearTimeout( failTimer.current ), [] );

	const error = touched ? emailError( email ) : null;
	// Disabled while an error shows, without consent, while pending or failed; an untouched empty
	// field is not an error yet: the first submit shows 请输入邮箱.
	const blocked = pending || ! consent || error !== null || failed;

	const submit = async () => {
		setTouched( true );
		if ( blocked || emailError( email ) !== null ) {
			return;
		}
		setPending( true );
		try {
			await routeRequest( 'follow', {
				method: 'POST',
				data: { email: email.trim(), post_id: postId },
			} );
			rememberEmail( email.trim(), Date.now(), postId );
			setOpen( false );
			setAwaiting( true );
			showToast( {
				message: __( 'Please check your inbox to confirm.', 'mvc' ),
			} );
		} catch {
			setFailed( true );
			window.clearTimeout( failTimer.current );
			failTimer.current = window.setTimeout(
				() => setFailed( false ),
				FAILURE_NOTICE_MS
			);
		} finally {
			setPending( false );
		}
	};

	let label: string = __( 'Follow the special issue', 'mvc' );
	if ( awaiting ) {
		label = __( 'Please check your inbox to confirm.', 'mvc' );
	} else if ( before === 'confirmed' ) {
		label = __( 'Followed', 'mvc' );
	} else if ( before === 'asked' ) {
		label = __( 'Awaiting confirmation', 'mvc' );
	}
	const followed = awaiting || before !== null;

	return (
		<>
			<button
				type="button"
				className={ `mvc-button mvc-button--outline mvc-follow-button${
					followed ? ' is-followed' : ''
				}` }
				disabled={ followed }
				onClick={ () => setOpen( true ) }
			>
				{ label }
			</button>
			<Modal
				isOpen={ open }
				title={ __( 'Follow the special issue', 'mvc' ) }
				onClose={ () => setOpen( false ) }
				className="mvc-modal__dialog--follow"
			>
				<form
					className="mvc-follow-form"
					noValidate
					onSubmit={ ( event ) => {
						event.preventDefault();
						submit();
					} }
				>
					<p className="mvc-follow-form__issue">{ title }</p>
					<p className="mvc-follow-form__hint">
						{ __(
							'We will send a confirmation link to this address, and remind you 7 days before the submission deadline.',
							'mvc'
						) }
					</p>
					<TextField
						label={ __( 'E-mail', 'mvc' ) }
						type="email"
						name="email"
						autoComplete="email"
						inputMode="email"
						value={ email }
						error={ error }
						onChange={ ( value ) => {
							setEmail( value );
							setTouched( true );
						} }
					/>
					<div className="mvc-follow-form__consent">
						<input
							id={ consentId }
							type="checkbox"
							checked={ consent }
							onChange={ ( event ) =>
								setConsent( event.target.checked )
							}
						/>
						<label htmlFor={ consentId }>
							{ __(
								'I agree to receive e-mails about this special issue from the publisher.',
								'mvc'
							) }
						</label>
					</div>
					{ failed && (
						<p className="mvc-follow-form__failure" role="alert">
							{ __(
								'Follow failed. Please try again later.',
								'mvc'
							) }
						</p>
					) }
					<button
						type="submit"
						className="mvc-button mvc-button--primary mvc-follow-form__submit"
						disabled={ blocked }
						aria-busy={ pending }
						aria-describedby={ consent ? undefined : consentHintId }
					>
						{ __( 'Follow', 'mvc' ) }
					</button>
					{ ! consent && (
						<p
							id={ consentHintId }
							className="mvc-follow-form__needs-consent"
						>
							{ __(
								'Tick the box above to agree to the e-mails first.',
								'mvc'
							) }
						</p>
					) }
				</form>
			</Modal>
		</>
	);
}
