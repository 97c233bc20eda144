/**
 * A followed special issue is remembered for 24 hours (spec: key mvc_follow_cfp_email): a later
 * visit (a new page, the cached one: the server's 关注特刊 link) shows its button grey, 待确认
 * after the follow was asked for here, 已关注 once the mail's link (确认关注) led back to the
 * article; the page's script does it before the island wakes, keeping the link's width; other
 * special issues and an expired memory keep 关注特刊.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { FollowSpecialIssue } from '../../../src/islands/follow-special-issue/FollowSpecialIssue';
import { applyRememberedFollows } from '../../../src/islands/follow-special-issue/apply';
import {
	REMEMBER_KEY,
	REMEMBER_SECONDS,
	rememberedEmail,
	rememberedFollow,
} from '../../../src/islands/follow-special-issue/remembered';
import { fakeApi, ok } from '../helpers/fake-api';
import type { FakeApi } from '../helpers/fake-api';
import { resetStores } from '../helpers/member-area';
import { drawFollowFormTemplate } from '../helpers/follow-form';

const LABELS = { asked: '待确认', confirmed: '已关注' };

let api: FakeApi;

let takeTemplate: () => void = () => {};

beforeEach( () => {
	api = fakeApi();
	window.localStorage.clear();
	document.body.innerHTML = '';
	takeTemplate = drawFollowFormTemplate();
} );

afterEach( () => {
	takeTemplate();
	resetStores();
	jest.restoreAllMocks();
} );

/**
 * The server's follow button as template-parts/follow-button.php prints it (a cached page).
 *
 * @param postId The special issue.
 */
function serverButton( postId: number ): string {
	const props = JSON.stringify( {
		postId,
		title: '能源材料特刊',
		remembered: LABELS,
	} );
	return `<div class="mvc-island mvc-island--follow-special-issue mvc-follow" data-island="follow-special-issue" data-wake="interaction"><script type="application/json" class="mvc-island__props">${ props }</script><a class="mvc-button mvc-button--outline mvc-follow-button" href="/call-for-papers/x/#follow">关注特刊</a></div>`;
}

/**
 * Follows special issue 41 in the island, as on the first visit.
 */
async function followOnFirstVisit() {
	api.on( 'POST', '/api/call-for-papers/follow', ok( null ) );
	const { unmount } = render(
		<FollowSpecialIssue postId={ 41 } title="能源材料特刊" />
	);
	await userEvent.click(
		screen.getByRole( 'button', { name: 'Follow the special issue' } )
	);
	await userEvent.type( screen.getByLabelText( 'E-mail' ), 'r@example.com' );
	await userEvent.click(
		screen.getByLabelText(
			'I agree to receive e-mails about this special issue from the publisher.'
		)
	);
	await userEvent.click( screen.getByRole( 'button', { name: 'Follow' } ) );
	await screen.findByRole( 'button', {
		name: 'Please check your inbox to confirm.',
	} );
	unmount();
}

it( 'shows the followed issue grey on a later visit, before the island wakes, and keeps the address', async () => {
	await followOnFirstVisit();

	// The next page: the server's buttons of issue 41 and of another one.
	document.body.innerHTML = serverButton( 41 ) + serverButton( 42 );
	jest.spyOn(
		HTMLElement.prototype,
		'getBoundingClientRect'
	).mockReturnValue( { width: 96 } as DOMRect );
	applyRememberedFollows();

	const followed = document.querySelectorAll( '.mvc-follow' )[ 0 ];
	const button = followed.querySelector( 'button' );
	expect( button ).toHaveTextContent( '待确认' );
	expect( button ).toBeDisabled();
	expect( button ).toHaveClass( 'mvc-follow-button', 'is-followed' );
	expect( button?.style.minWidth ).toBe( '96px' );
	expect( followed.querySelector( 'a' ) ).toBeNull();

	const other = document.querySelectorAll( '.mvc-follow' )[ 1 ];
	expect( other.querySelector( 'a' ) ).toHaveTextContent( '关注特刊' );
	expect( other.querySelector( 'button' ) ).toBeNull();

	expect( rememberedEmail() ).toBe( 'r@example.com' );
} );

it( 'says 已关注 once the confirmation led back to the article, even in another browser', () => {
	// The article opened from the mail's link (?followed=1).
	document.body.innerHTML =
		'<button type="button" class="mvc-follow-button is-followed" disabled data-mvc-follow-confirmed="41">已确认关注</button>';
	applyRememberedFollows();
	expect( rememberedFollow( 41 ) ).toBe( 'confirmed' );

	document.body.innerHTML = serverButton( 41 );
	applyRememberedFollows();
	expect( screen.getByRole( 'button', { name: '已关注' } ) ).toBeDisabled();
} );

it( 'forgets after 24 hours', async () => {
	await followOnFirstVisit();
	const later = Date.now() + REMEMBER_SECONDS * 1000 + 1000;

	document.body.innerHTML = serverButton( 41 );
	applyRememberedFollows( document, later );

	expect( screen.getByRole( 'link', { name: '关注特刊' } ) ).toBeVisible();
	expect( window.localStorage.getItem( REMEMBER_KEY ) ).toBeNull();
} );

it( 'an island woken on a remembered issue starts grey and opens no popup', () => {
	window.localStorage.setItem(
		REMEMBER_KEY,
		JSON.stringify( {
			email: 'r@example.com',
			expires: Date.now() + 3600_000,
			issues: { 41: 'asked' },
		} )
	);
	render(
		<FollowSpecialIssue
			postId={ 41 }
			title="能源材料特刊"
			wokenBy="click"
		/>
	);

	expect(
		screen.getByRole( 'button', { name: 'Awaiting confirmation' } )
	).toBeDisabled();
	expect( screen.queryByRole( 'dialog' ) ).toBeNull();
} );
