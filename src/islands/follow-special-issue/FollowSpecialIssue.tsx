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
 *
 * The popup's form is the server's (theme/template-parts/follow-form.php, the same as the form of
 * readers without JavaScript), taken from the page's `<template data-mvc-follow-form>`: the island
 * finds its fields by their names (`email`, `consent`) and its submit button, sets their values,
 * `disabled` and ARIA state, says 关注 on the button, and adds only what the server never draws:
 * the issue's title, the address's error, the failure and the consent hint.
 */
import {
	useCallback,
	useEffect,
	useId,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { routeRequest, showToast } from '@mvc/runtime-core';
import type { IslandProps } from '@mvc/runtime-core';

import { Modal } from '../../components/Modal';
import { validateEmail } from '../../member/validation';
import { rememberEmail, rememberedEmail, rememberedFollow } from './remembered';
import type { RememberedLabels } from './apply';

/** Spec: the failure notice stays 3000 ms. */
export const FAILURE_NOTICE_MS = 3000;

/** The page's template of the follow form (theme/template-parts/follow-button.php). */
export const FORM_TEMPLATE_SELECTOR = 'template[data-mvc-follow-form]';

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

/** The server's form, taken from the page's template, and its parts. */
interface ServerForm {
	form: HTMLFormElement;
	email: HTMLInputElement;
	consent: HTMLInputElement;
	submit: HTMLButtonElement;
}

/**
 * A copy of the server's follow form from the page's template, or null when the page has none.
 */
function takeServerForm(): ServerForm | null {
	const template = document.querySelector< HTMLTemplateElement >(
		FORM_TEMPLATE_SELECTOR
	);
	const form = template?.content
		.querySelector( 'form' )
		?.cloneNode( true ) as HTMLFormElement | undefined;
	const email = form?.elements.namedItem( 'email' );
	const consent = form?.elements.namedItem( 'consent' );
	const submit = form?.querySelector( 'button[type="submit"]' );
	if (
		! form ||
		! ( email instanceof HTMLInputElement ) ||
		! ( consent instanceof HTMLInputElement ) ||
		! ( submit instanceof HTMLButtonElement )
	) {
		return null;
	}
	form.noValidate = true;
	return { form, email, consent, submit };
}

/**
 * Puts a message element of the island's own after `anchor`, or takes it away.
 *
 * @param slot         The element, kept between calls.
 * @param slot.current
 * @param anchor       What it follows.
 * @param text         Its text; null takes it away.
 * @param make         Makes it the first time.
 */
function place(
	slot: { current: HTMLElement | null },
	anchor: Element,
	text: string | null,
	make: () => HTMLElement
): void {
	if ( text === null ) {
		slot.current?.remove();
		return;
	}
	if ( ! slot.current ) {
		slot.current = make();
	}
	if ( slot.current.textContent !== text ) {
		slot.current.textContent = text;
	}
	if ( slot.current.previousElementSibling !== anchor ) {
		anchor.after( slot.current );
	}
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
	const errorId = useId();
	const consentHintId = useId();
	// The server's form, taken once, kept across openings of the popup.
	const [ server ] = useState( takeServerForm );
	const errorRef = useRef< HTMLElement | null >( null );
	const failureRef = useRef< HTMLElement | null >( null );
	const hintRef = useRef< HTMLElement | null >( null );

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

	// The server's form goes into the popup's body when it opens.
	const slot = useCallback(
		( element: HTMLDivElement | null ) => {
			if ( element && server && server.form.parentNode !== element ) {
				element.append( server.form );
			}
		},
		[ server ]
	);

	// Its fields: the values and state, the island's messages.
	useLayoutEffect( () => {
		if ( ! server ) {
			return;
		}
		const { email: field, consent: box, submit: button } = server;
		if ( field.value !== email ) {
			field.value = email;
		}
		box.checked = consent;
		field.setAttribute( 'aria-invalid', String( error !== null ) );
		if ( error ) {
			field.setAttribute( 'aria-describedby', errorId );
		} else {
			field.removeAttribute( 'aria-describedby' );
		}
		button.textContent = __( 'Follow', 'mvc' );
		button.disabled = blocked;
		button.setAttribute( 'aria-busy', String( pending ) );
		if ( consent ) {
			button.removeAttribute( 'aria-describedby' );
		} else {
			button.setAttribute( 'aria-describedby', consentHintId );
		}
		place( errorRef, field.closest( 'label' ) ?? field, error, () => {
			const element = document.createElement( 'p' );
			element.id = errorId;
			element.className = 'mvc-follow-form__error';
			return element;
		} );
		place(
			failureRef,
			box.closest( 'label' ) ?? box,
			failed
				? __( 'Follow failed. Please try again later.', 'mvc' )
				: null,
			() => {
				const element = document.createElement( 'p' );
				element.className = 'mvc-follow-form__failure';
				element.setAttribute( 'role', 'alert' );
				return element;
			}
		);
		place(
			hintRef,
			button,
			consent
				? null
				: __(
						'Tick the box above to agree to the e-mails first.',
						'mvc'
					),
			() => {
				const element = document.createElement( 'p' );
				element.id = consentHintId;
				element.className = 'mvc-follow-form__needs-consent';
				return element;
			}
		);
	} );

	// What the reader does in it (the latest handlers, without listening again on every render).
	const submitRef = useRef( submit );
	submitRef.current = submit;
	useEffect( () => {
		if ( ! server ) {
			return undefined;
		}
		const { form, email: field, consent: box } = server;
		const onInput = () => {
			setEmail( field.value );
			setTouched( true );
		};
		const onChange = () => setConsent( box.checked );
		const onSubmit = ( event: Event ) => {
			event.preventDefault();
			submitRef.current();
		};
		field.addEventListener( 'input', onInput );
		box.addEventListener( 'change', onChange );
		form.addEventListener( 'submit', onSubmit );
		return () => {
			field.removeEventListener( 'input', onInput );
			box.removeEventListener( 'change', onChange );
			form.removeEventListener( 'submit', onSubmit );
		};
	}, [ server ] );

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
				<p className="mvc-follow-form__issue">{ title }</p>
				<div ref={ slot } />
			</Modal>
		</>
	);
}
