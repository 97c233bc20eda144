<?php
/**
 * What the bench added, removed again: `php bin/bench/cleanup.php <WordPress dir> <site URL>` deletes
 * the rows the bench's setups wrote on a shared instance, so no other test sees them, and prints
 * `{"posts": N, "likes": N, "messages": N, "comments": N}`. Run by bin/bench.mjs when it ends
 * (MVC_BENCH_KEEP=1 keeps them). It removes:
 * - the likes setup's articles (`mvc-bench-like-N`, dated 2001, comments closed) with their likes,
 *   collections, views, meta and terms, and the category counts recounted;
 * - the bench courses (`bench-course-NNN`, bin/bench/courses-seed.php) the same way;
 * - the demo member's bench messages (excerpt `基准测试消息 N…`, the messages setup);
 * - the 50 bench comments of research-03 (`基准测试评论 N…`, the comments setup), through
 *   wp_delete_comment(), so the article's comment count and the site's counts follow.
 * Posts are deleted by SQL in one statement per table (1,500 posts by wp_delete_post() would send a
 * page-cache purge each); then the content stamp moves, as after any publish.
 *
 * @package Mvc
 */

// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.WP.AlternativeFunctions, WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- a command-line script; table names from WordPress and Tables, ids as integers.

if ( 'cli' !== PHP_SAPI || $argc < 3 ) {
	fwrite( STDERR, "usage: php bin/bench/cleanup.php <WordPress dir> <site URL>\n" );
	exit( 1 );
}

require __DIR__ . '/load.php';

global $wpdb;
$mvc_done = array(
	'posts'    => 0,
	'likes'    => 0,
	'messages' => 0,
	'comments' => 0,
);

$mvc_ids = array_map(
	'intval',
	$wpdb->get_col( "SELECT ID FROM {$wpdb->posts} WHERE (post_type = 'post' AND post_name LIKE 'mvc-bench-like-%') OR (post_type = 'course' AND post_name LIKE 'bench-course-%')" )
);
if ( $mvc_ids ) {
	$mvc_in    = implode( ',', $mvc_ids );
	$mvc_terms = $wpdb->get_results( "SELECT DISTINCT tt.term_taxonomy_id, tt.taxonomy FROM {$wpdb->term_relationships} tr INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id WHERE tr.object_id IN ({$mvc_in})" );
	if ( class_exists( Mvc\Core\Data\Tables::class ) ) {
		$mvc_done['likes'] = (int) $wpdb->query( 'DELETE FROM ' . Mvc\Core\Data\Tables::likes() . " WHERE post_id IN ({$mvc_in})" );
		$wpdb->query( 'DELETE FROM ' . Mvc\Core\Data\Tables::collections() . " WHERE post_id IN ({$mvc_in})" );
		$wpdb->query( 'DELETE FROM ' . Mvc\Core\Data\Tables::post_views() . " WHERE post_id IN ({$mvc_in})" );
		$wpdb->query( 'DELETE FROM ' . Mvc\Core\Data\Tables::course_learners() . " WHERE course_id IN ({$mvc_in})" );
	}
	if ( class_exists( Mvc\Core\Content\TermPosts::class ) ) {
		$wpdb->query( 'DELETE FROM ' . Mvc\Core\Content\TermPosts::table() . " WHERE post_id IN ({$mvc_in})" );
	}
	$wpdb->query( "DELETE FROM {$wpdb->postmeta} WHERE post_id IN ({$mvc_in})" );
	$wpdb->query( "DELETE FROM {$wpdb->term_relationships} WHERE object_id IN ({$mvc_in})" );
	$mvc_done['posts'] = (int) $wpdb->query( "DELETE FROM {$wpdb->posts} WHERE ID IN ({$mvc_in})" );
	$mvc_by_taxonomy   = array();
	foreach ( (array) $mvc_terms as $mvc_term ) {
		$mvc_by_taxonomy[ $mvc_term->taxonomy ][] = (int) $mvc_term->term_taxonomy_id;
	}
	foreach ( $mvc_by_taxonomy as $mvc_taxonomy => $mvc_tt_ids ) {
		wp_update_term_count_now( $mvc_tt_ids, $mvc_taxonomy );
	}
	foreach ( $mvc_ids as $mvc_id ) {
		wp_cache_delete( $mvc_id, 'posts' );
		wp_cache_delete( $mvc_id, 'post_meta' );
	}
	wp_cache_set_posts_last_changed();
}//end if

$mvc_member = get_user_by( 'email', 'member@example.com' );
if ( $mvc_member && class_exists( Mvc\Core\Data\Tables::class ) ) {
	$mvc_done['messages'] = (int) $wpdb->query( $wpdb->prepare( 'DELETE FROM ' . Mvc\Core\Data\Tables::messages() . ' WHERE user_id = %d AND excerpt LIKE %s', $mvc_member->ID, $wpdb->esc_like( '基准测试消息 ' ) . '%' ) );
}

$mvc_article = get_page_by_path( 'research-03', OBJECT, 'post' );
if ( $mvc_article ) {
	$mvc_comments = $wpdb->get_col( $wpdb->prepare( "SELECT comment_ID FROM {$wpdb->comments} WHERE comment_post_ID = %d AND comment_content LIKE %s", $mvc_article->ID, $wpdb->esc_like( '基准测试评论 ' ) . '%' ) );
	foreach ( $mvc_comments as $mvc_comment ) {
		if ( wp_delete_comment( (int) $mvc_comment, true ) ) {
			++$mvc_done['comments'];
		}
	}
}

if ( $mvc_done['posts'] && class_exists( Mvc\Core\Content\ContentVersion::class ) ) {
	Mvc\Core\Content\ContentVersion::bump();
}

echo wp_json_encode( $mvc_done ), "\n";
