/**
 * Jest through `wp-scripts test-unit-js`: WordPress's preset (jsdom, console guard, Babel with
 * TypeScript), our tests only, the `@mvc/runtime-core` alias islands import, and Swiper compiled.
 */
const defaultConfig = require( '@wordpress/scripts/config/jest-unit.config.js' );

module.exports = {
	...defaultConfig,
	roots: [ '<rootDir>/tests/js' ],
	moduleNameMapper: {
		'^@mvc/runtime-core$': '<rootDir>/src/runtime/index.ts',
	},
	setupFilesAfterEnv: [ '<rootDir>/tests/js/setup.ts' ],
	testPathIgnorePatterns: [ '/node_modules/', '/tests/e2e/' ],
	// Room for several of the 5 s waits of tests/js/setup.ts on a busy machine.
	testTimeout: 30000,
	// Swiper ships ES modules only: Babel compiles it for the carousel's tests.
	transform: {
		...defaultConfig.transform,
		'\\.mjs$': defaultConfig.transform[ '\\.[jt]sx?$' ],
	},
	transformIgnorePatterns: [ '/node_modules/(?!swiper/)' ],
};
