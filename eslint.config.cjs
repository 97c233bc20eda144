/**
 * ESLint (flat config, ESLint 10) for `wp-scripts lint-js`: the default configuration of
 * WordPress's scripts package, plus the project's TypeScript alias and test files.
 */
const defaultConfig = require( '@wordpress/scripts/config/eslint.config.cjs' );

module.exports = [
	{
		ignores: [
			'theme/build/**',
			'.local/**',
			'vendor/**',
			'node_modules/**',
		],
	},
	...defaultConfig,
	{
		settings: {
			// `@mvc/runtime-core` is a TypeScript path alias (an external at run time).
			'import/core-modules': [ '@mvc/runtime-core' ],
		},
	},
];
