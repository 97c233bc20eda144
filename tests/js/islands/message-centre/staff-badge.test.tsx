/**
 * The badge 官方 (Staff) beside the name of an operator who mentioned the member, as on their
 * comments: from the message's `staff` field (Member\Messages, the same the server's /messages
 * reads), right after the name, and on nobody else's mention.
 */
import { render } from '@testing-library/react';
import type { MentionMessage } from '@mvc/runtime-core';

import { MessageCentre } from '../../../../src/islands/message-centre/MessageCentre';
import { fakeApi } from '../../helpers/fake-api';
import { resetStores } from '../../helpers/member-area';

function mention(
	id: number,
	overrides: Partial< MentionMessage > = {}
): MentionMessage {
	return {
		id,
		comment_id: 500 + id,
		comment_abstract: `评论摘要 ${ id }`,
		date: '2025-03-01T09:30:00+08:00',
		post_title: `文章 ${ id }`,
		post_link: `https://site.test/research-news/a-${ id }/`,
		status: 'READ',
		display_name: `李薇${ id }`,
		avatar: '',
		institution: '清华大学',
		staff: 0,
		...overrides,
	};
}

beforeEach( () => {
	fakeApi();
	window.location.hash = '';
} );

afterEach( () => {
	resetStores();
} );

it( 'shows the badge right after an operator’s name, and only there', () => {
	const { container } = render(
		<MessageCentre
			tab={ 1 }
			perPage={ 20 }
			recent={ 7 * 24 * 3600 }
			link="https://site.test/messages/"
			mention={ {
				page: 1,
				total: 2,
				totalUnread: 0,
				data: [
					mention( 2, { display_name: '王编辑', staff: 1 } ),
					mention( 1 ),
				],
			} }
			system={ { page: 1, total: 0, totalUnread: 0, data: [] } }
		/>
	);

	const items = container.querySelectorAll( '.mvc-message' );
	const name = items[ 0 ].querySelector( '.mvc-message__name' );
	expect( name ).toHaveTextContent( '王编辑' );
	expect( name?.nextElementSibling ).toHaveClass( 'mvc-message__staff' );
	expect( name?.nextElementSibling ).toHaveTextContent( 'Staff' );
	expect( items[ 1 ].querySelector( '.mvc-message__staff' ) ).toBeNull();
	expect( container.querySelectorAll( '.mvc-message__staff' ) ).toHaveLength(
		1
	);
} );
