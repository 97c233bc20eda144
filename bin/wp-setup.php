<?php
/**
 * Installs WordPress once and keeps it configured for the theme and its plugin, with the demo content.
 *
 * Usage: php bin/wp-setup.php --path=<WordPress dir> --url=http://localhost:8888 [--no-demo | --empty]
 *
 * --no-demo skips the demo content this time; --empty makes the site the empty target of a move: WordPress's
 * samples removed and no demo content then or ever after (Mvc\Seed\EmptySite).
 *
 * Idempotent: each phase runs in its own PHP process (WordPress's install, the activation of the theme and the plugin
 * and the seeding must not share one, see environment.md) and returns at once when its work is
 * already done, so a re-run takes about a second.
 *
 * @package Mvc
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals -- a command-line script, not loaded by WordPress.

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$options = getopt( '', array( 'path:', 'url:', 'phase:', 'no-demo', 'empty' ) );
$wp_path = isset( $options['path'] ) && is_string( $options['path'] ) ? rtrim( $options['path'], '/' ) : '';
$url     = isset( $options['url'] ) && is_string( $options['url'] ) ? rtrim( $options['url'], '/' ) : '';
if ( '' === $wp_path || '' === $url || ! is_file( $wp_path . '/wp-load.php' ) ) {
	fwrite( STDERR, "usage: php bin/wp-setup.php --path=<WordPress dir> --url=<site url> [--no-demo | --empty]\n" );
	exit( 2 );
}

$phase = isset( $options['phase'] ) && is_string( $options['phase'] ) ? $options['phase'] : '';
if ( '' === $phase ) {
	$phases = array( 'install', 'activate', 'upgrade', 'language' );
	if ( isset( $options['empty'] ) ) {
		$phases[] = 'empty';
	} elseif ( ! isset( $options['no-demo'] ) ) {
		$phases[] = 'seed';
	}
	$phases[] = 'rewrite';
	foreach ( $phases as $name ) {
		$command = sprintf(
			'%s %s --phase=%s --path=%s --url=%s',
			escapeshellarg( PHP_BINARY ),
			escapeshellarg( __FILE__ ),
			escapeshellarg( $name ),
			escapeshellarg( $wp_path ),
			escapeshellarg( $url )
		);
		passthru( $command, $status ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_passthru -- runs this script's own phases.
		if ( 0 !== $status ) {
			fwrite( STDERR, "wp-setup: the phase '{$name}' failed.\n" );
			exit( 1 );
		}
	}
	exit( 0 );
}//end if

// WordPress reads the request's host to build URLs; this is what a browser would send.
$parts                  = parse_url( $url );
$_SERVER['HTTP_HOST']   = ( $parts['host'] ?? 'localhost' ) . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
$_SERVER['SERVER_NAME'] = $parts['host'] ?? 'localhost';
$_SERVER['SERVER_PORT'] = (string) ( $parts['port'] ?? 80 );
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['HTTPS']       = 'https' === ( $parts['scheme'] ?? 'http' ) ? 'on' : '';

if ( 'install' === $phase ) {
	define( 'WP_INSTALLING', true );
}
require $wp_path . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once __DIR__ . '/seed/Options.php';
require_once __DIR__ . '/seed/EmptySite.php';

switch ( $phase ) {
	case 'install':
		if ( is_blog_installed() ) {
			exit( 0 );
		}
		wp_install( 'MVC 材料前沿', 'admin', 'admin@example.com', true, '', 'password', 'zh_CN' );
		echo "WordPress installed.\n";
		exit( 0 );

	case 'activate':
		Mvc\Seed\Options::apply();
		if ( 'mvc' !== get_stylesheet() ) {
			$theme = wp_get_theme( 'mvc' );
			if ( ! $theme->exists() || $theme->errors() ) {
				fwrite( STDERR, "The theme 'mvc' is not in wp-content/themes.\n" );
				exit( 1 );
			}
			switch_theme( 'mvc' );
			echo "Theme activated.\n";
		}
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		if ( ! is_plugin_active( 'mvc-core/mvc-core.php' ) ) {
			$activated = activate_plugin( 'mvc-core/mvc-core.php' );
			if ( is_wp_error( $activated ) ) {
				fwrite( STDERR, 'The plugin mvc-core could not be activated: ' . $activated->get_error_message() . "\n" );
				exit( 1 );
			}
			echo "Plugin activated.\n";
		}
		exit( 0 );

	case 'upgrade':
		// The plugin is active now: its schema and role are created here (and on later requests).
		Mvc\Core\Data\Schema::maybe_upgrade();
		Mvc\Core\Member\Role::add();
		Mvc\Core\Settings::install();
		Mvc\Seed\Options::wechat();
		Mvc\Seed\Options::baidu();
		exit( 0 );

	case 'language':
		// WordPress.org's current zh_CN language pack for this core version (PHP and the scripts' JSON),
		// which WordPress then keeps updated (auto_update_translation). Offline (the local stack, CI) the
		// request fails and the project's own catalogue of core's strings is used (plugin/languages/core,
		// Mvc\Core\CoreTranslations). Never fails the setup.
		require_once ABSPATH . 'wp-admin/includes/translation-install.php';
		require_once ABSPATH . 'wp-admin/includes/file.php';
		require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';
		$pack_locale = 'zh_CN';
		$available   = wp_get_available_translations();
		if ( ! isset( $available[ $pack_locale ] ) ) {
			echo "Language pack: WordPress.org is not reachable; the project's catalogue of core's strings is used.\n";
			exit( 0 );
		}
		$offered   = (object) $available[ $pack_locale ];
		$installed = wp_get_installed_translations( 'core' )['default'][ $pack_locale ] ?? array();
		if ( is_file( WP_LANG_DIR . "/{$pack_locale}.l10n.php" ) && isset( $installed['PO-Revision-Date'], $offered->updated )
			&& strtotime( (string) $installed['PO-Revision-Date'] ) >= strtotime( (string) $offered->updated ) ) {
			exit( 0 );
		}
		$offered->type = 'core';
		$offered->slug = 'default';
		$upgrader      = new Language_Pack_Upgrader( new Automatic_Upgrader_Skin() );
		// @phpstan-ignore argument.type (Language_Pack_Upgrader takes the translation update object, the stubs say a string)
		$result = $upgrader->upgrade( $offered, array( 'clear_update_cache' => false ) );
		if ( true === $result || is_array( $result ) ) {
			echo "Language pack: zh_CN {$offered->version} installed.\n";
		} else {
			echo "Language pack: zh_CN could not be installed; the project's catalogue of core's strings is used.\n";
		}
		exit( 0 );

	case 'empty':
		$emptied = Mvc\Seed\EmptySite::apply();
		if ( is_wp_error( $emptied ) ) {
			fwrite( STDERR, 'wp-setup: --empty: ' . $emptied->get_error_message() . "\n" );
			exit( 1 );
		}
		echo "Empty site: no demo content, now or later.\n";
		exit( 0 );

	case 'seed':
		if ( Mvc\Seed\EmptySite::marked() ) {
			echo "Empty site (installed with --empty): no demo content.\n";
			exit( 0 );
		}
		require_once __DIR__ . '/seed/Images.php';
		require_once __DIR__ . '/seed/DemoContent.php';
		require_once __DIR__ . '/seed/DemoJournals.php';
		require_once __DIR__ . '/seed/DemoCitations.php';
		require_once __DIR__ . '/seed/DemoCourses.php';
		$seeded = ( new Mvc\Seed\DemoContent() )->run();
		if ( $seeded ) {
			echo "Demo content created.\n";
		}
		exit( 0 );

	case 'rewrite':
		// A normal (not installing) run, with the theme's and the plugin's rules registered: see environment.md.
		flush_rewrite_rules( false );
		exit( 0 );
}//end switch

fwrite( STDERR, "Unknown phase {$phase}.\n" );
exit( 2 );
