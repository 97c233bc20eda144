#!/usr/bin/env bash
# The project's PHP lint: PHP_CodeSniffer with WordPress Coding Standards 3 and the standards WordPress.org's
# Plugin Check uses (PHPCS, WPCS, PHPCSUtils, PHPCSExtra, VIPCS: read-only from ../shared/tools/plugin-check/vendor
# beside the project; the Composer registry serves WPCS only up to 2.3), plus PHPCompatibilityWP from Composer
# (vendor/), with the project's phpcs.xml.dist.
#
#   bin/phpcs.sh                  the whole project (what npm run lint:php runs)
#   bin/phpcs.sh <files...>       some files (any phpcs argument works)
#   bin/phpcs.sh --fix <files...> phpcbf: fixes what can be fixed automatically
#
# Fails, saying so, when ../shared/tools (or MVC_TOOLS) is missing.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tools="${MVC_TOOLS:-$(cd "$root/.." && pwd)/shared/tools}"
shared="$tools/plugin-check/vendor"

tool=phpcs
if [ "${1:-}" = --fix ]; then
	tool=phpcbf
	shift
fi
if [ ! -f "$shared/squizlabs/php_codesniffer/bin/$tool" ]; then
	echo "missing: $shared/squizlabs/php_codesniffer/bin/$tool (PHP_CodeSniffer with WPCS 3, from ../shared/tools beside the project; see its README). The PHP lint fails until it is there." >&2
	exit 1
fi
if [ ! -d "$root/vendor/phpcompatibility/phpcompatibility-wp" ]; then
	echo "missing: vendor/phpcompatibility/phpcompatibility-wp (composer install)." >&2
	exit 1
fi

# The standards: the shared ones (as their own PHPCS knows them) and Composer's PHPCompatibility.
paths=(
	"$shared/automattic/vipwpcs"
	"$shared/phpcsstandards/phpcsextra"
	"$shared/phpcsstandards/phpcsutils"
	"$shared/plugin-check/phpcs-sniffs"
	"$shared/sirbrillig/phpcs-variable-analysis"
	"$shared/wp-coding-standards/wpcs"
	"$root/vendor/phpcompatibility/php-compatibility"
	"$root/vendor/phpcompatibility/phpcompatibility-paragonie"
	"$root/vendor/phpcompatibility/phpcompatibility-wp"
)
installed="$(IFS=,; echo "${paths[*]}")"

cd "$root" || exit 1
exec php "$shared/squizlabs/php_codesniffer/bin/$tool" --runtime-set installed_paths "$installed" "$@"
