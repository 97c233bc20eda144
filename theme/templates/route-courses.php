<?php
/**
 * /courses and /courses/page/{n}/, with the filter in the query
 * (`?skills=paper-writing,research-figures&duration=30-60&language=chinese&certificate=translation-qualification`):
 * the title banner, then the course-filter island over the server's first view of that filter and
 * page (the panel, 12 cards and the pager, or the no-results block). An address whose filter
 * names a value that does not exist, or a page past the last, is the not-found page. A filtered
 * view is shared, not indexed (noindex, follow).
 *
 * @package Mvc
 */

use Mvc\Theme\Content\Courses;
use Mvc\Theme\Content\Pager;
use Mvc\Theme\Content\Titles;

$mvc_filter = Courses::requested();
$mvc_page   = Pager::current();
$mvc_props  = is_wp_error( $mvc_filter ) ? null : Courses::props( $mvc_filter, $mvc_page );
if ( null === $mvc_props || $mvc_page > Courses::pages( $mvc_props['total'] ) ) {
	$GLOBALS['wp_query']->set_404();
	status_header( 404 );
	nocache_headers();
	require get_404_template();
	return;
}

if ( Courses::is_filtered( $mvc_filter ) ) {
	add_filter( 'wp_robots', array( Courses::class, 'robots' ) );
}
get_header();
?>
<div class="mvc-courses-page">
	<?php
	get_template_part(
		'template-parts/title-banner',
		null,
		array(
			'title'    => Titles::route_name( 'courses' ),
			'subtitle' => __( 'Unlock your research potential', 'mvc' ),
			'modifier' => 'courses',
		)
	);
	?>
	<div class="mvc-container">
		<?php get_template_part( 'template-parts/courses/filter', null, array( 'props' => $mvc_props ) ); ?>
	</div>
</div>
<?php
get_footer();
