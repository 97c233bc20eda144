/**
 * The English-text crawl of issue 24 ("Chinese for the operator"): the editor (WordPress's role, the
 * person who does the daily work) opens the screens of that work — the login screen, the dashboard,
 * every post type's list (with Screen Options, Help and the first row's Quick Edit open), the
 * classic edit screens of courses, podcasts and home banners, the media library (grid and list),
 * users (where the editor may list them), their profile, comments, the plugin's own screens, and the
 * block editor of a new article and of a new journal with the document sidebar, the inserter and the
 * pre-publish panel open — and the crawl fails on any interface text that is not Chinese.
 *
 * What is read on each screen: visible text nodes (and screen-reader text whose container is shown),
 * `aria-label`, `title`, `placeholder` and `data-rich-text-placeholder` attributes, button values and
 * the options of visible selects; the editor's canvas (an iframe) only for its placeholders and
 * labels, not its content. Content is left out (post and media titles, user names and addresses, term
 * names, comment text, the site's name, WordPress.org's news feed), and so are the terms that are the
 * same in Chinese (ISSN, DOI, SCIE, WordPress, URL, ID, ...), numbers, dates, addresses, file names and
 * locale codes. A failure prints every offending string with its screen. Nothing is saved: the new
 * article and journal stay unsaved (their title is set in the editor's store only).
 *
 * Core's strings are translated in languages/core/*.po (bin/i18n-core.mjs), the plugin's in
 * languages/mvc-core-zh_CN.po.
 */
import fs from 'node:fs';

import {
	test,
	expect,
	type Browser,
	type Page,
	type Frame,
} from '@playwright/test';

import { editorReady } from './support/editor';
import { logInOperator } from './support/operators';

/**
 * Words that read the same on a Chinese screen: names, acronyms and units.
 */
const ALLOWED = [
	'WordPress',
	'ISSN',
	'EISSN',
	'e-ISSN',
	'CN',
	'DOI',
	'SCIE',
	'SCI',
	'SSCI',
	'EI',
	'JCR',
	'CAS',
	'ESCI',
	'IF',
	'URL',
	'ID',
	'RSS',
	'HTML',
	'CSS',
	'PHP',
	'JSON',
	'REST',
	'API',
	'CSV',
	'PDF',
	'QR',
	'SMTP',
	'ACF',
	'MVC',
	'WeChat',
	'Gravatar',
	'JPEG',
	'JPG',
	'PNG',
	'GIF',
	'WebP',
	'AVIF',
	'SVG',
	'HEIC',
	'MP3',
	'MP4',
	'KB',
	'MB',
	'GB',
	'px',
	'AM',
	'PM',
	'am',
	'pm',
	'http',
	'https',
	'iframe',
	'Markdown',
	'Openverse',
	'Emoji',
	'Tab',
	'Esc',
	'Enter',
	'Ctrl',
	'Shift',
	'Alt',
	'XML-RPC',
	'WordCamp',
	// The language menu names each language in itself.
	'English (United States)',
	// Core's own terms the zh_CN team leaves in Latin letters.
	'Pingback',
	'pingback',
	'Trackback',
	'trackback',
	'ping',
	'Ping',
	// SimplePie's literal (not translatable) prefix of a feed's error, offline.
	'WP HTTP Error',
];

/**
 * Elements whose text is content, not interface (inside them nothing is read).
 */
const CONTENT = [
	// Lists: titles, names, terms, comment text, authors.
	'a.row-title',
	'.column-title .filename',
	'.column-title strong > a',
	'.column-username strong',
	'.column-username .username',
	'.column-name',
	'.column-email',
	'.column-author a',
	'.column-author strong',
	'.column-tags a',
	'.column-categories a',
	'.column-response .comments-edit-item-link',
	'.column-comment .comment-author',
	'.column-comment > p',
	'.column-comment .comment-text',
	'.column-comment blockquote',
	'.column-comment .submitted-on + *',
	'.column-parent',
	'.taxonomy-column a',
	'[class*="column-taxonomy-"] a',
	'td.parent a',
	'.media-icon + strong',
	// The media grid's tiles (their label is the title) and the attachment details.
	'li.attachment',
	'.attachment .filename',
	'.attachment-details .filename',
	'.attachment-details .title',
	// The dashboard's lists of posts and comments.
	'#dashboard_activity .activity-block a',
	'#dashboard_activity .dashboard-comment-wrap',
	'#dashboard_activity .comment-meta cite',
	'#dashboard_right_now #wp-version-message',
	// WordPress.org's news and events: an external feed (and its error offline).
	'#dashboard_primary .rss-widget',
	'#dashboard_right_now .main ul li a',
	// The admin bar's site name and user.
	'#wp-admin-bar-site-name > a',
	'#wp-admin-bar-my-account > a .display-name',
	'#wp-admin-bar-user-info',
	'#wp-admin-bar-view-site',
	// The profile's own fields' values (drawn as text in a few places), the user's name in the title.
	'#your-profile .user-display-name-wrap option',
	'#profile-page h1 .display-name',
	// Select of authors and parents (names and titles).
	'select#post_author_override option',
	'select#parent_id option',
	'select[name="author"] option',
	'select[name="m"] option',
	'select[name="post_author"] option',
	// Help tab's links to WordPress.org documentation (link texts are translated; URLs are not).
	'.contextual-help-sidebar a[href*="wordpress.org"] + *',
	// The block editor: the canvas and the document's own title in the top bar.
	'iframe',
	'.editor-document-bar__post-title',
	'.editor-post-title',
	'.block-editor-block-card__title .block-editor-block-card__name',
	'.editor-post-publish-panel__link',
	'.editor-post-card-panel__title',
	'.editor-post-url__link',
	'.editor-post-panel__row-control a',
	'.editor-post-author__panel-dropdown',
	'.components-form-token-field__token-text',
	'.editor-post-taxonomies__hierarchical-terms-list label',
	'.block-editor-block-types-list__item-title',
	'.block-editor-inserter__media-list',
	'.block-editor-inserter__patterns-category',
	'.block-editor-block-patterns-list',
	'.editor-post-format',
	'code',
	'pre',
].join( ',' );

/**
 * Which strings are English: a word of two Latin letters or more once content (titles, names),
 * allowed terms, addresses, file names, e-mail addresses and locale codes are taken out.
 *
 * @param text    A string the operator sees.
 * @param content The content strings of the screen (longest first).
 */
function isEnglish( text: string, content: string[] ): boolean {
	let rest = text;
	for ( const piece of content ) {
		rest = rest.split( piece ).join( ' ' );
	}
	if ( /^[a-z]{2,3}(?:_[A-Z]{2})?$/.test( rest.trim() ) ) {
		return false; // A locale's code (the language menu offline).
	}
	rest = rest
		.replace( /https?:\/\/\S+/g, ' ' )
		.replace( /\b[\w.+-]+@[\w-]+\.[\w.]+/g, ' ' )
		.replace(
			/\b[\w-]+\.(?:jpe?g|png|gif|webp|svg|pdf|mp3|mp4|csv|zip|php)\b/gi,
			' '
		)
		.replace( /\b[\w-]+(?:\.[\w-]+)+\/\S*/g, ' ' )
		.replace( /\blocalhost(?::\d+)?\S*/g, ' ' );
	for ( const word of ALLOWED ) {
		rest = rest.replace(
			new RegExp(
				`(^|[^A-Za-z])${ word.replace(
					/[.*+?^${}()|[\]\\]/g,
					'\\$&'
				) }(?=$|[^A-Za-z])`,
				'g'
			),
			'$1 '
		);
	}
	return /[A-Za-z]{2,}/.test( rest );
}

/**
 * Every string of interface a document (or the editor's canvas) shows.
 *
 * @param frame      The page's main frame or the canvas.
 * @param onlyLabels Read only attributes (the canvas: its text is the post's content).
 */
async function interfaceStrings(
	frame: Frame,
	onlyLabels = false
): Promise< { strings: string[]; content: string[] } > {
	return frame.evaluate(
		( { content, labelsOnly } ) => {
			const found = new Set< string >();
			// What content elements say (titles, names): taken out of the strings that quote them.
			const contentTexts = new Set< string >();
			for ( const element of document.querySelectorAll( content ) ) {
				for ( const text of [
					element.textContent,
					element.getAttribute( 'aria-label' ),
				] ) {
					const clean = ( text ?? '' ).replace( /\s+/g, ' ' ).trim();
					if ( clean.length > 1 ) {
						contentTexts.add( clean );
					}
				}
			}
			const add = ( text: string | null | undefined ) => {
				const clean = ( text ?? '' ).replace( /\s+/g, ' ' ).trim();
				if ( clean ) {
					found.add( clean );
				}
			};
			// Shown, or read aloud: screen-reader text counts where its container is shown.
			const shown = ( element: Element ): boolean => {
				if (
					element.closest( content ) ||
					element.closest(
						'[hidden], [aria-hidden="true"], template'
					)
				) {
					return false;
				}
				const visible =
					element.closest( '.screen-reader-text' )?.parentElement ??
					element;
				return visible.checkVisibility( { visibilityProperty: true } );
			};
			if ( ! labelsOnly ) {
				const walker = document.createTreeWalker(
					document.body,
					NodeFilter.SHOW_TEXT
				);
				for (
					let node = walker.nextNode();
					node;
					node = walker.nextNode()
				) {
					const parent = node.parentElement;
					if (
						parent &&
						! parent.closest(
							'script, style, noscript, textarea'
						) &&
						shown( parent )
					) {
						add( node.textContent );
					}
				}
			}
			for ( const element of document.body.querySelectorAll(
				'[aria-label], [title], [placeholder], [data-rich-text-placeholder], input[type="submit"], input[type="button"], select'
			) ) {
				if ( ! shown( element ) ) {
					continue;
				}
				add( element.getAttribute( 'aria-label' ) );
				if ( ! labelsOnly ) {
					add( element.getAttribute( 'title' ) );
				}
				add( element.getAttribute( 'placeholder' ) );
				add( element.getAttribute( 'data-rich-text-placeholder' ) );
				if (
					element instanceof HTMLInputElement &&
					[ 'submit', 'button' ].includes( element.type )
				) {
					add( element.value );
				}
				if ( element instanceof HTMLSelectElement ) {
					for ( const option of element.options ) {
						if ( ! option.closest( content ) ) {
							add( option.textContent );
						}
					}
				}
			}
			return { strings: [ ...found ], content: [ ...contentTexts ] };
		},
		{ content: CONTENT, labelsOnly: onlyLabels }
	);
}

type Finding = { screen: string; text: string };

/**
 * The English strings of the page as it is now.
 *
 * @param page   The page.
 * @param screen The screen's name in the report.
 */
async function englishOn( page: Page, screen: string ): Promise< Finding[] > {
	const { strings, content } = await interfaceStrings( page.mainFrame() );
	const canvas = page.frame( { name: 'editor-canvas' } );
	if ( canvas ) {
		strings.push( ...( await interfaceStrings( canvas, true ) ).strings );
	}
	content.sort( ( a, b ) => b.length - a.length );
	return [ ...new Set( strings ) ]
		.filter( ( text ) => isEnglish( text, content ) )
		.map( ( text ) => ( { screen, text } ) );
}

/**
 * Opens the block editor for a new post of a type, as the operator finds it (welcome guide closed),
 * and reads it with the document sidebar (every panel open), the inserter and the pre-publish panel
 * open in turn.
 *
 * @param page     The page.
 * @param postType The post type.
 */
async function crawlEditor(
	page: Page,
	postType: string
): Promise< Finding[] > {
	const screen = `post-new.php?post_type=${ postType }`;
	await page.goto( `/wp-admin/${ screen }` );
	await editorReady( page, { type: postType } );
	await expect(
		page
			.locator(
				'.editor-post-publish-panel__toggle, .editor-post-publish-button__button'
			)
			.first()
	).toBeVisible();
	await expect(
		page.locator( '.interface-complementary-area' )
	).toBeVisible();
	// Every panel of the sidebar open, whatever the editor's saved panel state (a long-lived
	// instance remembers the panels an operator opened; a fresh one has some closed).
	const closed = page.locator(
		'.interface-complementary-area .components-panel__body:not(.is-opened) > .components-panel__body-title > button'
	);
	while ( ( await closed.count() ) > 0 ) {
		await closed.first().click();
	}
	const findings = await englishOn( page, `${ screen } (document sidebar)` );

	// The inserter.
	const inserter = page.locator( '.editor-document-tools__inserter-toggle' );
	await inserter.click();
	await expect(
		page.locator( '.block-editor-inserter__menu' )
	).toBeVisible();
	findings.push( ...( await englishOn( page, `${ screen } (inserter)` ) ) );
	await inserter.click();
	await expect( page.locator( '.block-editor-inserter__menu' ) ).toHaveCount(
		0
	);

	// The pre-publish panel (a new post's publish button opens it; it publishes nothing by itself).
	await page.evaluate( () => {
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
			.editPost( { title: '测试' } );
	} );
	await page.locator( '.editor-post-publish-panel__toggle' ).click();
	await expect(
		page.locator( '.editor-post-publish-panel__prepublish' )
	).toBeVisible();
	findings.push(
		...( await englishOn( page, `${ screen } (pre-publish panel)` ) )
	);
	return findings;
}

/**
 * Fails with every English string found, one line each: the string, the first screen it was seen on
 * and on how many more. MVC_CRAWL_REPORT=<file> also writes them as JSON to <file>.<part>.json (for
 * translating them).
 *
 * @param findings The strings and their screens.
 * @param part     Which part of the crawl (the report file's suffix).
 */
async function expectNoEnglish(
	findings: Finding[],
	part: string
): Promise< void > {
	// One line per string, the first screen it was seen on and how many screens show it.
	const byText = new Map< string, string[] >();
	for ( const { screen, text } of findings ) {
		byText.set( text, [ ...( byText.get( text ) ?? [] ), screen ] );
	}
	const report = [ ...byText ]
		.map(
			( [ text, where ] ) =>
				`${ JSON.stringify( text ) }   on ${ where[ 0 ] }${
					where.length > 1 ? ` (+${ where.length - 1 } more)` : ''
				}`
		)
		.sort();
	// MVC_CRAWL_REPORT=<file>: every string with its screens, as JSON (for translating them).
	if ( process.env.MVC_CRAWL_REPORT ) {
		fs.writeFileSync(
			`${ process.env.MVC_CRAWL_REPORT }.${ part }.json`,
			JSON.stringify( Object.fromEntries( byText ), null, '\t' )
		);
	}
	await test.info().attach( 'english-strings.txt', {
		body: report.join( '\n' ),
		contentType: 'text/plain',
	} );
	expect(
		report,
		`${ report.length } English strings on the operator's screens:\n${ report.join(
			'\n'
		) }`
	).toEqual( [] );
}

test.describe( 'wp-admin in Chinese for the editor', () => {
	// Many screens, each with its panels opened: room for a busy machine. One worker runs the
	// three tests in turn, after one login.
	test.describe.configure( { mode: 'serial', timeout: 300_000 } );

	// One login per worker (wp-login.php limits tries; the other specs log in too): the editor's
	// cookies are kept and every test opens its pages with them.
	let editorState = '';
	test.beforeAll( async ( { browser } ) => {
		const page = await browser.newPage();
		// The login screen itself, before anyone is logged in.
		await page.goto( '/wp-login.php' );
		loginFindings = await englishOn( page, 'wp-login.php' );
		await logInOperator( page, 'editor' );
		editorState = test.info().outputPath( 'editor-state.json' );
		await page.context().storageState( { path: editorState } );
		await page.close();
	} );
	let loginFindings: Finding[] = [];

	/**
	 * A page of a context with the editor's cookies.
	 *
	 * @param browser The browser.
	 */
	async function editorPage( browser: Browser ): Promise< Page > {
		const context = await browser.newContext( {
			storageState: editorState,
		} );
		return context.newPage();
	}

	test( 'the daily screens show no English interface text', async ( {
		browser,
	} ) => {
		const page = await editorPage( browser );
		const findings: Finding[] = [ ...loginFindings ];
		await page.goto( '/wp-admin/' );

		// The fixed screens, and the post types' lists and the plugin's screens from the menu.
		const menu = await page
			.locator( '#adminmenu a' )
			.evaluateAll( ( links ) =>
				links.map( ( link ) => ( link as HTMLAnchorElement ).href )
			);
		// users.php where the editor may list users (the menu links it).
		const screens = new Set< string >( [
			'index.php',
			'upload.php?mode=grid',
			'upload.php?mode=list',
			'profile.php',
			'edit-comments.php',
		] );
		for ( const href of menu ) {
			const screen = href.replace( /^.*\/wp-admin\//, '' );
			if (
				/^edit\.php(\?post_type=[\w-]+)?$/.test( screen ) ||
				screen === 'users.php' ||
				// The classic edit screens of the types without the block editor.
				/^post-new\.php\?post_type=(course|podcast|home_banner)$/.test(
					screen
				) ||
				/^admin\.php\?page=mvc/.test( screen ) ||
				/^edit\.php\?post_type=[\w-]+&page=/.test( screen )
			) {
				screens.add( screen );
			}
		}
		for ( const screen of screens ) {
			const answer = await page.goto( `/wp-admin/${ screen }` );
			expect.soft( answer?.status(), screen ).toBe( 200 );
			if ( answer?.status() !== 200 ) {
				continue;
			}
			if ( screen.includes( 'mode=grid' ) ) {
				await expect(
					page.locator( 'li.attachment' ).first()
				).toBeVisible();
			}
			findings.push( ...( await englishOn( page, screen ) ) );
			// Screen Options and Help, where the screen has them.
			for ( const [ button, panel ] of [
				[ '#show-settings-link', '#screen-options-wrap' ],
				[ '#contextual-help-link', '#contextual-help-wrap' ],
			] ) {
				if ( await page.locator( button ).isVisible() ) {
					await page.locator( button ).click();
					await expect( page.locator( panel ) ).toBeVisible();
					findings.push(
						...( await englishOn(
							page,
							`${ screen } (${ panel })`
						) )
					);
					await page.locator( button ).click();
					await expect( page.locator( panel ) ).toBeHidden();
				}
			}
			// Quick Edit of the first row, where the list has it.
			const quickEdit = page
				.locator( '#the-list button.editinline' )
				.first();
			if ( ( await quickEdit.count() ) > 0 ) {
				await page.locator( '#the-list tr' ).first().hover();
				await quickEdit.click( { force: true } );
				await expect(
					page.locator( '#the-list .inline-editor' )
				).toBeVisible();
				findings.push(
					...( await englishOn( page, `${ screen } (quick edit)` ) )
				);
				await page
					.locator( '#the-list .inline-editor button.cancel' )
					.click();
			}
		}

		await expectNoEnglish( findings, 'screens' );
	} );

	for ( const postType of [ 'post', 'journal' ] ) {
		test( `the block editor of a new ${ postType } shows no English interface text`, async ( {
			browser,
		} ) => {
			const page = await editorPage( browser );
			await expectNoEnglish(
				await crawlEditor( page, postType ),
				`editor-${ postType }`
			);
		} );
	}
} );
