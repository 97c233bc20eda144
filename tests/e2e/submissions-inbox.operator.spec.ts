/**
 * A visitor's contact message and a journal FAQ question arrive in the operators' inbox in wp-admin:
 * listed unread, filtered by kind, opened (and so read) as text, and exported as CSV with a byte
 * order mark and Chinese column names.
 */
import { readFile } from 'node:fs/promises';

import { test, expect } from '@playwright/test';

import { logInOperator } from './support/operators';

// Two routes, a login and five wp-admin screens: on a busy machine more than the default minute.
test.describe.configure( { timeout: 120_000 } );

test( 'the operator reads, filters and exports the forms’ submissions', async ( {
	page,
	request,
} ) => {
	const stamp = `${ Date.now() }`;
	const title = `收件箱测试 ${ stamp }`;
	const question = `FAQ 测试 ${ stamp }：审稿周期多长？`;

	// A contact message and a journal's FAQ question, through the public routes.
	const contact = await request.post( '/wp-json/api/contact-us/submit', {
		data: {
			name: '端到端',
			email: `inbox-${ stamp }@example.com`,
			title,
			message: '第一行\n第二行 <b>不是粗体</b>',
			website: '',
		},
	} );
	expect( contact.status() ).toBe( 200 );
	expect( await contact.json() ).toEqual( {
		code: 200,
		message: '成功',
		data: null,
	} );
	// The oldest journal: the newest may be the one journal-fields publishes and deletes.
	const journals = await request.get(
		'/wp-json/wp/v2/journals?per_page=1&orderby=date&order=asc&_fields=id,title'
	);
	const [ journal ] = ( await journals.json() ) as {
		id: number;
		title: { rendered: string };
	}[];
	expect( journal ).toBeTruthy();
	const faq = await request.post( '/wp-json/api/minisite/faq/submit', {
		data: {
			name: '提问者',
			email: `faq-${ stamp }@example.com`,
			description: question,
			postTitle: journal.title.rendered,
			postId: journal.id,
		},
	} );
	expect( faq.status() ).toBe( 200 );

	// The inbox lists both, unread.
	await logInOperator( page );
	await page.goto( '/wp-admin/edit.php?post_type=mvc_submission' );
	await expect( page.locator( 'h1' ) ).toContainText( '留言与提问' );
	const contactRow = page.locator( 'tr', { hasText: title } );
	await expect( contactRow ).toHaveClass( /mvc-submission-unread/ );
	await expect( contactRow ).toContainText( '未读' );
	await expect( contactRow ).toContainText( '联系留言' );
	await expect( contactRow ).toContainText( `inbox-${ stamp }@example.com` );
	await expect(
		page.locator( '#menu-posts-mvc_submission .awaiting-mod' )
	).toBeVisible();

	// Filtered by kind: the question without the contact message.
	await page.locator( '#mvc-kind-filter' ).selectOption( 'faq_question' );
	await page.locator( '#post-query-submit' ).click();
	await expect( page ).toHaveURL( /mvc_kind=faq_question/ );
	const questionRow = page.locator( 'tr', { hasText: question } );
	await expect( questionRow ).toContainText( '期刊常见问题提问' );
	await expect( questionRow.locator( 'td.mvc_source a' ) ).toHaveAttribute(
		'href',
		/\/journals\//
	);
	await expect( page.locator( 'tr', { hasText: title } ) ).toHaveCount( 0 );

	// Opened, the contact message is text (nothing to edit) and is read from then on.
	await page.goto( '/wp-admin/edit.php?post_type=mvc_submission' );
	await page
		.locator( 'tr', { hasText: title } )
		.locator( 'a.row-title' )
		.click();
	const box = page.locator( '#mvc-submission' );
	await expect( box ).toContainText( '端到端' );
	await expect( box ).toContainText( '第二行 <b>不是粗体</b>' );
	await expect( box.locator( 'input, textarea' ) ).toHaveCount( 0 );
	await expect( page.locator( '#submitdiv' ) ).toHaveCount( 0 );
	// Answered in its own screen (inbox-reply.operator.spec.ts), not with a mail program.
	await expect( page.locator( '#mvc-submission-reply' ) ).toHaveAttribute(
		'href',
		/post\.php\?post=\d+&action=edit#mvc-reply-text$/
	);
	await expect( page.locator( '#mvc-reply-text' ) ).toBeVisible();
	await page.goto( '/wp-admin/edit.php?post_type=mvc_submission' );
	await expect( page.locator( 'tr', { hasText: title } ) ).not.toHaveClass(
		/mvc-submission-unread/
	);

	// The CSV: a byte order mark, the Chinese header, the message.
	const [ download ] = await Promise.all( [
		page.waitForEvent( 'download' ),
		page.locator( '#mvc-submissions-export' ).click(),
	] );
	expect( download.suggestedFilename() ).toMatch(
		/^submissions-\d{8}\.csv$/
	);
	const bytes = await readFile( ( await download.path() )! );
	expect( [ ...bytes.subarray( 0, 3 ) ] ).toEqual( [ 0xef, 0xbb, 0xbf ] );
	const csv = bytes.subarray( 3 ).toString( 'utf8' );
	expect( csv.startsWith( '"类型","姓名","邮箱","主题","留言"' ) ).toBe(
		true
	);
	expect( csv ).toContain(
		`"联系留言","端到端","inbox-${ stamp }@example.com","${ title }"`
	);
	expect( csv ).toContain( question );
} );
