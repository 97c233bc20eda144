# shellcheck shell=bash
# The cluster's Galera nodes (sourced by bin/cluster/lib.sh, after its settings): ports, folders and admin SQL of
# each db node, its state, starting (join, bootstrap), recovering, the bootstrap candidate, the primary
# component, stopping, and kill_tree.

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

