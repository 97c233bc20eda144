/**
 * The demo operator (admin / password), logged in through wp-login.php as a person would.
 */
import { expect, type Page } from '@playwright/test';

/**
 * Logs the operator in and waits for the dashboard.
 *
 * @param page A page of the browser context to log in.
 */
export async function logInOperator( page: Page ): Promise< void > {
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( 'admin' );
	await page.locator( '#user_pass' ).fill( 'password' );
	await page.locator( '#wp-submit' ).click();
	await expect( page ).toHaveURL( /\/wp-admin\/?$/ );
}
