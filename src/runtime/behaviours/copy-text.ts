/**
 * Copy buttons of server-rendered text (the article's 引用本文: theme/template-parts/cite-this.php).
 */

/** How long the button says it copied before it reads as before. */
export const COPIED_FOR = 2000;

/**
 * Copies text: the asynchronous clipboard where the page may use it, otherwise the old selection
 * command (WeChat's older browsers, a page on plain http).
 *
 * @param text The text.
 * @param doc  Document.
 * @return Whether the text was copied.
 */
export async function copyText(
	text: string,
	doc: Document
): Promise< boolean > {
	const clipboard = doc.defaultView?.navigator.clipboard;
	if ( clipboard && typeof clipboard.writeText === 'function' ) {
		try {
			await clipboard.writeText( text );
			return true;
		} catch {
			// Refused (no permission, no focus): try the selection command.
		}
	}
	const area = doc.createElement( 'textarea' );
	area.value = text;
	area.setAttribute( 'readonly', '' );
	area.style.position = 'fixed';
	area.style.opacity = '0';
	doc.body.appendChild( area );
	area.select();
	let copied = false;
	try {
		copied =
			typeof doc.execCommand === 'function' && doc.execCommand( 'copy' );
	} catch {
		copied = false;
	}
	area.remove();
	return copied;
}

/**
 * Selects an element's text, so a reader can copy it by hand when copying failed.
 *
 * @param element The element.
 */
function selectText( element: HTMLElement ): void {
	const selection = element.ownerDocument.defaultView?.getSelection();
	if ( ! selection ) {
		return;
	}
	const range = element.ownerDocument.createRange();
	range.selectNodeContents( element );
	selection.removeAllRanges();
	selection.addRange( range );
}

/**
 * A `button[data-mvc-copy]` copies the text of the element whose id it names. The server renders
 * it hidden (a button that cannot work without JavaScript is not offered); this shows it. After a
 * press it reads `data-mvc-copied` (已复制) for COPIED_FOR, or on failure `data-mvc-copy-failed`
 * with the text selected; the element named by `data-mvc-copy-status` (a live region) says the same.
 *
 * @param root Document.
 * @return Stops the behaviour (the buttons hidden again).
 */
export function enhanceCopyText( root: Document = document ): () => void {
	const teardowns: ( () => void )[] = [];
	root.querySelectorAll< HTMLButtonElement >(
		'button[data-mvc-copy]'
	).forEach( ( button ) => {
		const source = root.getElementById( button.dataset.mvcCopy ?? '' );
		if ( ! source ) {
			return;
		}
		const status = root.getElementById(
			button.dataset.mvcCopyStatus ?? ''
		);
		const label = button.textContent ?? '';
		let timer = 0;
		const say = ( text: string ) => {
			button.textContent = text;
			if ( status ) {
				status.textContent = text === label ? '' : text;
			}
		};
		const onClick = () => {
			window.clearTimeout( timer );
			copyText( ( source.textContent ?? '' ).trim(), root ).then(
				( copied ) => {
					if ( ! copied ) {
						selectText( source );
					}
					say(
						( copied
							? button.dataset.mvcCopied
							: button.dataset.mvcCopyFailed ) || label
					);
					timer = window.setTimeout( () => say( label ), COPIED_FOR );
				}
			);
		};
		button.hidden = false;
		button.addEventListener( 'click', onClick );
		teardowns.push( () => {
			window.clearTimeout( timer );
			button.removeEventListener( 'click', onClick );
			say( label );
			button.hidden = true;
		} );
	} );
	return () => teardowns.forEach( ( teardown ) => teardown() );
}
