#!/bin/sh
# haproxy's health check of one Galera node (external-check): up (exit 0) only when
#   1. the node itself answers, Synced (wsrep_local_state 4), in the primary component, wsrep_ready ON, and
#   2. a PEER that is itself Synced in the primary component lists the node's address in its
#      wsrep_incoming_addresses (the primary component's members as the others see them).
# A node resumed after a freeze still says "Synced" about itself for seconds before the others evict it and it
# notices; its peers already count it out, so (2) keeps it down until it has really rejoined. When no peer
# answers (the node is the only one left), (1) alone decides: the node is then the primary component.
#   galera-check.sh <proxy address> <proxy port> <server address> <server port>   (haproxy's arguments)
# The peers' client ports come in MVC_GALERA_PEERS ("127.0.0.1:3311 127.0.0.1:3312 ...", haproxy's
# external-check environment; every node's address may be listed: the node itself is skipped).
# Connects over TCP as 'mvc_check'@'127.0.0.1' (no password, no privilege: SHOW STATUS needs none).
q="SHOW GLOBAL STATUS WHERE Variable_name IN ('wsrep_local_state','wsrep_cluster_status','wsrep_ready','wsrep_incoming_addresses')"
# timeout 0.3: a frozen node accepts the TCP connection (the kernel does) but never sends its greeting, and the
# client's --connect-timeout does not cover that wait; haproxy kills a check still running after its interval
# (1 s: PROCTOUT), so a frozen PEER must cost less than that or every node's check fails (seen: all three DOWN).
ask() { timeout 0.3 mariadb --no-defaults --protocol=tcp -h "$1" -P "$2" -u mvc_check --connect-timeout=1 -N -B -e "$q" 2>/dev/null; }
synced() {
	echo "$1" | grep -q '^wsrep_local_state	4$' &&
		echo "$1" | grep -q '^wsrep_cluster_status	Primary$' &&
		echo "$1" | grep -q '^wsrep_ready	ON$'
}
out="$(ask "$3" "$4")" || exit 1
synced "$out" || exit 1
me="$3:$4"
peers_seen=0
for peer in ${MVC_GALERA_PEERS:-}; do
	[ "$peer" = "$me" ] && continue
	pout="$(ask "${peer%:*}" "${peer##*:}")" || continue
	synced "$pout" || continue
	peers_seen=$((peers_seen + 1))
	addrs="$(echo "$pout" | awk -F'\t' '$1 == "wsrep_incoming_addresses" { print $2 }')"
	case ",$addrs," in
		*",$me,"*) exit 0 ;;
	esac
	# A Synced primary peer that does not list this node: the node is not (yet, or any more) in its component.
	exit 1
done
# No Synced peer answered: the node's own word decides (it is Synced in a primary component of its own).
exit 0
