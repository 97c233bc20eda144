#!/usr/bin/env bash
# npm run bench: server time, query count and JavaScript weight of one article, this theme against
# Twenty Twenty-Five, on the test instance (started fresh when it is not running, and stopped again after).
# Figures only: no thresholds. Environment: MVC_BENCH_N (50 measured requests), MVC_BENCH_WARMUP (5).
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
cd "$MVC_ROOT"
mvc_instance test

started=0
if ! service_running nginx || ! service_running php-fpm || ! service_running mariadb; then
	log "The test instance is not running: starting it fresh for the bench"
	"$MVC_BIN/stop.sh" test >/dev/null
	rm -rf "$INST_DIR"
	started=1
	trap '"$MVC_BIN/stop.sh" test' EXIT
	MVC_PAGE_CACHE=1 "$MVC_BIN/start.sh" test
fi

# The bench helper goes into this instance's mu-plugins only.
mkdir -p "$WP_DIR/wp-content/mu-plugins"
cp "$MVC_TEMPLATES/mu-plugins/mvc-bench.php" "$WP_DIR/wp-content/mu-plugins/mvc-bench.php"

MVC_TEST_URL="$SITE_URL" MVC_BENCH_WP_DIR="$WP_DIR" node "$MVC_BIN/bench.mjs"
