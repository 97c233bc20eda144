/**
 * 引用本文 on a demo research article (its read-original address is a doi.org one): the Highwire
 * citation_* meta for Google Scholar and Baidu Scholar, the GB/T 7714-2015 reference and the RIS
 * and BibTeX downloads without JavaScript, the copy button's 已复制 with it.
 */
import { test, expect } from '@playwright/test';

const ARTICLE = '/research-news/research-01/';
const DOI = '10.0000/demo.2026.0001';

test( 'a research article reporting a paper carries the citation meta', async ( {
	page,
} ) => {
	await page.goto( ARTICLE );

	const meta = ( name: string ) => page.locator( `meta[name="${ name }"]` );
	await expect( meta( 'citation_doi' ) ).toHaveAttribute( 'content', DOI );
	await expect( meta( 'citation_title' ) ).toHaveAttribute(
		'content',
		/钙钛矿/
	);
	// The paper's year, or the article's date when it is not known.
	await expect( meta( 'citation_publication_date' ) ).toHaveAttribute(
		'content',
		/^\d{4}(\/\d{2}\/\d{2})?$/
	);
	await expect( meta( 'citation_author' ).first() ).toHaveAttribute(
		'content',
		/\S/
	);
	await expect( meta( 'citation_journal_title' ) ).toHaveAttribute(
		'content',
		/\S/
	);
	await expect( meta( 'citation_abstract_html_url' ) ).toHaveAttribute(
		'content',
		new RegExp( `${ ARTICLE }$` )
	);
	await expect( meta( 'citation_language' ) ).toHaveAttribute(
		'content',
		'zh'
	);
} );

test( 'every research article with citation meta names its authors and no doi.org PDF', async ( {
	request,
} ) => {
	let cited = 0;
	for ( let n = 1; n <= 30; n++ ) {
		const answer = await request.get(
			`/research-news/research-${ String( n ).padStart( 2, '0' ) }/`
		);
		if ( answer.status() !== 200 ) {
			continue;
		}
		const html = await answer.text();
		const names = [
			...html.matchAll(
				/<meta name="(citation_[a-z_]+)" content="([^"]*)"/g
			),
		];
		if ( names.length === 0 ) {
			continue;
		}
		cited++;
		const of = ( name: string ) =>
			names.filter( ( m ) => m[ 1 ] === name ).map( ( m ) => m[ 2 ] );
		expect(
			of( 'citation_author' ).length,
			`research-${ n }`
		).toBeGreaterThan( 0 );
		for ( const pdf of of( 'citation_pdf_url' ) ) {
			expect( new URL( pdf ).hostname ).not.toMatch( /(^|\.)doi\.org$/ );
		}
	}
	expect( cited ).toBeGreaterThan( 0 );
} );

test( 'without JavaScript the reference is shown and RIS and BibTeX download', async ( {
	browser,
	request,
} ) => {
	const context = await browser.newContext( { javaScriptEnabled: false } );
	const page = await context.newPage();
	await page.goto( ARTICLE );

	const block = page.locator( '.mvc-cite' );
	await expect(
		block.getByRole( 'heading', { name: '引用本文' } )
	).toBeVisible();
	await expect( block.locator( '.mvc-cite__text' ) ).toContainText( `[J]. ` );
	await expect( block.locator( '.mvc-cite__text' ) ).toContainText(
		`DOI:${ DOI }.`
	);
	// A button that cannot work without JavaScript is not offered.
	await expect( block.getByRole( 'button', { name: '复制' } ) ).toBeHidden();

	const ris = block.getByRole( 'link', { name: '下载 RIS' } );
	const answer = await request.get(
		( await ris.getAttribute( 'href' ) ) ?? ''
	);
	expect( answer.status() ).toBe( 200 );
	expect( answer.headers()[ 'content-type' ] ).toContain(
		'application/x-research-info-systems'
	);
	expect( answer.headers()[ 'content-disposition' ] ).toMatch(
		/^attachment; filename="citation-.+\.ris"$/
	);
	const text = await answer.text();
	expect( text.startsWith( 'TY  - JOUR' ) ).toBe( true );
	expect( text ).toContain( `DO  - ${ DOI }` );
	expect( text.trimEnd().endsWith( 'ER  -' ) ).toBe( true );

	// The browser saves the link's answer as a file.
	const download = page.waitForEvent( 'download' );
	await block.getByRole( 'link', { name: '下载 BibTeX' } ).click();
	expect( ( await download ).suggestedFilename() ).toMatch( /\.bib$/ );
	await context.close();
} );

test( 'the copy button copies the reference and says 已复制', async ( {
	browser,
} ) => {
	const context = await browser.newContext();
	await context.grantPermissions( [ 'clipboard-read', 'clipboard-write' ] );
	const page = await context.newPage();
	await page.goto( ARTICLE );

	const block = page.locator( '.mvc-cite' );
	const button = block.getByRole( 'button', { name: '复制' } );
	await button.click();

	await expect( block.locator( '.mvc-cite__copy' ) ).toHaveText( '已复制' );
	const copied = await page.evaluate( () =>
		window.navigator.clipboard.readText()
	);
	expect( copied ).toBe(
		( await block.locator( '.mvc-cite__text' ).textContent() )?.trim()
	);
	// Then it reads as before.
	await expect( block.locator( '.mvc-cite__copy' ) ).toHaveText( '复制', {
		timeout: 5000,
	} );
	await context.close();
} );
