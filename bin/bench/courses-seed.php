<?php
/**
 * The bench's courses: `php bin/bench/courses-seed.php <WordPress dir> <site URL> [count]` gives the
 * site at least `count` (500) published courses, adding bench courses (slugs bench-course-NNN, facets
 * spread over every value, each with the first demo course's cover when there is one) until it has
 * them, and prints `{"total": N, "added": M}`. Run by bin/bench/courses.mjs; needs the MVC Core
 * plugin active on that site.
 *
 * @package Mvc
 */

// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.WP.AlternativeFunctions -- a command-line script.

if ( 'cli' !== PHP_SAPI || $argc < 3 ) {
	fwrite( STDERR, "usage: php bin/bench/courses-seed.php <WordPress dir> <site URL> [count]\n" );
	exit( 1 );
}

require __DIR__ . '/load.php';

use Mvc\Core\Content\Courses\Course;

if ( ! class_exists( Course::class ) ) {
	fwrite( STDERR, "the MVC Core plugin with courses is not active on this site\n" );
	exit( 1 );
}

$mvc_want  = (int) ( $argv[3] ?? 500 );
$mvc_have  = (int) wp_count_posts( Course::TYPE )->publish;
$mvc_added = 0;
$mvc_cover = 0;
foreach ( get_posts(
	array(
		'post_type'      => Course::TYPE,
		'posts_per_page' => 1,
		'meta_key'       => '_thumbnail_id', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- once.
		'fields'         => 'ids',
	)
) as $mvc_id ) {
	$mvc_cover = (int) get_post_thumbnail_id( $mvc_id );
}

$mvc_skills    = array_keys( Course::terms()[ Course::TAX_SKILL ] );
$mvc_languages = array( array( 'chinese' ), array( 'english' ), array( 'chinese', 'english' ) );
$mvc_minutes   = array( 15, 25, 30, 45, 60, 75, 90, 120 );
wp_defer_term_counting( true );
for ( $mvc_n = 1; $mvc_have + $mvc_added < $mvc_want; $mvc_n++ ) {
	$mvc_slug = sprintf( 'bench-course-%03d', $mvc_n );
	if ( get_page_by_path( $mvc_slug, OBJECT, Course::TYPE ) ) {
		continue;
	}
	$mvc_id = wp_insert_post(
		array(
			'post_type'     => Course::TYPE,
			'post_status'   => 'publish',
			'post_name'     => $mvc_slug,
			'post_title'    => sprintf( '基准测试课程 %03d', $mvc_n ),
			'post_excerpt'  => '用于测量课程筛选接口的课程。',
			'post_date_gmt' => gmdate( 'Y-m-d H:i:s', strtotime( '2001-01-01' ) + $mvc_n * HOUR_IN_SECONDS ),
		)
	);
	if ( ! $mvc_id ) {
		continue;
	}
	$mvc_mask = 1 + $mvc_n % 15;
	update_post_meta( $mvc_id, Course::META_COST, 0 === $mvc_n % 3 ? 0 : 99 );
	update_post_meta( $mvc_id, Course::META_DURATION, $mvc_minutes[ $mvc_n % count( $mvc_minutes ) ] );
	update_post_meta( $mvc_id, Course::META_LEARNERS, $mvc_n % 97 );
	update_post_meta( $mvc_id, Course::META_AUDIENCES, "研究生\n青年教师" );
	update_post_meta( $mvc_id, Course::META_URL, 'https://www.example.com/courses/' . $mvc_slug );
	wp_set_object_terms( $mvc_id, array_values( array_filter( $mvc_skills, static fn( int $i ): bool => (bool) ( $mvc_mask & ( 1 << $i ) ), ARRAY_FILTER_USE_KEY ) ), Course::TAX_SKILL );
	wp_set_object_terms( $mvc_id, $mvc_languages[ $mvc_n % 3 ], Course::TAX_LANGUAGE );
	wp_set_object_terms( $mvc_id, 0 === $mvc_n % 7 ? array( 'translation-qualification' ) : array(), Course::TAX_CERTIFICATE );
	if ( $mvc_cover ) {
		set_post_thumbnail( $mvc_id, $mvc_cover );
	}
	++$mvc_added;
}//end for
wp_defer_term_counting( false );

echo wp_json_encode(
	array(
		'total' => $mvc_have + $mvc_added,
		'added' => $mvc_added,
	)
), "\n";
