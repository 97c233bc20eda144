<?php
/**
 * Constants PHPStan cannot see: the theme bootstrap's and WordPress's own.
 *
 * @package Mvc\Tests
 */

define( 'MVC_THEME_VERSION', '0.0.0' );
define( 'MVC_THEME_DIR', __DIR__ );
define( 'ABSPATH', '/' );
