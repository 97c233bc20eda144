/**
 * The journal minisite's tabs: the server's sections with their list of links become accessible
 * tabs (tablist, tab, tabpanel), the first selected, the one the hash names otherwise; a press
 * switches without jumping, the arrows, Home and End move and select.
 */
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { enhanceMinisiteTabs } from '../../../src/runtime/behaviours/minisite-tabs';

let teardown: () => void = () => undefined;

const TABS = [
	[ 'news', '近期动态' ],
	[ 'issues', '特刊征稿' ],
	[ 'articles', '文章资讯' ],
	[ 'faq', '常见问题' ],
];

/** The markup of template-parts/journals/minisite.php. */
function draw(): void {
	document.body.innerHTML = `
		<div class="mvc-minisite__tabs" data-mvc-minisite-tabs>
			<nav class="mvc-minisite__toc" aria-label="期刊栏目"><ul class="mvc-minisite__tablist">
				${ TABS.map(
					( [ key, label ] ) =>
						`<li><a class="mvc-minisite__tab" id="mvc-minisite-tab-${ key }" href="#mvc-minisite-${ key }">${ label }</a></li>`
				).join( '' ) }
			</ul></nav>
			${ TABS.map(
				( [ key, label ] ) =>
					`<section class="mvc-minisite__panel" id="mvc-minisite-${ key }" aria-labelledby="mvc-minisite-${ key }-title"><h2 id="mvc-minisite-${ key }-title">${ label }</h2><p id="inside-${ key }">${ label } content</p></section>`
			).join( '' ) }
		</div>`;
}

afterEach( () => {
	teardown();
	window.history.replaceState( null, '', '/' );
} );

it( 'leaves the sections alone until it starts', () => {
	draw();

	expect( screen.queryByRole( 'tablist' ) ).toBeNull();
	TABS.forEach( ( [ , label ] ) =>
		expect( screen.getByText( `${ label } content` ) ).toBeVisible()
	);
} );

it( 'makes accessible tabs with the first selected and the others hidden', () => {
	draw();
	teardown = enhanceMinisiteTabs( document );

	const tabs = screen.getAllByRole( 'tab' );
	expect( screen.getByRole( 'tablist' ) ).toBeInTheDocument();
	expect( tabs.map( ( tab ) => tab.textContent ) ).toEqual(
		TABS.map( ( [ , label ] ) => label )
	);
	expect( tabs[ 0 ] ).toHaveAttribute( 'aria-selected', 'true' );
	expect( tabs[ 1 ] ).toHaveAttribute( 'aria-selected', 'false' );
	expect( tabs[ 1 ] ).toHaveAttribute( 'tabindex', '-1' );
	const panel = screen.getByRole( 'tabpanel', { name: '近期动态' } );
	expect( panel ).toHaveAttribute( 'id', 'mvc-minisite-news' );
	expect( screen.getByText( '特刊征稿 content' ) ).not.toBeVisible();
	expect( document.querySelector( '[data-mvc-minisite-tabs]' ) ).toHaveClass(
		'is-tabbed'
	);
} );

it( 'switches on a press without following the link', async () => {
	draw();
	teardown = enhanceMinisiteTabs( document );

	await userEvent.click( screen.getByRole( 'tab', { name: '常见问题' } ) );

	expect( screen.getByRole( 'tab', { name: '常见问题' } ) ).toHaveAttribute(
		'aria-selected',
		'true'
	);
	expect( screen.getByText( '常见问题 content' ) ).toBeVisible();
	expect( screen.getByText( '近期动态 content' ) ).not.toBeVisible();
	expect( window.location.hash ).toBe( '' );
} );

it( 'moves with the arrows, Home and End', () => {
	draw();
	teardown = enhanceMinisiteTabs( document );
	const tabs = screen.getAllByRole( 'tab' );
	tabs[ 0 ].focus();

	fireEvent.keyDown( tabs[ 0 ], { key: 'ArrowLeft' } );
	expect( tabs[ 3 ] ).toHaveFocus();
	expect( tabs[ 3 ] ).toHaveAttribute( 'aria-selected', 'true' );

	fireEvent.keyDown( tabs[ 3 ], { key: 'ArrowRight' } );
	expect( tabs[ 0 ] ).toHaveFocus();

	fireEvent.keyDown( tabs[ 0 ], { key: 'End' } );
	expect( tabs[ 3 ] ).toHaveAttribute( 'aria-selected', 'true' );
	fireEvent.keyDown( tabs[ 3 ], { key: 'Home' } );
	expect( tabs[ 0 ] ).toHaveAttribute( 'aria-selected', 'true' );
	expect( screen.getByText( '近期动态 content' ) ).toBeVisible();
} );

it( 'selects the tab of what the hash names', () => {
	window.history.replaceState( null, '', '/#inside-faq' );
	draw();
	teardown = enhanceMinisiteTabs( document );

	expect( screen.getByRole( 'tab', { name: '常见问题' } ) ).toHaveAttribute(
		'aria-selected',
		'true'
	);
	expect( screen.getByText( '常见问题 content' ) ).toBeVisible();
} );
