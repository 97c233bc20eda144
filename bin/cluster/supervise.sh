#!/usr/bin/env bash
# The local cluster's supervisor (started by bin/cluster/start.sh, stopped first by bin/cluster/stop.sh): once a
# second, every service of the cluster that is not running and was not stopped on purpose (ctl.sh stop leaves
# .local/cluster/run/<node>.down) is started again with ctl.sh start — what systemd's Restart=always does in
# production (deploy/systemd/). A crash (ctl.sh kill, a segfault, the OOM killer) is therefore back within
# seconds; a db node rejoins by IST.
#   bin/cluster/supervise.sh <cluster folder>       (the folder is on the command line: the pid check's marker)
# When every db node is down (a full outage) it starts none of them: which node holds the last commits is
# decided once, by `bash bin/cluster/ctl.sh recover`, not by a race of restarts. While bin/cluster/start.sh runs
# (it leaves run/starting), the supervisor waits. Log: .local/cluster/logs/supervisor.log.
set -uo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
SUPERVISED=(db1 db2 db3 haproxy redis gluster php1 php2 nginx1 nginx2)
declare -A restarting=()
outage_said=0
log_line() { printf '%s %s\n' "$(date -u +%FT%TZ)" "$*"; }
log_line "supervisor started (pid $$): ${SUPERVISED[*]}"
while :; do
	sleep 1
	[ -d "$RUN_DIR" ] || exit 0
	[ -e "$RUN_DIR/starting" ] && continue
	any_db="$(running_db_nodes | head -n 1)"
	for s in "${SUPERVISED[@]}"; do
		[ -e "$(down_mark "$s")" ] && continue
		if [ -n "${restarting[$s]:-}" ]; then
			if alive "${restarting[$s]}"; then continue; fi
			unset "restarting[$s]"
		fi
		service_running "$s" && continue
		case "$s" in
			db[1-3])
				if [ -z "$any_db" ]; then
					if [ "$outage_said" = 0 ]; then
						log_line "every db node is down (a full outage): waiting for bash bin/cluster/ctl.sh recover"
						outage_said=1
					fi
					continue
				fi
				;;
		esac
		outage_said=0
		log_line "$s is not running (crashed): starting it again"
		MVC_SUPERVISED=1 setsid bash "$MVC_BIN/cluster/ctl.sh" start "$s" </dev/null >>"$LOG_DIR/supervisor.log" 2>&1 &
		restarting[$s]=$!
	done
done
