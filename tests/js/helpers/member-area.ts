/**
 * Mounts the member-area island as the loader does, beside the server's member area
 * (theme/template-parts/member-area.php, copied here), and resets the shared stores between tests.
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
		root: AREA_ID,
		...overrides,
	};
}

/** Id of the server's member area. */
export const AREA_ID = 'mvc-member-area';

/**
 * Escapes text for HTML.
 *
 * @param text Text.
 */
function html( text: string ): string {
	return text
		.replace( /&/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( /"/g, '&quot;' );
}

/**
 * The server's member area, as theme/template-parts/member-area.php draws it: the login link for
 * a visitor, the avatar (image, first letter, unread dot) for a member.
 *
 * @param props The island's props (the server draws from the same).
 */
export function drawServerArea( props: MemberAreaProps ): HTMLElement {
	document.getElementById( props.root )?.remove();
	const area = document.createElement( 'div' );
	area.className = 'mvc-member-area';
	area.id = props.root;
	const member = props.loggedIn ? props.member : null;
	if ( member ) {
		const unread =
			( member.mentionMessageCount ?? 0 ) +
			( member.systemMessageCount ?? 0 );
		const initial = (
			Array.from( member.display_name.trim() )[ 0 ] ?? '?'
		).toUpperCase();
		area.innerHTML =
			`<a class="mvc-member-area__avatar" href="${ html(
				props.links.profile
			) }" aria-label="Personal centre of ${ html(
				member.display_name
			) }" data-mvc-avatar>` +
			( member.avatar
				? `<img src="${ html(
						member.avatar
					) }" width="36" height="36" alt="" data-mvc-avatar-image>`
				: '' ) +
			`<span class="mvc-member-area__initial" aria-hidden="true" data-mvc-initial${
				member.avatar ? ' hidden' : ''
			}>${ html( initial ) }</span>` +
			`<span class="mvc-member-area__dot" aria-hidden="true" data-mvc-dot${
				unread > 0 ? '' : ' hidden'
			}></span></a>`;
	} else {
		area.innerHTML = `<a class="mvc-header__login mvc-button mvc-button--primary" href="${ html(
			props.links.profile
		) }" data-mvc-login>Log in</a>`;
	}
	document.body.append( area );
	return area;
}

/**
 * Renders the island (with Testing Library, which unmounts it after the test: the popup is bound
 * to the shared store, so an island left mounted would answer the next test's store changes).
 *
 * @param props   Its JSON props.
 * @param wokenBy What woke it.
 * @return The server's area, which holds the island's container.
 */
export async function mountMemberArea(
	props: MemberAreaProps,
	wokenBy?: WokenBy
): Promise< HTMLElement > {
	// The island's container is in the server's area, beside what the server drew.
	const area = drawServerArea( props );
	render( createElement( MemberArea, { ...props, wokenBy } ), {
		container: area.appendChild( document.createElement( 'div' ) ),
	} );
	// Let the effects of the first render run (the popup the page asks for).
	await act( async () => {} );
	return area;
}

/** Puts the shared stores back as a new page has them. */
export function resetStores(): void {
	// The registration kept in the tab (a new tab has none).
	window.sessionStorage.clear();
	document.getElementById( AREA_ID )?.remove();
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
