/**
 * The demo operators, logged in as a person would: the administrator (admin / password), the
 * editor who does the daily work (editor / password) and an author (author / password). All three
 * read wp-admin in Chinese (locale zh_CN).
 *
 * wp-login.php counts every try, a right password too, against the address (10 in 15 minutes,
 * Mvc\Core\Security\CoreDoors), and the suite's specs log the administrator in more often than
 * that while they run side by side. So an operator logs in through the form once, and the
 * session's cookies are kept in a file (per test site, shared by the workers) for the next
 * context to take; a kept session the site no longer knows (a fresh instance) is logged in again.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { expect, type BrowserContext, type Page } from '@playwright/test';

import { testUrl } from './env';

export type OperatorLogin = 'admin' | 'editor' | 'author';

type Cookies = Parameters< BrowserContext[ 'addCookies' ] >[ 0 ];

const SESSIONS = path.join(
	os.tmpdir(),
	`mvc-e2e-operators-${ createHash( 'sha1' )
		.update( testUrl )
		.digest( 'hex' )
		.slice( 0, 12 ) }`
);

function sessionFile( login: OperatorLogin ): string {
	return path.join( SESSIONS, `${ login }.json` );
}

function keptSession( login: OperatorLogin ): Cookies | null {
	try {
		return JSON.parse(
			fs.readFileSync( sessionFile( login ), 'utf8' )
		) as Cookies;
	} catch {
		return null;
	}
}

function keepSession( login: OperatorLogin, cookies: Cookies ): void {
	fs.mkdirSync( SESSIONS, { recursive: true } );
	// Written whole, then renamed: another worker never reads half a file.
	const temporary = `${ sessionFile( login ) }.${ process.pid }`;
	fs.writeFileSync( temporary, JSON.stringify( cookies ) );
	fs.renameSync( temporary, sessionFile( login ) );
}

/**
 * Logs an operator in (or takes their kept session) and waits for the dashboard.
 *
 * @param page  A page of the browser context to log in.
 * @param login Which operator (the administrator by default).
 */
export async function logInOperator(
	page: Page,
	login: OperatorLogin = 'admin'
): Promise< void > {
	const kept = keptSession( login );
	if ( kept ) {
		await page.context().addCookies( kept );
		await page.goto( '/wp-admin/' );
		if ( /\/wp-admin\/?$/.test( new URL( page.url() ).pathname ) ) {
			return;
		}
		await page.context().clearCookies( { name: /^wordpress_/ } );
	}
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( login );
	await page.locator( '#user_pass' ).fill( 'password' );
	await page.locator( '#wp-submit' ).click();
	await expect( page ).toHaveURL( /\/wp-admin\/?$/ );
	keepSession(
		login,
		( await page.context().cookies() ).filter( ( cookie ) =>
			cookie.name.startsWith( 'wordpress_' )
		)
	);
}
