/**
 * Environment variables for the end-to-end tests, without pulling Node's types into the browser code's
 * type check (tsconfig.json covers src/ and tests/ alike).
 */
declare const process: { env: Record< string, string | undefined > };

/**
 * The value of an environment variable, or the fallback when it is unset or empty.
 * @param name     Variable name.
 * @param fallback Value when unset.
 */
export function env( name: string, fallback: string ): string {
	const value = process.env[ name ];
	return value === undefined || value === '' ? fallback : value;
}

/** The test site (bin/start.sh test). */
export const testUrl = env( 'MVC_TEST_URL', 'http://localhost:8889' ).replace(
	/\/$/,
	''
);

/** The test instance's mail sink (web UI and HTTP API). */
export const mailSinkUrl = env(
	'MVC_TEST_MAIL_URL',
	'http://localhost:1081'
).replace( /\/$/, '' );

/**
 * The test instance's fake of Baidu's link submission (bin/fake-baidu.mjs): bin/test.sh exports its
 * address; otherwise its port as bin/lib/common.sh picks it (MVC_TEST_BAIDU_PORT, or the fake
 * WeChat's port + 6).
 */
export const baiduFakeUrl = env(
	'MVC_TEST_BAIDU_URL',
	`http://127.0.0.1:${ env(
		'MVC_TEST_BAIDU_PORT',
		String( Number( env( 'MVC_TEST_WECHAT_PORT', '1091' ) ) + 6 )
	) }`
).replace( /\/$/, '' );

/** True on CI (CI=true). */
export const isCi = env( 'CI', '' ) !== '' && env( 'CI', '' ) !== 'false';
