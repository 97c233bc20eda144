/**
 * Every wp-admin screen works for the people who run the site: the administrator and the editor
 * (WordPress's roles) open every screen of their admin menu, read from the rendered #adminmenu (top
 * level and submenus, so a screen added later is crawled too), which includes each post type's
 * 新建 screen (the block editor, or the classic one for a type without REST). No screen may show a
 * Content-Security-Policy violation, an uncaught page error, a console error or PHP's notice text;
 * the editor's menu offers the inbox and the digest but not 站点设置. An author is refused the
 * inbox and the digest.
 */
import {
	test,
	expect,
	type BrowserContext,
	type Page,
	type Response,
} from '@playwright/test';
import { logInOperator, type OperatorLogin } from './support/operators';
import { PHP_ERROR } from './support/watch';

test.describe.configure( { mode: 'parallel' } );

/**
 * Console errors core itself logs on a screen, which the site cannot cause or fix. Each entry is as
 * narrow as the message allows, with its reason.
 */
const KNOWN_CONSOLE_ERRORS: RegExp[] = [];

/**
 * Screens of the menu not opened: leaving wp-admin or doing something on a GET.
 */
const SKIPPED = [
	// The front end of the site, not an admin screen.
	/^\/?$/,
	// The Customizer of a theme without widget areas: core's widget templates read the 'widgets'
	// panel it never registered and log a PHP warning (class-wp-customize-widgets.php, WordPress 6.8).
	/^\/wp-admin\/customize\.php/,
];

type Problem = { screen: string; kind: string; text: string };

/**
 * A context whose pages report CSP violations to the test: a listener in every document, before any
 * of the page's own scripts, calls a binding the test exposes.
 *
 * @param context  The browser context.
 * @param problems Where the violations go.
 * @param current  The screen being opened (read when a violation arrives).
 */
async function watchViolations(
	context: BrowserContext,
	problems: Problem[],
	current: () => string
): Promise< void > {
	await context.exposeBinding(
		'mvcCspViolation',
		( _source, text: string ) => {
			problems.push( { screen: current(), kind: 'csp', text } );
		}
	);
	await context.addInitScript( () => {
		document.addEventListener( 'securitypolicyviolation', ( event ) => {
			(
				window as unknown as {
					mvcCspViolation: ( text: string ) => void;
				}
			 ).mvcCspViolation(
				`${ event.violatedDirective } refused ${
					event.blockedURI || 'inline'
				} (${ event.sourceFile }:${ event.lineNumber })`
			);
		} );
	} );
}

/**
 * The page's console errors, CSP reports and uncaught errors, as problems of the current screen.
 *
 * @param page     The page.
 * @param problems Where they go.
 * @param current  The screen being opened.
 */
function watchPage(
	page: Page,
	problems: Problem[],
	current: () => string
): void {
	page.on( 'console', ( message ) => {
		const text = message.text();
		if ( /Content Security Policy/i.test( text ) ) {
			problems.push( { screen: current(), kind: 'csp', text } );
			return;
		}
		if (
			'error' === message.type() &&
			! KNOWN_CONSOLE_ERRORS.some( ( known ) => known.test( text ) )
		) {
			const where = message.location();
			problems.push( {
				screen: current(),
				kind: 'console',
				text: `${ text } (${ where.url }:${ where.lineNumber })`,
			} );
		}
	} );
	page.on( 'pageerror', ( error ) => {
		problems.push( {
			screen: current(),
			kind: 'pageerror',
			text: String( error.stack || error.message ),
		} );
	} );
}

/**
 * The addresses of the admin menu as the logged-in operator's dashboard draws it, without
 * duplicates, relative to the site.
 *
 * @param page A page on a wp-admin screen.
 */
async function menuScreens( page: Page ): Promise< string[] > {
	// The login lands on /wp-admin/ before the dashboard is parsed: wait for its menu.
	await page.locator( '#adminmenu' ).waitFor();
	const hrefs = await page
		.locator( '#adminmenu a[href]' )
		.evaluateAll( ( links ) =>
			links.map( ( link ) => ( link as HTMLAnchorElement ).href )
		);
	const origin = new URL( page.url() ).origin;
	const screens = new Set< string >();
	for ( const href of hrefs ) {
		const url = new URL( href );
		if ( url.origin !== origin ) {
			continue;
		}
		const path = url.pathname + url.search;
		if ( ! SKIPPED.some( ( skip ) => skip.test( path ) ) ) {
			screens.add( path );
		}
	}
	return [ ...screens ];
}

/**
 * Opens one screen and waits until it is drawn: the document loaded, and for an editor screen its
 * editor (the block editor's header or the classic form).
 *
 * @param page   The page.
 * @param screen The screen's address.
 */
async function open( page: Page, screen: string ): Promise< Response | null > {
	const response = await page.goto( screen, { waitUntil: 'load' } );
	if ( /\/wp-admin\/(?:post-new|post)\.php/.test( screen ) ) {
		const blockEditor = await page
			.locator( 'body.block-editor-page' )
			.count();
		// The block editor has drawn its header and its canvas (its scripts ran to the end);
		// the classic editor (a type without REST) its form.
		await page
			.locator(
				blockEditor
					? '.editor-header .editor-post-publish-button__button, .editor-header .editor-post-publish-panel__toggle'
					: '#post #publish'
			)
			.first()
			.waitFor( { timeout: 30_000 } );
		if ( blockEditor ) {
			await page
				.locator( '.editor-visual-editor' )
				.first()
				.waitFor( { timeout: 30_000 } );
		}
	}
	return response;
}

/**
 * Crawls an operator's menu and returns what went wrong, one line each.
 *
 * @param context The browser context.
 * @param login   Which operator.
 */
async function crawl(
	context: BrowserContext,
	login: OperatorLogin
): Promise< { screens: string[]; problems: string[] } > {
	const problems: Problem[] = [];
	let current = '/wp-login.php';
	await watchViolations( context, problems, () => current );
	const page = await context.newPage();
	watchPage( page, problems, () => current );

	await logInOperator( page, login );
	current = '/wp-admin/';
	const screens = await menuScreens( page );
	for ( const screen of screens ) {
		current = screen;
		let response: Response | null = null;
		try {
			response = await open( page, screen );
		} catch ( error ) {
			problems.push( { screen, kind: 'open', text: String( error ) } );
			continue;
		}
		const status = response?.status() ?? 0;
		if ( status >= 400 ) {
			problems.push( { screen, kind: 'status', text: String( status ) } );
		}
		const php = ( await page.content() ).match( PHP_ERROR );
		if ( php ) {
			problems.push( { screen, kind: 'php', text: php[ 0 ] } );
		}
	}
	await page.close();
	test.info().annotations.push( {
		type: 'screens',
		description: `${ login }: ${ screens.length } screens`,
	} );
	return {
		screens,
		problems: problems.map(
			( problem ) =>
				`${ login } ${ problem.screen } [${ problem.kind }] ${ problem.text }`
		),
	};
}

/**
 * The headers of wp-admin's answers: no script rules of the pages' policy on a screen nor on
 * core's concatenated scripts and styles; a screen keeps frame-ancestors, nosniff and the referrer
 * policy. Asked with the operator's cookies.
 *
 * @param context A logged-in context.
 */
async function adminHeaderProblems(
	context: BrowserContext
): Promise< string[] > {
	const problems: string[] = [];
	for ( const screen of [
		'/wp-admin/edit.php',
		'/wp-admin/upload.php?mode=list',
		'/wp-admin/edit.php?post_type=mvc_submission',
		'/wp-admin/load-scripts.php?c=0&load%5Bchunk_0%5D=jquery-core&ver=1',
		'/wp-admin/load-styles.php?c=0&load%5Bchunk_0%5D=common&ver=1',
	] ) {
		const response = await context.request.get( screen );
		const headers = response.headers();
		const policy = headers[ 'content-security-policy' ] ?? '';
		if ( policy.includes( 'script-src' ) ) {
			problems.push( `${ screen }: the pages' policy (${ policy })` );
		}
		if (
			! screen.includes( '/load-' ) &&
			( "frame-ancestors 'self'" !== policy ||
				'nosniff' !== headers[ 'x-content-type-options' ] ||
				'strict-origin-when-cross-origin' !==
					headers[ 'referrer-policy' ] )
		) {
			problems.push(
				`${ screen }: ${ policy } / ${ headers[ 'x-content-type-options' ] } / ${ headers[ 'referrer-policy' ] }`
			);
		}
	}
	return problems;
}

/**
 * What core's scripts do on a list screen works (the pages' policy once refused them all): 显示选项
 * and 帮助 open, the select-all box ticks every row, 快速编辑 opens its row.
 *
 * @param page A page of a logged-in operator's context.
 */
async function expectListScreenScripts( page: Page ): Promise< void > {
	await page.goto( '/wp-admin/edit.php', { waitUntil: 'load' } );
	// One panel at a time: core hides the other tab while one is open.
	await page.locator( '#show-settings-link' ).click();
	await expect( page.locator( '#screen-options-wrap' ) ).toBeVisible();
	await page.locator( '#show-settings-link' ).click();
	await expect( page.locator( '#screen-options-wrap' ) ).toBeHidden();
	await page.locator( '#contextual-help-link' ).click();
	await expect( page.locator( '#contextual-help-wrap' ) ).toBeVisible();
	await page.locator( '#contextual-help-link' ).click();
	await expect( page.locator( '#contextual-help-wrap' ) ).toBeHidden();

	const rows = page.locator( '#the-list input[name="post[]"]' );
	await page.locator( '#cb-select-all-1' ).check();
	const count = await rows.count();
	expect( count ).toBeGreaterThan( 0 );
	for ( let index = 0; index < count; index++ ) {
		await expect( rows.nth( index ) ).toBeChecked();
	}
	await page.locator( '#cb-select-all-1' ).uncheck();

	const row = page.locator( '#the-list tr.type-post' ).first();
	await row.hover();
	await row.locator( 'button.editinline' ).click();
	await expect(
		page.locator( '#the-list tr.inline-edit-row' )
	).toBeVisible();
	await page.locator( '#the-list tr.inline-edit-row button.cancel' ).click();
	await expect( page.locator( '#the-list tr.inline-edit-row' ) ).toHaveCount(
		0
	);

	await page.goto( '/wp-admin/upload.php?mode=list', { waitUntil: 'load' } );
	const media = page.locator( '#the-list input[name="media[]"]' );
	await page.locator( '#cb-select-all-1' ).check();
	await expect( media.first() ).toBeChecked();
	await expect( media.last() ).toBeChecked();
}

test( 'the administrator opens every screen of the menu without a script refused or an error, and wp-admin gets no pages’ policy', async ( {
	browser,
} ) => {
	// About 43 screens (25 for the editor), block editors among them: a few seconds each, more on a busy machine.
	test.setTimeout( 540_000 );
	const context = await browser.newContext();
	const { screens, problems } = await crawl( context, 'admin' );
	const headers = await adminHeaderProblems( context );
	await context.close();

	expect( screens ).toContain( '/wp-admin/edit.php' );
	expect( screens ).toContain( '/wp-admin/post-new.php' );
	expect( screens ).toContain(
		'/wp-admin/edit.php?post_type=mvc_submission'
	);
	expect( screens ).toContain(
		'/wp-admin/options-general.php?page=mvc-settings'
	);
	expect( screens ).toContain(
		'/wp-admin/options-general.php?page=mvc-digest'
	);
	expect( problems, problems.join( '\n' ) ).toEqual( [] );
	expect( headers, headers.join( '\n' ) ).toEqual( [] );
} );

test( 'the editor opens every screen of the menu, the inbox and the digest among them, but not the settings; 快速编辑, 显示选项, 帮助 and select-all work', async ( {
	browser,
} ) => {
	// About 43 screens (25 for the editor), block editors among them: a few seconds each, more on a busy machine.
	test.setTimeout( 540_000 );
	const context = await browser.newContext();
	const { screens, problems } = await crawl( context, 'editor' );

	// The daily work: articles, pages, journals, courses, podcasts, banners, comments, the inbox,
	// the digest, the members.
	for ( const screen of [
		'/wp-admin/edit.php',
		'/wp-admin/post-new.php',
		'/wp-admin/edit.php?post_type=page',
		'/wp-admin/post-new.php?post_type=journal',
		'/wp-admin/post-new.php?post_type=course',
		'/wp-admin/post-new.php?post_type=podcast',
		'/wp-admin/post-new.php?post_type=home_banner',
		'/wp-admin/edit-comments.php',
		'/wp-admin/edit.php?post_type=mvc_submission',
		'/wp-admin/options-general.php?page=mvc-digest',
		'/wp-admin/users.php',
	] ) {
		expect( screens ).toContain( screen );
	}
	expect( screens ).not.toContain(
		'/wp-admin/options-general.php?page=mvc-settings'
	);
	const page = await context.newPage();
	await expectListScreenScripts( page );
	// And the settings screen itself refuses the editor.
	const settings = await page.goto(
		'/wp-admin/options-general.php?page=mvc-settings'
	);
	expect( settings?.status() ).toBe( 403 );
	await context.close();

	expect( problems, problems.join( '\n' ) ).toEqual( [] );
} );

test( 'an author is refused the inbox and the digest', async ( { page } ) => {
	await logInOperator( page, 'author' );

	await expect( page.locator( '#adminmenu' ) ).toBeVisible();
	await expect(
		page.locator( '#adminmenu a[href*="post_type=mvc_submission"]' )
	).toHaveCount( 0 );
	await expect(
		page.locator( '#adminmenu a[href*="page=mvc-digest"]' )
	).toHaveCount( 0 );
	for ( const screen of [
		'/wp-admin/edit.php?post_type=mvc_submission',
		'/wp-admin/options-general.php?page=mvc-digest',
		'/wp-admin/options-general.php?page=mvc-settings',
	] ) {
		const response = await page.goto( screen );
		expect( response?.status(), screen ).toBe( 403 );
	}
} );
