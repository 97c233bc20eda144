<?php
/**
 * /courses' filter and grid, drawn here only: the panel, and the results (the page of cards with
 * its pager, or the no-results block), so the page reads, filters and pages without JavaScript.
 * The course-filter island's container holds them and the island enhances them where they are
 * (it draws only the course popup): an option, reset, clear-all or a page reloads the results
 * region, the server frame `courses`, from this page at the new address (a visitor's answer
 * comes from the page cache). It wakes on idle for a member; for a visitor on the first press
 * (the reading budget), which the loader hands to the pressed control once it is there.
 *
 * @package Mvc
 *
 * @var array{props: array<string, mixed>} $args
 */

use Mvc\Theme\Assets\Islands;
use Mvc\Theme\Content\Courses;

$mvc_props  = $args['props'];
$mvc_facets = $mvc_props['facets'];
$mvc_filter = $mvc_props['filter'];
// The island's props: the panel's groups, the filter and page drawn, and the page's address.
$mvc_island = array_intersect_key( $mvc_props, array_flip( array( 'facets', 'filter', 'page', 'link' ) ) );

ob_start();
?>
<div class="mvc-courses">
	<?php
	get_template_part(
		'template-parts/courses/panel',
		null,
		array(
			'facets' => $mvc_facets,
			'filter' => $mvc_filter,
		)
	);
	?>
	<div class="mvc-courses__results" data-mvc-frame="courses">
		<h2 class="screen-reader-text"><?php esc_html_e( 'Courses', 'mvc' ); ?></h2>
		<p class="mvc-courses__status" role="status"></p>
		<?php if ( $mvc_props['list'] ) : ?>
			<?php
			$mvc_total = (int) $mvc_props['total'];
			/* translators: %d: number of courses the filter finds. */
			$mvc_count = sprintf( _n( '%d course in all', '%d courses in all', $mvc_total, 'mvc' ), $mvc_total );
			?>
			<p class="mvc-courses__count"><?php echo esc_html( $mvc_count ); ?></p>
			<ul class="mvc-course-grid">
				<?php foreach ( $mvc_props['list'] as $mvc_course ) : ?>
					<?php get_template_part( 'template-parts/courses/card', null, array( 'course' => $mvc_course ) ); ?>
				<?php endforeach; ?>
			</ul>
			<?php
			get_template_part(
				'template-parts/pager',
				null,
				array(
					'current' => $mvc_props['page'],
					'total'   => Courses::pages( $mvc_props['total'] ),
					'link'    => static fn( int $page ): string => Courses::link( $mvc_filter, $page, $mvc_facets ),
				)
			);
			?>
		<?php else : ?>
			<?php
			get_template_part(
				'template-parts/courses/empty',
				null,
				array(
					'clear'       => Courses::link( array(), 1, $mvc_facets ),
					'recommended' => $mvc_props['recommendedCourses'],
				)
			);
			?>
		<?php endif; ?>
	</div>
</div>
<?php
$mvc_placeholder = (string) ob_get_clean();
echo Islands::render( 'course-filter', $mvc_island, 'idle', $mvc_placeholder, array( 'data-island-enhance' => 'true' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Islands::render escapes the props; the placeholder is escaped above.
