#!/usr/bin/env bash
# Starts a local instance in the background: MariaDB, php-fpm, nginx, the mail sink and the WP-Cron runner,
# then installs/configures WordPress (bin/wp-setup.php). Idempotent: what already runs is left alone.
#
#   bin/start.sh [dev|test|scale] [--empty]  (npm start = dev; scale: the scale bench's instance, npm run bench:scale)
#
# --empty installs the site without any content, the target of a move (docs/operators.md, "Moving an existing site"): no demo
# content then or on any later start (bin/seed/EmptySite.php). On a site installed with content it stops with an error.
#
# Environment: MVC_PORT (8888), MVC_MAIL_PORT (1080), MVC_SMTP_PORT (1025) for dev; MVC_TEST_PORT (8889),
# MVC_TEST_MAIL_PORT (1081), MVC_TEST_SMTP_PORT (1026) for test; MVC_PAGE_CACHE=0 turns the page cache off;
# MVC_SKIP_INSTALL=1 skips bin/install.sh (bin/test.sh runs it once itself).
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
cd "$MVC_ROOT"
t0="$(now_ms)"

instance=dev
setup_extra=()
for arg in "$@"; do
	case "$arg" in
		--empty) setup_extra+=(--empty) ;;
		-*) die "unknown option $arg (bin/start.sh [dev|test|scale] [--empty])" ;;
		*) instance="$arg" ;;
	esac
done
mvc_instance "$instance"

if [ "${MVC_SKIP_INSTALL:-0}" != 1 ]; then
	"$MVC_BIN/install.sh"
fi
[ -f "$MVC_CORE_CACHE/wp-includes/version.php" ] || die "WordPress core is missing from .local/cache: run bin/install.sh"

log "Starting the '$INSTANCE' instance in .local/$INSTANCE"
mkdir -p "$RUN_DIR/tmp" "$LOG_DIR" "$NGINX_CACHE_DIR/pages" "$NGINX_CACHE_DIR/tmp"

# ---------------------------------------------------------------------------------------------------------
# WordPress files: core, the theme and the plugin, the local stack's mu-plugin, the database-error drop-in.
wp_files
# The end-to-end tests' network switch, in the test instance only (see the file).
if [ "$INSTANCE" = test ]; then
	cp "$MVC_TEMPLATES/mu-plugins/mvc-e2e.php" "$WP_DIR/wp-content/mu-plugins/mvc-e2e.php"
else
	rm -f "$WP_DIR/wp-content/mu-plugins/mvc-e2e.php"
fi

write_salts "$INST_DIR/salts.php"

render "$MVC_TEMPLATES/wp-config.php" "$WP_DIR/wp-config.php" \
	INSTANCE="$INSTANCE" DB_NAME="$DB_NAME" DB_USER="$DB_USER" DB_PASSWORD="$DB_PASSWORD" \
	DB_HOST="localhost:$DB_SOCKET" SALTS_FILE="$INST_DIR/salts.php" SITE_URL="$SITE_URL" \
	MVC_ENV_NAME="$MVC_ENV_NAME" SMTP_PORT="$SMTP_PORT" DEBUG_LOG="$LOG_DIR/debug.log" \
	WECHAT_LOCAL_JSON="$WECHAT_LOCAL_JSON" BAIDU_LOCAL_JSON="$BAIDU_LOCAL_JSON" PAGE_CACHE="$PAGE_CACHE"

# ---------------------------------------------------------------------------------------------------------
# MariaDB: private server, unix socket only.
if ! service_running mariadb; then
	ensure_socket_free() { if [ -S "$1" ]; then rm -f "$1"; fi; }
	if [ ! -d "$DB_DIR/mysql" ]; then
		log "Creating the MariaDB data folder"
		rm -rf "$DB_DIR"
		args=(--no-defaults --datadir="$DB_DIR" --skip-test-db --innodb-log-file-size=16M --auth-root-authentication-method=socket)
		if is_root; then args+=(--user=root); fi
		mariadb-install-db "${args[@]}" >"$LOG_DIR/mariadb-install.log" 2>&1 ||
			die "mariadb-install-db failed: see .local/$INSTANCE/logs/mariadb-install.log"
	fi
	ensure_socket_free "$DB_SOCKET"
	# Sized from the machine and the data (mariadb_sizing in lib/common.sh; the rule is in docs/performance.md).
	read -r pool_mb log_mb tmp_mb <<<"$(mariadb_sizing "$DB_DIR" "$INSTANCE")"
	args=(--no-defaults --datadir="$DB_DIR" --socket="$DB_SOCKET" --pid-file="$(pid_file mariadb)"
		--log-error="$LOG_DIR/mariadb.log" --skip-networking --innodb-log-file-size="${log_mb}M"
		--innodb-buffer-pool-size="${pool_mb}M" --innodb-flush-method=O_DIRECT
		--tmp-table-size="${tmp_mb}M" --max-heap-table-size="${tmp_mb}M"
		--character-set-server=utf8mb4 --collation-server=utf8mb4_unicode_ci
		--tmpdir="$RUN_DIR/tmp")
	# The scale instance is a bench: a commit need not reach the disk before it returns (a crash loses the last
	# second; its bulk load writes millions of rows). Every other instance keeps MariaDB's durable default.
	if [ "$INSTANCE" = scale ]; then args+=(--innodb-flush-log-at-trx-commit=2 --innodb-io-capacity=2000); fi
	if is_root; then args+=(--user=root); fi
	setsid "$(mariadbd_bin)" "${args[@]}" </dev/null >>"$LOG_DIR/mariadb.log" 2>&1 &
	wait_until 60 "MariaDB" "$LOG_DIR/mariadb.log" db_admin -e 'SELECT 1'
	wait_until 10 "MariaDB's pid file" "$LOG_DIR/mariadb.log" service_running mariadb
	ok "MariaDB (socket .local/$INSTANCE/run/mysqld.sock; buffer pool ${pool_mb} MiB, redo log ${log_mb} MiB, in-memory tmp tables ${tmp_mb} MiB)"
fi
databases=("$DB_NAME")
if [ "$INSTANCE" = test ]; then databases+=(wordpress_phpunit); fi
# The scale instance's copy of the demo (bin/scale/grow.sh fills it; X-Bench-Db: demo reads it).
if [ "$INSTANCE" = scale ]; then databases+=("${DB_NAME}_demo"); fi
sql="CREATE USER IF NOT EXISTS '$DB_USER'@'localhost' IDENTIFIED BY '$DB_PASSWORD';"
for db in "${databases[@]}"; do
	sql+="CREATE DATABASE IF NOT EXISTS \`$db\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;"
	sql+="GRANT ALL PRIVILEGES ON \`$db\`.* TO '$DB_USER'@'localhost';"
done
db_admin -e "$sql" || die "could not create the databases (see .local/$INSTANCE/logs/mariadb.log)"

# ---------------------------------------------------------------------------------------------------------
# php-fpm
if is_root; then fpm_user=$'user = root\ngroup = root'; else fpm_user=''; fi
render "$MVC_TEMPLATES/php-fpm.conf" "$RUN_DIR/php-fpm.conf.new" \
	RUN_DIR="$RUN_DIR" LOG_DIR="$LOG_DIR" INSTANCE="$INSTANCE" FPM_USER="$fpm_user"
fpm_changed=0
cmp -s "$RUN_DIR/php-fpm.conf.new" "$RUN_DIR/php-fpm.conf" || fpm_changed=1
mv "$RUN_DIR/php-fpm.conf.new" "$RUN_DIR/php-fpm.conf"
if pid="$(service_pid php-fpm)"; then
	if [ "$fpm_changed" = 1 ]; then kill -USR2 "$pid" && ok "php-fpm reloaded (configuration changed)"; fi
else
	rm -f "$FPM_SOCKET"
	fpm_args=(--fpm-config "$RUN_DIR/php-fpm.conf")
	if is_root; then fpm_args+=(--allow-to-run-as-root); fi
	"$(php_fpm_bin)" "${fpm_args[@]}" </dev/null >>"$LOG_DIR/php-fpm.log" 2>&1 ||
		die "php-fpm did not start: see .local/$INSTANCE/logs/php-fpm.log"
	wait_until 15 "php-fpm" "$LOG_DIR/php-fpm.log" test -S "$FPM_SOCKET"
	wait_until 5 "php-fpm's pid file" "$LOG_DIR/php-fpm.log" service_running php-fpm
	ok "php-fpm (socket .local/$INSTANCE/run/php-fpm.sock)"
fi

# ---------------------------------------------------------------------------------------------------------
# nginx
if [ "$PAGE_CACHE" = 0 ]; then cache_zone=off; else cache_zone=mvc_pages; fi
if is_root; then nginx_user='user root;'; else nginx_user=''; fi
cp "$MVC_TEMPLATES/fastcgi_params" "$RUN_DIR/fastcgi_params"
render "$MVC_TEMPLATES/nginx.conf" "$RUN_DIR/nginx.conf.new" \
	RUN_DIR="$RUN_DIR" LOG_DIR="$LOG_DIR" NGINX_CACHE_DIR="$NGINX_CACHE_DIR" WP_DIR="$WP_DIR" \
	SITE_PORT="$SITE_PORT" PAGE_CACHE_ZONE="$cache_zone" NGINX_USER="$nginx_user"
nginx_changed=0
cmp -s "$RUN_DIR/nginx.conf.new" "$RUN_DIR/nginx.conf" || nginx_changed=1
mv "$RUN_DIR/nginx.conf.new" "$RUN_DIR/nginx.conf"
nginx_cmd=("$(nginx_bin)" -p "$INST_DIR" -c "$RUN_DIR/nginx.conf" -e "$LOG_DIR/nginx-error.log")
if pid="$(service_pid nginx)"; then
	if [ "$nginx_changed" = 1 ]; then
		"${nginx_cmd[@]}" -t -q 2>>"$LOG_DIR/nginx-error.log" || die "the new nginx configuration is invalid: see .local/$INSTANCE/logs/nginx-error.log"
		kill -HUP "$pid" && ok "nginx reloaded (configuration changed)"
	fi
else
	ensure_port_free "$SITE_PORT" "site" "$([ "$INSTANCE" = dev ] && echo MVC_PORT || echo MVC_TEST_PORT)"
	"${nginx_cmd[@]}" </dev/null >>"$LOG_DIR/nginx-error.log" 2>&1 ||
		die "nginx did not start: see .local/$INSTANCE/logs/nginx-error.log"
	wait_until 10 "nginx" "$LOG_DIR/nginx-error.log" port_open "$SITE_PORT"
	wait_until 5 "nginx's pid file" "$LOG_DIR/nginx-error.log" service_running nginx
	ok "nginx on $SITE_URL (page cache: $([ "$cache_zone" = off ] && echo off || echo on))"
fi

# ---------------------------------------------------------------------------------------------------------
# Mail sink (maildev from node_modules)
if ! service_running maildev; then
	ensure_port_free "$MAIL_PORT" "mail sink web/API" "$([ "$INSTANCE" = dev ] && echo MVC_MAIL_PORT || echo MVC_TEST_MAIL_PORT)"
	ensure_port_free "$SMTP_PORT" "mail sink SMTP" "$([ "$INSTANCE" = dev ] && echo MVC_SMTP_PORT || echo MVC_TEST_SMTP_PORT)"
	launch_maildev
fi

# ---------------------------------------------------------------------------------------------------------
# Fake WeChat provider (bin/fake-wechat.mjs): the machines cannot reach WeChat.
if ! service_running wechat; then
	ensure_port_free "$WECHAT_PORT" "fake WeChat provider" "$([ "$INSTANCE" = dev ] && echo MVC_WECHAT_PORT || echo MVC_TEST_WECHAT_PORT)"
	launch_wechat
fi

# ---------------------------------------------------------------------------------------------------------
# Fake Baidu link submission (bin/fake-baidu.mjs): the machines cannot reach Baidu.
if ! service_running baidu; then
	ensure_port_free "$BAIDU_PORT" "fake Baidu link submission" "$([ "$INSTANCE" = dev ] && echo MVC_BAIDU_PORT || echo MVC_TEST_BAIDU_PORT)"
	launch_baidu
fi

# ---------------------------------------------------------------------------------------------------------
# WordPress: install once, activate the theme and the plugin, permalinks, demo content (bin/wp-setup.php, idempotent).
if [ -f "$MVC_BIN/wp-setup.php" ]; then
	setup_args=(--path="$WP_DIR" --url="$SITE_URL" "${setup_extra[@]}")
	php "$MVC_BIN/wp-setup.php" "${setup_args[@]}" || die "bin/wp-setup.php failed (see above and .local/$INSTANCE/logs/debug.log)"
	# What the message below says of the site (the site itself keeps its mark, bin/seed/EmptySite.php).
	if [ "${#setup_extra[@]}" -gt 0 ]; then touch "$INST_DIR/empty-site"; fi
else
	warn "bin/wp-setup.php is not there yet: WordPress is not installed (the site shows WordPress's installer)"
fi

# WP-Cron runner, once WordPress is set up.
if ! service_running cron; then
	setsid bash "$MVC_BIN/cron-runner.sh" "$INSTANCE" "$SITE_URL" </dev/null >>"$LOG_DIR/cron.log" 2>&1 &
	echo $! >"$(pid_file cron)"
fi

code="$(curl -s -o /dev/null -w '%{http_code}' "$SITE_URL/" || true)"
case "$code" in
	200 | 301 | 302) ;;
	*) die "the site answers HTTP $code at $SITE_URL/ (see .local/$INSTANCE/logs/debug.log, php-error.log, nginx-error.log)" ;;
esac

cat <<EOF

${_c_b}The '$INSTANCE' site is running${_c_0} ($(($(now_ms) - t0)) ms)
  Site:       $SITE_URL/
  wp-admin:   $SITE_URL/wp-admin/   login: admin / password
  $([ -f "$INST_DIR/empty-site" ] && echo "Content:    none (an empty site, the target of an import: README, \"Other commands\")" || echo "Member:     member@example.com / password")
  Mail sink:  $MAIL_URL/   (SMTP 127.0.0.1:$SMTP_PORT)
  WeChat:     $WECHAT_URL/   (fake provider: its QR frame is a form, any test person logs in)
  Baidu:      $BAIDU_URL/__log   (fake link submission: the addresses pushed)
  Logs:       .local/$INSTANCE/logs/   Stop: npm stop   Wipe and restart: npm run reset
EOF
