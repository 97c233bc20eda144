# shellcheck shell=bash
# Shared helpers for the bin/*.sh scripts. Source it; it sets paths, ports and small utilities.
#
# Layout (all under .local/, ignored by git):
#   .local/cache/                 apt staging, downloaded .debs, WordPress core copy, stamps
#   .local/<instance>/wordpress/  the instance's WordPress (core copy + wp-config.php + our theme symlink)
#   .local/<instance>/mysql/      MariaDB datadir
#   .local/<instance>/run/        sockets, pid files, generated nginx/php-fpm configs
#   .local/<instance>/logs/       every log of the instance (debug.log, php, nginx, mariadb, maildev, cron)
#   .local/<instance>/nginx-cache/ page cache and nginx temp files
#   .local/<instance>/salts.php   generated once

set -o pipefail

MVC_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
MVC_BIN="$MVC_ROOT/bin"
MVC_TEMPLATES="$MVC_BIN/templates"
MVC_LOCAL="$MVC_ROOT/.local"
MVC_CACHE="$MVC_LOCAL/cache"
MVC_CORE_CACHE="$MVC_CACHE/wordpress-core"

if [ -t 1 ] && [ -z "${NO_COLOR:-}" ]; then
	_c_b=$'\e[1m' _c_r=$'\e[31m' _c_y=$'\e[33m' _c_g=$'\e[32m' _c_0=$'\e[0m'
else
	_c_b='' _c_r='' _c_y='' _c_g='' _c_0=''
fi

log() { printf '%s==>%s %s\n' "$_c_b" "$_c_0" "$*"; }
ok() { printf '%s ok%s %s\n' "$_c_g" "$_c_0" "$*"; }
warn() { printf '%swarning:%s %s\n' "$_c_y" "$_c_0" "$*" >&2; }
die() {
	printf '%serror:%s %s\n' "$_c_r" "$_c_0" "$*" >&2
	exit 1
}

# Run a command as root (sudo when we are not root).
as_root() {
	if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

is_root() { [ "$(id -u)" -eq 0 ]; }

# Milliseconds since the epoch (for timings).
now_ms() { date +%s%3N; }

# sha256 over the given files (missing files count as empty), one hash.
hash_files() {
	local f
	for f in "$@"; do
		printf '%s\n' "$f"
		if [ -f "$f" ]; then cat "$f"; fi
	done | sha256sum | cut -c1-16
}

# hash of a file tree's contents (paths + contents), for build stamps.
hash_tree() {
	local d
	for d in "$@"; do
		[ -e "$d" ] || continue
		find "$d" -type f ! -path '*/node_modules/*' -print0 | LC_ALL=C sort -z | xargs -0 -r sha256sum
	done | sha256sum | cut -c1-16
}

stamp_ok() { [ -f "$MVC_CACHE/stamps/$1" ] && [ "$(cat "$MVC_CACHE/stamps/$1")" = "$2" ]; }
stamp_write() {
	mkdir -p "$MVC_CACHE/stamps"
	printf '%s\n' "$2" >"$MVC_CACHE/stamps/$1"
}

# ---------------------------------------------------------------------------------------------------------
# Instances

# mvc_instance <name>: sets the instance's paths and ports.
mvc_instance() {
	INSTANCE="$1"
	case "$INSTANCE" in
		dev)
			SITE_PORT="${MVC_PORT:-8888}"
			MAIL_PORT="${MVC_MAIL_PORT:-1080}"
			SMTP_PORT="${MVC_SMTP_PORT:-1025}"
			WECHAT_PORT="${MVC_WECHAT_PORT:-1090}"
			# The fake Baidu's default follows the fake WeChat's (+6: 1096 here, 1097 for test), so two
			# instances given their own WeChat ports (a CI run beside a developer's site) get their own.
			BAIDU_PORT="${MVC_BAIDU_PORT:-$((WECHAT_PORT + 6))}"
			MVC_ENV_NAME=development
			;;
		test)
			SITE_PORT="${MVC_TEST_PORT:-8889}"
			MAIL_PORT="${MVC_TEST_MAIL_PORT:-1081}"
			SMTP_PORT="${MVC_TEST_SMTP_PORT:-1026}"
			WECHAT_PORT="${MVC_TEST_WECHAT_PORT:-1091}"
			BAIDU_PORT="${MVC_TEST_BAIDU_PORT:-$((WECHAT_PORT + 6))}"
			MVC_ENV_NAME=test
			;;
		scale)
			# The scale bench's instance (issue 26, npm run bench:scale): the demo, then grown to a publisher's
			# size by bin/scale/grow.sh; it also keeps a copy of the demo (database wordpress_demo) that a
			# bench request picks with the header X-Bench-Db: demo (see bin/templates/wp-config.php).
			SITE_PORT="${MVC_SCALE_PORT:-8880}"
			MAIL_PORT="${MVC_SCALE_MAIL_PORT:-1079}"
			SMTP_PORT="${MVC_SCALE_SMTP_PORT:-1024}"
			WECHAT_PORT="${MVC_SCALE_WECHAT_PORT:-1089}"
			BAIDU_PORT="${MVC_SCALE_BAIDU_PORT:-1088}"
			MVC_ENV_NAME="test"
			;;
		cluster)
			# The local cluster (bin/cluster/): fixed ports, see bin/cluster/lib.sh for the nodes'. Only its own
			# scripts run it (bin/start.sh would start a single-node instance in its folder).
			[ "${MVC_CLUSTER_SCRIPT:-0}" = 1 ] || die "the cluster is started with npm run start:cluster (bin/cluster/start.sh)"
			# MVC_CLUSTER_PORT_OFFSET shifts every cluster port (two clusters side by side on one machine).
			SITE_PORT=$((8890 + ${MVC_CLUSTER_PORT_OFFSET:-0}))
			MAIL_PORT=$((1082 + ${MVC_CLUSTER_PORT_OFFSET:-0}))
			SMTP_PORT=$((1027 + ${MVC_CLUSTER_PORT_OFFSET:-0}))
			WECHAT_PORT=$((1092 + ${MVC_CLUSTER_PORT_OFFSET:-0}))
			BAIDU_PORT=$((1098 + ${MVC_CLUSTER_PORT_OFFSET:-0}))
			MVC_ENV_NAME=development
			;;
		*) die "unknown instance '$INSTANCE' (use dev, test, scale or cluster)" ;;
	esac
	INST_DIR="$MVC_LOCAL/$INSTANCE"
	# A second scale instance beside the first (a fresh run on other ports): MVC_SCALE_DIR names its folder.
	if [ "$INSTANCE" = scale ] && [ -n "${MVC_SCALE_DIR:-}" ]; then INST_DIR="$MVC_LOCAL/$MVC_SCALE_DIR"; fi
	WP_DIR="$INST_DIR/wordpress"
	DB_DIR="$INST_DIR/mysql"
	RUN_DIR="$INST_DIR/run"
	LOG_DIR="$INST_DIR/logs"
	NGINX_CACHE_DIR="$INST_DIR/nginx-cache"
	DB_SOCKET="$RUN_DIR/mysqld.sock"
	FPM_SOCKET="$RUN_DIR/php-fpm.sock"
	SITE_URL="http://localhost:$SITE_PORT"
	MAIL_URL="http://localhost:$MAIL_PORT"
	# The local fake WeChat provider (bin/fake-wechat.mjs) and the two apps it knows. These ids and
	# secrets exist only here; the site's dev environment is seeded with them (bin/wp-setup.php).
	WECHAT_URL="http://127.0.0.1:$WECHAT_PORT"
	WECHAT_WEB_APP=wxlocal0000000web
	WECHAT_WEB_SECRET=localwebsecret000000000000000000
	WECHAT_INAPP_APP=wxlocal00000inapp
	WECHAT_INAPP_SECRET=localinappsecret0000000000000000
	WECHAT_LOCAL_JSON="{\"open_host\":\"$WECHAT_URL\",\"api_host\":\"$WECHAT_URL\",\"web_app_id\":\"$WECHAT_WEB_APP\",\"web_secret\":\"$WECHAT_WEB_SECRET\",\"inapp_app_id\":\"$WECHAT_INAPP_APP\",\"inapp_secret\":\"$WECHAT_INAPP_SECRET\"}"
	# The local fake of Baidu's link submission (bin/fake-baidu.mjs), knowing this site and its token;
	# bin/wp-setup.php points the site's Baidu push at it.
	BAIDU_URL="http://127.0.0.1:$BAIDU_PORT"
	BAIDU_SITE="$SITE_URL"
	BAIDU_TOKEN=localbaidutoken0
	BAIDU_LOCAL_JSON="{\"host\":\"$BAIDU_URL\",\"site\":\"${SITE_URL#http://}\",\"token\":\"$BAIDU_TOKEN\",\"enabled\":true}"
	DB_NAME=wordpress
	DB_USER=wordpress
	DB_PASSWORD=wordpress
	# The page cache is on unless MVC_PAGE_CACHE=0.
	PAGE_CACHE="${MVC_PAGE_CACHE:-1}"
	# A unix socket path is limited to 107 bytes.
	if [ "${#DB_SOCKET}" -gt 100 ]; then
		die "the project path is too deep for unix sockets ($DB_SOCKET): clone it somewhere shorter"
	fi
}

# The services of an instance, in start order (stop goes the other way).
MVC_SERVICES=(mariadb php-fpm nginx maildev wechat baidu cron)

pid_file() { printf '%s/%s.pid\n' "$RUN_DIR" "$1"; }

# A marker that the process's command line must contain, so a recycled pid is never mistaken for ours.
service_marker() {
	case "$1" in
		mariadb) printf '%s' "$DB_DIR" ;;
		php-fpm) printf '%s' "$RUN_DIR/php-fpm.conf" ;;
		nginx) printf '%s' "$RUN_DIR/nginx.conf" ;;
		maildev) printf '%s' "--web $MAIL_PORT" ;;
		wechat) printf '%s' "fake-wechat.mjs --port $WECHAT_PORT" ;;
		baidu) printf '%s' "fake-baidu.mjs --port $BAIDU_PORT" ;;
		cron) printf '%s' "cron-runner.sh $INSTANCE" ;;
		# The cluster's own services (bin/cluster/lib.sh): each started with a generated file of its own.
		db[1-3]) printf '%s' "--defaults-file=$RUN_DIR/$1.cnf" ;;
		php[1-2]) printf '%s' "$RUN_DIR/$1-fpm.conf" ;;
		haproxy) printf '%s' "$RUN_DIR/haproxy.cfg" ;;
		redis) printf '%s' "$RUN_DIR/redis.conf" ;;
		nginx[12]) printf '%s' "$RUN_DIR/$1.conf" ;;
		supervisor) printf '%s' "supervise.sh $INST_DIR" ;;
		gluster) printf '%s' "$INST_DIR/gluster/glusterd.vol" ;;
	esac
}

# service_pid <service>: prints the pid when the service is running (pid file + live process + marker).
service_pid() {
	local f pid
	f="$(pid_file "$1")"
	[ -f "$f" ] || return 1
	pid="$(tr -dc '0-9' <"$f")"
	[ -n "$pid" ] || return 1
	alive "$pid" || return 1
	tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -qF -- "$(service_marker "$1")" || return 1
	printf '%s\n' "$pid"
}

service_running() { service_pid "$1" >/dev/null; }

# alive <pid>: the process exists and is not a zombie waiting for its (re)parent to reap it.
alive() {
	kill -0 "$1" 2>/dev/null || return 1
	local state
	state="$(awk '{ print $3 }' "/proc/$1/stat" 2>/dev/null || true)"
	[ -n "$state" ] && [ "$state" != Z ]
}

# Direct children of a pid (php-fpm and nginx workers).
child_pids() { ps -o pid= --ppid "$1" 2>/dev/null | tr -d " " || true; }

# stop_service <service>: TERM, wait, then KILL; also the workers it leaves behind. Removes the pid file.
stop_service() {
	local svc="$1" pid children i timeout=20 f
	f="$(pid_file "$svc")"
	if ! pid="$(service_pid "$svc")"; then
		[ -f "$f" ] && rm -f "$f" && echo "   $svc: removed a stale pid file"
		return 0
	fi
	[ "$svc" = mariadb ] && timeout=60
	children="$(child_pids "$pid")"
	kill -TERM "$pid" 2>/dev/null || true
	for ((i = 0; i < timeout * 10; i++)); do
		alive "$pid" || break
		sleep 0.1
	done
	if alive "$pid"; then
		warn "$svc (pid $pid) did not stop in ${timeout}s: killing it"
		kill -KILL "$pid" 2>/dev/null || true
	fi
	for i in $children; do
		alive "$i" && kill -KILL "$i" 2>/dev/null
	done
	rm -f "$f"
	echo "   $svc: stopped (pid $pid)"
}

# wait_until <seconds> <description> <log> <command...>: polls the command until it succeeds.
wait_until() {
	local secs="$1" what="$2" logf="$3" i
	shift 3
	for ((i = 0; i < secs * 10; i++)); do
		if "$@" >/dev/null 2>&1; then return 0; fi
		sleep 0.1
	done
	printf '%serror:%s %s did not come up within %ss. Last lines of %s:\n' "$_c_r" "$_c_0" "$what" "$secs" "$logf" >&2
	tail -n 20 "$logf" >&2 2>/dev/null || true
	exit 1
}

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# Fail early with a clear message when a port is taken by something that is not ours.
ensure_port_free() {
	local port="$1" what="$2" var="$3"
	if port_open "$port"; then
		die "port $port ($what) is already in use by another program: free it or set $var to another port"
	fi
}

# The WordPress files of an instance (WP_DIR): a copy of core (refreshed when Debian's revision changed), the
# theme and the plugin as symlinks into the repository, the local stack's mu-plugin (offline instance: no
# update or translation checks with WordPress.org) and the plugin's database-error drop-in (503, not 500).
wp_files() {
	local core_id
	core_id="$(cat "$MVC_CORE_CACHE/.mvc-packages")"
	if [ ! -f "$WP_DIR/.mvc-packages" ] || [ "$(cat "$WP_DIR/.mvc-packages")" != "$core_id" ]; then
		if [ -d "$WP_DIR" ]; then
			log "Updating WordPress core in ${WP_DIR#"$MVC_ROOT/"}"
			# Core files are replaced; wp-content keeps uploads, mu-plugins and the theme and plugin links.
			rm -rf "$WP_DIR/wp-admin" "$WP_DIR/wp-includes"
		fi
		mkdir -p "$WP_DIR"
		cp -a "$MVC_CORE_CACHE/." "$WP_DIR/"
	fi
	link_into "$WP_DIR/wp-content/themes/mvc" "$MVC_ROOT/theme"
	link_into "$WP_DIR/wp-content/plugins/mvc-core" "$MVC_ROOT/plugin"
	mkdir -p "$WP_DIR/wp-content/mu-plugins"
	cp "$MVC_TEMPLATES/mu-plugins/mvc-local-stack.php" "$WP_DIR/wp-content/mu-plugins/mvc-local-stack.php"
	cp "$MVC_ROOT/plugin/dropins/db-error.php" "$WP_DIR/wp-content/db-error.php"
}


# The mail sink (maildev from node_modules) of an instance, on MAIL_PORT (web and API) and SMTP_PORT; the
# caller has checked the ports are free.
launch_maildev() {
	[ -x node_modules/.bin/maildev ] || die "maildev is not installed (node_modules): run bin/install.sh"
	setsid node node_modules/maildev/dist/bin/maildev.js --smtp "$SMTP_PORT" --web "$MAIL_PORT" \
		--ip 127.0.0.1 --web-ip 127.0.0.1 --mail-directory "$RUN_DIR/mail" </dev/null >>"$LOG_DIR/maildev.log" 2>&1 &
	echo $! >"$(pid_file maildev)"
	wait_until 20 "the mail sink" "$LOG_DIR/maildev.log" curl -fsS "http://127.0.0.1:$MAIL_PORT/api/healthz"
	ok "mail sink: web $MAIL_URL, SMTP 127.0.0.1:$SMTP_PORT"
}

# The fake WeChat provider (bin/fake-wechat.mjs: the machines cannot reach WeChat) on WECHAT_PORT, knowing the
# instance's two apps; the caller has checked the port is free.
launch_wechat() {
	setsid node "$MVC_BIN/fake-wechat.mjs" --port "$WECHAT_PORT" \
		--app "$WECHAT_WEB_APP:$WECHAT_WEB_SECRET" --app "$WECHAT_INAPP_APP:$WECHAT_INAPP_SECRET" \
		</dev/null >>"$LOG_DIR/wechat.log" 2>&1 &
	echo $! >"$(pid_file wechat)"
	wait_until 10 "the fake WeChat provider" "$LOG_DIR/wechat.log" curl -fsS "$WECHAT_URL/__health"
	ok "fake WeChat provider: $WECHAT_URL"
}

# The fake of Baidu's link submission (bin/fake-baidu.mjs: the machines cannot reach Baidu) on BAIDU_PORT,
# knowing the instance's site and token; the caller has checked the port is free.
launch_baidu() {
	setsid node "$MVC_BIN/fake-baidu.mjs" --port "$BAIDU_PORT" --site "$BAIDU_SITE" --token "$BAIDU_TOKEN" \
		--quota "${MVC_BAIDU_QUOTA:-10000}" </dev/null >>"$LOG_DIR/baidu.log" 2>&1 &
	echo $! >"$(pid_file baidu)"
	wait_until 10 "the fake Baidu link submission" "$LOG_DIR/baidu.log" curl -fsS "$BAIDU_URL/__health"
	ok "fake Baidu link submission: $BAIDU_URL"
}

# A symlink to a folder of the repository, relative, replaced when it points elsewhere.
link_into() { # <link> <target folder in the repository>
	local link="$1" target
	target="$(realpath --relative-to="$(dirname "$link")" "$2")"
	mkdir -p "$(dirname "$link")"
	if [ "$(readlink "$link" 2>/dev/null || true)" != "$target" ]; then
		rm -rf "$link"
		ln -s "$target" "$link"
	fi
}

# WordPress's keys and salts, generated once into a file wp-config.php includes (every PHP node of an
# instance reads the same file, so a cookie made on one is valid on the other).
write_salts() { # <file>
	[ -s "$1" ] && return 0
	php -r '
		$out = "<?php\n// Generated once by the start script.\n";
		foreach (["AUTH_KEY","SECURE_AUTH_KEY","LOGGED_IN_KEY","NONCE_KEY","AUTH_SALT","SECURE_AUTH_SALT","LOGGED_IN_SALT","NONCE_SALT"] as $k) {
			$out .= sprintf("define( %s, %s );\n", var_export($k, true), var_export(base64_encode(random_bytes(48)), true));
		}
		file_put_contents($argv[1], $out);
	' -- "$1"
	chmod 600 "$1"
}

# render <template> <out> KEY=VALUE...: replaces @KEY@ with VALUE and @php:KEY@ with VALUE as a PHP string
# literal. Fails when a placeholder is left.
render() {
	local tpl="$1" out="$2"
	shift 2
	php -r '
		$t = file_get_contents($argv[1]);
		$map = [];
		foreach (array_slice($argv, 3) as $kv) {
			[$k, $v] = explode("=", $kv, 2);
			$map["@$k@"] = $v;
			$map["@php:$k@"] = var_export($v, true);
		}
		$t = strtr($t, $map);
		if (preg_match("/@(php:)?[A-Z_]+@/", $t, $m)) { fwrite(STDERR, "unreplaced placeholder $m[0] in $argv[1]\n"); exit(1); }
		$tmp = $argv[2] . ".tmp";
		file_put_contents($tmp, $t);
		rename($tmp, $argv[2]);
	' -- "$tpl" "$out" "$@"
}

# Binaries from Debian's packages.
php_fpm_bin() { command -v php-fpm8.2 || { [ -x /usr/sbin/php-fpm8.2 ] && echo /usr/sbin/php-fpm8.2; }; }
nginx_bin() { command -v nginx || { [ -x /usr/sbin/nginx ] && echo /usr/sbin/nginx; }; }
mariadbd_bin() { command -v mariadbd || { [ -x /usr/sbin/mariadbd ] && echo /usr/sbin/mariadbd; }; }

# mariadb_sizing <datadir> <instance>: prints "<buffer pool MiB> <redo log MiB> <tmp table MiB>" for mariadbd.
# The rule (docs/performance.md, the scale bench): the buffer pool holds the data with a quarter to spare,
#   pool = clamp(data × 1.25 rounded up to 128 MiB, floor 256 MiB, ceiling a share of RAM),
# the data being the InnoDB files in the datadir now (the scale instance counts at least MVC_SCALE_DATA_MB,
# 6,000 MiB, the size it grows to, so the bulk load runs in memory from its first start); the share of RAM
# is a half for the scale instance and an eighth for any other (several instances share one machine);
# the redo log a quarter of the pool within 48..1,024 MiB (a small log makes a bulk write stall on
# checkpoints); in-memory temporary tables (GROUP BY, DISTINCT, derived tables) 64 MiB, 32 MiB under 4 GiB
# of RAM. MVC_DB_POOL_MB overrides the pool.
mariadb_sizing() {
	local dir="$1" inst="$2" ram_mb data_mb share pool log tmp
	ram_mb=$(($(awk '/^MemTotal:/ { print $2 }' /proc/meminfo) / 1024))
	data_mb=0
	if [ -d "$dir" ]; then
		data_mb=$(($(find "$dir" -type f \( -name '*.ibd' -o -name 'ibdata*' \) -printf '%s\n' 2>/dev/null | awk '{ s += $1 } END { printf "%d", s }') / 1048576))
	fi
	share=8
	if [ "$inst" = scale ]; then
		share=2
		[ "$data_mb" -ge "${MVC_SCALE_DATA_MB:-6000}" ] || data_mb="${MVC_SCALE_DATA_MB:-6000}"
	fi
	pool=$(((data_mb * 5 / 4 + 127) / 128 * 128))
	[ "$pool" -le $((ram_mb / share)) ] || pool=$((ram_mb / share / 128 * 128))
	[ "$pool" -ge 256 ] || pool=256
	pool="${MVC_DB_POOL_MB:-$pool}"
	log=$((pool / 4))
	[ "$log" -ge 48 ] || log=48
	[ "$log" -le 1024 ] || log=1024
	tmp=64
	[ "$ram_mb" -ge 4096 ] || tmp=32
	printf '%d %d %d\n' "$pool" "$log" "$tmp"
}

# mysql client over the instance's socket as the OS user (unix_socket auth set up by mariadb-install-db).
db_admin() { mariadb --no-defaults --protocol=socket --socket="$DB_SOCKET" -u "$(id -un)" "$@"; }
