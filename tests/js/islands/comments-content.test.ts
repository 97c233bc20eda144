/**
 * Mentions are drawn only from text between tags: a mention-shaped string inside an attribute or a
 * refused mention (stored as &#64;{…}) stays as the server sent it.
 */
import { highlightMentions } from '../../../src/islands/comments/content';

it( 'highlights a stored mention in the text', () => {
	expect( highlightMentions( '<p>@{张晓明（清华大学）_2} 你好</p>' ) ).toBe(
		'<p><span class="mvc-mention" data-user-id="2">@张晓明（清华大学）</span> 你好</p>'
	);
} );

it( 'never rewrites inside a tag or a refused mention', () => {
	const html =
		'<p><abbr title="@{x&quot; onmouseover=&quot;alert(1)_2}">hi</abbr> &#64;{假的_3}</p>';

	expect( highlightMentions( html ) ).toBe( html );
} );
