<?php
/**
 * The cluster's nginx.conf and wp-config.php are the dev instance's (bin/templates/nginx.conf and wp-config.php,
 * rendered first by bin/cluster/start.sh) plus the cluster's differences, so the site rules stay the same by
 * construction. Each change is anchored on a line of the template and fails loudly when the anchor is gone.
 *
 * Usage:
 *   php bin/cluster/configs.php nginx <rendered dev nginx.conf> <upstreams snippet> <out> <pinned port>...
 *   php bin/cluster/configs.php fastcgi-pinned <fastcgi_params> <out> <host:port>
 *   php bin/cluster/configs.php wp-config <rendered dev wp-config.php> <out> <cluster constants snippet> [<CLI db host> <salts file to inline>]
 *
 * @package Mvc
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals -- a command-line script, not loaded by WordPress.
// phpcs:disable WordPress.WP.AlternativeFunctions -- no WordPress here.

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

/**
 * Replaces the one occurrence of $search, or stops with an error.
 *
 * @param string $text    The text.
 * @param string $search  The anchor, found exactly once.
 * @param string $replace Its replacement.
 * @param string $what    The file, for the message.
 */
function cluster_replace_once( string $text, string $search, string $replace, string $what ): string {
	$count = substr_count( $text, $search );
	if ( 1 !== $count ) {
		fwrite( STDERR, "bin/cluster/configs.php: expected '" . trim( $search ) . "' once in {$what}, found it {$count} times: update the cluster's changes.\n" );
		exit( 1 );
	}
	return str_replace( $search, $replace, $text );
}

/**
 * Replaces every occurrence of $search (at least one), or stops with an error.
 *
 * @param string $text    The text.
 * @param string $search  The anchor, found at least once.
 * @param string $replace Its replacement.
 * @param string $what    The file, for the message.
 */
function cluster_replace_all( string $text, string $search, string $replace, string $what ): string {
	if ( ! str_contains( $text, $search ) ) {
		fwrite( STDERR, "bin/cluster/configs.php: expected '" . trim( $search ) . "' in {$what}: update the cluster's changes.\n" );
		exit( 1 );
	}
	return str_replace( $search, $replace, $text );
}

/**
 * Writes a file atomically.
 *
 * @param string $path The file.
 * @param string $text Its contents.
 */
function cluster_write( string $path, string $text ): void {
	file_put_contents( $path . '.tmp', $text );
	rename( $path . '.tmp', $path );
}

$command = $argv[1] ?? '';
switch ( $command ) {
	case 'nginx':
		$in      = $argv[2];
		$snippet = $argv[3];
		$out     = $argv[4];
		$ports   = array_slice( $argv, 5 );
		$conf    = (string) file_get_contents( $in );
		// 1. The upstream: the cluster's upstreams, node map and real_ip settings instead of the one socket.
		if ( ! preg_match( '/^\tupstream mvc_php \{\n.*?^\t\}\n/ms', $conf, $m ) ) {
			fwrite( STDERR, "bin/cluster/configs.php: no 'upstream mvc_php' block in {$in}.\n" );
			exit( 1 );
		}
		$conf = cluster_replace_once( $conf, $m[0], (string) file_get_contents( $snippet ), $in );
		// 2. The site's server block (the last block of http), kept as a model for the pinned doors.
		if ( ! preg_match( '/^\tserver \{\n.*^\t\}\n(?=\}\s*$)/ms', $conf, $m ) ) {
			fwrite( STDERR, "bin/cluster/configs.php: no server block at the end of {$in}.\n" );
			exit( 1 );
		}
		$server = $m[0];
		$pass   = "\t\t\tfastcgi_pass mvc_php;\n";
		$site   = cluster_replace_all(
			$server,
			$pass,
			"\t\t\tfastcgi_pass \$mvc_php_pool;\n\t\t\tfastcgi_next_upstream error timeout;\n\t\t\tadd_header X-Mvc-Node \$mvc_node always;\n",
			$in
		);
		// Behind the balancer, PHP is told the site's public host and port (the balancer's), not this nginx's
		// own door: WordPress compares them with its home URL (redirects, canonical URLs).
		$site = (string) preg_replace( '/^(\t+include [^\n]*\/fastcgi_params);$/m', '$1_pinned;', $site, -1, $site_includes );
		if ( $site_includes < 1 ) {
			fwrite( STDERR, "bin/cluster/configs.php: no 'include .../fastcgi_params;' in the server block of {$in}.\n" );
			exit( 1 );
		}
		$doors = '';
		foreach ( $ports as $i => $port ) {
			$node   = 'php' . ( $i + 1 );
			$door   = preg_replace( '/^\t\tlisten [^\n]*;$/m', "\t\tlisten 127.0.0.1:{$port};", $server, 1, $listens );
			$door   = cluster_replace_all( (string) $door, $pass, "\t\t\tfastcgi_pass mvc_{$node};\n\t\t\tadd_header X-Mvc-Node \$mvc_node always;\n", $in );
			$door   = (string) preg_replace( '/^(\t+include [^\n]*\/fastcgi_params);$/m', '$1_pinned;', $door, -1, $includes );
			$door   = (string) preg_replace( '/^(\t+)fastcgi_cache [^\n]*;$/m', '$1fastcgi_cache off;', $door, -1, $caches );
			$door   = "\t# The door pinned to {$node} (a copy of the site's server block: same rules, no page cache).\n" . $door;
			$doors .= $door;
			if ( 1 !== $listens || $includes < 1 || $caches < 1 ) {
				fwrite( STDERR, "bin/cluster/configs.php: the server block of {$in} changed shape (listen, include fastcgi_params, fastcgi_cache).\n" );
				exit( 1 );
			}
		}
		$conf = cluster_replace_once( $conf, $server, $site . "\n" . $doors, $in );
		$conf = str_replace( 'generated by bin/start.sh from bin/templates/nginx.conf', 'generated by bin/cluster/start.sh from bin/templates/nginx.conf and bin/templates/cluster/', $conf );
		cluster_write( $out, $conf );
		exit( 0 );

	case 'fastcgi-pinned':
		$in     = $argv[2];
		$out    = $argv[3];
		$host   = $argv[4];
		$params = (string) file_get_contents( $in );
		$name   = explode( ':', $host, 2 )[0];
		$port   = explode( ':', $host, 2 )[1] ?? '80';
		$params = (string) preg_replace( '/^(fastcgi_param\s+HTTP_HOST\s+)[^;]*;/m', '${1}' . $host . ';', $params, 1, $a );
		$params = (string) preg_replace( '/^(fastcgi_param\s+SERVER_PORT\s+)[^;]*;/m', '${1}' . $port . ';', $params, 1, $b );
		$params = (string) preg_replace( '/^(fastcgi_param\s+SERVER_NAME\s+)[^;]*;/m', '${1}' . $name . ';', $params, 1, $c );
		if ( 1 !== $a || 1 !== $b || 1 !== $c ) {
			fwrite( STDERR, "bin/cluster/configs.php: HTTP_HOST, SERVER_PORT or SERVER_NAME missing from {$in}.\n" );
			exit( 1 );
		}
		cluster_write( $out, "# The pinned doors pass the site's own host to PHP (same site, same cookies).\n" . $params );
		exit( 0 );

	case 'wp-config':
		$in      = $argv[2];
		$out     = $argv[3];
		$snippet = $argv[4];
		$cli_db  = $argv[5] ?? '127.0.0.1:3401';
		$salts   = $argv[6] ?? '';
		$conf    = (string) file_get_contents( $in );
		// The keys and salts written into the node's own config (the same values on every node), not required
		// from a file another machine would not have.
		if ( '' !== $salts ) {
			$defines = preg_replace( '/^<\?php\s*\n(\/\/[^\n]*\n)?/', '', (string) file_get_contents( $salts ) );
			$conf    = cluster_replace_once( $conf, 'require ' . var_export( $salts, true ) . ';', "// Keys and salts: the same on every PHP node.\n" . rtrim( (string) $defines ), $in );
		}
		// DB_HOST: the PHP node's haproxy door from its environment (php-fpm's env[MVC_DB_HOST]); the CLI gets haproxy's first door (argument 5, 127.0.0.1:3401 + the port offset).
		$conf = cluster_replace_once( $conf, "'mvc-cluster-db-host'", "( getenv( 'MVC_DB_HOST' ) ? getenv( 'MVC_DB_HOST' ) : " . var_export( $cli_db, true ) . ' )', $in );
		$conf = cluster_replace_once( $conf, "if ( ! defined( 'ABSPATH' ) ) {", (string) file_get_contents( $snippet ) . "\nif ( ! defined( 'ABSPATH' ) ) {", $in );
		$conf = str_replace( 'Generated by bin/start.sh from bin/templates/wp-config.php', 'Generated by bin/cluster/start.sh from bin/templates/wp-config.php and bin/templates/cluster/wp-config-cluster.php', $conf );
		cluster_write( $out, $conf );
		exit( 0 );
}//end switch

fwrite( STDERR, "usage: php bin/cluster/configs.php nginx|fastcgi-pinned|wp-config ...\n" );
exit( 2 );
