#!/usr/bin/env bash
# Stops the dev instance, wipes its data (.local/dev: database, WordPress copy, logs, salts; not the download
# cache) and starts it fresh with the demo content; `npm run reset -- --empty` starts it without any content (the
# target of a move; later starts keep it empty).
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
"$MVC_BIN/stop.sh" dev
mvc_instance dev
log "Wiping .local/dev"
rm -rf "$INST_DIR"
exec "$MVC_BIN/start.sh" dev "$@"
