#!/usr/bin/env bash
# Production: brings the Galera cluster back after a FULL outage (every db machine down or crashed) with one
# command, run from any machine that reaches the db machines over ssh (as root):
#   deploy/galera-recover.sh db1.internal db2.internal db3.internal
# 1. Stops mariadb everywhere (systemd would otherwise keep restarting nodes that cannot form a cluster).
# 2. Reads each node's last committed position: grastate.dat's seqno, or, when it says -1 (a crash),
#    mariadbd --wsrep-recover's "Recovered position" from InnoDB's redo log.
# 3. Bootstraps from the node with the highest seqno (safe_to_bootstrap set on it only), galera_new_cluster.
# 4. Starts the others, which rejoin by IST (or SST) from it, and waits until each is Synced.
# The local cluster does the same with `bash bin/cluster/ctl.sh recover` (bin/cluster/lib.sh bootstrap_candidate).
set -euo pipefail
[ "$#" -ge 1 ] || { echo "usage: $0 <db host> ..." >&2; exit 2; }
DATADIR="${MVC_DATADIR:-/var/lib/mysql}"
on() { ssh -o BatchMode=yes -o ConnectTimeout=5 "root@$1" "$2"; }

for h in "$@"; do on "$h" 'systemctl stop mariadb' || true; done
best='' best_seqno=-2
for h in "$@"; do
	seqno="$(on "$h" "awk '\$1 == \"seqno:\" { print \$2 }' $DATADIR/grastate.dat" || echo '')"
	if [ "$seqno" = -1 ] || [ -z "$seqno" ]; then
		pos="$(on "$h" "mariadbd --user=mysql --wsrep-recover --log-error=/tmp/wsrep-recover.log >/dev/null 2>&1; grep -o 'Recovered position: [^ ]*' /tmp/wsrep-recover.log | tail -n 1" || echo '')"
		seqno="${pos##*:}"
	fi
	echo "$h: seqno ${seqno:-unknown}"
	if [ -n "$seqno" ] && [ "$seqno" -gt "$best_seqno" ]; then best="$h" best_seqno="$seqno"; fi
done
[ -n "$best" ] || { echo "no node told its position: look at each node's error log" >&2; exit 1; }
echo "bootstrapping from $best (seqno $best_seqno)"
on "$best" "sed -i 's/^safe_to_bootstrap: 0/safe_to_bootstrap: 1/' $DATADIR/grastate.dat && galera_new_cluster"
for h in "$@"; do
	[ "$h" = "$best" ] && continue
	echo "starting $h (joins $best)"
	on "$h" 'systemctl start mariadb'
done
for h in "$@"; do
	on "$h" "mariadb -N -B -e \"SHOW GLOBAL STATUS LIKE 'wsrep_local_state_comment'\""
done
