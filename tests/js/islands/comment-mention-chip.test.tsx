/**
 * A chosen mention shows in the comment box as a readable chip (@李薇); the stored code
 * `@{李薇（中国科学院化学研究所）_3}` stays out of the reader's sight and is what is sent, with the
 * member in at_list. An edit turns its stored mentions back into chips.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { CommentInput } from '../../../src/islands/comments/CommentInput';
import {
	draftOf,
	fromStored,
	toStored,
} from '../../../src/islands/comments/content';
import type { Comment } from '../../../src/islands/comments/types';
import { fakeApi, ok } from '../helpers/fake-api';

const LI_WEI = {
	id: 3,
	avatar: '',
	display_name: '李薇',
	institution: '中国科学院化学研究所',
};
const CODE = '@{李薇（中国科学院化学研究所）_3}';

beforeEach( () => {
	const api = fakeApi();
	api.on( 'POST', '/api/member/search-users', () =>
		ok( { list: [ LI_WEI ], total: 1, totalPages: 1 } )
	);
} );

function box(): HTMLTextAreaElement {
	return screen.getByRole( 'textbox' ) as HTMLTextAreaElement;
}

it( 'shows the chosen member as @李薇 and sends the stored code with at_list', async () => {
	const onSubmit = jest.fn( async () => true );
	render(
		<CommentInput
			postId={ 18 }
			editing={ null }
			onSubmit={ onSubmit }
			onCancel={ () => {} }
		/>
	);

	await userEvent.type( box(), '同意 @李' );
	await userEvent.click(
		await screen.findByRole( 'option', { name: /李薇/ } )
	);

	expect( box().value ).toBe( '同意 @李薇 ' );
	const chip = document.querySelector( '.mvc-comment-input__chip' );
	expect( chip ).toHaveTextContent( '@李薇' );
	expect( chip ).toHaveAttribute( 'data-user-id', '3' );
	expect( document.body.textContent ).not.toContain( '@{' );
	expect( document.body.textContent ).not.toContain( '_3}' );
	// The counter counts what is sent (the server's limit).
	expect(
		screen.getByText( `${ `同意 ${ CODE } `.length }/500` )
	).toBeVisible();

	await userEvent.type( box(), '的看法' );
	await userEvent.click( screen.getByRole( 'button', { name: 'Publish' } ) );

	expect( onSubmit ).toHaveBeenCalledWith( `同意 ${ CODE } 的看法`, [ 3 ] );
} );

it( 'sends a chip the reader broke as plain text, without the member', async () => {
	const onSubmit = jest.fn( async () => true );
	render(
		<CommentInput
			postId={ 18 }
			editing={ null }
			onSubmit={ onSubmit }
			onCancel={ () => {} }
		/>
	);
	await userEvent.type( box(), '@李' );
	await userEvent.click(
		await screen.findByRole( 'option', { name: /李薇/ } )
	);

	// Backspace over the space and the last character of the name.
	await userEvent.type( box(), '{Backspace}{Backspace}' );

	expect( box().value ).toBe( '@李' );
	expect( document.querySelector( '.mvc-comment-input__chip' ) ).toBeNull();
	await userEvent.click( screen.getByRole( 'button', { name: 'Publish' } ) );
	expect( onSubmit ).toHaveBeenCalledWith( '@李', [] );
} );

it( 'starts an edit with its mentions as chips', () => {
	const editing = {
		id: 5,
		at_list: [ 3 ],
		content: { rendered: '' },
		mvc: { raw: `${ CODE } 你好` },
	} as unknown as Comment;
	render(
		<CommentInput
			postId={ 18 }
			editing={ editing }
			onSubmit={ async () => true }
			onCancel={ () => {} }
		/>
	);

	expect( box().value ).toBe( '@李薇 你好' );
	expect(
		document.querySelector( '.mvc-comment-input__chip' )
	).toHaveTextContent( '@李薇' );
} );

it( 'tells two members of the same name apart, and turns text back into codes', () => {
	const other = { ...LI_WEI, id: 4, institution: '北京大学' };
	const first = draftOf( LI_WEI, [] );
	const second = draftOf( other, [ first ] );

	expect( first.label ).toBe( '@李薇' );
	expect( second.label ).toBe( '@李薇（北京大学）' );
	expect( draftOf( LI_WEI, [ first, second ] ) ).toBe( first );
	expect(
		toStored( '@李薇（北京大学） 和 @李薇 好', [ first, second ] )
	).toBe( `@{李薇（北京大学）_4} 和 ${ CODE } 好` );

	const back = fromStored( `${ CODE } 和 @{李薇（北京大学）_4}` );
	expect( back.text ).toBe( '@李薇 和 @李薇（北京大学）' );
	expect( toStored( back.text, back.mentions ) ).toBe(
		`${ CODE } 和 @{李薇（北京大学）_4}`
	);
} );
