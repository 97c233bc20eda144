/**
 * Playwright: end-to-end tests against the test instance that `npm test` starts (bin/start.sh test),
 * driving Debian's Chromium (no browser download).
 */
import { defineConfig, devices } from '@playwright/test';

import { env, isCi, testUrl } from './tests/e2e/support/env';
import chromiumOptions from './tests/e2e/support/chromium.json';

export default defineConfig( {
	testDir: 'tests/e2e',
	testMatch: '**/*.spec.ts',
	outputDir: 'test-results',
	fullyParallel: false,
	workers: 2,
	retries: 0,
	forbidOnly: isCi,
	// A passing test takes no longer for these: a wait ends once its condition holds. They are room
	// for a CI machine busier than a workstation (a page drawn in 2 s instead of 200 ms).
	timeout: 60_000,
	expect: { timeout: 10_000 },
	reporter: 'list',
	use: {
		baseURL: testUrl,
		locale: 'zh-CN',
		timezoneId: 'Asia/Shanghai',
		trace: 'retain-on-failure',
		screenshot: 'only-on-failure',
		launchOptions: {
			executablePath: env(
				'MVC_CHROMIUM',
				chromiumOptions.executablePath
			),
			args: chromiumOptions.args,
		},
	},
	projects: [
		{
			name: 'desktop',
			use: { ...devices[ 'Desktop Chrome' ], channel: undefined },
		},
	],
} );
