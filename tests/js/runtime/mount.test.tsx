/**
 * The mount helper: JSON props, registry, error boundary keeping the server placeholder.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { defineIsland } from '../../../src/runtime/mount/registry';
import { mountIsland } from '../../../src/runtime/mount/mountIsland';

function container(
	name: string,
	props: string,
	placeholder: string
): HTMLElement {
	const element = document.createElement( 'div' );
	element.dataset.island = name;
	element.innerHTML = `<script type="application/json" class="mvc-island__props">${ props }</script>${ placeholder }`;
	document.body.append( element );
	return element;
}

defineIsland< { greeting: string } >( 'greeter', ( { greeting, wokenBy } ) => (
	<p>
		{ greeting } { wokenBy ?? 'quietly' }
	</p>
) );

defineIsland( 'broken', () => {
	throw new Error( 'boom' );
} );

// Fails while `flakyFails` says so (a passing error: a chunk that did not load, a dropped call).
let flakyFails = true;
defineIsland( 'flaky', () => {
	const Flaky = () => {
		if ( flakyFails ) {
			throw new Error( 'once' );
		}
		return <p>drawn again</p>;
	};
	return <Flaky />;
} );

describe( 'mountIsland', () => {
	it( 'renders the island with its JSON props in place of the placeholder', async () => {
		const element = container(
			'greeter',
			'{"greeting":"你好"}',
			'<span>loading</span>'
		);

		await act( () => mountIsland( element, { wokenBy: 'click' } ) );

		expect( element ).toHaveTextContent( '你好 click' );
		expect( element ).not.toHaveTextContent( 'loading' );
		expect( element.querySelector( 'script' ) ).toBeNull();
	} );

	it( 'mounts a container once', async () => {
		const element = container( 'greeter', '{"greeting":"hi"}', '' );

		await act( () => mountIsland( element ) );
		await act( () => mountIsland( element ) );

		expect( screen.getAllByText( /hi/ ) ).toHaveLength( 1 );
	} );

	it( 'keeps the server placeholder when the island fails', async () => {
		const element = container(
			'broken',
			'{}',
			'<a href="/call-for-papers/become-a-guest-editor/">Become a guest editor</a>'
		);

		let failure: unknown;
		await act( () =>
			mountIsland( element ).catch( ( error: unknown ) => {
				failure = error;
			} )
		);

		expect( failure ).toEqual( new Error( 'boom' ) );
		expect(
			screen.getByRole( 'link', { name: 'Become a guest editor' } )
		).toHaveAttribute( 'href', '/call-for-papers/become-a-guest-editor/' );
		expect( element ).toHaveAttribute( 'data-island-state', 'error' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'This part of the page did not load.'
		);
		expect( console ).toHaveErrored();
	} );

	it( 'says a failure in words and draws the island again on 重试', async () => {
		const element = container( 'flaky', '{}', '<span>server copy</span>' );

		await act( () => mountIsland( element ).catch( () => undefined ) );
		expect( element ).toHaveTextContent( 'server copy' );
		flakyFails = false;
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Try again' } )
		);

		expect( element ).toHaveTextContent( 'drawn again' );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		expect( console ).toHaveErrored();
	} );

	it( 'leaves the server markup of an enhancing island in place and draws after it', async () => {
		const element = container(
			'greeter',
			'{"greeting":"你好"}',
			'<form id="server-form"><input name="name" value="typed"></form>'
		);
		element.dataset.islandEnhance = 'true';
		const form = element.querySelector( 'form' );

		await act( () => mountIsland( element ) );

		expect( element.querySelector( 'form' ) ).toBe( form );
		expect( element.querySelector( 'input' ) ).toHaveValue( 'typed' );
		expect( element.lastElementChild ).toHaveTextContent( '你好 quietly' );
		expect( element.lastElementChild ).toHaveStyle( {
			display: 'contents',
		} );
	} );

	it( "keeps an enhancing island's server markup when it fails", async () => {
		const element = container(
			'broken',
			'{}',
			'<form><button type="submit">提交</button></form>'
		);
		element.dataset.islandEnhance = 'true';

		await act( () => mountIsland( element ).catch( () => undefined ) );

		expect(
			screen.getAllByRole( 'button', { name: '提交' } )
		).toHaveLength( 1 );
		expect( element ).toHaveAttribute( 'data-island-state', 'error' );
		expect( console ).toHaveErrored();
	} );

	it( 'rejects an island nobody defined', async () => {
		const element = container( 'nobody', '{}', '' );

		await expect( mountIsland( element ) ).rejects.toThrow( 'nobody' );
	} );
} );
