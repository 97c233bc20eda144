#!/usr/bin/env bash
# One node of the local cluster at a time, for failure drills and tests.
#   bin/cluster/ctl.sh status          one line per service: "<name> <up|down> <pid|-> [key=value ...]"
#                                      (db nodes: state=Synced|Joining|Donor/Desynced... size=<cluster size>
#                                      component=Primary|non-Primary seqno=<last committed> haproxy=UP|DOWN)
#   bin/cluster/ctl.sh kill <node>     SIGKILL: a crash (a PHP node with its workers)
#   bin/cluster/ctl.sh stop <node>     graceful stop
#   bin/cluster/ctl.sh start <node>    start it again and wait until it serves: a db node Synced with the
#                                      cluster size back, a PHP node answering through its pinned door,
#                                      Redis answering PING
# Nodes: db1 db2 db3 php1 php2 redis. A db node started when no other runs bootstraps a new cluster, only
# if it is the right one (safe_to_bootstrap, or the highest seqno): otherwise use npm run start:cluster.
# A db node started while the one survivor of two crashes is alone and non-primary first makes that survivor
# primary again (it is the only copy left), then joins it.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

usage() { die "usage: bin/cluster/ctl.sh status | kill|stop|start db1|db2|db3|php1|php2|redis"; }
action="${1:-status}"
node="${2:-}"
if [ "$action" = status ]; then
	cluster_status
	exit 0
fi
case "$node" in db[1-3] | php[12] | redis) ;; *) usage ;; esac
[ -d "$RUN_DIR" ] || die "the cluster was never started (npm run start:cluster)"

case "$action" in
	kill)
		pid="$(service_pid "$node")" || die "$node is not running"
		case "$node" in
			php[12]) kill_tree "$pid" ;;
			*) kill -KILL "$pid" ;;
		esac
		for ((i = 0; i < 50; i++)); do alive "$pid" || break; sleep 0.1; done
		ok "$node killed (pid $pid)"
		;;
	stop)
		case "$node" in
			db[1-3]) stop_db "$node" ;;
			php[12]) stop_php "$node" ;;
			*) stop_service "$node" ;;
		esac
		;;
	start)
		if service_running "$node"; then
			ok "$node is already running (pid $(service_pid "$node"))"
			exit 0
		fi
		t0="$(now_ms)"
		case "$node" in
			db[1-3])
				if [ -n "$(running_db_nodes)" ]; then
					ensure_primary
					join_db "$node"
				else
					candidate="$(bootstrap_candidate)"
					[ "$candidate" = "$node" ] ||
						die "no db node runs and $node is not the one to bootstrap from ($candidate is): start $candidate first, or npm run start:cluster"
					bootstrap_db "$node"
				fi
				;;
			php[12])
				start_php "$node"
				wait_until 30 "$node through its door 127.0.0.1:$(pinned_port "$node")" "$LOG_DIR/php-error.log" php_serves "$node"
				ok "$node serves (http://127.0.0.1:$(pinned_port "$node")/)"
				;;
			redis)
				start_redis
				ok "Redis answers"
				;;
		esac
		echo "   $node: back in $(($(now_ms) - t0)) ms"
		;;
	*) usage ;;
esac
