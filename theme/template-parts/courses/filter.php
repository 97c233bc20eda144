<?php
/**
 * /courses' filter and grid: the course-filter island's container around the first view the
 * server draws from the same props (the panel, the page of cards with its pager, or the
 * no-results block), so the page reads, filters and pages without JavaScript, and the island
 * mounting over it moves nothing and makes no first call. It wakes on idle for a member; for a
 * visitor on the first press (the reading budget), which it then carries out.
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
	<div class="mvc-courses__results" aria-busy="false">
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
					'island'  => true,
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
echo Islands::render( 'course-filter', $mvc_props, 'idle', $mvc_placeholder ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Islands::render escapes the props; the placeholder is escaped above.
