#!/bin/sh
# haproxy's health check of one Galera node (external-check): up (exit 0) only when the node answers and is
# Synced in the primary component with wsrep_ready ON. A node that is joining, donating a full state transfer,
# or cut off from the others (non-Primary) is down for haproxy, so PHP goes to the next one.
#   galera-check.sh <proxy address> <proxy port> <server address> <server port>   (haproxy's arguments)
# Connects over TCP as 'mvc_check'@'127.0.0.1' (no password, no privilege: SHOW STATUS needs none).
out="$(mariadb --no-defaults --protocol=tcp -h "$3" -P "$4" -u mvc_check --connect-timeout=1 -N -B -e \
	"SHOW GLOBAL STATUS WHERE Variable_name IN ('wsrep_local_state','wsrep_cluster_status','wsrep_ready')" 2>/dev/null)" || exit 1
echo "$out" | grep -q '^wsrep_local_state	4$' || exit 1
echo "$out" | grep -q '^wsrep_cluster_status	Primary$' || exit 1
echo "$out" | grep -q '^wsrep_ready	ON$' || exit 1
exit 0
