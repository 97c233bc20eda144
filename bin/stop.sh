#!/usr/bin/env bash
# Stops what bin/start.sh started, by pid file only (TERM, wait, then KILL), in reverse start order.
#   bin/stop.sh [dev|test|scale|all]      (npm stop = all)
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

target="${1:-all}"
case "$target" in
	all) instances=(dev test scale) ;;
	dev | test | scale) instances=("$target") ;;
	*) die "usage: bin/stop.sh [dev|test|scale|all]" ;;
esac

for inst in "${instances[@]}"; do
	mvc_instance "$inst"
	[ -d "$RUN_DIR" ] || continue
	log "Stopping the '$INSTANCE' instance"
	for ((i = ${#MVC_SERVICES[@]} - 1; i >= 0; i--)); do
		stop_service "${MVC_SERVICES[i]}"
	done
	rm -f "$FPM_SOCKET" "$DB_SOCKET"
done
