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
CLUSTER_SERVICES=(db1 db2 db3 haproxy redis gluster php1 php2 nginx1 nginx2 maildev wechat cron)
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

# Ports of db node <n>: client, gcomm (group communication), IST, SST.
db_port() { echo $((3310 + PORT_OFFSET + ${1#db})); }
db_gcomm_port() { echo $((4570 + PORT_OFFSET + ${1#db})); }
db_ist_port() { echo $((4580 + PORT_OFFSET + ${1#db})); }
db_sst_port() { echo $((4590 + PORT_OFFSET + ${1#db})); }
# gcomm://… of the three nodes (wsrep_cluster_address).
db_cluster_address() { echo "gcomm://127.0.0.1:$(db_gcomm_port db1),127.0.0.1:$(db_gcomm_port db2),127.0.0.1:$(db_gcomm_port db3)"; }
db_dir() { echo "$INST_DIR/$1"; }
db_socket() { echo "$RUN_DIR/$1.sock"; }
db_log() { echo "$LOG_DIR/$1.log"; }

# Admin SQL on one node, over its unix socket (unix_socket authentication of the OS user).
db_sql() { # <node> <mariadb args...>
	local node="$1"
	shift
	mariadb --no-defaults --protocol=socket --socket="$(db_socket "$node")" -u "$(id -un)" \
		--connect-timeout=2 -N -B "$@"
}

# db_status_var <node> <name>: one global status variable (empty when the node does not answer).
db_status_var() {
	db_sql "$1" -e "SHOW GLOBAL STATUS LIKE '$2'" 2>/dev/null | cut -f2
}

# The node is Synced and in the primary component.
db_synced() {
	local out
	out="$(db_sql "$1" -e "SHOW GLOBAL STATUS WHERE Variable_name IN ('wsrep_local_state_comment','wsrep_cluster_status','wsrep_ready')" 2>/dev/null)" || return 1
	grep -q $'^wsrep_local_state_comment\tSynced$' <<<"$out" &&
		grep -q $'^wsrep_cluster_status\tPrimary$' <<<"$out" &&
		grep -q $'^wsrep_ready\tON$' <<<"$out"
}

# db_synced_size <node> <size>: Synced, and the cluster counts at least <size> nodes.
db_synced_size() {
	db_synced "$1" || return 1
	local size
	size="$(db_status_var "$1" wsrep_cluster_size)"
	[ -n "$size" ] && [ "$size" -ge "$2" ]
}

running_db_nodes() {
	local n
	for n in "${DB_NODES[@]}"; do
		if service_running "$n"; then echo "$n"; fi
	done
}

# grastate <node> <field>: a field of the node's grastate.dat (seqno, safe_to_bootstrap, uuid).
grastate() {
	local f
	f="$(db_dir "$1")/grastate.dat"
	[ -f "$f" ] || return 1
	awk -v k="$2:" '$1 == k { print $2 }' "$f"
}

# Writes the node's option file (mariadbd --defaults-file: nothing else is read, not /etc/mysql).
write_db_config() { # <node>
	local node="$1" n="${1#db}" donors user_line=''
	# State transfers come from db3 when it can (php1 writes to db1, php2 to db2), else from any node.
	case "$node" in
		db3) donors='db1,db2,' ;;
		*) donors='db3,' ;;
	esac
	if is_root; then user_line='user = root'; fi
	mkdir -p "$RUN_DIR/tmp" "$LOG_DIR"
	render "$CLUSTER_TEMPLATES/galera.cnf" "$RUN_DIR/$node.cnf" \
		NODE="$node" USER_LINE="$user_line" DATADIR="$(db_dir "$node")" SOCKET="$(db_socket "$node")" \
		PID_FILE="$(pid_file "$node")" PORT="$(db_port "$node")" LOG="$(db_log "$node")" TMPDIR="$RUN_DIR/tmp" \
		PROVIDER="$GALERA_PROVIDER" GCOMM_PORT="$(db_gcomm_port "$node")" IST_PORT="$(db_ist_port "$node")" \
		SST_PORT="$(db_sst_port "$node")" CLUSTER_ADDRESS="$(db_cluster_address)" DONORS="$donors" SERVER_ID="$n" SST_AUTH="$SST_USER:$SST_PASSWORD"
}

# Launches mariadbd for one node in the background (extra args, e.g. --wsrep-new-cluster).
launch_db() { # <node> [mariadbd args...]
	local node="$1"
	shift
	write_db_config "$node"
	mkdir -p "$(db_dir "$node")"
	rm -f "$(db_socket "$node")"
	# 9>&-: not the lock of ctl.sh start (a daemon holding it would block the next start of the node).
	setsid "$(mariadbd_bin)" --defaults-file="$RUN_DIR/$node.cnf" "$@" </dev/null >>"$(db_log "$node")" 2>&1 9>&- &
	LAUNCHED_PID=$!
}

# wait_db <seconds> <description> <node> <command...>: like wait_until, but gives up at once when the mariadbd
# just launched (LAUNCHED_PID) has exited (a failed state transfer aborts the joiner).
wait_db() {
	local secs="$1" what="$2" node="$3" i
	shift 3
	for ((i = 0; i < secs * 5; i++)); do
		if "$@" >/dev/null 2>&1; then return 0; fi
		if ! alive "$LAUNCHED_PID"; then
			printf '%serror:%s %s: mariadbd exited. Last lines of %s:\n' "$_c_r" "$_c_0" "$what" "$(db_log "$node")" >&2
			grep -v '^\s' "$(db_log "$node")" | tail -n 25 >&2
			exit 1
		fi
		sleep 0.2
	done
	printf '%serror:%s %s did not come up within %ss. Last lines of %s:\n' "$_c_r" "$_c_0" "$what" "$secs" "$(db_log "$node")" >&2
	tail -n 25 "$(db_log "$node")" >&2
	exit 1
}

# Starts a node that joins the running cluster (IST from the gcache when it was away briefly, else a full
# SST) and waits until it is Synced and the cluster has <size> nodes.
join_db() { # <node>
	local node="$1" expected pos=''
	expected=$(($(running_db_nodes | wc -l) + 1))
	local args=()
	# A node that crashed (grastate.dat seqno -1) tells the cluster where it stopped, as mysqld_safe does,
	# so it catches up by IST from the donor's gcache instead of copying everything (SST).
	if [ -d "$(db_dir "$node")/mysql" ] && [ "$(grastate "$node" seqno || true)" = -1 ]; then
		pos="$(db_recover "$node")"
		if [ -n "$pos" ]; then args+=(--wsrep-start-position="$pos"); fi
	fi
	log "Starting $node (joins the cluster${pos:+ from $pos}; state transfer from a running node)"
	launch_db "$node" "${args[@]}"
	wait_db 300 "$node (Synced, cluster size $expected)" "$node" db_synced_size "$node" "$expected"
	wait_until 10 "$node's pid file" "$(db_log "$node")" service_running "$node"
	ok "$node Synced (port $(db_port "$node"), cluster size $(db_status_var "$node" wsrep_cluster_size))"
}

# Starts a new cluster (a new primary component) from one node.
bootstrap_db() { # <node>
	local node="$1" f
	f="$(db_dir "$node")/grastate.dat"
	# Galera refuses --wsrep-new-cluster on a node that was not the last to leave (safe_to_bootstrap: 0):
	# we only get here with the most advanced node, so it is safe by construction.
	local args=(--wsrep-new-cluster) pos
	if [ -f "$f" ]; then sed -i 's/^safe_to_bootstrap: 0/safe_to_bootstrap: 1/' "$f"; fi
	# After a crash grastate.dat says seqno -1: without its recovered position the node would start a new
	# history (a new cluster UUID) and every joiner would need a full SST instead of IST.
	if [ "$(grastate "$node" seqno || true)" = -1 ]; then
		pos="$(db_recover "$node")"
		if [ -n "$pos" ]; then args+=(--wsrep-start-position="$pos"); fi
	fi
	log "Bootstrapping the Galera cluster from $node (${args[*]})"
	launch_db "$node" "${args[@]}"
	wait_db 120 "$node (bootstrap)" "$node" db_synced "$node"
	wait_until 10 "$node's pid file" "$(db_log "$node")" service_running "$node"
	ok "$node Synced (port $(db_port "$node"), new cluster)"
}

# db_recover <node>: the position (<uuid>:<seqno>) a node that crashed last committed, read from InnoDB's redo
# log by mariadbd --wsrep-recover (it prints "WSREP: Recovered position: <uuid>:<seqno>" and exits).
db_recover() {
	local node="$1" pos
	write_db_config "$node"
	rm -f "$LOG_DIR/$node-recover.log"
	"$(mariadbd_bin)" --defaults-file="$RUN_DIR/$node.cnf" --wsrep-recover --log-error="$LOG_DIR/$node-recover.log" \
		</dev/null >/dev/null 2>&1 || true
	pos="$(grep -o 'Recovered position: [^ ]*' "$LOG_DIR/$node-recover.log" 2>/dev/null | tail -n 1 || true)"
	echo "${pos#Recovered position: }"
}

# The node's last committed seqno: grastate.dat's, or, after a crash (-1 there), db_recover's.
db_seqno() { # <node>
	local node="$1" seqno pos
	seqno="$(grastate "$node" seqno || true)"
	if [ -z "$seqno" ]; then echo -1 && return; fi
	if [ "$seqno" = -1 ]; then
		pos="$(db_recover "$node")"
		seqno="${pos##*:}"
		[ -n "$seqno" ] || seqno=-1
	fi
	echo "$seqno"
}

# Which node starts a new cluster when none runs: the one Galera marked safe_to_bootstrap (the last to
# leave gracefully), else the one with the highest seqno (after a crash of all of them), db1 on a tie.
bootstrap_candidate() {
	local n best='' best_seqno=-2 s
	for n in "${DB_NODES[@]}"; do
		[ -d "$(db_dir "$n")/mysql" ] || continue
		if [ "$(grastate "$n" safe_to_bootstrap || true)" = 1 ]; then
			echo "$n" && return
		fi
	done
	for n in "${DB_NODES[@]}"; do
		[ -d "$(db_dir "$n")/mysql" ] || continue
		s="$(db_seqno "$n")"
		if [ "$s" -gt "$best_seqno" ]; then best="$n" best_seqno="$s"; fi
	done
	echo "$best"
}

# ensure_primary: when the running nodes have lost the primary component (two of three crashed: the survivor
# alone is not a majority and refuses queries), and the nodes that are not running are really gone (their
# processes are, on this machine), the most advanced running node is made primary again (pc.bootstrap).
ensure_primary() {
	local n best='' best_seqno=-2 s
	for n in $(running_db_nodes); do
		if [ "$(db_status_var "$n" wsrep_cluster_status)" = Primary ]; then return 0; fi
	done
	for n in $(running_db_nodes); do
		s="$(db_status_var "$n" wsrep_last_committed || true)"
		if [ -n "$s" ] && [ "$s" -gt "$best_seqno" ]; then best="$n" best_seqno="$s"; fi
	done
	[ -n "$best" ] || return 0
	warn "no running db node is in the primary component (the others crashed): $best (seqno $best_seqno) becomes primary again"
	db_sql "$best" -e "SET GLOBAL wsrep_provider_options='pc.bootstrap=YES'"
	wait_until 30 "$best (primary again)" "$(db_log "$best")" db_synced "$best"
	ok "$best Synced, primary"
}

# stop_db <node>: graceful shutdown (TERM), waiting up to 120 s; a node leaving last writes safe_to_bootstrap: 1.
stop_db() {
	local node="$1" pid i
	if ! pid="$(service_pid "$node")"; then
		rm -f "$(pid_file "$node")"
		return 0
	fi
	kill -TERM "$pid" 2>/dev/null || true
	for ((i = 0; i < 1200; i++)); do
		alive "$pid" || break
		sleep 0.1
	done
	if alive "$pid"; then
		warn "$node (pid $pid) did not stop in 120s: killing it"
		kill -KILL "$pid" 2>/dev/null || true
	fi
	rm -f "$(pid_file "$node")" "$(db_socket "$node")"
	echo "   $node: stopped (pid $pid)"
}

# kill_tree <pid>: SIGKILL a process and its direct children at once (a php-fpm master's workers would
# otherwise go on serving from the inherited socket: a crashed machine takes them all).
kill_tree() {
	local pid="$1" kids
	kids="$(child_pids "$pid")"
	kill -STOP "$pid" 2>/dev/null || true
	# shellcheck disable=SC2086
	kill -KILL "$pid" $kids 2>/dev/null || true
}

# ---------------------------------------------------------------------------------------------------------
# PHP nodes

# The PHP node's database door: php1 → haproxy 3401 (db1 first), php2 → 3402 (db2 first).
php_db_host() { if [ "$1" = php1 ]; then echo "127.0.0.1:$HAPROXY_PORT_A"; else echo "127.0.0.1:$HAPROXY_PORT_B"; fi; }

start_php() { # <node>
	local node="$1" fpm_user='' args
	if is_root; then fpm_user=$'user = root\ngroup = root'; fi
	render "$CLUSTER_TEMPLATES/php-fpm.conf" "$RUN_DIR/$node-fpm.conf" \
		NODE="$node" RUN_DIR="$RUN_DIR" LOG_DIR="$(php_dir "$node")/logs" TMP_DIR="$(php_dir "$node")/tmp" \
		FPM_USER="$fpm_user" DB_HOST="$(php_db_host "$node")" LISTEN="127.0.0.1:$(php_fpm_port "$node")"
	if service_running "$node"; then return 0; fi
	args=(--fpm-config "$RUN_DIR/$node-fpm.conf")
	if is_root; then args+=(--allow-to-run-as-root); fi
	# Its own machine: in a mount namespace of its own, the node's WordPress folder (with its uploads mount) is
	# at SITE_ROOT, the path nginx names in SCRIPT_FILENAME.
	mkdir -p "$SITE_ROOT"
	unshare -m --propagation slave sh -c 'mount --rbind "$1" "$2" && shift 2 && exec "$@"' sh \
		"$(php_wp_dir "$node")" "$SITE_ROOT" "$(php_fpm_bin)" "${args[@]}" </dev/null >>"$(php_dir "$node")/logs/fpm.log" 2>&1 9>&- ||
		die "php-fpm ($node) did not start: see .local/cluster/$node/logs/fpm.log"
	wait_until 15 "php-fpm ($node)" "$(php_dir "$node")/logs/fpm.log" port_open "$(php_fpm_port "$node")"
	wait_until 5 "php-fpm's pid file ($node)" "$(php_dir "$node")/logs/fpm.log" service_running "$node"
}

# stop_php <node>: graceful (QUIT: the workers finish their requests, no new ones), then what stop_service does.
stop_php() {
	local node="$1" pid i
	if pid="$(service_pid "$node")"; then
		kill -QUIT "$pid" 2>/dev/null || true
		for ((i = 0; i < 300; i++)); do
			alive "$pid" || break
			sleep 0.1
		done
		if ! alive "$pid"; then
			rm -f "$(pid_file "$node")"
			echo "   $node: stopped (pid $pid)"
			return 0
		fi
	fi
	stop_service "$node"
}

# The node answers a page through its pinned door (any status but a 5xx or no answer).
php_serves() { # <node>
	local code
	code="$(curl -s -o /dev/null -m 10 -w '%{http_code}' "http://127.0.0.1:$(pinned_port "$1")/" || true)"
	[ -n "$code" ] && [ "$code" != 000 ] && [ "$code" -lt 500 ]
}

# ---------------------------------------------------------------------------------------------------------
# Each PHP node's own folder, as on a machine of its own: .local/cluster/php<n>/
#   wordpress/   a core copy, the theme and plugin links, its own wp-config.php (salts written into it: the
#                same values on every node, or a cookie made on one would not be valid on the other)
#   wordpress/wp-content/uploads   the shared media: the GlusterFS volume, FUSE-mounted (start_gluster)
#   tmp/  logs/  its temp folder (uploads in flight, sessions), its logs (php-error.log, debug.log, fpm)
# Every PHP machine of production has its WordPress at the same path; here each php-fpm master runs in a
# mount namespace of its own where its folder is bind-mounted at .local/cluster/site (SITE_ROOT), the path nginx
# sends in SCRIPT_FILENAME: php1 runs php1's files, php2 php2's, whichever nginx asked.
php_dir() { echo "$INST_DIR/$1"; }
php_wp_dir() { echo "$INST_DIR/$1/wordpress"; }
# The same depth as php<n>/wordpress: the theme and plugin links in wp-content are relative.
SITE_ROOT="$INST_DIR/site/wordpress"

# php_node_files <node>: the node's WordPress folder, temp and log folders (wp-config.php: start.sh).
php_node_files() {
	local node="$1"
	mkdir -p "$(php_dir "$node")/tmp" "$(php_dir "$node")/logs" "$SITE_ROOT"
	WP_DIR="$(php_wp_dir "$node")" wp_files
	mkdir -p "$(php_wp_dir "$node")/wp-content/uploads"
	install_object_cache "$(php_wp_dir "$node")"
}

# ---------------------------------------------------------------------------------------------------------
# GlusterFS: the media (wp-content/uploads) of every PHP node. One glusterd (it listens on 24007: one per
# machine) with its own working folder .local/cluster/gluster/; a replica-3 volume whose three bricks stand for
# three storage machines; FUSE-mounted at each PHP node's wp-content/uploads.
GLUSTER_DIR="$INST_DIR/gluster"
GLUSTER_VOLUME="mvc_uploads_$PORT_OFFSET"
gluster_cli() { gluster --mode=script --glusterd-sock="$GLUSTER_DIR/run/glusterd.socket" "$@"; }
gluster_host() { hostname; }
uploads_mounted() { mountpoint -q "$(php_wp_dir "$1")/wp-content/uploads"; }

start_gluster() {
	local n brick bricks=()
	mkdir -p "$GLUSTER_DIR/lib" "$GLUSTER_DIR/run" "$LOG_DIR/gluster"
	cat >"$GLUSTER_DIR/glusterd.vol" <<-VOL
		# glusterd of the local cluster, generated by bin/cluster/lib.sh (start_gluster).
		volume management
		    type mgmt/glusterd
		    option working-directory $GLUSTER_DIR/lib
		    option transport-type socket
		    option transport.socket.listen-port 24007
		    option glusterd-sockfile $GLUSTER_DIR/run/glusterd.socket
		    option ping-timeout 0
		    option event-threads 1
		end-volume
	VOL
	if ! service_running gluster; then
		if pgrep -x glusterd >/dev/null; then die "another glusterd runs on this machine (one per machine: port 24007)"; fi
		glusterd -f "$GLUSTER_DIR/glusterd.vol" -p "$(pid_file gluster)" -l "$LOG_DIR/gluster/glusterd.log" </dev/null 9>&- ||
			die "glusterd did not start: see .local/cluster/logs/gluster/glusterd.log"
		wait_until 20 "glusterd" "$LOG_DIR/gluster/glusterd.log" gluster_cli volume list
	fi
	if ! gluster_cli volume info "$GLUSTER_VOLUME" >/dev/null 2>&1; then
		for n in 1 2 3; do
			brick="$GLUSTER_DIR/brick$n"
			mkdir -p "$brick"
			bricks+=("$(gluster_host):$brick")
		done
		# force: bricks on the root file system (production: a disk of their own per storage machine).
		gluster_cli volume create "$GLUSTER_VOLUME" replica 3 "${bricks[@]}" force >>"$LOG_DIR/gluster/cli.log" 2>&1 ||
			die "gluster volume create failed: see .local/cluster/logs/gluster/cli.log"
		ok "GlusterFS volume $GLUSTER_VOLUME (replica 3: .local/cluster/gluster/brick1..3)"
	fi
	# (Re)starts the bricks' processes that are not running (after a crash or a stop).
	gluster_cli volume start "$GLUSTER_VOLUME" force >>"$LOG_DIR/gluster/cli.log" 2>&1 ||
		die "gluster volume start failed: see .local/cluster/logs/gluster/cli.log"
	for n in "${PHP_NODES[@]}"; do mount_uploads "$n"; done
}

mount_uploads() { # <php node>
	local node="$1" dir
	dir="$(php_wp_dir "$node")/wp-content/uploads"
	mkdir -p "$dir"
	uploads_mounted "$node" && return 0
	mount -t glusterfs -o log-file="$LOG_DIR/gluster/mount-$node.log" "$(gluster_host):/$GLUSTER_VOLUME" "$dir" 9>&- ||
		die "the uploads of $node could not be mounted (GlusterFS): see .local/cluster/logs/gluster/mount-$node.log"
	wait_until 10 "$node's uploads (GlusterFS)" "$LOG_DIR/gluster/mount-$node.log" uploads_mounted "$node"
}

stop_gluster() {
	local n pid
	for n in "${PHP_NODES[@]}"; do
		if uploads_mounted "$n"; then
			umount "$(php_wp_dir "$n")/wp-content/uploads" 2>/dev/null || umount -l "$(php_wp_dir "$n")/wp-content/uploads"
			echo "   $n: uploads unmounted"
		fi
	done
	if service_running gluster; then
		gluster_cli volume stop "$GLUSTER_VOLUME" >>"$LOG_DIR/gluster/cli.log" 2>&1 || true
		pid="$(service_pid gluster)"
		stop_service gluster
		# The self-heal daemon and any brick left: glusterd started them with pid files in its working folder.
		find "$GLUSTER_DIR/lib" -name '*.pid' 2>/dev/null | while read -r f; do
			pid="$(tr -dc '0-9' <"$f")"
			[ -n "$pid" ] && grep -qa -- "$GLUSTER_DIR" "/proc/$pid/cmdline" 2>/dev/null && kill "$pid" 2>/dev/null
			true
		done
	fi
}

# ---------------------------------------------------------------------------------------------------------
# haproxy, Redis

start_haproxy() {
	local changed=0 pid
	# The health check asks the node and its peers (bin/cluster/galera-check.sh): the peers' addresses are
	# baked into a small wrapper (haproxy gives an external check no environment of ours).
	printf '#!/bin/sh\nMVC_GALERA_PEERS="127.0.0.1:%s 127.0.0.1:%s 127.0.0.1:%s" exec sh %s "$@"\n' \
		"$(db_port db1)" "$(db_port db2)" "$(db_port db3)" "$MVC_BIN/cluster/galera-check.sh" >"$RUN_DIR/galera-check"
	chmod 755 "$RUN_DIR/galera-check"
	render "$CLUSTER_TEMPLATES/haproxy.cfg" "$RUN_DIR/haproxy.cfg.new" \
		RUN_DIR="$RUN_DIR" PORT_A="$HAPROXY_PORT_A" PORT_B="$HAPROXY_PORT_B" STATS_PORT="$HAPROXY_STATS_PORT" \
		CHECK_SCRIPT="$RUN_DIR/galera-check" SITE_PORT="$SITE_PORT" NGINX1_PORT="$(nginx_port nginx1)" \
		NGINX2_PORT="$(nginx_port nginx2)" LOG_DIR="$LOG_DIR" \
		DB1_PORT="$(db_port db1)" DB2_PORT="$(db_port db2)" DB3_PORT="$(db_port db3)"
	cmp -s "$RUN_DIR/haproxy.cfg.new" "$RUN_DIR/haproxy.cfg" || changed=1
	haproxy -c -q -f "$RUN_DIR/haproxy.cfg.new" >>"$LOG_DIR/haproxy.log" 2>&1 ||
		die "the haproxy configuration is invalid: see .local/cluster/logs/haproxy.log"
	mv "$RUN_DIR/haproxy.cfg.new" "$RUN_DIR/haproxy.cfg"
	if pid="$(service_pid haproxy)"; then
		# A soft reload: a new process takes over the listeners, the old one finishes its connections.
		if [ "$changed" = 1 ]; then
			haproxy -f "$RUN_DIR/haproxy.cfg" -D -p "$(pid_file haproxy)" -sf "$pid" >>"$LOG_DIR/haproxy.log" 2>&1 9>&- &&
				ok "haproxy reloaded (configuration changed)"
		fi
		return 0
	fi
	cluster_port_free "$HAPROXY_PORT_A" "haproxy (Galera)"
	haproxy -f "$RUN_DIR/haproxy.cfg" -D -p "$(pid_file haproxy)" </dev/null >>"$LOG_DIR/haproxy.log" 2>&1 9>&- ||
		die "haproxy did not start: see .local/cluster/logs/haproxy.log"
	wait_until 10 "haproxy" "$LOG_DIR/haproxy.log" port_open "$HAPROXY_PORT_A"
	wait_until 5 "haproxy's pid file" "$LOG_DIR/haproxy.log" service_running haproxy
	ok "haproxy: 127.0.0.1:$HAPROXY_PORT_A → db1 (then db2, db3), 127.0.0.1:$HAPROXY_PORT_B → db2 (then db3, db1), stats http://127.0.0.1:$HAPROXY_STATS_PORT/"
}

redis_cli() { redis-cli -s "$REDIS_SOCKET" "$@"; }

start_redis() {
	render "$CLUSTER_TEMPLATES/redis.conf" "$RUN_DIR/redis.conf" RUN_DIR="$RUN_DIR" LOG_DIR="$LOG_DIR" SOCKET="$REDIS_SOCKET"
	if service_running redis; then return 0; fi
	rm -f "$REDIS_SOCKET"
	redis-server "$RUN_DIR/redis.conf" </dev/null >>"$LOG_DIR/redis.log" 2>&1 9>&- ||
		die "redis-server did not start: see .local/cluster/logs/redis.log"
	wait_until 10 "Redis" "$LOG_DIR/redis.log" redis_cli ping
	wait_until 5 "Redis's pid file" "$LOG_DIR/redis.log" service_running redis
}

# ---------------------------------------------------------------------------------------------------------
# nginx: two, each with its own configuration, page cache, logs and pid, on its own door (nginx_port); the
# site's server block is the dev instance's (bin/templates/nginx.conf) with the cluster's upstreams; nginx1
# also carries the doors pinned to php1 and php2 (no page cache, for tests). nginx<n>'s root is php<n>'s
# WordPress folder (as if on the same machine): static files and the uploads (GlusterFS) come from there.

# write_nginx_config <nginx1|nginx2>: renders .local/cluster/run/<name>.conf (returns 0; sets NGINX_CHANGED).
write_nginx_config() {
	local name="$1" cache_zone nginx_user cache ldir pinned=()
	cache="$(nginx_cache_dir "$name")"
	ldir="$LOG_DIR/$name"
	mkdir -p "$cache/pages" "$cache/tmp" "$ldir"
	if [ "$PAGE_CACHE" = 0 ]; then cache_zone=off; else cache_zone=mvc_pages; fi
	if is_root; then nginx_user='user root;'; else nginx_user=''; fi
	local params_before
	params_before="$( { cat "$RUN_DIR/fastcgi_params" "$RUN_DIR/fastcgi_params_pinned" 2>/dev/null || true; } | md5sum)"
	# SCRIPT_FILENAME and DOCUMENT_ROOT: the path where every PHP node has its WordPress (SITE_ROOT), not this
	# nginx's root (its node's own folder, for the static files and the uploads).
	sed "s#\$document_root#$SITE_ROOT#g" "$MVC_TEMPLATES/fastcgi_params" >"$RUN_DIR/fastcgi_params"
	php "$MVC_BIN/cluster/configs.php" fastcgi-pinned "$RUN_DIR/fastcgi_params" "$RUN_DIR/fastcgi_params_pinned" "localhost:$SITE_PORT"
	render "$MVC_TEMPLATES/nginx.conf" "$RUN_DIR/$name.dev.conf" \
		RUN_DIR="$RUN_DIR" LOG_DIR="$ldir" NGINX_CACHE_DIR="$cache" WP_DIR="$(php_wp_dir "php${name#nginx}")" \
		SITE_PORT="$(nginx_port "$name")" PAGE_CACHE_ZONE="$cache_zone" NGINX_USER="$nginx_user"
	sed -i "s#^pid $RUN_DIR/nginx.pid;#pid $RUN_DIR/$name.pid;#" "$RUN_DIR/$name.dev.conf"
	render "$CLUSTER_TEMPLATES/nginx-upstreams.conf" "$RUN_DIR/nginx-upstreams.conf" \
		PHP1="127.0.0.1:$(php_fpm_port php1)" PHP2="127.0.0.1:$(php_fpm_port php2)"
	if [ "$name" = nginx1 ]; then pinned=("$(pinned_port php1)" "$(pinned_port php2)"); fi
	php "$MVC_BIN/cluster/configs.php" nginx "$RUN_DIR/$name.dev.conf" "$RUN_DIR/nginx-upstreams.conf" "$RUN_DIR/$name.conf.new" \
		"${pinned[@]}"
	NGINX_CHANGED=0
	cmp -s "$RUN_DIR/$name.conf.new" "$RUN_DIR/$name.conf" || NGINX_CHANGED=1
	# The included fastcgi parameters count too (both nginx include them).
	[ "$params_before" = "$(cat "$RUN_DIR/fastcgi_params" "$RUN_DIR/fastcgi_params_pinned" | md5sum)" ] || NGINX_CHANGED=1
	if [ "${NGINX_PARAMS_CHANGED:-0}" = 1 ]; then NGINX_CHANGED=1; fi
	[ "$NGINX_CHANGED" = 1 ] && NGINX_PARAMS_CHANGED=1
	mv "$RUN_DIR/$name.conf.new" "$RUN_DIR/$name.conf"
}

start_nginx() { # <nginx1|nginx2>
	local name="$1" pid cmd
	write_nginx_config "$name"
	cmd=("$(nginx_bin)" -p "$INST_DIR" -c "$RUN_DIR/$name.conf" -e "$LOG_DIR/$name/nginx-error.log")
	"${cmd[@]}" -t -q 2>>"$LOG_DIR/$name/nginx-error.log" || die "$name's configuration is invalid: see .local/cluster/logs/$name/nginx-error.log"
	if pid="$(service_pid "$name")"; then
		if [ "$NGINX_CHANGED" = 1 ]; then kill -HUP "$pid" && ok "$name reloaded (configuration changed)"; fi
		return 0
	fi
	cluster_port_free "$(nginx_port "$name")" "$name"
	"${cmd[@]}" </dev/null >>"$LOG_DIR/$name/nginx-error.log" 2>&1 9>&- || die "$name did not start: see .local/cluster/logs/$name/nginx-error.log"
	wait_until 10 "$name" "$LOG_DIR/$name/nginx-error.log" port_open "$(nginx_port "$name")"
	wait_until 5 "$name's pid file" "$LOG_DIR/$name/nginx-error.log" service_running "$name"
}

# ---------------------------------------------------------------------------------------------------------
# Status: one line per service, "<name> <up|down> <pid|-> [key=value ...]", machine-readable.
cluster_status() {
	local s pid extra out checks
	# haproxy's view of the db nodes (its health check): "db1 UP" ...
	checks="$(curl -s -m 2 "http://127.0.0.1:$HAPROXY_STATS_PORT/;csv" 2>/dev/null | awk -F, '$1 == "galera_a" && $2 ~ /^db[1-3]$/ { print $2, $18 }' || true)"
	for s in "${CLUSTER_SERVICES[@]}" supervisor; do
		extra=''
		if pid="$(service_pid "$s")"; then
			case "$s" in
				db[1-3])
					out="$(db_sql "$s" -e "SHOW GLOBAL STATUS WHERE Variable_name IN ('wsrep_local_state_comment','wsrep_cluster_size','wsrep_cluster_status','wsrep_last_committed')" 2>/dev/null || true)"
					extra="port=$(db_port "$s") state=$(awk '$1=="wsrep_local_state_comment"{print $2}' <<<"$out") size=$(awk '$1=="wsrep_cluster_size"{print $2}' <<<"$out") component=$(awk '$1=="wsrep_cluster_status"{print $2}' <<<"$out") seqno=$(awk '$1=="wsrep_last_committed"{print $2}' <<<"$out")"
					[ -n "$out" ] || extra="port=$(db_port "$s") state=unreachable"
					out="$(awk -v n="$s" '$1 == n { print $2 }' <<<"$checks")"
					extra+=" haproxy=${out:-?}"
					;;
				php[1-2])
					if php_serves "$s"; then extra="serves=yes"; else extra="serves=no"; fi
					extra+=" door=http://127.0.0.1:$(pinned_port "$s") fpm=127.0.0.1:$(php_fpm_port "$s") db=$(php_db_host "$s")"
					;;
				gluster)
					extra="volume=$GLUSTER_VOLUME bricks=$(gluster_cli volume status "$GLUSTER_VOLUME" 2>/dev/null | awk '/^Brick/ { b = 1 } b && / Y / { n++; b = 0 } END { print n + 0 }')/3 mounted=$(for n in "${PHP_NODES[@]}"; do uploads_mounted "$n" && printf '%s,' "$n"; done)"
					;;
				redis)
					extra="keys=$(redis_cli dbsize 2>/dev/null || echo '?') memory=$(redis_cli info memory 2>/dev/null | awk -F: '/^used_memory_human/{print $2}' | tr -d '\r')"
					;;
				haproxy) extra="doors=$HAPROXY_PORT_A,$HAPROXY_PORT_B site=$SITE_URL stats=http://127.0.0.1:$HAPROXY_STATS_PORT/" ;;
				nginx[12]) extra="door=http://127.0.0.1:$(nginx_port "$s") cache=$(find "$(nginx_cache_dir "$s")/pages" -type f 2>/dev/null | wc -l)pages" ;;
			esac
			printf '%-8s up   %-7s %s\n' "$s" "$pid" "$extra"
		else
			case "$s" in
				db[1-3]) extra="port=$(db_port "$s") seqno=$(grastate "$s" seqno 2>/dev/null || echo none) safe_to_bootstrap=$(grastate "$s" safe_to_bootstrap 2>/dev/null || echo none)" ;;
			esac
			printf '%-8s down %-7s %s\n' "$s" - "$extra"
		fi
	done
}

# ---------------------------------------------------------------------------------------------------------
# The object-cache drop-in: plugin/dropins/object-cache.php COPIED into wp-content (WordPress loads it before
# any plugin); refreshed when the plugin's copy changed. Without it the site runs on core's per-request cache.
install_object_cache() { # <WordPress folder>
	local src="$MVC_ROOT/plugin/dropins/object-cache.php" dst="$1/wp-content/object-cache.php"
	if [ ! -f "$src" ]; then
		warn "plugin/dropins/object-cache.php is not there: the cluster runs without the Redis object cache"
		return 0
	fi
	if ! cmp -s "$src" "$dst"; then
		cp "$src" "$dst.tmp" && mv "$dst.tmp" "$dst"
		ok "object-cache drop-in installed (${1#"$INST_DIR/"}/wp-content/object-cache.php, Redis)"
	fi
}

# ---------------------------------------------------------------------------------------------------------
# Supervision (bin/cluster/supervise.sh): a service stopped on purpose (ctl.sh stop, stop.sh) carries a mark
# the supervisor respects; a crash leaves none, so the supervisor starts it again.
down_mark() { echo "$RUN_DIR/$1.down"; }

# start_node <node>: starts one service and waits until it serves (ctl.sh start, the supervisor).
start_node() {
	local node="$1" candidate
	case "$node" in
		db[1-3])
			if [ -n "$(running_db_nodes)" ]; then
				ensure_primary
				join_db "$node"
			else
				candidate="$(bootstrap_candidate)"
				[ "$candidate" = "$node" ] ||
					die "no db node runs and $node is not the one to bootstrap from ($candidate is): bash bin/cluster/ctl.sh recover"
				bootstrap_db "$node"
			fi
			;;
		php[12])
			start_php "$node"
			wait_until 30 "$node through its door 127.0.0.1:$(pinned_port "$node")" "$LOG_DIR/php-error.log" php_serves "$node"
			ok "$node serves (http://127.0.0.1:$(pinned_port "$node")/)"
			;;
		nginx[12])
			start_nginx "$node"
			ok "$node serves (http://127.0.0.1:$(nginx_port "$node")/)"
			;;
		gluster)
			start_gluster
			ok "GlusterFS: glusterd, the bricks, the uploads of php1 and php2 mounted"
			;;
		haproxy)
			start_haproxy
			;;
		redis)
			start_redis
			ok "Redis answers"
			;;
		*) die "start_node: unknown node $node" ;;
	esac
}
