#!/usr/bin/env bash
# npm run bench:scale (issue 26): every page family, member call, wp-admin screen and job at demo size and at a
# publisher's size, side by side. Grows the scale instance first when it is not grown (bin/scale/grow.sh: bulk
# SQL, then the plugin's one-time fills), then measures the demo copy against the grown site on the same instance,
# interleaved (bin/scale/bench.mjs), then the jobs on each (bin/scale/jobs.php), then the member import on each
# (bin/scale/member-import.php). Prints each phase's time.
# Figures only: no thresholds. Environment: MVC_SCALE_K (size, 1), MVC_SCALE_N (15 rounds), MVC_SCALE_ONLY
# (a regexp of figure names), MVC_SCALE_DIGEST_FULL=1 (send the whole digest run at scale, not three chunks).
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
cd "$MVC_ROOT"
mvc_instance scale
t0="$(now_ms)"
secs() { awk -v a="$1" -v b="$(now_ms)" 'BEGIN { printf "%.1f", (b - a) / 1000 }'; }

log "Scale instance: start and grow (skipped when grown)"
"$MVC_BIN/scale/grow.sh"
t_grow="$(secs "$t0")"
# The bench helper goes into this instance's mu-plugins; a first request on each database runs any schema upgrade.
mkdir -p "$WP_DIR/wp-content/mu-plugins"
cp "$MVC_TEMPLATES/mu-plugins/mvc-bench.php" "$WP_DIR/wp-content/mu-plugins/mvc-bench.php"
for db in demo scale; do
	curl -s -o /dev/null -H 'X-Bench-Nocache: 1' -H "X-Bench-Db: $db" "$SITE_URL/" || true
	curl -s -o /dev/null -H 'X-Bench-Nocache: 1' -H "X-Bench-Db: $db" "$SITE_URL/wp-login.php" || true
done
# The fills run to their end on both databases before anything is measured (on a grown instance too: a newer
# plugin may have a fill the last growth did not run; a finished one returns at once).
t="$(now_ms)"
for db in demo scale; do
	php "$MVC_BIN/scale/fill.php" "$WP_DIR" "$SITE_URL" "$db" >/dev/null
done
t_fill="$(secs "$t")"

t="$(now_ms)"
log "Measuring: demo copy against the grown site"
MVC_SCALE_URL="$SITE_URL" MVC_SCALE_SOCKET="$DB_SOCKET" node "$MVC_BIN/scale/bench.mjs"
t_bench="$(secs "$t")"

t="$(now_ms)"
log "Jobs (digest chunks into the mail sink, export, deletion of a clone of the demo member, daily purges)"
for db in demo scale; do
	printf '%s: ' "$db"
	php "$MVC_BIN/scale/jobs.php" "$WP_DIR" "$SITE_URL" "$db"
done
t_jobs="$(secs "$t")"

t="$(now_ms)"
log "Member import (every member again under new addresses, twice, then removed; bin/scale/member-import.php)"
for db in demo scale; do
	printf '%s: ' "$db"
	php -d memory_limit=1024M "$MVC_BIN/scale/member-import.php" "$WP_DIR" "$SITE_URL" "$db"
done
t_import="$(secs "$t")"

printf '\nPhases (s): start and growth %s, fills checked %s, page and call figures %s, jobs %s, member import %s, total %s\n' "$t_grow" "$t_fill" "$t_bench" "$t_jobs" "$t_import" "$(secs "$t0")"
