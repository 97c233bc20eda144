<?php
// Loads the cluster's WordPress in the CLI (database through MVC_DB_HOST: 127.0.0.1:3401 -> db1, :3402 -> db2).
$_SERVER['HTTP_HOST']   = 'localhost:8890';
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
define( 'WP_USE_THEMES', false );
require dirname( __DIR__, 3 ) . '/.local/cluster/wordpress/wp-load.php';
