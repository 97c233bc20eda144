/**
 * What goes wrong in a page while an operator works: Content-Security-Policy violations (a listener
 * in every document, before the page's own scripts, reports them through a binding), console
 * errors, uncaught page errors, and PHP's error text in a document the server sent.
 */
import type { Page } from '@playwright/test';

/**
 * PHP's error text as WordPress prints it with WP_DEBUG_DISPLAY, and the fatal error page.
 */
export const PHP_ERROR =
	/<b>(?:Fatal error|Parse error|Warning|Notice|Deprecated)<\/b>:|\b(?:PHP )?(?:Fatal error|Warning|Notice|Deprecated): .+ in \/\S+\.php on line \d+|此站点遇到了致命错误|There has been a critical error/;

/**
 * Starts watching a page; the list it returns fills as problems happen (`kind: text`).
 *
 * @param page The page, before it opens anything.
 */
export async function watchPage( page: Page ): Promise< string[] > {
	const problems: string[] = [];
	await page.exposeBinding( 'mvcCspViolation', ( _source, text: string ) =>
		problems.push( `csp: ${ text }` )
	);
	await page.addInitScript( () => {
		document.addEventListener( 'securitypolicyviolation', ( event ) => {
			(
				window as unknown as {
					mvcCspViolation: ( text: string ) => void;
				}
			 ).mvcCspViolation(
				`${ event.violatedDirective } ${ event.blockedURI }`
			);
		} );
	} );
	page.on( 'console', ( message ) => {
		if (
			message.type() === 'error' ||
			/Content Security Policy/i.test( message.text() )
		) {
			problems.push( `console: ${ message.text() }` );
		}
	} );
	page.on( 'pageerror', ( error ) =>
		problems.push( `pageerror: ${ error.message }` )
	);
	page.on( 'response', async ( response ) => {
		if (
			response.request().resourceType() === 'document' &&
			PHP_ERROR.test( await response.text().catch( () => '' ) )
		) {
			problems.push( `php: ${ response.url() }` );
		}
	} );
	return problems;
}
