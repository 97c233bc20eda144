#!/usr/bin/env bash
# Starts the local cluster (npm run start:cluster): three MariaDB Galera nodes, haproxy in front of them, Redis
# (WordPress's object cache), two PHP nodes (php-fpm masters), nginx balancing them with the page cache, the
# mail sink, the fake WeChat provider and one WP-Cron runner; then installs WordPress and the demo content
# once (bin/wp-setup.php). Idempotent: what already runs is left alone. Everything lives in .local/cluster/.
#
# The database: on the very first start db1 is initialised and starts a new cluster (--wsrep-new-cluster);
# db2 and db3 join with an empty datadir and receive a full copy (SST, rsync). On later starts, when no node
# runs, the cluster is bootstrapped again from the node Galera marked safe_to_bootstrap in its grastate.dat
# (the last to leave; bin/cluster/stop.sh stops db1 last), or, after a crash of all three, from the one with
# the highest seqno (recovered from InnoDB with mariadbd --wsrep-recover); the others rejoin (IST or SST).
#
# Environment: MVC_SKIP_INSTALL=1 skips bin/install.sh; MVC_PAGE_CACHE=0 turns nginx's page cache off.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$MVC_ROOT"
t0="$(now_ms)"

if [ "${MVC_SKIP_INSTALL:-0}" != 1 ]; then
	"$MVC_BIN/install.sh"
fi
# The cluster's own Debian packages (bin/install.sh may not list them all).
CLUSTER_PACKAGES=(galera-4 mariadb-backup haproxy rsync redis-server php8.2-redis socat glusterfs-server glusterfs-client)
missing=()
for p in "${CLUSTER_PACKAGES[@]}"; do
	if [ "$(dpkg-query -W -f '${db:Status-Status}' "$p" 2>/dev/null)" != installed ]; then missing+=("$p"); fi
done
if [ "${#missing[@]}" -gt 0 ]; then
	log "Installing Debian packages for the cluster: ${missing[*]}"
	export DEBIAN_FRONTEND=noninteractive
	as_root apt-get -o DPkg::Lock::Timeout=600 update -qq
	as_root apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${missing[@]}"
fi
[ -f "$GALERA_PROVIDER" ] || die "the Galera provider $GALERA_PROVIDER is missing (package galera-4)"
[ -f "$MVC_CORE_CACHE/wp-includes/version.php" ] || die "WordPress core is missing from .local/cache: run bin/install.sh"

log "Starting the local cluster in .local/cluster"
mkdir -p "$RUN_DIR/tmp" "$LOG_DIR"
# Starting means every service up: no stop marks; the supervisor waits while this script runs.
rm -f "$RUN_DIR"/*.down
touch "$RUN_DIR/starting"
trap 'rm -f "$RUN_DIR/starting"' EXIT

# ---------------------------------------------------------------------------------------------------------
# Galera: three nodes.
running="$(running_db_nodes | wc -l)"
if [ "$running" = 0 ]; then
	if [ ! -d "$(db_dir db1)/mysql" ] && [ ! -d "$(db_dir db2)/mysql" ] && [ ! -d "$(db_dir db3)/mysql" ]; then
		# The very first start: only db1 gets system tables; the joiners get everything by SST.
		log "Creating db1's data folder (db2 and db3 receive theirs from db1)"
		rm -rf "$(db_dir db1)" "$(db_dir db2)" "$(db_dir db3)"
		args=(--no-defaults --datadir="$(db_dir db1)" --skip-test-db --innodb-log-file-size=16M --auth-root-authentication-method=socket)
		if is_root; then args+=(--user=root); fi
		mariadb-install-db "${args[@]}" >"$LOG_DIR/mariadb-install.log" 2>&1 ||
			die "mariadb-install-db failed: see .local/cluster/logs/mariadb-install.log"
		bootstrap_db db1
	else
		node="$(bootstrap_candidate)"
		[ -n "$node" ] || die "no Galera node has a data folder to bootstrap from (wipe with bin/cluster/stop.sh --wipe)"
		bootstrap_db "$node"
	fi
else
	ensure_primary
fi
# Users (replicated to the other nodes): the site's, haproxy's health check (no password, no privilege) and
# the state transfers' (mariabackup on the donor).
primary="$(running_db_nodes | sed -n 1p)"
db_sql "$primary" -e "
	CREATE DATABASE IF NOT EXISTS \`$DB_NAME\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
	CREATE USER IF NOT EXISTS '$DB_USER'@'127.0.0.1' IDENTIFIED BY '$DB_PASSWORD';
	CREATE USER IF NOT EXISTS '$DB_USER'@'localhost' IDENTIFIED BY '$DB_PASSWORD';
	GRANT ALL PRIVILEGES ON \`$DB_NAME\`.* TO '$DB_USER'@'127.0.0.1';
	GRANT ALL PRIVILEGES ON \`$DB_NAME\`.* TO '$DB_USER'@'localhost';
	CREATE USER IF NOT EXISTS 'mvc_check'@'127.0.0.1';
	CREATE USER IF NOT EXISTS '$SST_USER'@'localhost' IDENTIFIED BY '$SST_PASSWORD';
	GRANT RELOAD, PROCESS, LOCK TABLES, BINLOG MONITOR ON *.* TO '$SST_USER'@'localhost';
" || die "could not create the database and its users (see .local/cluster/logs/$primary.log)"
for n in "${DB_NODES[@]}"; do
	service_running "$n" || join_db "$n"
done

# haproxy in front of Galera, Redis for the object cache.
start_haproxy
wait_until 10 "haproxy's first health checks" "$LOG_DIR/haproxy.log" \
	mariadb --no-defaults --protocol=tcp -h 127.0.0.1 -P "$HAPROXY_PORT_B" -u "$DB_USER" -p"$DB_PASSWORD" -e 'SELECT 1'
if ! service_running redis; then
	start_redis
	ok "Redis (socket .local/cluster/run/redis.sock, no persistence, 64 MB LRU)"
fi

# ---------------------------------------------------------------------------------------------------------
# WordPress files: one folder per PHP node (.local/cluster/php<n>/, as on a machine of its own), the media on
# GlusterFS mounted into each (bin/cluster/lib.sh).
for n in "${PHP_NODES[@]}"; do php_node_files "$n"; done
start_gluster
ok "GlusterFS: volume $GLUSTER_VOLUME mounted at php1's and php2's wp-content/uploads"

# The same keys and salts for both nodes (a cookie made on one is valid on the other), generated once and
# written into each node's wp-config.php.
write_salts "$INST_DIR/salts.php"
# The object cache's key prefix, one per cluster install (a wiped cluster never reads the old keys); the
# drop-in adds ':' (keys are <salt>:<group>:<key>).
if [ ! -s "$INST_DIR/cache-key-salt" ]; then
	printf 'mvc%s' "$(head -c 4 /dev/urandom | od -An -tx1 | tr -d ' \n')" >"$INST_DIR/cache-key-salt"
fi
CACHE_KEY_SALT="$(cat "$INST_DIR/cache-key-salt")"

render "$CLUSTER_TEMPLATES/wp-config-cluster.php" "$RUN_DIR/wp-config-cluster.php" \
	REDIS_SOCKET="$REDIS_SOCKET" CACHE_KEY_SALT="$CACHE_KEY_SALT" \
	PURGE_ENDPOINTS="http://127.0.0.1:$(nginx_port nginx1),http://127.0.0.1:$(nginx_port nginx2)"
for n in "${PHP_NODES[@]}"; do
	render "$MVC_TEMPLATES/wp-config.php" "$RUN_DIR/wp-config.$n.dev.php" \
		INSTANCE="$INSTANCE" DB_NAME="$DB_NAME" DB_USER="$DB_USER" DB_PASSWORD="$DB_PASSWORD" \
		DB_HOST="mvc-cluster-db-host" SALTS_FILE="$INST_DIR/salts.php" SITE_URL="$SITE_URL" \
		MVC_ENV_NAME="$MVC_ENV_NAME" SMTP_PORT="$SMTP_PORT" DEBUG_LOG="$(php_dir "$n")/logs/debug.log" \
		WECHAT_LOCAL_JSON="$WECHAT_LOCAL_JSON" BAIDU_LOCAL_JSON="$BAIDU_LOCAL_JSON" PAGE_CACHE="$PAGE_CACHE"
	php "$MVC_BIN/cluster/configs.php" wp-config "$RUN_DIR/wp-config.$n.dev.php" "$(php_wp_dir "$n")/wp-config.php" \
		"$RUN_DIR/wp-config-cluster.php" "127.0.0.1:$HAPROXY_PORT_A" "$INST_DIR/salts.php"
	chmod 600 "$(php_wp_dir "$n")/wp-config.php"
done

# ---------------------------------------------------------------------------------------------------------
# PHP nodes
for n in "${PHP_NODES[@]}"; do
	if ! service_running "$n"; then
		start_php "$n"
		ok "$n: php-fpm (127.0.0.1:$(php_fpm_port "$n"), WordPress .local/cluster/$n/wordpress, database through haproxy $(php_db_host "$n"))"
	else
		start_php "$n" # rewrites its configuration only
	fi
done

# Two nginx, each its own configuration, page cache and logs (bin/cluster/lib.sh start_nginx), then the
# balancer in front of them (haproxy's HTTP frontend "site", on the site's port).
for n in "${NGINX_NODES[@]}"; do
	if service_running "$n"; then
		start_nginx "$n" # rewrites (and reloads) its configuration only
	else
		start_nginx "$n"
		ok "$n on http://127.0.0.1:$(nginx_port "$n") (page cache $(nginx_cache_dir "$n" | sed "s#^$MVC_ROOT/##"), balancing php1 and php2)"
	fi
done
start_haproxy
wait_until 10 "the balancer" "$LOG_DIR/haproxy.log" port_open "$SITE_PORT"

# ---------------------------------------------------------------------------------------------------------
# Mail sink and fake WeChat provider (as the dev instance, on the cluster's ports).
if ! service_running maildev; then
	cluster_port_free "$MAIL_PORT" "cluster mail sink web/API"
	cluster_port_free "$SMTP_PORT" "cluster mail sink SMTP"
	launch_maildev
fi
if ! service_running wechat; then
	cluster_port_free "$WECHAT_PORT" "cluster fake WeChat provider"
	launch_wechat
fi
if ! service_running baidu; then
	cluster_port_free "$BAIDU_PORT" "cluster fake Baidu link submission"
	launch_baidu
fi

# ---------------------------------------------------------------------------------------------------------
# WordPress: install once, theme, plugin, permalinks, demo content (bin/wp-setup.php, idempotent), from the
# command line through haproxy's first door (wp-config's default DB_HOST).
if [ -f "$MVC_BIN/wp-setup.php" ]; then
	php "$MVC_BIN/wp-setup.php" --path="$(php_wp_dir php1)" --url="$SITE_URL" || die "bin/wp-setup.php failed (see above and .local/cluster/logs/debug.log)"
else
	warn "bin/wp-setup.php is not there: WordPress is not installed"
fi

# One WP-Cron runner for the whole cluster (DISABLE_WP_CRON on the nodes), through the balancer.
if ! service_running cron; then
	setsid bash "$MVC_BIN/cron-runner.sh" "$INSTANCE" "$SITE_URL" </dev/null >>"$LOG_DIR/cron.log" 2>&1 &
	echo $! >"$(pid_file cron)"
fi

# The supervisor: restarts whatever crashes from now on (bin/cluster/supervise.sh).
if ! service_running supervisor; then
	setsid bash "$MVC_BIN/cluster/supervise.sh" "$INST_DIR" </dev/null >>"$LOG_DIR/supervisor.log" 2>&1 &
	echo $! >"$(pid_file supervisor)"
	ok "supervisor (bin/cluster/supervise.sh, log .local/cluster/logs/supervisor.log)"
fi

for n in "${PHP_NODES[@]}"; do
	wait_until 30 "$n through its door 127.0.0.1:$(pinned_port "$n")" "$LOG_DIR/php-error.log" php_serves "$n"
done
code="$(curl -s -o /dev/null -w '%{http_code}' "$SITE_URL/" || true)"
case "$code" in
	200 | 301 | 302) ;;
	*) die "the cluster answers HTTP $code at $SITE_URL/ (see .local/cluster/logs/debug.log, php-error.log, nginx-error.log)" ;;
esac

cat <<EOF

${_c_b}The local cluster is running${_c_0} ($(($(now_ms) - t0)) ms)
  Site:        $SITE_URL/   (haproxy → nginx1 http://127.0.0.1:$(nginx_port nginx1)/ or nginx2 :$(nginx_port nginx2), each its own page cache, balancing php1 and php2)
  Pinned:      http://127.0.0.1:$(pinned_port php1)/ → php1 only, http://127.0.0.1:$(pinned_port php2)/ → php2 only (no page cache)
  wp-admin:    $SITE_URL/wp-admin/   login: admin / password     Member: member@example.com / password
  Galera:      db1 127.0.0.1:$(db_port db1), db2 :$(db_port db2), db3 :$(db_port db3) (sockets .local/cluster/run/db<n>.sock)
  haproxy:     127.0.0.1:$HAPROXY_PORT_A (php1's door, db1 first), 127.0.0.1:$HAPROXY_PORT_B (php2's, db2 first), stats http://127.0.0.1:$HAPROXY_STATS_PORT/
  Redis:       .local/cluster/run/redis.sock (object cache, keys $CACHE_KEY_SALT:<group>:<key>)
  Mail sink:   $MAIL_URL/   (SMTP 127.0.0.1:$SMTP_PORT)      WeChat: $WECHAT_URL/ (fake provider)
  Baidu:       $BAIDU_URL/__log   (fake link submission)
  Logs:        .local/cluster/logs/
  Nodes:       bash bin/cluster/ctl.sh status | kill|stop|start|freeze|thaw db1|db2|db3|php1|php2|nginx1|nginx2|haproxy|redis
  Supervisor:  bin/cluster/supervise.sh restarts a crashed process (not one stopped with ctl.sh stop)
  Full outage: bash bin/cluster/ctl.sh recover (bootstraps from the most advanced db node)
  Stop:        npm run stop:cluster   Wipe: bash bin/cluster/stop.sh --wipe

EOF
cluster_status
