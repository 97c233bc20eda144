#!/usr/bin/env bash
# Installs everything the project needs, idempotently; fast when nothing changed (stamps in .local/cache).
#   1. Debian packages (PHP, MariaDB, nginx and the purge door's modules, Chromium, CJK fonts, Redis and php-redis for the object-cache
#      tests, Java for the HTML checker), apt-get update only when one is missing
#   2. npm packages (npm@10 ci, see README), without Playwright's browser download
#   3. Composer dev tools
#   4. WordPress core from Debian's stable channel through a private apt state, into .local/cache
#   5. the theme's and the plugin's assets (npm run build) when their sources changed
# Environment: MVC_WP_SUITE (default trixie) the Debian suite WordPress comes from (plus <suite>-security);
# MVC_CORE_REFRESH=1 re-reads the package index now (otherwise once a day).
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
cd "$MVC_ROOT"
mkdir -p "$MVC_CACHE/stamps"
t0="$(now_ms)"

# ---------------------------------------------------------------------------------------------------------
# 1. Debian packages
APT_PACKAGES=(
	php8.2-cli php8.2-fpm php8.2-mysql php8.2-gd php8.2-xml php8.2-mbstring php8.2-curl php8.2-intl
	php8.2-zip php8.2-opcache mariadb-server mariadb-client nginx-light chromium fonts-noto-cjk curl
	ca-certificates composer redis-server php8.2-redis libnginx-mod-http-cache-purge libnginx-mod-http-perl
)
# The Nu HTML Checker (npm's vnu-jar, whose install fetches a Java runtime from the internet when it finds
# none) runs on Debian's Java: installed before the npm packages.
if ! command -v java >/dev/null 2>&1; then
	APT_PACKAGES+=(default-jre-headless)
fi
missing=()
for p in "${APT_PACKAGES[@]}"; do
	if [ "$(dpkg-query -W -f '${db:Status-Status}' "$p" 2>/dev/null)" != installed ]; then
		# nginx-light may be satisfied by another nginx flavour.
		if [ "$p" = nginx-light ] && nginx_bin >/dev/null; then continue; fi
		missing+=("$p")
	fi
done
if [ "${#missing[@]}" -gt 0 ]; then
	log "Installing Debian packages: ${missing[*]}"
	export DEBIAN_FRONTEND=noninteractive
	as_root apt-get -o DPkg::Lock::Timeout=600 update -qq
	as_root apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${missing[@]}"
fi

# ---------------------------------------------------------------------------------------------------------
# 2. npm packages. npm 11's `npm ci` rejects locks that lack other platforms' optional bindings; npm 10 installs
# from the same lock, so we run it through npx.
npm_key="$(hash_files package.json package-lock.json)"
if [ ! -d node_modules ] || ! stamp_ok npm "$npm_key"; then
	log "Installing npm packages (npm@10 ci)"
	if [ ! -f package-lock.json ]; then die "package-lock.json is missing"; fi
	PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npx --yes npm@10 ci --no-audit --no-fund --loglevel=error
	stamp_write npm "$npm_key"
fi

# ---------------------------------------------------------------------------------------------------------
# 3. Composer dev tools (PHPUnit, PHPCS + WPCS, PHPStan)
if [ -f composer.json ]; then
	composer_key="$(hash_files composer.json composer.lock)"
	if [ ! -d vendor ] || ! stamp_ok composer "$composer_key"; then
		log "Installing Composer packages"
		COMPOSER_NO_INTERACTION=1 composer install --no-interaction --no-progress --quiet
		stamp_write composer "$composer_key"
	fi
else
	warn "composer.json is not there yet: skipping the Composer tools (PHP lint and PHPUnit will fail)"
fi

# ---------------------------------------------------------------------------------------------------------
# 4. WordPress core from Debian, with a private apt state that leaves the machine's apt setup untouched.
"$MVC_BIN/lib/fetch-wordpress.sh"

# ---------------------------------------------------------------------------------------------------------
# 5. The theme's and the plugin's assets
build_inputs=(src blocks editor languages webpack.config.js tsconfig.json bin/i18n.mjs bin/i18n-core.mjs package-lock.json)
# The translations also come from the PHP of both parts (their build/ folders are outputs, not inputs).
build_inputs+=(plugin/inc plugin/mvc-core.php theme/inc theme/templates theme/template-parts theme/style.css)
if [ ! -f webpack.config.js ] || [ ! -f bin/i18n.mjs ] || [ ! -x node_modules/.bin/wp-scripts ]; then
	# Written by the frontend engineer; until they are all there, the theme runs without its scripts.
	warn "the front-end build is not complete yet (webpack.config.js, bin/i18n.mjs, @wordpress/scripts): assets not built"
else
	build_key="$(hash_tree "${build_inputs[@]}")"
	if [ ! -d theme/build ] || [ ! -d plugin/build ] || ! stamp_ok build "$build_key"; then
		log "Building the theme's and the plugin's assets (npm run build)"
		npm run --silent build || die "npm run build failed (see above)"
		stamp_write build "$build_key"
	fi
fi

ok "install: everything in place ($(($(now_ms) - t0)) ms)"
