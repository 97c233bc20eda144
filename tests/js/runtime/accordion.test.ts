/**
 * The minisite's questions: open `<details>` from the server become closed buttons over regions;
 * a press opens and closes an answer, Enter and Space press the button, the arrows, Home and End
 * move between the questions.
 */
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
	enhanceAccordion,
	setOpen,
} from '../../../src/runtime/behaviours/accordion';

let teardown: () => void = () => undefined;

/** The markup of template-parts/journals/tab-faq.php with three questions. */
function draw(): void {
	document.body.innerHTML = `
		<div class="mvc-accordion" data-mvc-accordion>
			${ [ '审稿周期？', '是否收费？', '可以中文吗？' ]
				.map(
					( question, index ) =>
						`<details class="mvc-accordion__item" open><summary class="mvc-accordion__question">${ question }</summary><div class="mvc-accordion__answer"><div class="mvc-accordion__inner"><p>答案 ${ index + 1 }</p></div></div></details>`
				)
				.join( '' ) }
		</div>`;
}

afterEach( () => {
	teardown();
	jest.useRealTimers();
} );

it( 'turns the open details into closed buttons over regions', () => {
	draw();
	teardown = enhanceAccordion( document );

	expect( document.querySelector( 'details' ) ).toBeNull();
	const buttons = screen.getAllByRole( 'button' );
	expect( buttons.map( ( button ) => button.textContent ) ).toEqual( [
		'审稿周期？',
		'是否收费？',
		'可以中文吗？',
	] );
	buttons.forEach( ( button ) =>
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' )
	);
	expect(
		screen.getByRole( 'heading', { level: 3, name: '是否收费？' } )
	).toBeInTheDocument();
	expect( screen.getByText( '答案 1' ) ).not.toBeVisible();
	expect( buttons[ 0 ] ).toHaveAttribute(
		'aria-controls',
		screen.getByText( '答案 1' ).closest( '.mvc-accordion__answer' )?.id
	);
} );

it( 'opens and closes an answer on a press', async () => {
	draw();
	teardown = enhanceAccordion( document );
	const button = screen.getByRole( 'button', { name: '是否收费？' } );

	await userEvent.click( button );
	expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
	expect(
		screen.getByRole( 'region', { name: '是否收费？' } )
	).toBeVisible();
	expect( screen.getByText( '答案 1' ) ).not.toBeVisible();

	await userEvent.click( button );
	expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
	expect( screen.getByText( '答案 2' ) ).not.toBeVisible();
} );

it( 'works from the keyboard', async () => {
	draw();
	teardown = enhanceAccordion( document );
	const buttons = screen.getAllByRole( 'button' );
	buttons[ 0 ].focus();

	await userEvent.keyboard( '{Enter}' );
	expect( buttons[ 0 ] ).toHaveAttribute( 'aria-expanded', 'true' );

	fireEvent.keyDown( buttons[ 0 ], { key: 'ArrowDown' } );
	expect( buttons[ 1 ] ).toHaveFocus();
	await userEvent.keyboard( ' ' );
	expect( buttons[ 1 ] ).toHaveAttribute( 'aria-expanded', 'true' );

	fireEvent.keyDown( buttons[ 1 ], { key: 'End' } );
	expect( buttons[ 2 ] ).toHaveFocus();
	fireEvent.keyDown( buttons[ 2 ], { key: 'ArrowDown' } );
	expect( buttons[ 0 ] ).toHaveFocus();
	fireEvent.keyDown( buttons[ 0 ], { key: 'ArrowUp' } );
	expect( buttons[ 2 ] ).toHaveFocus();
	fireEvent.keyDown( buttons[ 2 ], { key: 'Home' } );
	expect( buttons[ 0 ] ).toHaveFocus();
} );

it( 'animates the height when the stylesheet has a transition', () => {
	jest.useFakeTimers();
	draw();
	teardown = enhanceAccordion( document );
	const button = screen.getByRole( 'button', { name: '审稿周期？' } );
	const answer = document.getElementById(
		button.getAttribute( 'aria-controls' ) ?? ''
	) as HTMLElement;
	answer.style.transitionDuration = '0.25s';
	Object.defineProperty( answer, 'scrollHeight', { value: 120 } );

	setOpen( button, answer, true );
	expect( answer.hidden ).toBe( false );
	expect( answer.style.height ).toBe( '120px' );
	jest.advanceTimersByTime( 250 );
	expect( answer.style.height ).toBe( '' );

	setOpen( button, answer, false );
	expect( answer.style.height ).toBe( '0px' );
	expect( answer.hidden ).toBe( false );
	jest.advanceTimersByTime( 250 );
	expect( answer.hidden ).toBe( true );
} );
