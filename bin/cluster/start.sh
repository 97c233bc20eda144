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
CLUSTER_PACKAGES=(galera-4 mariadb-backup haproxy rsync redis-server php8.2-redis socat)
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
mkdir -p "$RUN_DIR/tmp" "$LOG_DIR" "$NGINX_CACHE_DIR/pages" "$NGINX_CACHE_DIR/tmp"

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
# WordPress files (as for dev: bin/lib/common.sh) and a shared uploads folder.
wp_files
mkdir -p "$WP_DIR/wp-content/uploads"

# The same keys and salts for both nodes (a cookie made on one is valid on the other).
write_salts "$INST_DIR/salts.php"
# The object cache's key prefix, one per cluster install (a wiped cluster never reads the old keys); the
# drop-in adds ':' (keys are <salt>:<group>:<key>).
if [ ! -s "$INST_DIR/cache-key-salt" ]; then
	printf 'mvc%s' "$(head -c 4 /dev/urandom | od -An -tx1 | tr -d ' \n')" >"$INST_DIR/cache-key-salt"
fi
CACHE_KEY_SALT="$(cat "$INST_DIR/cache-key-salt")"

if [ "$PAGE_CACHE" = 0 ]; then page_cache_dir=''; else page_cache_dir="$NGINX_CACHE_DIR"; fi
render "$MVC_TEMPLATES/wp-config.php" "$RUN_DIR/wp-config.dev.php" \
	INSTANCE="$INSTANCE" DB_NAME="$DB_NAME" DB_USER="$DB_USER" DB_PASSWORD="$DB_PASSWORD" \
	DB_HOST="mvc-cluster-db-host" SALTS_FILE="$INST_DIR/salts.php" SITE_URL="$SITE_URL" \
	MVC_ENV_NAME="$MVC_ENV_NAME" SMTP_PORT="$SMTP_PORT" DEBUG_LOG="$LOG_DIR/debug.log" \
	WECHAT_LOCAL_JSON="$WECHAT_LOCAL_JSON" PAGE_CACHE_DIR="$page_cache_dir"
render "$CLUSTER_TEMPLATES/wp-config-cluster.php" "$RUN_DIR/wp-config-cluster.php" \
	REDIS_SOCKET="$REDIS_SOCKET" CACHE_KEY_SALT="$CACHE_KEY_SALT"
php "$MVC_BIN/cluster/configs.php" wp-config "$RUN_DIR/wp-config.dev.php" "$WP_DIR/wp-config.php" "$RUN_DIR/wp-config-cluster.php" "127.0.0.1:$HAPROXY_PORT_A"

# The object-cache drop-in (the plugin's, copied: WordPress loads it before any plugin).
install_object_cache

# ---------------------------------------------------------------------------------------------------------
# PHP nodes
for n in "${PHP_NODES[@]}"; do
	if ! service_running "$n"; then
		start_php "$n"
		ok "$n: php-fpm (socket .local/cluster/run/$n.sock, database through haproxy $(php_db_host "$n"))"
	else
		start_php "$n" # rewrites its configuration only
	fi
done

# nginx: the dev instance's configuration with the cluster's upstreams and the pinned doors.
if [ "$PAGE_CACHE" = 0 ]; then cache_zone=off; else cache_zone=mvc_pages; fi
if is_root; then nginx_user='user root;'; else nginx_user=''; fi
cp "$MVC_TEMPLATES/fastcgi_params" "$RUN_DIR/fastcgi_params"
php "$MVC_BIN/cluster/configs.php" fastcgi-pinned "$RUN_DIR/fastcgi_params" "$RUN_DIR/fastcgi_params_pinned" "localhost:$SITE_PORT"
render "$MVC_TEMPLATES/nginx.conf" "$RUN_DIR/nginx.dev.conf" \
	RUN_DIR="$RUN_DIR" LOG_DIR="$LOG_DIR" NGINX_CACHE_DIR="$NGINX_CACHE_DIR" WP_DIR="$WP_DIR" \
	SITE_PORT="$SITE_PORT" PAGE_CACHE_ZONE="$cache_zone" NGINX_USER="$nginx_user"
render "$CLUSTER_TEMPLATES/nginx-upstreams.conf" "$RUN_DIR/nginx-upstreams.conf" RUN_DIR="$RUN_DIR"
php "$MVC_BIN/cluster/configs.php" nginx "$RUN_DIR/nginx.dev.conf" "$RUN_DIR/nginx-upstreams.conf" "$RUN_DIR/nginx.conf.new" \
	"$(pinned_port php1)" "$(pinned_port php2)"
nginx_changed=0
cmp -s "$RUN_DIR/nginx.conf.new" "$RUN_DIR/nginx.conf" || nginx_changed=1
mv "$RUN_DIR/nginx.conf.new" "$RUN_DIR/nginx.conf"
nginx_cmd=("$(nginx_bin)" -p "$INST_DIR" -c "$RUN_DIR/nginx.conf" -e "$LOG_DIR/nginx-error.log")
"${nginx_cmd[@]}" -t -q 2>>"$LOG_DIR/nginx-error.log" || die "the cluster's nginx configuration is invalid: see .local/cluster/logs/nginx-error.log"
if pid="$(service_pid nginx)"; then
	if [ "$nginx_changed" = 1 ]; then kill -HUP "$pid" && ok "nginx reloaded (configuration changed)"; fi
else
	cluster_port_free "$SITE_PORT" "cluster site"
	"${nginx_cmd[@]}" </dev/null >>"$LOG_DIR/nginx-error.log" 2>&1 || die "nginx did not start: see .local/cluster/logs/nginx-error.log"
	wait_until 10 "nginx" "$LOG_DIR/nginx-error.log" port_open "$SITE_PORT"
	wait_until 5 "nginx's pid file" "$LOG_DIR/nginx-error.log" service_running nginx
	ok "nginx on $SITE_URL (balancing php1 and php2; pinned doors 127.0.0.1:$(pinned_port php1) and :$(pinned_port php2))"
fi

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

# ---------------------------------------------------------------------------------------------------------
# WordPress: install once, theme, plugin, permalinks, demo content (bin/wp-setup.php, idempotent), from the
# command line through haproxy's first door (wp-config's default DB_HOST).
if [ -f "$MVC_BIN/wp-setup.php" ]; then
	php "$MVC_BIN/wp-setup.php" --path="$WP_DIR" --url="$SITE_URL" || die "bin/wp-setup.php failed (see above and .local/cluster/logs/debug.log)"
else
	warn "bin/wp-setup.php is not there: WordPress is not installed"
fi

# One WP-Cron runner for the whole cluster (DISABLE_WP_CRON on the nodes), through the balancer.
if ! service_running cron; then
	setsid bash "$MVC_BIN/cron-runner.sh" "$INSTANCE" "$SITE_URL" </dev/null >>"$LOG_DIR/cron.log" 2>&1 &
	echo $! >"$(pid_file cron)"
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
  Site:        $SITE_URL/   (nginx, page cache, balancing php1 and php2)
  Pinned:      http://127.0.0.1:$(pinned_port php1)/ → php1 only, http://127.0.0.1:$(pinned_port php2)/ → php2 only (no page cache)
  wp-admin:    $SITE_URL/wp-admin/   login: admin / password     Member: member@example.com / password
  Galera:      db1 127.0.0.1:$(db_port db1), db2 :$(db_port db2), db3 :$(db_port db3) (sockets .local/cluster/run/db<n>.sock)
  haproxy:     127.0.0.1:$HAPROXY_PORT_A (php1's door, db1 first), 127.0.0.1:$HAPROXY_PORT_B (php2's, db2 first), stats http://127.0.0.1:$HAPROXY_STATS_PORT/
  Redis:       .local/cluster/run/redis.sock (object cache, keys $CACHE_KEY_SALT:<group>:<key>)
  Mail sink:   $MAIL_URL/   (SMTP 127.0.0.1:$SMTP_PORT)      WeChat: $WECHAT_URL/ (fake provider)
  Logs:        .local/cluster/logs/
  Nodes:       bash bin/cluster/ctl.sh status | kill|stop|start db1|db2|db3|php1|php2|redis
  Stop:        npm run stop:cluster   Wipe: bash bin/cluster/stop.sh --wipe

EOF
cluster_status
