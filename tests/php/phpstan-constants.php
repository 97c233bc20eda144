<?php
/**
 * Constants PHPStan cannot see: the theme's and the plugin's bootstraps' and WordPress's own.
 *
 * @package Mvc\Tests
 */

define( 'MVC_THEME_VERSION', '0.0.0' );
define( 'MVC_THEME_DIR', __DIR__ );
define( 'MVC_CORE_VERSION', '0.0.0' );
define( 'MVC_CORE_FILE', __FILE__ );
define( 'ABSPATH', '/' );
define( 'OBJECT', 'OBJECT' );
define( 'ARRAY_A', 'ARRAY_A' );
define( 'MINUTE_IN_SECONDS', 60 );
define( 'HOUR_IN_SECONDS', 3600 );
define( 'DAY_IN_SECONDS', 86400 );
define( 'WEEK_IN_SECONDS', 604800 );
define( 'WP_CONTENT_DIR', '/wp-content' );
define( 'WP_LANG_DIR', '/wp-content/languages' );
define( 'YEAR_IN_SECONDS', 31536000 );
define( 'COOKIEPATH', '/' );
define( 'COOKIE_DOMAIN', false );
