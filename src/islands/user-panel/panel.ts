/**
 * The server's user panel (theme/template-parts/profile/panel.php), which the island enhances:
 * its parts, found by the hooks the template promises (`data-mvc-action`, `data-mvc-fact`, ids),
 * and how the island writes a change into them. The island never draws the panel.
 */

export const PANEL_ID = 'mvc-user-panel';

export type PanelAction =
	| 'avatar'
	| 'wechat'
	| 'digest'
	| 'edit'
	| 'password'
	| 'email'
	| 'logout'
	| 'feed'
	| 'export'
	| 'delete';

export interface ServerPanel {
	section: HTMLElement;
	/** The panel's button for an action. */
	button: ( action: PanelAction ) => HTMLButtonElement | null;
	/** The element showing a fact (`title`, `institution`, `research_area`, `email`, `wechat`). */
	fact: ( field: string ) => HTMLElement | null;
	name: HTMLElement | null;
	/** Where the avatar shows: its image (if any) and the name's first character. */
	avatar: HTMLElement | null;
	/** The "my data" part, where the feed's address shows. */
	data: HTMLElement | null;
}

/**
 * The server's panel, or null when the page has none.
 *
 * @param root Document.
 */
export function findPanel( root: Document = document ): ServerPanel | null {
	const section = root.getElementById( PANEL_ID );
	if ( ! section ) {
		return null;
	}
	const avatar = section.querySelector( '[data-mvc-avatar]' );
	return {
		section,
		button: ( action ) =>
			section.querySelector< HTMLButtonElement >(
				`button[data-mvc-action="${ action }"]`
			),
		fact: ( field ) => {
			const fact = section.querySelector(
				`[data-mvc-fact="${ field }"]`
			);
			// A fact's value is its <dd>; WeChat's is the text before its button.
			return field === 'wechat'
				? ( fact?.querySelector< HTMLElement >( 'dd > span' ) ?? null )
				: ( fact?.querySelector< HTMLElement >( 'dd' ) ?? null );
		},
		name: root.getElementById( `${ PANEL_ID }-name` ),
		avatar: avatar instanceof HTMLElement ? avatar : null,
		data: section.querySelector< HTMLElement >( '[data-mvc-data]' ),
	};
}

/**
 * Writes a fact's value, or the "not filled in" words when it is empty.
 *
 * @param element The fact's element.
 * @param value   Its value.
 * @param empty   The words for an empty fact.
 */
export function writeFact(
	element: HTMLElement | null,
	value: string,
	empty: string
): void {
	if ( ! element ) {
		return;
	}
	element.textContent = value === '' ? empty : value;
	if ( value === '' ) {
		element.dataset.state = 'empty';
	} else {
		delete element.dataset.state;
	}
}

/**
 * Shows the avatar's image, or the name's first character when there is none (or it failed). A
 * member without an image until now gets one, with the class the server names
 * (`data-mvc-avatar`).
 *
 * @param panel   The panel.
 * @param avatar  The image's address, or ''.
 * @param initial The name's first character.
 * @param onError Called when the image does not load.
 */
export function writeAvatar(
	panel: ServerPanel,
	avatar: string,
	initial: string,
	onError: () => void
): void {
	const box = panel.avatar;
	if ( ! box ) {
		return;
	}
	let image = box.querySelector( 'img' );
	if ( ! image && avatar !== '' ) {
		image = box.ownerDocument.createElement( 'img' );
		image.className = box.dataset.mvcAvatar ?? '';
		image.width = 80;
		image.height = 80;
		image.alt = '';
		box.prepend( image );
	}
	if ( image ) {
		image.onerror = onError;
		if ( avatar !== '' && image.getAttribute( 'src' ) !== avatar ) {
			image.src = avatar;
		}
		image.hidden = avatar === '';
	}
	const letter = box.querySelector< HTMLElement >( 'span' );
	if ( letter ) {
		letter.textContent = initial;
		letter.hidden = avatar !== '';
	}
}
