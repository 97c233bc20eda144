#!/usr/bin/env bash
# WP-Cron runner: calls wp-cron.php every 60 s (wp-config.php sets DISABLE_WP_CRON, so page visits don't).
# Started in the background by bin/start.sh with a pid file; stops cleanly on TERM or INT.
#   bin/cron-runner.sh <instance> <site url> [interval seconds]
set -uo pipefail
instance="${1:?instance}"
url="${2:?site url}"
interval="${3:-${MVC_CRON_INTERVAL:-60}}"
sleeper=''
stop() {
	[ -n "$sleeper" ] && kill "$sleeper" 2>/dev/null
	echo "$(date '+%F %T') cron runner for '$instance' stopped"
	exit 0
}
trap stop TERM INT
echo "$(date '+%F %T') cron runner for '$instance': $url/wp-cron.php every ${interval}s"
while :; do
	code="$(curl -s -o /dev/null -m 120 -w '%{http_code}' "$url/wp-cron.php?doing_wp_cron=$(date +%s.%N)")"
	if [ "$code" != 200 ]; then echo "$(date '+%F %T') wp-cron.php answered HTTP $code"; fi
	# sleep in the background so TERM is handled at once.
	sleep "$interval" &
	sleeper=$!
	wait "$sleeper"
	sleeper=''
done
