/**
 * Mounts the member-area island as the loader does, from a server container, and resets the
 * shared stores between tests.
 */
import { act, render } from '@testing-library/react';
import { createElement } from '@wordpress/element';
import { dispatch, select } from '@wordpress/data';

import {
	loginPopupStore,
	memberSessionStore,
	toastStore,
} from '../../../src/runtime';
import type { WokenBy } from '../../../src/runtime/config';
import type { MemberAreaProps } from '../../../src/islands/member-area/types';
import { MemberArea } from '../../../src/islands/member-area/MemberArea';

export const LINKS: MemberAreaProps[ 'links' ] = {
	home: 'https://site.test/',
	profile: 'https://site.test/profile/',
	messages: 'https://site.test/messages/',
	terms: 'https://site.test/terms/',
	privacy: 'https://site.test/privacy/',
	contact: 'https://site.test/contact/',
};

/**
 * Choices shaped as the server sends them (`Mvc\Core\Member\Choices::options()`: 19 occupations and
 * 26 research areas, untranslated as in the tests); the first ones carry their real labels.
 */
export const CHOICES: MemberAreaProps[ 'choices' ] = {
	occupations: [
		{ value: 'undergraduate', label: 'Undergraduate' },
		{ value: 'masters_student', label: "Master's student" },
		{ value: 'phd_student', label: 'PhD student' },
		...Array.from( { length: 16 }, ( _, i ) => ( {
			value: `occupation_${ i + 4 }`,
			label: `Occupation ${ i + 4 }`,
		} ) ),
	],
	researchAreas: [
		{ value: 'physics', label: 'Physics' },
		{ value: 'chemistry', label: 'Chemistry' },
		{ value: 'materials', label: 'Materials' },
		...Array.from( { length: 23 }, ( _, i ) => ( {
			value: `area_${ i + 4 }`,
			label: `Research area ${ i + 4 }`,
		} ) ),
	],
};

export function visitorProps(
	overrides: Partial< MemberAreaProps > = {}
): MemberAreaProps {
	return {
		loggedIn: false,
		member: null,
		open: null,
		registration: null,
		notice: null,
		choices: CHOICES,
		links: LINKS,
		...overrides,
	};
}

/**
 * Renders the island (with Testing Library, which unmounts it after the test: the popup is bound
 * to the shared store, so an island left mounted would answer the next test's store changes).
 *
 * @param props   Its JSON props.
 * @param wokenBy What woke it.
 */
export async function mountMemberArea(
	props: MemberAreaProps,
	wokenBy?: WokenBy
): Promise< HTMLElement > {
	const { container } = render(
		createElement( MemberArea, { ...props, wokenBy } )
	);
	// Let the effects of the first render run (the popup the page asks for).
	await act( async () => {} );
	return container;
}

/** Puts the shared stores back as a new page has them. */
export function resetStores(): void {
	// The registration kept in the tab (a new tab has none).
	window.sessionStorage.clear();
	act( () => {
		dispatch( loginPopupStore ).close();
		dispatch( loginPopupStore ).setType( 'login' );
		dispatch( loginPopupStore ).setMode( 'wechat' );
		dispatch( memberSessionStore ).setLoggedIn( false );
		select( toastStore )
			.getToasts()
			.forEach( ( toast ) =>
				dispatch( toastStore ).dismissToast( toast.id )
			);
	} );
}
