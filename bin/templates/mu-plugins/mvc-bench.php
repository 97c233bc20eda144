<?php
/**
 * Plugin Name: mvc bench helper
 * Description: Installed by `npm run bench` (bin/bench.sh) into the test instance only; never part of the theme or the plugin.
 *
 * For requests carrying bench headers:
 * - `X-Bench-Theme: twentytwentyfive` renders the page with Twenty Twenty-Five instead of the active theme
 *   (the `stylesheet` and `template` filters, as WordPress's own theme preview does) and without the
 *   plugin mvc-core, so the stock site and ours are measured on the same install, database and post;
 * - `X-Bench-Setup: comments` gives the article research-03 50 approved comments by the demo members
 *   (once) and answers `{post_id, link, comment_id}` (a comment the demo member did not write);
 * - `X-Bench-Setup: messages` gives the demo member 10,000 messages (once; mvc_bench_seed_messages())
 *   and answers `{user_id, total, ids, last_system_page}`: ids of the member's 20 newest mention messages,
 *   the last page of 20 of their system messages;
 * - `X-Bench-Setup: likes` gives the demo member 1,000 likes (once; mvc_bench_seed_likes(): 1,000
 *   published bench articles dated in 2001, so no page the bench reads shows them) and answers
 *   `{user_id, total, last_page}`, the last page of 10 of the member's likes;
 * - any `X-Bench-*` header appends `<!-- mvc-bench queries=N -->` to an HTML response, N being the number
 *   of database queries of the request at shutdown, and `<!-- mvc-bench peak=B -->`, B the request's peak
 *   memory in bytes (memory_get_peak_usage()), adds `X-Bench-Queries: N` and `X-Bench-Peak: B` to a REST
 *   response, and lifts the theme's rate limits (`mvc_rate_limit`) so that repeated logins can be timed.
 *   The scale instance also reads `X-Bench-Db: demo` in its wp-config.php (its copy of the demo).
 * nginx never caches a request with `X-Bench-Theme` or `X-Bench-Nocache`.
 *
 * @package Mvc
 */

// phpcs:disable WordPress.Security.ValidatedSanitizedInput -- compared against a fixed value only.

if ( isset( $_SERVER['HTTP_X_BENCH_THEME'] ) && 'twentytwentyfive' === $_SERVER['HTTP_X_BENCH_THEME'] ) {
	$mvc_bench_theme = static function () {
		return 'twentytwentyfive';
	};
	add_filter( 'stylesheet', $mvc_bench_theme, PHP_INT_MAX );
	add_filter( 'template', $mvc_bench_theme, PHP_INT_MAX );
	add_filter( 'pre_option_stylesheet', $mvc_bench_theme, PHP_INT_MAX );
	add_filter( 'pre_option_template', $mvc_bench_theme, PHP_INT_MAX );
	unset( $mvc_bench_theme );
	add_filter(
		'option_active_plugins',
		static function ( $plugins ) {
			return array_values( array_diff( (array) $plugins, array( 'mvc-core/mvc-core.php' ) ) );
		}
	);
}

$mvc_bench_request = false;
foreach ( array_keys( $_SERVER ) as $mvc_bench_key ) {
	if ( str_starts_with( (string) $mvc_bench_key, 'HTTP_X_BENCH_' ) ) {
		$mvc_bench_request = true;
	}
}
unset( $mvc_bench_key );

if ( $mvc_bench_request && 'cli' !== PHP_SAPI ) {
	// The same code runs (the limiter still counts), but the bench's repeated logins are not refused.
	add_filter(
		'mvc_rate_limit',
		static function (): int {
			return PHP_INT_MAX;
		}
	);
	// REST answers carry their query count in a header.
	add_filter(
		'rest_post_dispatch',
		static function ( $response ) {
			if ( $response instanceof WP_HTTP_Response ) {
				$response->header( 'X-Bench-Queries', (string) get_num_queries() );
				$response->header( 'X-Bench-Peak', (string) memory_get_peak_usage() );
			}
			return $response;
		},
		PHP_INT_MAX
	);
	ob_start(
		static function ( string $output ): string {
			static $done = false;
			if ( $done ) {
				return $output;
			}
			$is_html = false;
			foreach ( headers_list() as $header ) {
				if ( 0 === stripos( $header, 'content-type:' ) && false !== stripos( $header, 'text/html' ) ) {
					$is_html = true;
				}
			}
			if ( $is_html && false !== stripos( $output, '</html>' ) ) {
				$output .= sprintf( "\n<!-- mvc-bench queries=%d -->\n<!-- mvc-bench peak=%d -->\n", (int) get_num_queries(), memory_get_peak_usage() );
				$done    = true;
			}
			return $output;
		}
	);
}
unset( $mvc_bench_request );

if ( isset( $_SERVER['HTTP_X_BENCH_SETUP'] ) && 'comments' === $_SERVER['HTTP_X_BENCH_SETUP'] && 'cli' !== PHP_SAPI ) {
	add_action(
		'init',
		static function (): void {
			$post = get_page_by_path( 'research-03', OBJECT, 'post' );
			if ( ! $post ) {
				wp_send_json( array( 'post_id' => 0 ), 404 );
			}
			$authors = get_users(
				array(
					'role'   => 'member',
					'number' => 4,
				)
			);
			$count   = (int) get_comments(
				array(
					'post_id' => $post->ID,
					'status'  => 'approve',
					'count'   => true,
				)
			);
			for ( $i = $count; $i < 50 && $authors; $i++ ) {
				$author = $authors[ $i % count( $authors ) ];
				wp_insert_comment(
					array(
						'comment_post_ID'      => $post->ID,
						'comment_content'      => sprintf( '基准测试评论 %d：这一方向的稳定性数据很有参考价值。', $i + 1 ),
						'user_id'              => $author->ID,
						'comment_author'       => $author->display_name,
						'comment_author_email' => $author->user_email,
						'comment_approved'     => 1,
					)
				);
			}
			// A comment the demo member did not write, for the comment-like toggle.
			$member  = get_user_by( 'email', 'member@example.com' );
			$others  = get_comments(
				array(
					'post_id'        => $post->ID,
					'status'         => 'approve',
					'author__not_in' => $member ? array( $member->ID ) : array(),
					'number'         => 1,
					'fields'         => 'ids',
				)
			);
			wp_send_json(
				array(
					'post_id'    => $post->ID,
					'link'       => get_permalink( $post ),
					'comment_id' => (int) ( $others[0] ?? 0 ),
				)
			);
		},
		99
	);
}

if ( isset( $_SERVER['HTTP_X_BENCH_SETUP'] ) && 'messages' === $_SERVER['HTTP_X_BENCH_SETUP'] && 'cli' !== PHP_SAPI ) {
	add_action(
		'init',
		static function (): void {
			global $wpdb;
			$member = get_user_by( 'email', 'member@example.com' );
			if ( ! $member || ! class_exists( Mvc\Core\Data\Tables::class ) ) {
				wp_send_json( array( 'user_id' => 0 ), 404 );
			}
			$total  = mvc_bench_seed_messages( $member->ID, 10000 );
			$table  = Mvc\Core\Data\Tables::messages();
			$ids    = $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$table} WHERE user_id = %d AND category = 'mention' ORDER BY id DESC LIMIT 20", $member->ID ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
			$system = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE user_id = %d AND category = 'system'", $member->ID ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
			wp_send_json(
				array(
					'user_id'          => $member->ID,
					'total'            => $total,
					'ids'              => array_map( 'intval', $ids ),
					'last_system_page' => max( 1, (int) ceil( $system / 20 ) ),
				)
			);
		},
		99
	);
}

if ( isset( $_SERVER['HTTP_X_BENCH_SETUP'] ) && 'likes' === $_SERVER['HTTP_X_BENCH_SETUP'] && 'cli' !== PHP_SAPI ) {
	add_action(
		'init',
		static function (): void {
			$member = get_user_by( 'email', 'member@example.com' );
			if ( ! $member || ! class_exists( Mvc\Core\Data\Tables::class ) ) {
				wp_send_json( array( 'user_id' => 0 ), 404 );
			}
			$total = mvc_bench_seed_likes( $member->ID, 1000 );
			wp_send_json(
				array(
					'user_id'   => $member->ID,
					'total'     => $total,
					'last_page' => max( 1, (int) ceil( $total / 10 ) ),
				)
			);
		},
		99
	);
}

/**
 * Gives a member $count likes: as many published bench articles as needed (`mvc-bench-like-N`,
 * dated in 2001 in the default category, without terms or meta, so no page the bench reads shows
 * them), inserted with one INSERT ... SELECT, then one like of each, liked a minute apart.
 *
 * @param int $user_id The member.
 * @param int $count   How many likes the member should have (at most 10,000).
 * @return int Likes the member has now.
 */
function mvc_bench_seed_likes( int $user_id, int $count ): int {
	global $wpdb;
	$likes = Mvc\Core\Data\Tables::likes();
	$have  = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$likes} WHERE user_id = %d", $user_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	if ( $have >= $count ) {
		return $have;
	}
	$digits = '(SELECT 0 AS d UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4 UNION ALL SELECT 5 UNION ALL SELECT 6 UNION ALL SELECT 7 UNION ALL SELECT 8 UNION ALL SELECT 9)';
	$seq    = "(SELECT a.d + 10 * b.d + 100 * c.d + 1000 * e.d AS n FROM {$digits} a, {$digits} b, {$digits} c, {$digits} e) AS seq";
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- table names from WordPress and Tables; the values prepared.
	$wpdb->query(
		$wpdb->prepare(
			"INSERT INTO {$wpdb->posts} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ping_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_type)
			SELECT 1, '2001-01-01 00:00:00' + INTERVAL seq.n MINUTE, '2001-01-01 00:00:00' + INTERVAL seq.n MINUTE, '', CONCAT(%s, seq.n + 1), '', 'publish', 'closed', 'closed', CONCAT('mvc-bench-like-', seq.n + 1), '', '', NOW(), UTC_TIMESTAMP(), '', 'post'
			FROM {$seq}
			WHERE seq.n < %d AND NOT EXISTS (SELECT 1 FROM {$wpdb->posts} p WHERE p.post_name = CONCAT('mvc-bench-like-', seq.n + 1) AND p.post_type = 'post')",
			'基准测试文章 ',
			$count
		)
	);
	$wpdb->query(
		$wpdb->prepare(
			"INSERT IGNORE INTO {$likes} (user_id, post_id, created_at)
			SELECT %d, p.ID, UTC_TIMESTAMP() - INTERVAL (%d - CAST(SUBSTRING(p.post_name, 16) AS UNSIGNED)) MINUTE
			FROM {$wpdb->posts} p WHERE p.post_type = 'post' AND p.post_status = 'publish' AND p.post_name LIKE 'mvc-bench-like-%%'",
			$user_id,
			$count
		)
	);
	// phpcs:enable
	wp_cache_set_posts_last_changed();
	return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$likes} WHERE user_id = %d", $user_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
}

/**
 * Gives a member $count messages in all (half mentions, half system messages, a third of them unread,
 * one a minute up to now), with one INSERT ... SELECT over a 10,000-row sequence of digits: the
 * rows the member already has count towards $count.
 *
 * @param int $user_id The member.
 * @param int $count   How many messages the member should have (at most 10,000).
 * @return int Messages the member has now.
 */
function mvc_bench_seed_messages( int $user_id, int $count ): int {
	global $wpdb;
	$table = Mvc\Core\Data\Tables::messages();
	$have  = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE user_id = %d", $user_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
	if ( $have >= $count ) {
		return $have;
	}
	$posts    = get_posts(
		array(
			'post_type'   => 'post',
			'numberposts' => 20,
			'fields'      => 'ids',
		)
	);
	$actors   = get_users(
		array(
			'role'    => 'member',
			'exclude' => array( $user_id ),
			'number'  => 10,
			'fields'  => 'ID',
		)
	);
	$comments = get_comments(
		array(
			'number' => 50,
			'fields' => 'ids',
		)
	);
	// ELT( 1 + (n DIV 2) % k, id1, ..., idk ): each category takes every id in turn.
	$pick   = static function ( array $ids ): string {
		$ids = array_values( array_map( 'intval', $ids ) );
		return $ids ? sprintf( 'ELT(1 + (seq.n DIV 2) %% %d, %s)', count( $ids ), implode( ', ', $ids ) ) : '0';
	};
	$digits = '(SELECT 0 AS d UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4 UNION ALL SELECT 5 UNION ALL SELECT 6 UNION ALL SELECT 7 UNION ALL SELECT 8 UNION ALL SELECT 9)';
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- table name from Tables; ids as integers; the values prepared.
	$wpdb->query(
		$wpdb->prepare(
			"INSERT INTO {$table} (user_id, category, type, comment_id, post_id, actor_id, excerpt, status, created_at)
			SELECT %d,
				IF(seq.n %% 2 = 0, 'mention', 'system'),
				IF(seq.n %% 2 = 0, 'MENTION', ELT(1 + (seq.n DIV 2) %% 4, 'DETETED_COMMENT', 'LIKE_1', 'LIKE_10', 'LIKE_50')),
				{$pick( $comments )}, {$pick( $posts )}, IF(seq.n %% 2 = 0, {$pick( $actors )}, 0),
				CONCAT(%s, seq.n + 1, %s),
				IF(seq.n %% 3 = 0, 'UNREAD', 'READ'),
				UTC_TIMESTAMP() - INTERVAL (%d - seq.n) MINUTE
			FROM (SELECT a.d + 10 * b.d + 100 * c.d + 1000 * e.d AS n FROM {$digits} a, {$digits} b, {$digits} c, {$digits} e) AS seq
			WHERE seq.n >= %d AND seq.n < %d
			ORDER BY seq.n",
			$user_id,
			'基准测试消息 ',
			'：这一方向的稳定性数据很有参考价值。',
			$count,
			$have,
			$count
		)
	);
	// phpcs:enable
	return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE user_id = %d", $user_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables.
}
