#!/usr/bin/env bash
# The whole test pipeline (npm test): install, lint, type check, then a fresh test instance on its own ports
# with its own databases for PHPUnit, Jest and Playwright. Every step runs even after a failure; the summary
# lists each step with its result and time, and the exit status is non-zero when any step failed.
# The test instance is stopped at the end, also on failure or Ctrl-C. The developer's dev instance is never
# touched.
set -uo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
cd "$MVC_ROOT"

export CI="${CI:-}"
names=()
results=()
times=()
failed=0

# step <name> <command...>: runs a step, records pass/fail and seconds.
step() {
	local name="$1" t rc
	shift
	printf '\n%s==> %s%s\n' "$_c_b" "$name" "$_c_0"
	t="$(now_ms)"
	"$@"
	rc=$?
	names+=("$name")
	times+=("$(awk -v ms="$(($(now_ms) - t))" 'BEGIN { printf "%.1f", ms / 1000 }')")
	if [ "$rc" -eq 0 ]; then
		results+=(pass)
	else
		results+=("FAIL ($rc)")
		failed=1
		printf '%s<== %s failed (exit %s)%s\n' "$_c_r" "$name" "$rc" "$_c_0"
	fi
	return 0
}

# require <path> <what>: a step's tool must exist; until the project is complete, this says who is missing.
require() {
	if [ ! -e "$1" ]; then
		echo "missing: $1 ($2). This step fails until it is there." >&2
		return 1
	fi
}

# WordPress.org's review tools and the coding standards they need (Theme Check, Plugin Check with PHPCS and
# WPCS 3) are not the project's: they are read, read-only, from ../shared/tools beside the project.
MVC_TOOLS="${MVC_TOOLS:-$(cd "$MVC_ROOT/.." && pwd)/shared/tools}"
shared_tool() { # <path under ../shared/tools> <what>
	if [ ! -e "$MVC_TOOLS/$1" ]; then
		echo "missing: $MVC_TOOLS/$1 ($2, from ../shared/tools beside the project; see its README)." >&2
		echo "This step fails until it is there." >&2
		return 1
	fi
}

npm_script() {
	local script="$1"
	shift
	for f in "$@"; do require "$f" "needed by 'npm run $script'" || return 1; done
	npm run --silent "$script"
}

summary() {
	local i
	printf '\n%s%-22s %-10s %8s%s\n' "$_c_b" "step" "result" "seconds" "$_c_0"
	for i in "${!names[@]}"; do
		printf '%-22s %-10s %8s\n' "${names[i]}" "${results[i]}" "${times[i]}"
	done
	if [ "$failed" -eq 0 ]; then
		printf '%sAll steps passed.%s\n' "$_c_g" "$_c_0"
	else
		printf '%sSome steps failed.%s\n' "$_c_r" "$_c_0"
	fi
}

test_instance_started=0
cleanup() {
	if [ "$test_instance_started" = 1 ]; then
		printf '\n==> Stopping the test instance\n'
		"$MVC_BIN/stop.sh" test || true
		test_instance_started=0
	fi
}
trap cleanup EXIT
trap 'echo; echo "interrupted"; exit 130' INT TERM

t_all="$(now_ms)"

# ---------------------------------------------------------------------------------------------------------
step install "$MVC_BIN/install.sh"

# PHPCS with WPCS 3 from ../shared/tools (bin/phpcs.sh), then PHPStan.
lint_php() {
	shared_tool plugin-check/vendor/squizlabs/php_codesniffer/bin/phpcs "PHP_CodeSniffer with WordPress Coding Standards 3" || return 1
	npm_script lint:php composer.json vendor/phpcompatibility/phpcompatibility-wp vendor/bin/phpstan phpcs.xml.dist phpstan.neon.dist
}
step lint:php lint_php
step lint:js npm_script lint:js node_modules/.bin/wp-scripts
step lint:style npm_script lint:style node_modules/.bin/wp-scripts
step typecheck npm_script typecheck node_modules/.bin/tsc tsconfig.json

# ---------------------------------------------------------------------------------------------------------
# A fresh test instance: its data wiped first, the page cache on.
mvc_instance test
start_test_instance() {
	"$MVC_BIN/stop.sh" test >/dev/null
	rm -rf "$INST_DIR"
	test_instance_started=1
	MVC_SKIP_INSTALL=1 MVC_PAGE_CACHE=1 "$MVC_BIN/start.sh" test
}
step "start test instance" start_test_instance
instance_up=0
[ "${results[-1]}" = pass ] && instance_up=1

# What the PHPUnit bootstrap and Playwright read.
export MVC_WP_DIR="$WP_DIR"
export MVC_DB_SOCKET="$DB_SOCKET"
export MVC_DB_NAME=wordpress_phpunit
export MVC_DB_USER="$DB_USER"
export MVC_DB_PASSWORD="$DB_PASSWORD"
export MVC_SMTP_PORT="$SMTP_PORT"
export MVC_TEST_URL="$SITE_URL"
export MVC_TEST_MAIL_URL="$MAIL_URL"
export MVC_WECHAT_LOCAL="$WECHAT_LOCAL_JSON"
export MVC_BAIDU_LOCAL="$BAIDU_LOCAL_JSON"
export MVC_TEST_BAIDU_URL="$BAIDU_URL"

needs_instance() {
	if [ "$instance_up" != 1 ]; then
		echo "the test instance did not start (see above)" >&2
		return 1
	fi
	"$@"
}

# WordPress.org's gates, against the test instance: Theme Check on the theme (no REQUIRED, no WARNING).
theme_check() {
	shared_tool theme-check/checkbase.php "WordPress.org's Theme Check" || return 1
	php "$MVC_BIN/theme-check.php" --theme-check="$MVC_TOOLS/theme-check" --path="$WP_DIR" --theme=mvc
}
step "theme check" needs_instance theme_check

# Plugin Check on the plugin as deployed (the instance's mvc-core folder), its runtime checks included: no ERROR,
# no WARNING (a warning that must stay is silenced inline with its reason; Plugin Check reads no phpcs.xml.dist).
plugin_check() {
	shared_tool plugin-check/vendor/autoload.php "WordPress.org's Plugin Check with its Composer dependencies" || return 1
	php "$MVC_BIN/plugin-check.php" --plugin-check="$MVC_TOOLS/plugin-check" --path="$WP_DIR" --plugin=mvc-core
}
step "plugin check" needs_instance plugin_check

step test:php needs_instance npm_script test:php vendor/bin/phpunit phpunit.xml.dist
step test:js npm_script test:js node_modules/.bin/wp-scripts
step test:e2e needs_instance npm_script test:e2e node_modules/.bin/playwright playwright.config.ts

# check_log <what> <pattern> <file>...: fails when a line of the files matches the pattern (an
# extended regular expression), printing the first 50 such lines.
check_log() {
	local what="$1" pattern="$2" found
	shift 2
	found="$(cat "$@" 2>/dev/null | grep -E "$pattern" || true)"
	if [ -n "$found" ]; then
		echo "$what in the test instance's logs:"
		echo "$found" | head -n 50
		return 1
	fi
	echo "No $what in the test instance's logs."
}

# Any PHP warning, notice, deprecation or fatal error the site logged during the run fails the run.
step "php log clean" check_log "PHP warnings, notices, deprecations or errors" \
	'PHP (Warning|Notice|Deprecated|Fatal error|Parse error|Recoverable fatal error)' \
	"$LOG_DIR/debug.log" "$LOG_DIR/php-error.log"

# nginx must not have failed at its own work during the run: a [crit] or [emerg] line fails it (a page-cache file
# removed behind nginx's back once showed here as "[crit] unlink() ... failed"). Its [alert] "stalled cache
# updating" (a visitor who leaves while an expired page is being refreshed) and [error] lines are not failures.
step "nginx log clean" check_log "nginx [crit] or [emerg] lines" '\[(crit|emerg)\]' "$LOG_DIR/nginx-error.log"

cleanup
summary
echo "Total: $(awk -v ms="$(($(now_ms) - t_all))" 'BEGIN { printf "%.0f", ms / 1000 }') s"
exit "$failed"
