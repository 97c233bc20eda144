/**
 * The demo operators, logged in through wp-login.php as a person would: the administrator
 * (admin / password), the editor who does the daily work (editor / password) and an author
 * (author / password). All three read wp-admin in Chinese (locale zh_CN).
 */
import { expect, type Page } from '@playwright/test';

export type OperatorLogin = 'admin' | 'editor' | 'author';

/**
 * Logs an operator in and waits for the dashboard.
 *
 * @param page  A page of the browser context to log in.
 * @param login Which operator (the administrator by default).
 */
export async function logInOperator(
	page: Page,
	login: OperatorLogin = 'admin'
): Promise< void > {
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( login );
	await page.locator( '#user_pass' ).fill( 'password' );
	await page.locator( '#wp-submit' ).click();
	await expect( page ).toHaveURL( /\/wp-admin\/?$/ );
}
