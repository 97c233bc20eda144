#!/bin/bash
# Proves locks and counts on the running cluster (npm run start:cluster), through both PHP nodes and
# two Galera nodes at once, and prints the figures:
#   0. the demo member logs in through php1, is logged in on php2, logs out there, and php1 knows;
#   1. a read-then-write loop of 2 x 200 iterations, one process through db1 (3401), one through db2
#      (3402): without a lock, under GET_LOCK, under Mvc\Core\Security\Lock (expected 400);
#   2. 20 members like one article at once, half through php1 (8891), half through php2 (8892); again
#      (nothing changes); then all unlike;
#   3. one member subscribes to 20 tags at once through both nodes (the limit is 10);
#   4. 100 readers press one course's 开始学习 at once (the count rises by exactly the new rows);
#   5. one rate-limit bucket (limit 50) hit 2 x 100 times at once through db1 and db2.
# Each step prints the Galera conflicts it caused (certification failures + brute-force aborts, all nodes).
# Writes proof members galera-proof-N@example.com and tags galera-proof-tag-N (kept for the next run).
#
# Every figure an invariant stands on is asserted: a line "FAIL: <what>" for each one that does not hold,
# and the script exits 1 (0 when every one holds). The runs without a lock (none, GET_LOCK) show what goes
# wrong on Galera without one: printed, not asserted.
set -euo pipefail
cd "$(dirname "$0")"
root=$(cd ../../.. && pwd)
run="$root/.local/cluster/run"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
sql() { mariadb --no-defaults -S "$run/db1.sock" -u root wordpress -N -e "$1"; }
conflicts() {
	local total=0 n v
	for n in 1 2 3; do
		v=$(mariadb --no-defaults -S "$run/db$n.sock" -u root -N -e "SELECT SUM(VARIABLE_VALUE) FROM information_schema.GLOBAL_STATUS WHERE VARIABLE_NAME IN ('WSREP_LOCAL_CERT_FAILURES','WSREP_LOCAL_BF_ABORTS')" 2>/dev/null || echo 0)
		total=$((total + ${v:-0}))
	done
	echo "$total"
}
failures=0
# check <what> <condition…>: runs the condition (a test command); prints "ok" or "FAIL" with what.
check() {
	local what="$1"
	shift
	if "$@"; then
		echo "   ok: $what"
	else
		echo "   FAIL: $what"
		failures=$((failures + 1))
	fi
}
statuses() { php -r '$o = json_decode( stream_get_contents( STDIN ), true ); $s = array(); foreach ( $o as $r ) { $k = $r["status"] . ( isset( $r["body"]["data"]["delta"] ) ? " delta " . $r["body"]["data"]["delta"] : "" ); $s[ $k ] = ( $s[ $k ] ?? 0 ) + 1; } ksort( $s ); foreach ( $s as $k => $n ) { echo "$n x $k; "; }'; }

bash "$root/bin/cluster/ctl.sh" status | grep -E '^(db|php)' || true
MVC_DB_HOST=127.0.0.1:3401 php setup.php 20 > "$tmp/setup.json"
post=$(php -r 'echo json_decode( file_get_contents( $argv[1] ), true )["post"];' "$tmp/setup.json")
course=$(php -r 'echo json_decode( file_get_contents( $argv[1] ), true )["course"];' "$tmp/setup.json")
member=$(php -r 'echo json_decode( file_get_contents( $argv[1] ), true )["members"][0]["id"];' "$tmp/setup.json")

echo "== 0. a session through both PHP nodes (member@example.com)"
field() { php -r '$d = json_decode( stream_get_contents( STDIN ), true ); echo $d["code"] ?? "?", " ", $argv[1] === "data" ? json_encode( $d["data"] ?? null, JSON_UNESCAPED_UNICODE ) : ( $d[ $argv[1] ] ?? "" );' "$1"; }
login=$(curl -s -c "$tmp/jar" -H 'Content-Type: application/json' -d '{"email":"member@example.com","password":"password","remember":false}' http://127.0.0.1:8891/wp-json/api/member/login-via-email)
nonce=$(echo "$login" | php -r 'echo json_decode( stream_get_contents( STDIN ), true )["data"]["nonce"] ?? "";')
echo "login on php1: $(echo "$login" | field message)"
info2=$(curl -s -b "$tmp/jar" -H "X-WP-Nonce: $nonce" -H 'Content-Type: application/json' -d '{"fields":["email","display_name"]}' http://127.0.0.1:8892/wp-json/api/member/userinfo | field data)
echo "userinfo on php2: $info2"
logout=$(curl -s -b "$tmp/jar" -H "X-WP-Nonce: $nonce" -X POST http://127.0.0.1:8892/wp-json/api/member/logout | field message)
echo "logout on php2: $logout"
after=$(curl -s -b "$tmp/jar" -H "X-WP-Nonce: $nonce" -H 'Content-Type: application/json' -d '{"fields":["email"]}' http://127.0.0.1:8891/wp-json/api/member/userinfo | field message)
echo "userinfo on php1 after: $after"
check "the login made on php1 is valid on php2 (code 200, the member's address)" grep -q '^200 .*member@example.com' <<<"$info2"
check "the logout made on php2 answered 200" grep -q '^200' <<<"$logout"
check "php1 knows the session ended (not 200)" test "${after%% *}" != 200

echo "== 1. read-then-write, 2 x 200 through db1 and db2"
sql "CREATE TABLE IF NOT EXISTS wp_mvc_lock_proof (id int PRIMARY KEY, v int NOT NULL) ENGINE=InnoDB"
for mode in none getlock lock; do
	sql "REPLACE INTO wp_mvc_lock_proof VALUES (1, 0)"
	before=$(conflicts)
	MVC_DB_HOST=127.0.0.1:3401 php lockloop.php "$mode" 200 > "$tmp/l1" & pid=$!
	MVC_DB_HOST=127.0.0.1:3402 php lockloop.php "$mode" 200 > "$tmp/l2"
	wait "$pid"
	sleep 1
	total=$(sql 'SELECT v FROM wp_mvc_lock_proof')
	done_n=$(cat "$tmp/l1" "$tmp/l2" | php -r '$n = 0; while ( ( $l = fgets( STDIN ) ) !== false ) { $n += json_decode( $l, true )["done"] ?? 0; } echo $n;')
	echo "$mode: total $total of 400; conflicts $(( $(conflicts) - before )); $(cat "$tmp/l1" "$tmp/l2" | tr '\n' ' ')"
	if [ "$mode" = lock ]; then
		check "under Lock every iteration that ran is counted (total $total = done $done_n)" test "$total" = "$done_n"
		check "under Lock all 400 iterations ran (done $done_n)" test "$done_n" = 400
	fi
done
sql "DROP TABLE wp_mvc_lock_proof"

echo "== 2. 20 members like article $post at once (php1 and php2)"
rows() { sql "SELECT COUNT(*) FROM wp_mvc_likes WHERE post_id = $post"; }
start=$(rows)
likecount() { curl -s "http://127.0.0.1:$1/wp-json/api/member/like/count?postId=$post" | php -r 'echo json_decode( stream_get_contents( STDIN ), true )["data"]["count"] ?? "?";'; }
round=0
for kind in like like unlike; do
	round=$((round + 1))
	before=$(conflicts)
	r0=$(rows)
	php plan.php "$kind" "$tmp/setup.json" | php race.php 2>/dev/null > "$tmp/answers"
	answers=$(statuses < "$tmp/answers")
	r1=$(rows)
	c1=$(likecount 8891)
	c2=$(likecount 8892)
	echo "$kind: $answers rows $start -> $r1; like/count php1 $c1 php2 $c2; conflicts $(( $(conflicts) - before ))"
	deltas=$(php -r '$n = 0; foreach ( json_decode( stream_get_contents( STDIN ), true ) as $r ) { $n += (int) ( $r["body"]["data"]["delta"] ?? 0 ); } echo $n;' < "$tmp/answers")
	ok200=$(php -r '$n = 0; foreach ( json_decode( stream_get_contents( STDIN ), true ) as $r ) { $n += 200 === $r["status"] ? 1 : 0; } echo $n;' < "$tmp/answers")
	check "$kind (round $round): all 20 answered 200 ($ok200)" test "$ok200" = 20
	check "$kind (round $round): the rows changed by the answers' deltas ($r0 + $deltas = $r1)" test $((r0 + deltas)) = "$r1"
	check "$kind (round $round): both nodes answer the count of the rows ($c1, $c2, rows $r1)" test "$c1" = "$r1" -a "$c2" = "$r1"
	case $round in
		1) check "like: every member's like is one row (rows $r1 = $start + 20 − those already liking)" test "$r1" -le $((start + 20)) ;;
		2) check "like again: nothing changed (deltas $deltas)" test "$deltas" = 0 ;;
		3) check "unlike: no row of the proof members left (rows $r1, the others' $start − theirs)" test "$r1" -le "$start" ;;
	esac
done

echo "== 3. one member subscribes to 20 tags at once (limit 10)"
sql "DELETE FROM wp_mvc_tag_subscriptions WHERE user_id = $member"
before=$(conflicts)
php plan.php subscribe "$tmp/setup.json" | php race.php 2>/dev/null > "$tmp/answers"
answers=$(statuses < "$tmp/answers")
added=$(php -r '$n = 0; foreach ( json_decode( stream_get_contents( STDIN ), true ) as $r ) { $n += 1 === ( $r["body"]["data"]["delta"] ?? 0 ) ? 1 : 0; } echo $n;' < "$tmp/answers")
subs=$(sql "SELECT COUNT(*) FROM wp_mvc_tag_subscriptions WHERE user_id = $member")
positions=$(sql "SELECT COUNT(DISTINCT position) FROM wp_mvc_tag_subscriptions WHERE user_id = $member")
locks=$(sql 'SELECT COUNT(*) FROM wp_mvc_locks')
echo "$answers rows $subs, positions $positions; locks left $locks; conflicts $(( $(conflicts) - before ))"
check "at most 10 tags followed ($subs)" test "$subs" -le 10
check "every follow answered delta 1 is a row, no other ($added = $subs)" test "$added" = "$subs"
check "every followed tag has its own position ($positions = $subs)" test "$positions" = "$subs"
check "no lock left behind ($locks)" test "$locks" = 0

echo "== 4. 100 readers press course $course at once"
count() { sql "SELECT meta_value FROM wp_postmeta WHERE post_id = $course AND meta_key = 'course_learners' ORDER BY meta_id LIMIT 1"; }
readers() { sql "SELECT COUNT(*) FROM wp_mvc_course_learners WHERE course_id = $course"; }
c0=$(count); r0=$(readers); before=$(conflicts)
php plan.php learners "$tmp/setup.json" 100 | php race.php 2>/dev/null > "$tmp/answers"
answers=$(statuses < "$tmp/answers")
c1=$(count); r1=$(readers)
ok200=$(php -r '$n = 0; foreach ( json_decode( stream_get_contents( STDIN ), true ) as $r ) { $n += 200 === $r["status"] ? 1 : 0; } echo $n;' < "$tmp/answers")
echo "$answers count $c0 -> $c1 (+$(( c1 - c0 ))), reader rows $r0 -> $r1 (+$(( r1 - r0 ))); conflicts $(( $(conflicts) - before ))"
check "the count rose by exactly the new reader rows (+$(( c1 - c0 )) = +$(( r1 - r0 )))" test $(( c1 - c0 )) = $(( r1 - r0 ))
check "every press answered 200 was counted (+$(( r1 - r0 )) rows ≥ $ok200 answered 200, at most 100)" test $(( r1 - r0 )) -ge "$ok200" -a $(( r1 - r0 )) -le 100
echo "== 5. one rate-limit bucket, limit 50, hit 2 x 100 times at once through db1 and db2"
bucket="galera-proof:$(date +%s%N)"
before=$(conflicts)
MVC_DB_HOST=127.0.0.1:3401 php ratelimit.php "$bucket" 100 50 > "$tmp/r1" & pid=$!
MVC_DB_HOST=127.0.0.1:3402 php ratelimit.php "$bucket" 100 50 > "$tmp/r2"
wait "$pid"
passed=$(( $(cat "$tmp/r1") + $(cat "$tmp/r2") ))
echo "let through: db1 $(cat "$tmp/r1") + db2 $(cat "$tmp/r2") = $passed (at most 50); hits stored $(sql "SELECT COALESCE(SUM(hits), 0) FROM wp_mvc_rate_limits WHERE bucket = SHA2('$bucket', 256)"); conflicts $(( $(conflicts) - before ))"
check "the bucket let at most 50 through ($passed)" test "$passed" -le 50

echo "transactions given up (Data\\Retry) in the cluster's logs: $(cat "$root"/.local/cluster/logs/{debug,php-error}.log 2>/dev/null | grep -c 'transaction was not written' || true)"
if [ "$failures" -gt 0 ]; then
	echo "FAIL: $failures invariant(s) above do not hold"
	exit 1
fi
echo "PASS: every invariant above holds"
