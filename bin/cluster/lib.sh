# shellcheck shell=bash
# The local cluster's shared functions (bin/cluster/start.sh, stop.sh, ctl.sh source this file).
#
# Layout (.local/cluster/, ignored by git):
#   db1/ db2/ db3/    the Galera nodes' datadirs (grastate.dat tells each node's position)
#   run/              sockets (db<n>.sock, php<n>.sock, redis.sock), pid files, generated configs
#   logs/             every log (db<n>.log, php<n>-fpm.log, php-error.log, debug.log, nginx, haproxy, redis ...)
#   wordpress/        the cluster's WordPress (core copy, the theme and the plugin as symlinks)
#   nginx-cache/      nginx's page cache and temp files
#   salts.php, cache-key-salt   generated once
. "$(dirname "${BASH_SOURCE[0]}")/../lib/common.sh"
MVC_CLUSTER_SCRIPT=1 mvc_instance cluster

CLUSTER_TEMPLATES="$MVC_TEMPLATES/cluster"
DB_NODES=(db1 db2 db3)
PHP_NODES=(php1 php2)
# Start order (stop goes the other way; bin/cluster/stop.sh stops the db nodes one by one, db1 last).
CLUSTER_SERVICES=(db1 db2 db3 haproxy redis gluster php1 php2 nginx1 nginx2 maildev wechat baidu cron)
NGINX_NODES=(nginx1 nginx2)
GALERA_PROVIDER=/usr/lib/galera/libgalera_smm.so
# haproxy's doors to Galera: php1 writes through 3401 (db1 first), php2 through 3402 (db2 first).
# Every port below (and the site's, mail's, WeChat's in bin/lib/common.sh) is shifted by MVC_CLUSTER_PORT_OFFSET
# (default 0), so a second cluster (another checkout) can run beside the first on the same machine.
PORT_OFFSET="${MVC_CLUSTER_PORT_OFFSET:-0}"
HAPROXY_PORT_A=$((3401 + PORT_OFFSET))
HAPROXY_PORT_B=$((3402 + PORT_OFFSET))
HAPROXY_STATS_PORT=$((8404 + PORT_OFFSET))
REDIS_SOCKET="$RUN_DIR/redis.sock"
# The state-transfer user (mariabackup on the donor, over its socket); created by bin/cluster/start.sh.
SST_USER=mvc_sst
SST_PASSWORD=mvc_sst_local
# The doors pinned to one PHP node (no page cache), for tests.
pinned_port() { echo $((8890 + PORT_OFFSET + ${1#php})); }
# Each nginx's own door (8893 = nginx1, 8894 = nginx2): the balancer (haproxy, the site's port) forwards
# visitors there, and the purge door of that nginx is the same address (the cache key holds the port).
nginx_port() { echo $((8892 + PORT_OFFSET + ${1#nginx})); }
nginx_cache_dir() { echo "$INST_DIR/$1-cache"; }
# Each PHP node's php-fpm listens on TCP, as on a machine of its own: php1 127.0.0.1:9001, php2 :9002.
php_fpm_port() { echo $((9000 + PORT_OFFSET + ${1#php})); }

# Fails early when one of the cluster's fixed ports is taken by another program.
cluster_port_free() { # <port> <what>
	if port_open "$1"; then die "port $1 ($2) is in use by another program: the cluster's ports are fixed (bin/cluster/lib.sh)"; fi
}

# The functions, by part: the Galera nodes (lib/galera.sh), then the PHP nodes, GlusterFS, haproxy, Redis,
# nginx, status, the drop-in and supervision (lib/services.sh).
. "$(dirname "${BASH_SOURCE[0]}")/lib/galera.sh"
. "$(dirname "${BASH_SOURCE[0]}")/lib/services.sh"
