#!/usr/bin/env bash
# Stops the local cluster (npm run stop:cluster), gracefully and in reverse start order: the cron runner, the
# fake WeChat provider, the mail sink, the two nginx, the PHP nodes, GlusterFS (unmounted, volume stopped,
# glusterd ended), Redis, haproxy, then the Galera nodes one by one,
# db3, db2, db1: the last to leave is marked safe_to_bootstrap, and the next start bootstraps from it.
#   bin/cluster/stop.sh           stop
#   bin/cluster/stop.sh --wipe    stop, then delete .local/cluster (databases, WordPress copy, caches, logs):
#                                 the next start begins from nothing (a new cluster, a new install, the demo content)
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

wipe=0
case "${1:-}" in
	'') ;;
	--wipe) wipe=1 ;;
	*) die "usage: bin/cluster/stop.sh [--wipe]" ;;
esac

if [ -d "$RUN_DIR" ]; then
	log "Stopping the local cluster"
	# The supervisor first (it would start again what is being stopped), and stop marks for everything.
	stop_service supervisor
	for s in "${CLUSTER_SERVICES[@]}"; do touch "$(down_mark "$s")"; done
	for ((i = ${#CLUSTER_SERVICES[@]} - 1; i >= 0; i--)); do
		s="${CLUSTER_SERVICES[i]}"
		case "$s" in
			db[1-3]) stop_db "$s" ;;
			gluster) stop_gluster ;;
			*) stop_service "$s" ;;
		esac
	done
	rm -f "$REDIS_SOCKET"
fi
if [ "$wipe" = 1 ]; then
	log "Wiping .local/cluster"
	# Never rm -rf through a mount: the uploads (GlusterFS) are unmounted above; say so if one is left.
	for n in "${PHP_NODES[@]}"; do
		if uploads_mounted "$n"; then die "$n's uploads are still mounted: umount $(php_wp_dir "$n")/wp-content/uploads first"; fi
	done
	rm -rf "$INST_DIR"
	ok "wiped: the next npm run start:cluster builds the cluster anew"
fi
