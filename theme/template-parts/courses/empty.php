<?php
/**
 * The no-results block, drawn here only: no course matches, the hint to choose other filters,
 * clear-all (a link to /courses/, which the course-filter island loads in place: `data-mvc-clear`)
 * and the recommended courses.
 *
 * @package Mvc
 *
 * @var array{clear: string, recommended: array<int, array<string, mixed>>} $args
 */

?>
<div class="mvc-course-empty">
	<p class="mvc-course-empty__title"><?php esc_html_e( 'No courses found', 'mvc' ); ?></p>
	<p class="mvc-course-empty__hint"><?php esc_html_e( 'Try choosing other filters.', 'mvc' ); ?></p>
	<a class="mvc-button mvc-course-empty__clear" href="<?php echo esc_url( $args['clear'] ); ?>" data-mvc-clear><?php esc_html_e( 'Clear all options', 'mvc' ); ?></a>
	<?php if ( $args['recommended'] ) : ?>
		<section class="mvc-course-empty__recommended">
			<h2 class="mvc-course-empty__heading"><?php esc_html_e( 'Recommended courses', 'mvc' ); ?></h2>
			<ul class="mvc-course-grid">
				<?php foreach ( $args['recommended'] as $mvc_course ) : ?>
					<?php get_template_part( 'template-parts/courses/card', null, array( 'course' => $mvc_course ) ); ?>
				<?php endforeach; ?>
			</ul>
		</section>
	<?php endif; ?>
</div>
