/**
 * The proof-of-work check a call answers with (HTTP 428, `data.challenge`) when many requests come
 * from the reader's network, as on a campus behind one address. The self-hosted ALTCHA widget
 * solves it in a small dialog, by itself (no puzzle to read, no third-party service: it works in
 * mainland China), and the call is sent again with the solution.
 *
 * The widget (about 35 KB gzip) is loaded only when a check is asked for.
 */
import { __ } from '@wordpress/i18n';

/** What the dialog answers: the widget's payload, or null when the reader cancelled. */
export type ChallengeSolver = (
	challenge: unknown
) => Promise< string | null >;

interface VerifiedEvent extends Event {
	detail?: { payload?: string };
}

/**
 * Shows the dialog, lets the widget solve the challenge, and gives back its payload.
 *
 * @param challenge The challenge of the answer's data ({parameters, signature}).
 * @return The payload for the X-Mvc-Challenge header, or null when cancelled.
 */
export const solveChallenge: ChallengeSolver = async ( challenge ) => {
	await Promise.all( [
		import( /* webpackChunkName: "altcha" */ 'altcha' ),
		import( /* webpackChunkName: "altcha" */ 'altcha/i18n/zh-cn' ),
	] );

	const dialog = document.createElement( 'dialog' );
	dialog.className = 'mvc-challenge';
	dialog.setAttribute( 'aria-labelledby', 'mvc-challenge-title' );

	const title = document.createElement( 'h2' );
	title.id = 'mvc-challenge-title';
	title.className = 'mvc-challenge__title';
	title.textContent = __( 'A quick check', 'mvc' );

	const text = document.createElement( 'p' );
	text.className = 'mvc-challenge__text';
	text.textContent = __(
		'Many requests come from your network. Your browser is confirming that you are a person; this takes a few seconds.',
		'mvc'
	);

	const widget = document.createElement( 'altcha-widget' );
	widget.setAttribute( 'challenge', JSON.stringify( challenge ) );
	widget.setAttribute( 'auto', 'onload' );
	widget.setAttribute( 'language', 'zh-cn' );
	widget.setAttribute( 'hidefooter', '' );
	widget.setAttribute( 'hidelogo', '' );
	widget.setAttribute(
		'configuration',
		JSON.stringify( { humanInteractionSignature: false } )
	);

	const cancel = document.createElement( 'button' );
	cancel.type = 'button';
	cancel.className = 'mvc-challenge__cancel';
	cancel.textContent = __( 'Cancel', 'mvc' );

	dialog.append( title, text, widget, cancel );
	document.body.append( dialog );

	return new Promise< string | null >( ( resolve ) => {
		const finish = ( payload: string | null ) => {
			dialog.close();
			dialog.remove();
			resolve( payload );
		};
		widget.addEventListener( 'verified', ( event: VerifiedEvent ) => {
			finish( event.detail?.payload ?? null );
		} );
		cancel.addEventListener( 'click', () => finish( null ) );
		dialog.addEventListener( 'cancel', ( event ) => {
			event.preventDefault();
			finish( null );
		} );
		dialog.showModal();
	} );
};
