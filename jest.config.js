/**
 * Jest through `wp-scripts test-unit-js`: WordPress's preset (jsdom, console guard, Babel with
 * TypeScript), our tests only, and the `@mvc/runtime-core` alias islands import.
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
};
