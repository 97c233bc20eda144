/**
 * What the browser remembers of following special issues, for 24 hours (spec: key
 * mvc_follow_cfp_email, 86400 seconds): the e-mail address a visitor followed with (it fills in the
 * form next time) and which special issues they followed, so a later visit shows those buttons
 * grey: `asked` once the confirmation mail was asked for here, `confirmed` once the mail's link
 * (确认关注) led back to the article (`?followed=1`, possibly in a browser that never asked).
 * One entry under the spec's key; a follow renews its 24 hours. An entry of the older shape
 * (`{ email, expires }`) still reads as the address alone.
 *
 * Only the browser keeps this: the site's pages are cached and the same for every visitor, so
 * the button's state is applied in the page (`applyRememberedFollows()`), not by the server.
 */
export const REMEMBER_KEY = 'mvc_follow_cfp_email';

export const REMEMBER_SECONDS = 86400;

/** What is remembered of one special issue. */
export type FollowState = 'asked' | 'confirmed';

interface Stored {
	email: string;
	expires: number;
	/** Post id => state. */
	issues: Record< string, FollowState >;
}

function isState( value: unknown ): value is FollowState {
	return value === 'asked' || value === 'confirmed';
}

/**
 * The remembered entry, or null when none or expired (an expired or broken one is removed).
 *
 * @param now Current time in ms.
 */
function read( now: number ): Stored | null {
	try {
		const raw = window.localStorage.getItem( REMEMBER_KEY );
		if ( ! raw ) {
			return null;
		}
		const stored = JSON.parse( raw ) as Partial< Stored > | null;
		if (
			stored &&
			typeof stored.email === 'string' &&
			typeof stored.expires === 'number' &&
			stored.expires > now
		) {
			const issues: Record< string, FollowState > = {};
			if ( stored.issues && typeof stored.issues === 'object' ) {
				for ( const [ id, state ] of Object.entries( stored.issues ) ) {
					if ( isState( state ) ) {
						issues[ id ] = state;
					}
				}
			}
			return { email: stored.email, expires: stored.expires, issues };
		}
		window.localStorage.removeItem( REMEMBER_KEY );
	} catch {
		// Storage disabled or a broken value: nothing remembered.
	}
	return null;
}

/**
 * Writes the entry for another 24 hours.
 *
 * @param entry What to keep.
 * @param now   Current time in ms.
 */
function write( entry: Omit< Stored, 'expires' >, now: number ): void {
	try {
		window.localStorage.setItem(
			REMEMBER_KEY,
			JSON.stringify( {
				...entry,
				expires: now + REMEMBER_SECONDS * 1000,
			} )
		);
	} catch {
		// Storage disabled: the next visit asks again.
	}
}

/**
 * The remembered address, or '' when none or expired.
 *
 * @param now Current time in ms.
 */
export function rememberedEmail( now: number = Date.now() ): string {
	return read( now )?.email ?? '';
}

/**
 * What is remembered of a special issue: followed here (`asked`), confirmed (`confirmed`), or
 * nothing (null).
 *
 * @param postId The special issue's post id.
 * @param now    Current time in ms.
 */
export function rememberedFollow(
	postId: number,
	now: number = Date.now()
): FollowState | null {
	return read( now )?.issues[ String( postId ) ] ?? null;
}

/**
 * Remembers an address for 24 hours and, when given, the special issue it followed.
 *
 * @param email  Address.
 * @param now    Current time in ms.
 * @param postId The special issue followed.
 */
export function rememberEmail(
	email: string,
	now: number = Date.now(),
	postId?: number
): void {
	const issues = read( now )?.issues ?? {};
	if ( postId !== undefined && issues[ String( postId ) ] !== 'confirmed' ) {
		issues[ String( postId ) ] = 'asked';
	}
	write( { email, issues }, now );
}

/**
 * Remembers that a special issue's follow was confirmed (the mail's link led back here).
 *
 * @param postId The special issue.
 * @param now    Current time in ms.
 */
export function rememberConfirmed(
	postId: number,
	now: number = Date.now()
): void {
	const stored = read( now );
	write(
		{
			email: stored?.email ?? '',
			issues: {
				...( stored?.issues ?? {} ),
				[ String( postId ) ]: 'confirmed',
			},
		},
		now
	);
}
