// ---- The cluster (bin/cluster/) ----------------------------------------------------------------------------
// WordPress's persistent object cache: one Redis shared by both PHP nodes (wp-content/object-cache.php, the
// plugin's drop-in), keys prefixed with a salt of this site's own.
define( 'MVC_REDIS_SOCKET', @php:REDIS_SOCKET@ );
define( 'MVC_REDIS_DATABASE', 0 );
define( 'MVC_CACHE_KEY_SALT', @php:CACHE_KEY_SALT@ );
// The page cache is purged over HTTP on every nginx (Mvc\Core\Cache\HttpPurge): each nginx's own door,
// which is also where the balancer sends visitors (the cache key holds the port).
define( 'MVC_PURGE_ENDPOINTS', @php:PURGE_ENDPOINTS@ );
