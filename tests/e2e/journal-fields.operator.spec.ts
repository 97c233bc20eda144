/**
 * An operator fills a journal's fields in the block editor (issue 16, "Operators: the journal's
 * fields"): a new journal, a metric (a non-number is refused inline and locks saving), an editor's
 * name and a question with its answer, in the Chinese groups of 期刊资料 in the document sidebar,
 * and its cover; published, the
 * values are in core REST's `acf` field and on the journal's minisite. The journal is deleted after.
 */
import { test, expect, type Page } from '@playwright/test';

import { editorReady } from './support/editor';
import { logInOperator } from './support/operators';

/**
 * Shows a group of 期刊资料 (one group's fields at a time).
 *
 * @param page  The editor.
 * @param title The group's title.
 */
async function group( page: Page, title: string ): Promise< void > {
	const button = page
		.getByRole( 'group', { name: '字段分组' } )
		.getByRole( 'button', { name: title, exact: true } );
	await button.click();
	await expect( button ).toHaveAttribute( 'aria-pressed', 'true' );
}

/**
 * Opens a panel of the document sidebar by its title (a closed panel's fields are not drawn).
 *
 * @param page  The editor.
 * @param title The panel's title.
 */
async function openPanel( page: Page, title: string ): Promise< void > {
	const toggle = page.getByRole( 'button', { name: title, exact: true } );
	await toggle.scrollIntoViewIfNeeded();
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await toggle.click();
	}
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
}

test( 'an operator fills a journal’s fields and sees them in REST and on the minisite', async ( {
	page,
} ) => {
	const title = `测试期刊 ${ Date.now() }`;
	await logInOperator( page );
	await page.goto( '/wp-admin/post-new.php?post_type=journal' );

	// The editor is ready: its store has the new journal; the welcome guide is closed.
	await editorReady( page, { type: 'journal' } );
	await page.evaluate( ( journalTitle ) => {
		(
			window as unknown as {
				wp: {
					data: {
						dispatch: (
							store: string
						) => Record< string, ( ...args: unknown[] ) => void >;
					};
				};
			}
		 ).wp.data
			.dispatch( 'core/editor' )
			.editPost( { title: journalTitle } );
	}, title );

	// 指标与收录: a non-number is refused as typed and locks saving; a number is taken.
	await openPanel( page, '期刊资料' );
	await group( page, '指标与收录' );
	const impact = page.getByLabel( '影响因子', { exact: true } );
	await impact.fill( '十二' );
	await expect( page.getByText( '请输入数字，例如 12.5。' ) ).toBeVisible();
	const savingLocked = () =>
		page.evaluate( () =>
			(
				window as unknown as {
					wp: {
						data: {
							select: ( store: string ) => {
								isPostSavingLocked: () => boolean;
							};
						};
					};
				}
			 ).wp.data
				.select( 'core/editor' )
				.isPostSavingLocked()
		);
	await expect.poll( savingLocked ).toBe( true );
	await impact.fill( '12.5' );
	await expect( page.getByText( '请输入数字，例如 12.5。' ) ).toHaveCount(
		0
	);
	await expect.poll( savingLocked ).toBe( false );

	// 编委 and 常见问题.
	await group( page, '编委' );
	await page.getByLabel( '编委 1：姓名', { exact: true } ).fill( '测试编委' );
	await group( page, '常见问题' );
	await page
		.getByLabel( '常见问题 1：问题', { exact: true } )
		.fill( '测试期刊如何投稿？' );
	await page
		.getByLabel( '常见问题 1：回答', { exact: true } )
		.fill( '请通过期刊主页的投稿系统投稿。' );

	// The cover (期刊封面, required to publish; journal-create.operator.spec.ts chooses it in the
	// media library): the oldest image of the library.
	const images = ( await (
		await page.request.get(
			'/wp-json/wp/v2/media?media_type=image&orderby=date&order=asc&per_page=1&_fields=id'
		)
	).json() ) as { id: number }[];
	expect( images ).toHaveLength( 1 );
	await page.evaluate( ( cover ) => {
		(
			window as unknown as {
				wp: {
					data: {
						dispatch: ( store: string ) => {
							editPost: ( edits: unknown ) => void;
						};
					};
				};
			}
		 ).wp.data
			.dispatch( 'core/editor' )
			.editPost( { featured_media: cover } );
	}, images[ 0 ].id );

	// Publish (the editor asks once more in its pre-publish panel).
	// WordPress's own editor strings may be in English (core's script translations are not
	// always installed): its buttons are found by their classes.
	await page.locator( '.editor-post-publish-panel__toggle' ).click();
	await page
		.locator( '.editor-post-publish-panel .editor-post-publish-button' )
		.click();
	await expect(
		page.locator( '.post-publish-panel__postpublish' )
	).toBeVisible( { timeout: 30_000 } );

	const { id, nonce } = await page.evaluate( () => {
		const globals = window as unknown as {
			wp: {
				data: {
					select: ( store: string ) => {
						getCurrentPostId: () => number;
					};
				};
			};
			wpApiSettings: { nonce: string };
		};
		return {
			id: globals.wp.data.select( 'core/editor' ).getCurrentPostId(),
			nonce: globals.wpApiSettings.nonce,
		};
	} );

	try {
		// Core REST's `acf` field, as a visitor reads it (ACF's default format: a number as a
		// number, a field never set as ACF's default '', an image as its id or null).
		const response = await page.request.get(
			`/wp-json/wp/v2/journals/${ id }?_fields=id,slug,link,acf`
		);
		expect( response.ok() ).toBe( true );
		const journal = ( await response.json() ) as {
			link: string;
			acf: {
				impact_factor: number | '';
				cite_score: number | '';
				editor_team_1: { name: string; avatar: unknown };
				FAQ1: { question: string; answer: string };
			};
		};
		expect( journal.acf.impact_factor ).toBe( 12.5 );
		expect( journal.acf.cite_score ).toBe( '' );
		expect( journal.acf.editor_team_1 ).toEqual( {
			name: '测试编委',
			job: '',
			avatar: null,
		} );
		expect( journal.acf.FAQ1 ).toEqual( {
			question: '测试期刊如何投稿？',
			answer: '请通过期刊主页的投稿系统投稿。',
		} );

		// The minisite shows them.
		const minisite = await page.goto( journal.link );
		expect( minisite?.status() ).toBe( 200 );
		await expect( page.getByText( '测试编委' ).first() ).toBeAttached();
		await expect(
			page.getByText( '测试期刊如何投稿？' ).first()
		).toBeAttached();
		await expect( page.getByText( '12.5' ).first() ).toBeAttached();
	} finally {
		await page.request.delete(
			`/wp-json/wp/v2/journals/${ id }?force=true`,
			{ headers: { 'X-WP-Nonce': nonce } }
		);
	}
	const gone = await page.request.get( `/wp-json/wp/v2/journals/${ id }` );
	expect( gone.status() ).toBe( 404 );
} );
