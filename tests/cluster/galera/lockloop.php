<?php
// php lockloop.php <mode: lock|getlock|none> <iterations>: read-then-write of one counter under the lock.
require __DIR__ . '/boot.php';
use Mvc\Core\Security\Lock;
global $wpdb;
$mode  = $argv[1];
$n     = (int) $argv[2];
$table = $wpdb->prefix . 'mvc_lock_proof';
$work  = static function () use ( $wpdb, $table ) {
	$v = (int) $wpdb->get_var( "SELECT v FROM {$table} WHERE id = 1" );
	usleep( 2000 );
	$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET v = %d WHERE id = 1", $v + 1 ) );
	return true;
};
$done = 0; $missed = 0; $errors = 0;
$t0 = microtime( true );
for ( $i = 0; $i < $n; $i++ ) {
	if ( 'lock' === $mode ) {
		$r = Lock::run( 'galera-proof', $work, 10 );
	} elseif ( 'getlock' === $mode ) {
		$r = '1' === (string) $wpdb->get_var( "SELECT GET_LOCK('galera-proof', 10)" ) ? $work() : null;
		$wpdb->query( "SELECT RELEASE_LOCK('galera-proof')" );
	} else {
		$r = $work();
	}
	null === $r ? ++$missed : ++$done;
}
echo wp_json_encode( array( 'node' => getenv( 'MVC_DB_HOST' ), 'mode' => $mode, 'done' => $done, 'missed' => $missed, 'seconds' => round( microtime( true ) - $t0, 2 ) ) ), "\n";
