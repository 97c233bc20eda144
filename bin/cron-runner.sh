#!/usr/bin/env bash
# WP-Cron runner: calls wp-cron.php every 60 s (wp-config.php sets DISABLE_WP_CRON, so page visits don't);
# a call that took longer (a digest batch works for Digest::BUDGET, 90 s) is followed by the next
# one after the rest of the interval, at least 1 s, so long jobs run back to back.
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
	# No doing_wp_cron value: with one, wp-cron.php expects the lock a page visit's spawn_cron() sets
	# (off here) and runs nothing; without, it takes the lock itself, as for a real cron job.
	began="$(date +%s)"
	code="$(curl -s -o /dev/null -m 120 -w '%{http_code}' "$url/wp-cron.php")"
	if [ "$code" != 200 ]; then echo "$(date '+%F %T') wp-cron.php answered HTTP $code"; fi
	pause=$(( interval - ( $(date +%s) - began ) ))
	if [ "$pause" -lt 1 ]; then pause=1; fi
	# sleep in the background so TERM is handled at once.
	sleep "$pause" &
	sleeper=$!
	wait "$sleeper"
	sleeper=''
done
