<?php
/**
 * Database-error drop-in: what a reader gets while no database answers (a cluster that lost its
 * quorum, a database router with no node behind it, a node that died in the middle of a connect).
 *
 * Copy or symlink this file to wp-content/db-error.php. WordPress includes it from
 * wpdb::db_connect() and dead_db() instead of its own "Error establishing a database connection"
 * page with status 500, and stops after it. It answers 503 with Retry-After and no caching, so a
 * CDN or nginx keeps nothing and a client knows to try again: the `api` namespace's envelope
 * `{code, message, data}` for REST requests, a short page otherwise, in the plugin's translation
 * (the site's language is an option in the database that does not answer: WPLANG when wp-config.php
 * defines it, else the site's own language, Chinese).
 *
 * @package Mvc\Core
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals -- file scope of a drop-in: every name starts with mvc_.

$mvc_locale = defined( 'WPLANG' ) && is_string( WPLANG ) && '' !== WPLANG ? WPLANG : 'zh_CN';
$mvc_mo     = WP_CONTENT_DIR . '/plugins/mvc-core/languages/mvc-core-' . $mvc_locale . '.mo';
if ( function_exists( 'load_textdomain' ) && is_readable( $mvc_mo ) ) {
	// The locale is given: load_textdomain() would otherwise ask get_locale(), which reads an option.
	load_textdomain( 'mvc-core', $mvc_mo, $mvc_locale );
}
$mvc_message = function_exists( '__' ) ? __( 'The server is busy. Please try again.', 'mvc-core' ) : 'The server is busy. Please try again.';

$mvc_uri  = isset( $_SERVER['REQUEST_URI'] ) ? (string) $_SERVER['REQUEST_URI'] : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- compared, never printed (wp_unslash() is not loaded yet).
$mvc_rest = str_contains( $mvc_uri, '/wp-json/' ) || isset( $_GET['rest_route'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only whether the parameter is there.

if ( ! headers_sent() ) {
	http_response_code( 503 );
	header( 'Retry-After: 5' );
	header( 'Cache-Control: no-store' );
	header( 'Content-Type: ' . ( $mvc_rest ? 'application/json' : 'text/html' ) . '; charset=utf-8' );
}
if ( $mvc_rest ) {
	echo json_encode( // phpcs:ignore WordPress.WP.AlternativeFunctions.json_encode_json_encode -- wp_json_encode() is not loaded yet.
		array(
			'code'    => 503,
			'message' => $mvc_message,
			'data'    => null,
		),
		JSON_UNESCAPED_UNICODE
	);
	return;
}
$mvc_text = htmlspecialchars( $mvc_message, ENT_QUOTES, 'UTF-8' );
$mvc_lang = htmlspecialchars( str_replace( '_', '-', $mvc_locale ), ENT_QUOTES, 'UTF-8' );
// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above (esc_html() is not loaded yet).
?>
<!DOCTYPE html>
<html lang="<?php echo $mvc_lang; ?>">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title><?php echo $mvc_text; ?></title>
</head>
<body style="font-family: system-ui, sans-serif; margin: 20vh auto; max-width: 32em; padding: 0 1em; text-align: center;">
<p><?php echo $mvc_text; ?></p>
</body>
</html>
<?php
// phpcs:enable
