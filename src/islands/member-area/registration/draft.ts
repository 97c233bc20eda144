/**
 * The registration typed so far, kept in the tab (sessionStorage) so a reopened registration popup
 * comes back where the reader left it: the fields and the step, the chosen tags. Never the
 * password or its confirmation: a popup reopened past step 1 asks for them again on the last step.
 * Storage may be missing or refuse (private modes, some WebViews): then nothing is kept.
 */
import type { RegistrationField } from './fields';

/** The sessionStorage key. */
export const DRAFT_KEY = 'mvc-registration-draft';

/** The fields never kept. */
const SECRET_FIELDS: RegistrationField[] = [ 'password', 'confirmPassword' ];

export interface RegistrationDraft {
	values: Partial< Record< RegistrationField, string > >;
	step: 1 | 2 | 3;
	tags: number[];
}

/**
 * @return The kept registration, or null.
 */
export function readDraft(): RegistrationDraft | null {
	try {
		const raw = window.sessionStorage.getItem( DRAFT_KEY );
		if ( ! raw ) {
			return null;
		}
		const draft = JSON.parse( raw ) as Partial< RegistrationDraft >;
		const values: RegistrationDraft[ 'values' ] = {};
		Object.entries( draft.values ?? {} ).forEach( ( [ field, value ] ) => {
			if (
				typeof value === 'string' &&
				! SECRET_FIELDS.includes( field as RegistrationField )
			) {
				values[ field as RegistrationField ] = value;
			}
		} );
		return {
			values,
			step: [ 1, 2, 3 ].includes( draft.step ?? 0 )
				? ( draft.step as 1 | 2 | 3 )
				: 1,
			tags: Array.isArray( draft.tags )
				? draft.tags.filter( ( id ) => Number.isInteger( id ) )
				: [],
		};
	} catch {
		return null;
	}
}

/**
 * Keeps the registration, without the password.
 *
 * @param draft What was typed, the step and the tags.
 */
export function saveDraft( draft: RegistrationDraft ): void {
	const values = { ...draft.values };
	SECRET_FIELDS.forEach( ( field ) => delete values[ field ] );
	try {
		window.sessionStorage.setItem(
			DRAFT_KEY,
			JSON.stringify( { ...draft, values } )
		);
	} catch {
		// Not kept: a reopened popup starts afresh.
	}
}

/** Forgets the registration (it succeeded). */
export function clearDraft(): void {
	try {
		window.sessionStorage.removeItem( DRAFT_KEY );
	} catch {
		// Nothing was kept.
	}
}
