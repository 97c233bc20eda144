#!/usr/bin/env bash
# One node of the local cluster at a time, for failure drills and tests.
#   bin/cluster/ctl.sh status          one line per service: "<name> <up|down> <pid|-> [key=value ...]"
#                                      (db nodes: state=Synced|Joining|Donor/Desynced... size=<cluster size>
#                                      component=Primary|non-Primary seqno=<last committed> haproxy=UP|DOWN)
#   bin/cluster/ctl.sh kill <node>     SIGKILL: a crash (a PHP node or an nginx with its workers); the
#                                      supervisor (bin/cluster/supervise.sh) brings it back within seconds
#   bin/cluster/ctl.sh stop <node>     graceful stop; the supervisor leaves it stopped until ctl.sh start
#   bin/cluster/ctl.sh start <node>    start it again and wait until it serves: a db node Synced with the
#                                      cluster size back, a PHP node answering through its pinned door,
#                                      an nginx on its door, Redis answering PING
#   bin/cluster/ctl.sh freeze <node>   SIGSTOP (a hung machine: connections open, nothing answers)
#   bin/cluster/ctl.sh thaw <node>     SIGCONT
#   bin/cluster/ctl.sh recover         after a full outage (every db node down): bootstraps the cluster from the
#                                      most advanced node (grastate seqno, or mariadbd --wsrep-recover after a
#                                      crash), the others rejoin; then everything else not running is started
# Nodes: db1 db2 db3 php1 php2 nginx1 nginx2 haproxy (lb: the same process, balancer and db doors) redis
# gluster (glusterd: kill is glusterd's crash; stop unmounts the uploads and stops the volume).
# A db node started when no other runs bootstraps a new cluster, only if it is the right one (safe_to_bootstrap,
# or the highest seqno): otherwise use ctl.sh recover. A db node started while the one survivor of two crashes
# is alone and non-primary first makes that survivor primary again (it is the only copy left), then joins it.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

usage() { die "usage: bin/cluster/ctl.sh status | recover | kill|stop|start|freeze|thaw db1|db2|db3|php1|php2|nginx1|nginx2|haproxy|lb|redis|gluster"; }
action="${1:-status}"
node="${2:-}"
if [ "$action" = status ]; then
	cluster_status
	exit 0
fi
if [ "$action" = recover ]; then
	MVC_SKIP_INSTALL=1 exec bash "$MVC_BIN/cluster/start.sh"
fi
[ "$node" = lb ] && node=haproxy
case "$node" in db[1-3] | php[12] | nginx[12] | haproxy | redis | gluster) ;; *) usage ;; esac
[ -d "$RUN_DIR" ] || die "the cluster was never started (npm run start:cluster)"

case "$action" in
	kill)
		pid="$(service_pid "$node")" || die "$node is not running"
		case "$node" in
			php[12] | nginx[12]) kill_tree "$pid" ;;
			*) kill -KILL "$pid" ;;
		esac
		for ((i = 0; i < 50; i++)); do alive "$pid" || break; sleep 0.1; done
		ok "$node killed (pid $pid)"
		;;
	freeze | thaw)
		pid="$(service_pid "$node")" || die "$node is not running"
		if [ "$action" = freeze ]; then sig=STOP; else sig=CONT; fi
		# shellcheck disable=SC2046
		kill -"$sig" "$pid" $(child_pids "$pid") 2>/dev/null || true
		ok "$node: SIG$sig sent (pid $pid and its children)"
		;;
	stop)
		# Deliberate: the supervisor must not bring it back.
		touch "$(down_mark "$node")"
		case "$node" in
			db[1-3]) stop_db "$node" ;;
			php[12]) stop_php "$node" ;;
			gluster) stop_gluster ;;
			*) stop_service "$node" ;;
		esac
		;;
	start)
		# One start of a node at a time (the supervisor's and an operator's): the supervisor gives way.
		exec 9>"$RUN_DIR/$node.lock"
		if [ "${MVC_SUPERVISED:-0}" = 1 ]; then
			flock -n 9 || exit 0
			[ -e "$(down_mark "$node")" ] && exit 0
		else
			flock 9
			rm -f "$(down_mark "$node")"
		fi
		if service_running "$node"; then
			ok "$node is already running (pid $(service_pid "$node"))"
			exit 0
		fi
		t0="$(now_ms)"
		start_node "$node"
		echo "   $node: back in $(($(now_ms) - t0)) ms"
		;;
	*) usage ;;
esac
