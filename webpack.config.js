/**
 * The front-end build, on top of @wordpress/scripts' webpack config, as two compilations: the
 * theme's scripts and styles into theme/build/, the plugin's blocks into plugin/build/.
 *
 * theme/build/
 *
 * - runtime       the island loader printed on every page (handle mvc-runtime, no dependencies)
 * - runtime-core  the island library: mount helper, API client, data stores
 *                 (handle mvc-runtime-core, global window.mvc.runtimeCore, imported by islands
 *                 as `@mvc/runtime-core`)
 * - islands/<n>   one per folder of src/islands/ (handle mvc-island-<n>)
 * - behaviours/<n> the behaviours of one kind of page, one per file of
 *                 src/runtime/behaviours/entries/ (handle mvc-behaviours-<n>, printed by that
 *                 page's template: Mvc\Theme\Assets\Assets::behaviours())
 * - style         src/styles/index.scss -> style.css (handle mvc-style)
 *
 * plugin/build/
 * - blocks/<b>/index  editor script of each folder of blocks/, beside its block.json and
 *                 render.php copied from the source
 * - editor/<e>/index  an editor script that is no block, one per folder of editor/ (the journal's
 *                 fields panel: handle mvc-journal-fields-editor, Mvc\Core\Admin\JournalEditor; the
 *                 panel 微信公众号: handle mvc-wechat-draft-editor, Mvc\Core\Syndication\WeChat\EditorPanel)
 *
 * React and @wordpress/* are WordPress's registered scripts (externals), never bundled.
 */
const path = require( 'path' );
const fs = require( 'fs' );
const CopyWebpackPlugin = require( 'copy-webpack-plugin' );
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

const CORE_REQUEST = '@mvc/runtime-core';
const I18N_MANIFEST = 'i18n-sources.json';
const CORE_GLOBAL = [ 'mvc', 'runtimeCore' ];
const CORE_HANDLE = 'mvc-runtime-core';

/**
 * Sub-folders of a folder.
 *
 * @param {string} dir Folder, relative to this file.
 * @return {string[]} Names.
 */
function folders( dir ) {
	const absolute = path.resolve( __dirname, dir );
	if ( ! fs.existsSync( absolute ) ) {
		return [];
	}
	return fs
		.readdirSync( absolute, { withFileTypes: true } )
		.filter( ( entry ) => entry.isDirectory() )
		.map( ( entry ) => entry.name );
}

/**
 * The entry file of a folder (index.ts or index.tsx).
 *
 * @param {string} dir Folder, relative to this file.
 * @return {string|null} Path, or null.
 */
function indexOf( dir ) {
	for ( const file of [ 'index.ts', 'index.tsx' ] ) {
		if ( fs.existsSync( path.resolve( __dirname, dir, file ) ) ) {
			return `./${ dir }/${ file }`;
		}
	}
	return null;
}

const entry = {
	runtime: './src/runtime/loader/index.ts',
	'runtime-core': {
		import: './src/runtime/index.ts',
		library: { name: CORE_GLOBAL, type: 'window' },
	},
	style: './src/styles/index.scss',
};
for ( const name of folders( 'src/islands' ) ) {
	const file = indexOf( `src/islands/${ name }` );
	if ( file ) {
		entry[ `islands/${ name }` ] = file;
	}
}
const behavioursDir = path.resolve(
	__dirname,
	'src/runtime/behaviours/entries'
);
if ( fs.existsSync( behavioursDir ) ) {
	for ( const file of fs.readdirSync( behavioursDir ) ) {
		if ( file.endsWith( '.ts' ) ) {
			entry[ `behaviours/${ path.basename( file, '.ts' ) }` ] =
				`./src/runtime/behaviours/entries/${ file }`;
		}
	}
}
const blockEntry = {};
for ( const name of folders( 'blocks' ) ) {
	const file = indexOf( `blocks/${ name }` );
	if ( file ) {
		blockEntry[ `blocks/${ name }/index` ] = file;
	}
}
// Editor scripts that are no block (a document panel, say): editor/<n>/index.
for ( const name of folders( 'editor' ) ) {
	const file = indexOf( `editor/${ name }` );
	if ( file ) {
		blockEntry[ `editor/${ name }/index` ] = file;
	}
}

// wp-scripts' own copies (block.json and PHP from src/), RTL styles and the default dependency
// extraction are replaced by ours below.
const replaced = [
	CopyWebpackPlugin,
	DependencyExtractionWebpackPlugin,
	require( '@wordpress/scripts/plugins/php-file-paths-plugin' ),
	require( '@wordpress/scripts/plugins/rtlcss-webpack-plugin' ),
];

/**
 * Writes <build>/i18n-sources.json: for every entry, the project source files bundled into it,
 * so bin/i18n.mjs can give each script handle the translations of its own strings only.
 */
class I18nSourcesPlugin {
	apply( compiler ) {
		compiler.hooks.thisCompilation.tap(
			'I18nSourcesPlugin',
			( compilation ) => {
				compilation.hooks.processAssets.tap(
					{
						name: 'I18nSourcesPlugin',
						stage: compiler.webpack.Compilation
							.PROCESS_ASSETS_STAGE_REPORT,
					},
					() => {
						const manifest = {};
						for ( const [
							name,
							entrypoint,
						] of compilation.entrypoints ) {
							const files = new Set();
							// Chunks the entry loads later (import()) speak with the entry's
							// translations: the API client's challenge dialog, say.
							const chunks = new Set( entrypoint.chunks );
							for ( const chunk of entrypoint.chunks ) {
								for ( const async of chunk.getAllAsyncChunks() ) {
									chunks.add( async );
								}
							}
							for ( const chunk of chunks ) {
								for ( const module of compilation.chunkGraph.getChunkModulesIterable(
									chunk
								) ) {
									const modules = module.modules ?? [
										module,
									];
									for ( const inner of modules ) {
										const resource =
											inner.resource?.split( '?' )[ 0 ];
										if (
											resource &&
											! resource.includes(
												`${ path.sep }node_modules${ path.sep }`
											)
										) {
											files.add(
												path
													.relative(
														__dirname,
														resource
													)
													.split( path.sep )
													.join( '/' )
											);
										}
									}
								}
							}
							manifest[ name ] = [ ...files ].sort();
						}
						compilation.emitAsset(
							I18N_MANIFEST,
							new compiler.webpack.sources.RawSource(
								JSON.stringify( manifest, null, '\t' )
							)
						);
					}
				);
			}
		);
	}
}

/**
 * One compilation on top of wp-scripts' config.
 *
 * @param {Object}   entries Entry points.
 * @param {string}   output  Output folder, relative to this file.
 * @param {Object[]} extra   Plugins of this compilation only.
 * @return {Object} Webpack configuration.
 */
function buildConfig( entries, output, extra = [] ) {
	return {
		...defaultConfig,
		entry: entries,
		output: {
			...defaultConfig.output,
			path: path.resolve( __dirname, output ),
		},
		plugins: [
			...defaultConfig.plugins.filter(
				( plugin ) =>
					! replaced.some( ( Plugin ) => plugin instanceof Plugin )
			),
			...extra,
			new I18nSourcesPlugin(),
			new DependencyExtractionWebpackPlugin( {
				requestToExternal( request ) {
					if ( request === CORE_REQUEST ) {
						return CORE_GLOBAL;
					}
					return undefined;
				},
				requestToHandle( request ) {
					if ( request === CORE_REQUEST ) {
						return CORE_HANDLE;
					}
					return undefined;
				},
			} ),
		],
	};
}

module.exports = [
	buildConfig( entry, 'theme/build' ),
	buildConfig( blockEntry, 'plugin/build', [
		new CopyWebpackPlugin( {
			patterns: [
				{
					from: 'blocks/*/{block.json,render.php}',
					to: '[path][name][ext]',
					context: __dirname,
				},
			],
		} ),
	] ),
];
