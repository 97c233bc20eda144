<?php
// php ratelimit.php <bucket> <hits> <limit>: hits one rate-limit bucket (Security\RateLimiter, an hour's
// window) as fast as it can; prints how many were let through.
require __DIR__ . '/boot.php';
$limiter = new Mvc\Core\Security\RateLimiter();
$passed  = 0;
for ( $i = 0; $i < (int) $argv[2]; $i++ ) {
	$passed += $limiter->hit( $argv[1], (int) $argv[3], HOUR_IN_SECONDS ) ? 1 : 0;
}
echo $passed, "\n";
