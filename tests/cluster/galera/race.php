<?php
// php race.php < plan.json: fires every request at once (curl_multi); prints [{status, body}] in order.
$plan  = json_decode( stream_get_contents( STDIN ), true );
$multi = curl_multi_init();
$hs    = array();
foreach ( $plan as $r ) {
	$h       = curl_init( $r['url'] );
	$headers = array( 'Content-Type: application/json' );
	if ( ! empty( $r['nonce'] ) ) { $headers[] = 'X-WP-Nonce: ' . $r['nonce']; }
	if ( ! empty( $r['xff'] ) ) { $headers[] = 'X-Forwarded-For: ' . $r['xff']; }
	curl_setopt_array( $h, array(
		CURLOPT_CUSTOMREQUEST  => $r['method'],
		CURLOPT_POSTFIELDS     => isset( $r['body'] ) ? json_encode( $r['body'] ) : null,
		CURLOPT_HTTPHEADER     => $headers,
		CURLOPT_COOKIE         => $r['cookie'] ?? '',
		CURLOPT_USERAGENT      => $r['ua'] ?? 'galera-proof',
		CURLOPT_RETURNTRANSFER => true,
		CURLOPT_TIMEOUT        => 60,
	) );
	curl_multi_add_handle( $multi, $h );
	$hs[] = $h;
}
$t0 = microtime( true );
do {
	$s = curl_multi_exec( $multi, $running );
	if ( $running ) { curl_multi_select( $multi ); }
} while ( $running && CURLM_OK === $s );
$out = array();
foreach ( $hs as $h ) {
	$out[] = array( 'status' => curl_getinfo( $h, CURLINFO_RESPONSE_CODE ), 'body' => json_decode( (string) curl_multi_getcontent( $h ), true ) ?? substr( (string) curl_multi_getcontent( $h ), 0, 300 ) );
}
fwrite( STDERR, sprintf( "%d requests in %.2f s\n", count( $hs ), microtime( true ) - $t0 ) );
echo json_encode( $out, JSON_UNESCAPED_UNICODE ), "\n";
