<?php
// php plan.php <like|unlike|subscribe|learners> <setup.json> [readers]: a race plan. Requests alternate between php1 (8891) and php2 (8892).
$s    = json_decode( file_get_contents( $argv[2] ?? 'php://stdin' ), true );
$kind = $argv[1];
$door = static fn( int $i ): string => 0 === $i % 2 ? 'http://127.0.0.1:8891' : 'http://127.0.0.1:8892';
$plan = array();
if ( 'like' === $kind || 'unlike' === $kind ) {
	foreach ( $s['members'] as $i => $m ) {
		$plan[] = array( 'url' => $door( $i ) . '/wp-json/api/member/like', 'method' => 'PUT', 'body' => array( 'id' => $s['post'], 'flag' => 'like' === $kind ), 'cookie' => 'mvc_member_token=' . $m['token'], 'nonce' => $m['nonce'] );
	}
}
if ( 'subscribe' === $kind ) {
	$m = $s['members'][0];
	foreach ( $s['tags'] as $i => $tag ) {
		$plan[] = array( 'url' => $door( $i ) . '/wp-json/api/member/subscribe', 'method' => 'PUT', 'body' => array( 'id' => $tag, 'flag' => true ), 'cookie' => 'mvc_member_token=' . $m['token'], 'nonce' => $m['nonce'] );
	}
}
if ( 'learners' === $kind ) {
	$run = bin2hex( random_bytes( 4 ) );
	for ( $i = 0; $i < (int) ( $argv[3] ?? 20 ); $i++ ) {
		$plan[] = array( 'url' => $door( $i ) . '/wp-json/api/online-course/' . $s['course'] . '/learners', 'method' => 'PUT', 'ua' => "galera-proof-{$run}-{$i}", 'xff' => '10.' . random_int( 1, 254 ) . '.' . random_int( 0, 255 ) . '.' . random_int( 1, 254 ) );
	}
}
echo json_encode( $plan );
