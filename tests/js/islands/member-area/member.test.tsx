/**
 * The member-area island for a member: the avatar, its popover (counts, links), logout, the
 * avatar that fails to load, and the notice of a WeChat login. The avatar, its first letter and
 * its unread dot are the server's (hidden or shown in place); the island draws the popover.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { dispatch } from '@wordpress/data';
import { memberSessionStore } from '@mvc/runtime-core';
import userEvent from '@testing-library/user-event';

import { navigation } from '../../../../src/member/navigation';
import { fakeApi, fail, ok } from '../../helpers/fake-api';
import type { FakeApi } from '../../helpers/fake-api';
import {
	LINKS,
	mountMemberArea,
	resetStores,
	visitorProps,
} from '../../helpers/member-area';
import type { HeaderMember } from '../../../../src/islands/member-area/types';

let api: FakeApi;

beforeEach( () => {
	api = fakeApi();
} );

afterEach( () => {
	resetStores();
	jest.restoreAllMocks();
	window.history.replaceState( null, '', '/' );
} );

function memberProps( member: Partial< HeaderMember > = {} ) {
	return visitorProps( {
		loggedIn: true,
		member: {
			display_name: '李雷',
			avatar: 'https://site.test/avatar.png',
			mentionMessageCount: 0,
			systemMessageCount: 0,
			...member,
		},
	} );
}

const avatarButton = () =>
	screen.getByRole( 'button', { name: /^Account menu of 李雷/ } );

it( 'opens the popover with the name and the links', async () => {
	const user = userEvent.setup();
	await mountMemberArea( memberProps() );
	expect( avatarButton() ).toHaveAccessibleName( 'Account menu of 李雷' );
	expect( avatarButton() ).toHaveAttribute( 'aria-expanded', 'false' );
	expect(
		screen.queryByRole( 'link', { name: 'Personal centre' } )
	).not.toBeInTheDocument();

	await user.click( avatarButton() );

	expect( avatarButton() ).toHaveAttribute( 'aria-expanded', 'true' );
	expect( screen.getByText( '李雷' ) ).toBeVisible();
	expect(
		screen.getByRole( 'link', { name: 'Personal centre' } )
	).toHaveAttribute( 'href', LINKS.profile );
	expect(
		screen.getByRole( 'link', { name: 'Message centre' } )
	).toHaveAttribute( 'href', LINKS.messages );
	expect( screen.queryByRole( 'button', { name: 'Log in' } ) ).toBeNull();
} );

it.each( [
	[ 60, 39, '99' ],
	[ 60, 40, '99…' ],
] )( 'shows %s + %s unread as %s', async ( mentions, system, shown ) => {
	const user = userEvent.setup();
	await mountMemberArea(
		memberProps( {
			mentionMessageCount: mentions,
			systemMessageCount: system,
		} )
	);
	expect( avatarButton() ).toHaveAccessibleName(
		`Account menu of 李雷 (${ shown } unread)`
	);
	await user.click( avatarButton() );

	expect(
		screen.getByRole( 'link', {
			name: `Message centre (${ shown } unread)`,
		} )
	).toBeInTheDocument();
	expect( screen.getByText( shown ) ).toBeVisible();
} );

it( 'shows no badge for counters the server could not read, and the counts read later', async () => {
	await mountMemberArea(
		visitorProps( {
			loggedIn: true,
			member: {
				display_name: '李雷',
				avatar: 'https://site.test/avatar.png',
			},
		} )
	);
	expect( avatarButton() ).toHaveAccessibleName( 'Account menu of 李雷' );
	expect(
		document.querySelector( '.mvc-member-area__dot' )
	).not.toBeVisible();

	// The message centre reads the mentions' unread count.
	act( () => {
		dispatch( memberSessionStore ).setCounter( 'mentionMessageCount', 3 );
	} );

	expect( avatarButton() ).toHaveAccessibleName(
		'Account menu of 李雷 (3 unread)'
	);
	expect( document.querySelector( '.mvc-member-area__dot' ) ).toBeVisible();
} );

it( 'closes on Escape and on a click outside', async () => {
	const user = userEvent.setup();
	await mountMemberArea( memberProps() );
	await user.click( avatarButton() );

	await user.keyboard( '{Escape}' );
	expect( avatarButton() ).toHaveAttribute( 'aria-expanded', 'false' );
	expect( avatarButton() ).toHaveFocus();

	await user.click( avatarButton() );
	await user.click( document.body );
	expect( avatarButton() ).toHaveAttribute( 'aria-expanded', 'false' );
} );

it( 'opens at once when a click on the placeholder woke it', async () => {
	await mountMemberArea( memberProps(), 'click' );
	expect( avatarButton() ).toHaveAttribute( 'aria-expanded', 'true' );
} );

it( 'logs out, says so and goes home 300 ms later', async () => {
	api.on( 'POST', '/api/member/logout', ok( null ) );
	const assign = jest
		.spyOn( navigation, 'assign' )
		.mockImplementation( () => {} );
	const user = userEvent.setup();
	await mountMemberArea( memberProps() );
	await user.click( avatarButton() );

	await user.click( screen.getByRole( 'button', { name: 'Log out' } ) );

	expect( await screen.findByText( 'Logged out' ) ).toBeInTheDocument();
	expect( api.callsTo( 'POST', '/api/member/logout' ) ).toHaveLength( 1 );
	expect( assign ).not.toHaveBeenCalled();
	await waitFor( () => expect( assign ).toHaveBeenCalledWith( LINKS.home ) );
} );

it( 'shows a failed logout as a toast', async () => {
	api.on(
		'POST',
		'/api/member/logout',
		fail( 403, '页面已过期，请刷新后重试。', null, 403 )
	);
	const user = userEvent.setup();
	await mountMemberArea( memberProps() );
	await user.click( avatarButton() );
	await user.click( screen.getByRole( 'button', { name: 'Log out' } ) );

	expect( await screen.findByRole( 'status' ) ).toHaveTextContent(
		'页面已过期，请刷新后重试。'
	);
	expect( screen.getByRole( 'button', { name: 'Log out' } ) ).toBeEnabled();
} );

it( 'shows the first letter and a prompt when the avatar fails', async () => {
	const user = userEvent.setup();
	const container = await mountMemberArea( memberProps() );
	const image = container.querySelector( 'img' );
	expect( image ).not.toBeNull();
	if ( image ) {
		fireEvent.error( image );
	}

	expect( image ).not.toBeVisible();
	expect( avatarButton() ).toHaveTextContent( '李' );
	await user.click( avatarButton() );
	expect(
		screen.getByRole( 'link', {
			name: 'The avatar could not be loaded. Update it in your personal centre.',
		} )
	).toHaveAttribute( 'href', LINKS.profile );
} );

it( 'shows the first letter when there is no avatar', async () => {
	const container = await mountMemberArea(
		memberProps( { avatar: '', display_name: 'alice' } )
	);
	expect( container.querySelector( 'img' ) ).toBeNull();
	expect(
		screen.getByRole( 'button', { name: 'Account menu of alice' } )
	).toHaveTextContent( 'A' );
} );

describe( 'after a WeChat login', () => {
	it( 'says "login successful" and cleans the address', async () => {
		window.history.replaceState( null, '', '/article/?wechat=ok&x=1' );

		await mountMemberArea( {
			...memberProps(),
			notice: 'wechat-ok',
		} );

		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Login successful'
		);
		expect( window.location.search ).toBe( '?x=1' );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'says whether a WeChat account was linked from the profile', async () => {
		window.history.replaceState( null, '', '/profile/?wechat=linked' );

		await mountMemberArea( {
			...memberProps(),
			notice: 'wechat-linked',
		} );

		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'WeChat linked'
		);
		expect( window.location.search ).toBe( '' );
	} );

	it( 'says nothing without the notice', async () => {
		window.history.replaceState( null, '', '/article/?x=1' );

		await mountMemberArea( memberProps() );

		expect( screen.getByRole( 'status' ) ).toBeEmptyDOMElement();
		expect( window.location.search ).toBe( '?x=1' );
	} );
} );

it( 'shows the avatar and the name saved on the page (the user panel)', async () => {
	const container = await mountMemberArea( memberProps() );

	act( () => {
		dispatch( memberSessionStore ).receiveUserInfo( {
			avatar: 'https://site.test/avatar-new.jpg',
			display_name: '韩梅梅',
		} );
	} );

	expect(
		container.querySelector( '.mvc-member-area__avatar img' )
	).toHaveAttribute( 'src', 'https://site.test/avatar-new.jpg' );
	expect(
		screen.getByRole( 'button', { name: 'Account menu of 韩梅梅' } )
	).toBeInTheDocument();
} );

it( 'enhances the server’s avatar link in place: a press opens the popover instead of the page, Space too', async () => {
	const user = userEvent.setup();
	const area = await mountMemberArea( memberProps() );
	const link = area.querySelector( 'a[data-mvc-avatar]' );

	expect( avatarButton() ).toBe( link );
	expect( link ).toHaveAttribute( 'href', LINKS.profile );
	const press = new MouseEvent( 'click', {
		bubbles: true,
		cancelable: true,
	} );
	act( () => {
		link?.dispatchEvent( press );
	} );
	expect( press.defaultPrevented ).toBe( true );
	expect( avatarButton() ).toHaveAttribute( 'aria-expanded', 'true' );

	await user.keyboard( '{Escape}' );
	expect( avatarButton() ).toHaveFocus();
	await user.keyboard( ' ' );
	expect( avatarButton() ).toHaveAttribute( 'aria-expanded', 'true' );
} );
