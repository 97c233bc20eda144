<?php
/**
 * Prints the site's citations of the papers in a JSON file, as JSON: for each paper its RIS,
 * BibTeX and GB/T 7714 text, written by the plugin's own Mvc\Core\Content\Citation (its format
 * functions are plain PHP: no WordPress is loaded). The Jest round-trip test runs it.
 *
 * Usage: php tests/js/citation/export.php tests/js/citation/papers.json
 *
 * @package Mvc\Tests
 */

$mvc_root = dirname( __DIR__, 3 );
require $mvc_root . '/plugin/inc/Module.php';
require $mvc_root . '/plugin/inc/Content/Citation.php';
// The formats and what they use (Citation's parts); none of them calls WordPress.
foreach ( array( 'Formats', 'BibTex', 'Names', 'Paper' ) as $mvc_part ) {
	require $mvc_root . '/plugin/inc/Content/Citation/' . $mvc_part . '.php';
}

// No WordPress is loaded here: PHP's own file and JSON functions.
$mvc_papers = json_decode( (string) file_get_contents( $argv[1] ?? '' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
if ( ! is_array( $mvc_papers ) ) {
	fwrite( STDERR, "No papers read.\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite
	exit( 2 );
}
$mvc_out = array();
foreach ( $mvc_papers as $mvc_paper ) {
	$mvc_out[] = array(
		'ris'    => Mvc\Core\Content\Citation::format( $mvc_paper, 'ris' ),
		'bibtex' => Mvc\Core\Content\Citation::format( $mvc_paper, 'bibtex' ),
		'gbt'    => Mvc\Core\Content\Citation::format( $mvc_paper, 'gbt' ),
	);
}
echo json_encode( $mvc_out, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_PRETTY_PRINT ), "\n"; // phpcs:ignore WordPress.WP.AlternativeFunctions.json_encode_json_encode, WordPress.Security.EscapeOutput.OutputNotEscaped
