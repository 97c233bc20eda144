<?php
/**
 * The syndication figures of `npm run bench`: `php bin/bench/syndication.php <WordPress dir> <site URL>`
 * runs, inside the test instance's WordPress and against its fake WeChat account and fake Baidu:
 * - 同步到公众号草稿箱 of a bench article (a draft, never published) with a cover and up to eight body
 *   images from the media library: the first sync (every image uploaded, draft/add) and the second
 *   (nothing uploaded, draft/update), each with its time, its HTTP calls and its queries;
 * - 百度收录推送: up to 100 published articles and journals queued (the time per address), one run of the
 *   sender (its time, its HTTP calls) and the plan of the batch's query (EXPLAIN: the key it uses);
 * then removes what it added (the article, the queue rows, the WeChat addresses kept on the images)
 * and prints one JSON object.
 *
 * @package Mvc
 */

// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.WP.AlternativeFunctions, WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- a command-line script; table names from WordPress and Tables.

use Mvc\Core\Data\Tables;
use Mvc\Core\Syndication\Baidu\Pusher;
use Mvc\Core\Syndication\Baidu\Queue;
use Mvc\Core\Syndication\Baidu\Sender;
use Mvc\Core\Syndication\WeChat\Drafts;
use Mvc\Core\Syndication\WeChat\Images;

if ( 'cli' !== PHP_SAPI || $argc < 3 ) {
	fwrite( STDERR, "usage: php bin/bench/syndication.php <WordPress dir> <site URL>\n" );
	exit( 1 );
}

require __DIR__ . '/load.php';

global $wpdb;
$mvc_http = 0;
add_action(
	'http_api_debug',
	static function () use ( &$mvc_http ): void {
		++$mvc_http;
	}
);

/**
 * Runs the work and says how long it took, its HTTP calls and its queries.
 *
 * @param callable $work The work.
 * @return array{ms: float, http: int, queries: int, result: mixed}
 */
$mvc_measure = static function ( callable $work ) use ( &$mvc_http ): array {
	global $wpdb;
	$http    = $mvc_http;
	$queries = $wpdb->num_queries;
	$start   = microtime( true );
	$result  = $work();
	return array(
		'ms'      => round( ( microtime( true ) - $start ) * 1000, 1 ),
		'http'    => $mvc_http - $http,
		'queries' => $wpdb->num_queries - $queries,
		'result'  => $result,
	);
};

$mvc_out = array();

// 同步到公众号草稿箱: a bench article with a cover and up to eight body images of the media library.
$mvc_images = get_posts(
	array(
		'post_type'      => 'attachment',
		'post_mime_type' => 'image/jpeg',
		'post_status'    => 'inherit',
		'posts_per_page' => 9,
		'fields'         => 'ids',
		'orderby'        => 'ID',
		'order'          => 'ASC',
	)
);
if ( count( $mvc_images ) < 2 ) {
	fwrite( STDERR, "syndication bench: the media library has fewer than two images\n" );
	exit( 1 );
}
$mvc_meta_before = array();
foreach ( $mvc_images as $mvc_image ) {
	$mvc_meta_before[ $mvc_image ] = array_keys( get_post_meta( $mvc_image ) );
}
$mvc_body = '';
foreach ( array_slice( $mvc_images, 1 ) as $mvc_index => $mvc_image ) {
	$mvc_body .= sprintf( "<!-- wp:paragraph -->\n<p>基准测试段落 %d：材料科学的进展来自耐心的测量。</p>\n<!-- /wp:paragraph -->\n", $mvc_index + 1 );
	$mvc_body .= sprintf( "<!-- wp:image {\"id\":%1\$d} -->\n<figure class=\"wp-block-image\"><img src=\"%2\$s\" alt=\"\" class=\"wp-image-%1\$d\"/><figcaption class=\"wp-element-caption\">图 %3\$d</figcaption></figure>\n<!-- /wp:image -->\n", $mvc_image, esc_url( (string) wp_get_attachment_url( $mvc_image ) ), $mvc_index + 1 );
}
$mvc_editor  = get_users(
	array(
		'role'   => 'editor',
		'number' => 1,
		'fields' => 'ID',
	)
);
$mvc_article = wp_insert_post(
	array(
		'post_type'    => 'post',
		'post_status'  => 'draft',
		'post_title'   => '基准测试：同步到公众号草稿箱',
		'post_excerpt' => '基准测试文章的摘要。',
		'post_content' => $mvc_body,
		'post_author'  => (int) ( $mvc_editor[0] ?? 1 ),
	)
);
set_post_thumbnail( $mvc_article, $mvc_images[0] );
$mvc_failed = '';
try {
	$mvc_runs = array(
		'first'  => $mvc_measure( static fn() => Drafts::sync( $mvc_article ) ),
		'second' => $mvc_measure( static fn() => Drafts::sync( $mvc_article ) ),
	);
	foreach ( $mvc_runs as $mvc_name => $mvc_run ) {
		if ( is_wp_error( $mvc_run['result'] ) ) {
			$mvc_failed = "the {$mvc_name} sync failed: " . $mvc_run['result']->get_error_message();
			break;
		}
		unset( $mvc_run['result'] );
		$mvc_out['wechat'][ $mvc_name ] = $mvc_run;
	}
	$mvc_out['wechat']['images'] = count( $mvc_images ) - 1;
} finally {
	// Whatever happened: the bench article and the WeChat addresses kept on the images go.
	wp_delete_post( $mvc_article, true );
	foreach ( $mvc_images as $mvc_image ) {
		foreach ( array_diff( array_keys( get_post_meta( $mvc_image ) ), $mvc_meta_before[ $mvc_image ] ) as $mvc_key ) {
			if ( str_starts_with( $mvc_key, Images::META ) ) {
				delete_post_meta( $mvc_image, $mvc_key );
			}
		}
	}
}//end try
if ( '' !== $mvc_failed ) {
	fwrite( STDERR, "syndication bench: {$mvc_failed}\n" );
	exit( 1 );
}

// Only against a fake on this machine: the bench pushes real addresses and clears a stop.
$mvc_baidu = (string) wp_parse_url( Mvc\Core\Syndication\Baidu\Config::all()['host'], PHP_URL_HOST );
if ( ! in_array( $mvc_baidu, array( '127.0.0.1', 'localhost' ), true ) ) {
	fwrite( STDERR, "syndication bench: Baidu's host is {$mvc_baidu}, not a local fake; the push is not measured\n" );
	echo wp_json_encode( $mvc_out ), "\n";
	exit( 0 );
}

// 百度收录推送: up to 100 published articles and journals queued, then one run of the sender.
$mvc_table        = Tables::baidu_queue();
$mvc_from         = (int) $wpdb->get_var( "SELECT COALESCE(MAX(id), 0) FROM {$mvc_table}" );
$mvc_posts        = get_posts(
	array(
		'post_type'      => array( 'post', 'journal' ),
		'post_status'    => 'publish',
		'posts_per_page' => 100,
		'fields'         => 'ids',
		'no_found_rows'  => true,
	)
);
$mvc_queue        = $mvc_measure(
	static function () use ( $mvc_posts ): int {
		$added = 0;
		foreach ( $mvc_posts as $post_id ) {
			$added += (int) Queue::add( $post_id, Pusher::url( get_post( $post_id ) ) );
		}
		return $added;
	}
);
$mvc_explain      = $wpdb->get_row( $wpdb->prepare( "EXPLAIN SELECT id, post_id, url, tries FROM {$mvc_table} WHERE state = %s AND next_try <= %s ORDER BY next_try, id LIMIT %d", Queue::WAITING, gmdate( 'Y-m-d H:i:s' ), 2000 ), ARRAY_A );
$mvc_send         = $mvc_measure( static fn() => Sender::run( true ) );
$mvc_out['baidu'] = array(
	'queued'       => $mvc_queue['result'],
	'queue_ms'     => $mvc_queue['ms'],
	'per_url_ms'   => $mvc_queue['result'] ? round( $mvc_queue['ms'] / $mvc_queue['result'], 2 ) : 0,
	'queue_query'  => $mvc_queue['result'] ? round( $mvc_queue['queries'] / $mvc_queue['result'], 1 ) : 0,
	'send'         => $mvc_send['result'],
	'send_ms'      => $mvc_send['ms'],
	'send_http'    => $mvc_send['http'],
	'send_queries' => $mvc_send['queries'],
	'batch_key'    => (string) ( $mvc_explain['key'] ?? '' ),
);
$wpdb->query( $wpdb->prepare( "DELETE FROM {$mvc_table} WHERE id > %d", $mvc_from ) );

echo wp_json_encode( $mvc_out ), "\n";
