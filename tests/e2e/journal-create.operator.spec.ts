/**
 * The editor (WordPress's role) makes a journal without a manual (issue 24, item 3): a Chinese
 * title (its address is pinyin), the cover chosen from the media library (publishing waits for it),
 * every field (the groups of 期刊资料 one at a time), published; its card on /journals and its slide
 * in the home carousel show the cover. Two articles and a call for papers join it by choosing it in
 * 所属期刊 (the first through the picker, with its deadline from the calendar and its references as
 * rows; the others through the same meta over REST), and the minisite lists them. No console error,
 * no CSP violation, no PHP error text. Everything made is deleted after.
 */

import { test, expect, type Page } from '@playwright/test';

import { editorReady } from './support/editor';
import { png } from './support/images';
import { logInOperator } from './support/operators';
import { watchPage } from './support/watch';

/** The demo's categories (bin/wp-setup.php): research news and calls for papers. */
const RESEARCH_NEWS = 128;
const CALLS_FOR_PAPERS = 149;

/**
 * Edits the post in the editor's store (what the core panels would do).
 *
 * @param page  The editor.
 * @param edits The edits.
 */
async function editPost(
	page: Page,
	edits: Record< string, unknown >
): Promise< void > {
	await page.evaluate( ( values ) => {
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
			.editPost( values );
	}, edits );
}

/**
 * A value of the editor's store.
 *
 * @param page     The editor.
 * @param selector The `core/editor` selector (no arguments).
 */
function editorValue( page: Page, selector: string ): Promise< unknown > {
	return page.evaluate(
		( name ) =>
			(
				window as unknown as {
					wp: {
						data: {
							select: (
								store: string
							) => Record< string, () => unknown >;
						};
					};
				}
			 ).wp.data
				.select( 'core/editor' )
				[ name ](),
		selector
	);
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

/**
 * Shows a group of 期刊资料.
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
 * Publishes the edited post through the editor's own buttons and waits for the post-publish
 * panel. WordPress's own editor strings may be in English: its buttons are found by their classes.
 *
 * @param page The editor.
 */
async function publish( page: Page ): Promise< void > {
	// The pre-publish panel may be open already.
	if (
		! ( await page.locator( '.editor-post-publish-panel' ).isVisible() )
	) {
		await page.locator( '.editor-post-publish-panel__toggle' ).click();
	}
	await page
		.locator( '.editor-post-publish-panel .editor-post-publish-button' )
		.click();
	await expect(
		page.locator( '.post-publish-panel__postpublish' )
	).toBeVisible( { timeout: 30_000 } );
}

test( 'the editor makes a journal with its cover, attaches articles by choosing it and sees them', async ( {
	page,
} ) => {
	test.setTimeout( 420_000 );
	const problems = await watchPage( page );
	const stamp = Date.now();
	const title = `先进储能材料测试 ${ stamp }`;
	const made: string[] = [];

	await logInOperator( page, 'editor' );
	await page.goto( '/wp-admin/post-new.php?post_type=journal' );
	await editorReady( page, { type: 'journal' } );
	const nonce = await page.evaluate(
		() =>
			( window as unknown as { wpApiSettings: { nonce: string } } )
				.wpApiSettings.nonce
	);
	const headers = { 'X-WP-Nonce': nonce };

	try {
		// The cover in the media library (as an editor would have uploaded it).
		const upload = await page.request.post( '/wp-json/wp/v2/media', {
			headers: {
				...headers,
				'Content-Type': 'image/png',
				'Content-Disposition': `attachment; filename="cover-${ stamp }.png"`,
			},
			// A cover WordPress can size.
			data: png( [ 11, 92, 173 ], 300, 400 ),
		} );
		expect( upload.status() ).toBe( 201 );
		const cover = ( ( await upload.json() ) as { id: number } ).id;
		made.push( `/wp-json/wp/v2/media/${ cover }?force=true` );

		await editPost( page, { title } );

		// 期刊资料: one group at a time; a field of each group typed as a person would.
		await openPanel( page, '期刊资料' );
		await expect(
			page.getByLabel( '期刊名称', { exact: true } )
		).toBeVisible();
		await expect(
			page.getByLabel( '影响因子', { exact: true } )
		).toHaveCount( 0 );
		await page
			.getByLabel( '期刊名称', { exact: true } )
			.fill( `Advanced Energy Storage ${ stamp }` );
		await page
			.getByLabel( '期刊主页', { exact: true } )
			.fill( 'https://example.com/journal' );
		await page.getByLabel( '正在征稿', { exact: true } ).check();
		await group( page, '指标与收录' );
		await expect(
			page.getByLabel( '期刊名称', { exact: true } )
		).toHaveCount( 0 );
		await page.getByLabel( '影响因子', { exact: true } ).fill( '12.5' );
		await page
			.getByRole( 'checkbox', { name: 'SCIE', exact: true } )
			.check();
		await group( page, '编委' );
		await page
			.getByLabel( '编委 1：姓名', { exact: true } )
			.fill( '测试编委' );
		await group( page, '常见问题' );
		await page
			.getByLabel( '常见问题 1：问题', { exact: true } )
			.fill( '如何投稿？' );
		// The rest of the ~70 fields at once, as a full journal has them.
		await editPost( page, {
			meta: {
				contribute_url: 'https://example.com/submit',
				contribute_guide: 'https://example.com/guide',
				journal_templete_type: 'OA Journal',
				introduction: '一本关于储能材料的期刊。',
				ISSN: '1234-5678',
				publication_year: 2019,
				cite_score: 20.1,
				'5_years_impact_factor': 13.2,
				SJR: 3.1,
				SNIP: 2.2,
				metrics_note: '2025 年 JCR',
				editor_team_url: 'https://example.com/board',
				editor_team_1_job: '主编',
				promote_video_url: 'https://example.com/video.mp4',
				carousel_1_carousel_title: '期刊轮播',
				latest_article_1_title: '最新文章',
				latest_article_1_origin_url: 'https://example.com/a1',
				wol_url: 'https://example.com/library',
				FAQ1_answer: '请通过投稿系统投稿。',
				wechat_official_account_id: 'mvc-test',
			},
		} );

		// Publishing waits for the cover, with a Chinese notice; the cover is at hand in the
		// pre-publish panel, chosen from the media library.
		await page.locator( '.editor-post-publish-panel__toggle' ).click();
		await expect
			.poll( () => editorValue( page, 'isPostSavingLocked' ) )
			.toBe( true );
		await expect(
			page.getByText( '请先选择期刊封面再发布：在“期刊封面”面板中选择。' )
		).toBeVisible();
		const prePublish = page.locator( '.editor-post-publish-panel' );
		await prePublish
			.locator( '.mvc-journal-fields__cover' )
			.getByRole( 'button', { name: '期刊封面', exact: true } )
			.click();
		const library = page.locator( '.media-modal' ).last();
		await expect( library ).toBeVisible();
		// The frame may open on its upload tab: the library is the other one.
		await library.locator( '#menu-item-browse' ).click();
		const item = library.locator( `li.attachment[data-id="${ cover }"]` );
		await item.click();
		await library.locator( '.media-button-select' ).click();
		await expect( library ).toBeHidden();
		await expect
			.poll( () => editorValue( page, 'isPostSavingLocked' ) )
			.toBe( false );
		await expect(
			prePublish.locator( '.mvc-journal-fields__cover img' )
		).toBeVisible();
		await publish( page );

		const journal = ( await (
			await page.request.get(
				`/wp-json/wp/v2/journals/${ await editorValue( page, 'getCurrentPostId' ) }?_fields=id,slug,link,featured_media,acf`,
				{ headers }
			)
		).json() ) as {
			id: number;
			slug: string;
			link: string;
			featured_media: number;
			acf: {
				impact_factor: number;
				ERs: string[];
				call_for_papers: boolean;
			};
		};
		made.unshift( `/wp-json/wp/v2/journals/${ journal.id }?force=true` );
		// A readable address: the title's pinyin.
		expect( journal.slug ).toBe(
			`xian-jin-chu-neng-cai-liao-ce-shi-${ stamp }`
		);
		expect( journal.featured_media ).toBe( cover );
		expect( journal.acf.impact_factor ).toBe( 12.5 );
		expect( journal.acf.ERs ).toEqual( [ 'SCIE' ] );
		expect( journal.acf.call_for_papers ).toBe( true );

		// An article joins it by choosing it in 所属期刊, with a deadline and references.
		const articleTitle = `储能研究进展 ${ stamp }`;
		await page.goto( '/wp-admin/post-new.php' );
		await editorReady( page, { type: 'post' } );
		await editPost( page, {
			title: articleTitle,
			content: '<!-- wp:paragraph --><p>正文。</p><!-- /wp:paragraph -->',
			categories: [ RESEARCH_NEWS ],
		} );
		await openPanel( page, '所属期刊' );
		const picker = page.getByRole( 'combobox', { name: '所属期刊' } );
		await picker.fill( `先进储能材料测试 ${ stamp }` );
		await page.getByRole( 'option', { name: title } ).click();
		await expect
			.poll( () =>
				page.evaluate(
					() =>
						(
							window as unknown as {
								wp: {
									data: {
										select: ( store: string ) => {
											getEditedPostAttribute: (
												name: string
											) => Record< string, unknown >;
										};
									};
								};
							}
						 ).wp.data
							.select( 'core/editor' )
							.getEditedPostAttribute( 'meta' ).mvc_journal
				)
			)
			.toBe( journal.id );

		await openPanel( page, '论文与期刊' );
		await page.getByRole( 'button', { name: '添加文献' } ).click();
		await page
			.getByLabel( '文献 1：标题', { exact: true } )
			.fill( '储能综述' );
		await page
			.getByLabel( '文献 1：链接', { exact: true } )
			.fill( 'https://doi.org/10.1000/1' );
		await page.getByRole( 'button', { name: '添加文献' } ).click();
		await page
			.getByLabel( '文献 2：链接', { exact: true } )
			.fill( 'https://doi.org/10.1000/2' );

		await openPanel( page, '特刊征稿' );
		await page.getByRole( 'button', { name: /^截稿日期：/ } ).click();
		// The calendar opens on the current month: its 28th.
		await page
			.locator( '.components-popover .components-datetime__date' )
			.getByText( '28', { exact: true } )
			.click();
		const deadline = ( await page.evaluate(
			() =>
				(
					window as unknown as {
						wp: {
							data: {
								select: ( store: string ) => {
									getEditedPostAttribute: (
										name: string
									) => Record< string, unknown >;
								};
							};
						};
					}
				 ).wp.data
					.select( 'core/editor' )
					.getEditedPostAttribute( 'meta' ).submission_deadline
		) ) as string;
		expect( deadline ).toMatch( /^\d{4}-\d{2}-\d{2}$/ );
		await expect(
			page.getByRole( 'button', { name: `截稿日期：${ deadline }` } )
		).toBeVisible();
		await publish( page );
		const articleId = ( await editorValue(
			page,
			'getCurrentPostId'
		) ) as number;
		made.unshift( `/wp-json/wp/v2/posts/${ articleId }?force=true` );
		const article = ( await (
			await page.request.get(
				`/wp-json/wp/v2/posts/${ articleId }?context=edit&_fields=slug,tags,meta`,
				{ headers }
			)
		).json() ) as {
			slug: string;
			tags: number[];
			meta: Record< string, unknown >;
		};
		expect( article.slug ).toBe( `chu-neng-yan-jiu-jin-zhan-${ stamp }` );
		expect( article.meta.reference_title ).toBe(
			'储能综述\nhttps://doi.org/10.1000/2'
		);
		expect( article.meta.reference_url ).toBe(
			'https://doi.org/10.1000/1\nhttps://doi.org/10.1000/2'
		);
		const tag = ( await (
			await page.request.get(
				`/wp-json/wp/v2/tags?slug=${ journal.slug }&_fields=id,name`
			)
		).json() ) as { id: number }[];
		expect( tag ).toHaveLength( 1 );
		expect( article.tags ).toContain( tag[ 0 ].id );

		// A second article and a call for papers choose it too (the same meta over REST).
		const others = [
			{
				title: `第二篇储能文章 ${ stamp }`,
				categories: [ RESEARCH_NEWS ],
				meta: { mvc_journal: journal.id },
			},
			{
				title: `储能材料特刊征稿 ${ stamp }`,
				categories: [ CALLS_FOR_PAPERS ],
				meta: {
					mvc_journal: journal.id,
					cfps_link: 'https://example.com/cfp',
					submission_deadline: deadline,
					si_title_cn: '储能材料特刊',
					si_title_en: 'Energy storage materials',
				},
			},
		];
		for ( const other of others ) {
			const response = await page.request.post( '/wp-json/wp/v2/posts', {
				headers,
				data: { ...other, status: 'publish', content: '正文。' },
			} );
			expect( response.status() ).toBe( 201 );
			made.unshift(
				`/wp-json/wp/v2/posts/${ ( ( await response.json() ) as { id: number } ).id }?force=true`
			);
		}

		// The minisite lists all three at once.
		await page.goto( `${ journal.link }?e2e=${ stamp }` );
		for ( const name of [
			articleTitle,
			others[ 0 ].title,
			others[ 1 ].title,
		] ) {
			await expect( page.getByText( name ).first() ).toBeAttached();
		}

		// Its card on /journals and its slide on the home page show the cover (no empty card).
		await page.goto( `/journals/?e2e=${ stamp }` );
		const card = page.locator( '.mvc-journal-card', { hasText: title } );
		await expect( card ).toHaveCount( 1 );
		await expect( card.locator( 'img' ) ).toHaveAttribute(
			'src',
			/cover-\d+/
		);
		await page.goto( `/?e2e=${ stamp }` );
		const slide = page
			.locator( '#mvc-home-journal-carousel .mvc-journal-cover' )
			.filter( { hasText: title } )
			.first();
		await expect( slide ).toBeAttached();
		await expect( slide.locator( 'img' ) ).toHaveAttribute(
			'src',
			/cover-\d+/
		);
		// No card of a journal is an empty grey box: each has its cover or its drawn title.
		await expect(
			page.locator(
				'.mvc-journal-cover:not(:has(img)):not(:has(.mvc-journal-placeholder))'
			)
		).toHaveCount( 0 );
	} finally {
		for ( const path of made ) {
			await page.request.delete( path, { headers } );
		}
	}
	expect( problems ).toEqual( [] );
} );
