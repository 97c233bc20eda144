<?php
/**
 * Prints what the journal's field table (plugin/inc/Content/Journal/Layout.php) gives, without
 * WordPress: the ACF field group, or the editor's panels.
 *
 * Usage:
 *   php bin/journal-layout.php acf [--write]   the ACF local JSON in Chinese (labels from
 *                                              plugin/languages/mvc-core-zh_CN.mo, built by
 *                                              `npm run build`); --write writes
 *                                              plugin/acf-json/group_mvc_journal.json
 *   php bin/journal-layout.php editor          the editor's panels in English (the Jest tests
 *                                              of editor/journal-fields read the server's
 *                                              layout through this)
 *
 * After changing the table: `php bin/journal-layout.php acf --write`; JournalLayoutTest fails
 * while the committed JSON differs from the table.
 *
 * @package Mvc
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals, WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput, WordPress.WP.GlobalVariablesOverride -- a command-line script printing plain text, not loaded by WordPress (its globals are its own); it stands in for WordPress's __().

$root = dirname( __DIR__ );
$mode = $argv[1] ?? '';
if ( ! in_array( $mode, array( 'acf', 'editor' ), true ) ) {
	fwrite( STDERR, "usage: php bin/journal-layout.php acf [--write] | editor\n" );
	exit( 2 );
}

$translations = null;
if ( 'acf' === $mode ) {
	$core = getenv( 'WP_CORE_DIR' ) ? getenv( 'WP_CORE_DIR' ) : $root . '/.local/cache/wordpress-core';
	$mo   = $root . '/plugin/languages/mvc-core-zh_CN.mo';
	if ( ! is_readable( $core . '/wp-includes/pomo/mo.php' ) || ! is_readable( $mo ) ) {
		fwrite( STDERR, "needs WordPress's pomo ($core, or WP_CORE_DIR) and $mo (npm run build)\n" );
		exit( 2 );
	}
	require $core . '/wp-includes/pomo/mo.php';
	$translations = new MO();
	$translations->import_from_file( $mo );
}

/**
 * WordPress's __(): the Chinese catalogue for the ACF JSON, the English text for the editor.
 *
 * @param string $text   Text.
 * @param string $domain Text domain (always mvc-core here).
 */
function __( $text, $domain = 'default' ) {
	global $translations;
	unset( $domain );
	return $translations ? $translations->translate( $text ) : $text;
}

require $root . '/plugin/inc/Content/Journal/Layout.php';
require $root . '/plugin/inc/Content/Journal/AcfGroup.php';
require $root . '/plugin/inc/Content/Journal/EditorLayout.php';

if ( 'editor' === $mode ) {
	echo json_encode( Mvc\Core\Content\Journal\EditorLayout::data(), JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ), "\n";
	exit( 0 );
}
$json = Mvc\Core\Content\Journal\AcfGroup::json();
if ( in_array( '--write', $argv, true ) ) {
	file_put_contents( $root . '/plugin/acf-json/group_mvc_journal.json', $json );
	exit( 0 );
}
echo $json;
