#!/usr/bin/env bash
# The scale bench's instance (npm run bench:scale, issue 26): starts the 'scale' instance (bin/start.sh scale: the
# demo content, its own ports and .local/scale), keeps a copy of the demo in the database wordpress_demo, grows the
# database wordpress to a publisher's size with bin/scale/grow.sql, runs the plugin's one-time fills to their end
# (bin/scale/fill.php) and refreshes the tables' statistics. An instance already grown (option mvc_scale_grown) is
# left as it is: the phases print their time.
#
#   bin/scale/grow.sh            MVC_SCALE_K=1 (the size: 1 = 100,000 articles, 200,000 members …)
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/../lib/common.sh"
cd "$MVC_ROOT"
mvc_instance scale
K="${MVC_SCALE_K:-1}"

phase() { printf '   phase %-28s %7.1f s\n' "$1" "$(awk -v a="$2" -v b="$(now_ms)" 'BEGIN { print (b - a) / 1000 }')"; }

t="$(now_ms)"
if ! service_running nginx || ! service_running php-fpm || ! service_running mariadb; then
	MVC_PAGE_CACHE=1 "$MVC_BIN/start.sh" scale
fi
phase "start (demo content)" "$t"

sql() { db_admin "$@"; }
grown="$(sql -N -e "SELECT option_value FROM wordpress.wp_options WHERE option_name = 'mvc_scale_grown'" 2>/dev/null || true)"
if [ -n "$grown" ]; then
	ok "the scale instance is grown already (size and time: $grown); generation skipped"
	exit 0
fi

# The demo copy, before anything grows (once: a copy holding the demo's posts is kept).
t="$(now_ms)"
sql -e "CREATE DATABASE IF NOT EXISTS wordpress_demo CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci; GRANT ALL PRIVILEGES ON wordpress_demo.* TO 'wordpress'@'localhost'"
# Every request of the site's first minutes (schema, fills) has happened on the demo: one page first.
curl -s -o /dev/null "$SITE_URL/" || true
if [ "$(sql -N -e "SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = 'wordpress_demo'")" = 0 ]; then
	mariadb-dump --no-defaults --protocol=socket --socket="$DB_SOCKET" -u "$(id -un)" --single-transaction --quick wordpress |
		sql wordpress_demo
fi
phase "demo copy" "$t"

# The generator: the hot article is the demo's research-01, the big member the demo member.
t="$(now_ms)"
hot="$(sql -N wordpress -e "SELECT ID FROM wp_posts WHERE post_name = 'research-01' AND post_type = 'post'")"
big="$(sql -N wordpress -e "SELECT ID FROM wp_users WHERE user_email = 'member@example.com'")"
if [ -z "$hot" ] || [ -z "$big" ]; then die "the demo content is missing (research-01, member@example.com)"; fi
log "Growing the scale instance (size $K: hot article $hot, big member $big)"
{
	printf "SET @k = %s, @hot = %d, @big = %d, @now = UTC_TIMESTAMP() - INTERVAL 1 HOUR;\n" "$K" "$hot" "$big"
	sed 's/{p}/wp_/g' "$MVC_BIN/scale/grow.sql"
} | sql wordpress
phase "generation (bulk SQL)" "$t"

t="$(now_ms)"
log "Filling the plugin's kept tables (one-time fills)"
php "$MVC_BIN/scale/fill.php" "$WP_DIR" "$SITE_URL"
phase "fills" "$t"

t="$(now_ms)"
sql wordpress -e "ANALYZE TABLE wp_posts, wp_postmeta, wp_users, wp_usermeta, wp_comments, wp_term_relationships, wp_term_taxonomy, wp_mvc_likes, wp_mvc_collections, wp_mvc_comment_likes, wp_mvc_messages, wp_mvc_tag_subscriptions, wp_mvc_member_index, wp_mvc_member_names" >/dev/null
phase "statistics (ANALYZE)" "$t"
ok "scale instance grown: $(sql -N -e "SELECT CONCAT(ROUND(SUM(DATA_LENGTH + INDEX_LENGTH) / 1048576), ' MiB') FROM information_schema.TABLES WHERE TABLE_SCHEMA = 'wordpress'")"
