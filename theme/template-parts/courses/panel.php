<?php
/**
 * The filter panel, drawn here only: a group per facet with its fold button, each option a link
 * to the filter with that value added or removed (so a reader without JavaScript filters too, and
 * every filtered view has its address), and reset. On a phone the groups fold under 筛选 (closed
 * as the page opens, so the first screen shows courses): a link to them, which shows them by its
 * hash without JavaScript. The course-filter island enhances it in place through its `data-mvc-*`
 * hooks (src/islands/course-filter/enhance.ts): an option or reset reloads the results, 筛选 and the
 * fold buttons open and close. Every control's class names it, so a visitor's press, held back by
 * the loader while the island wakes, is handed to the same control.
 *
 * @package Mvc
 *
 * @var array{facets: array<int, array<string, mixed>>, filter: array<string, list<string>>} $args
 */

use Mvc\Theme\Content\Courses;

$mvc_facets = $args['facets'];
$mvc_filter = $args['filter'];
$mvc_empty  = array_fill_keys( Courses::groups(), array() );
$mvc_none   = ! array_filter( $mvc_filter );
?>
<aside class="mvc-course-filter" aria-labelledby="mvc-course-filter-title">
	<div class="mvc-course-filter__head">
		<h2 class="mvc-course-filter__title" id="mvc-course-filter-title"><?php esc_html_e( 'Filter', 'mvc' ); ?></h2>
		<a class="mvc-course-filter__toggle" href="#mvc-course-filter-groups" data-mvc-toggle role="button" aria-expanded="false" aria-controls="mvc-course-filter-groups"><?php esc_html_e( 'Filter', 'mvc' ); ?><span class="mvc-course-filter__chevron" aria-hidden="true"></span></a>
		<a class="mvc-course-filter__reset" data-mvc-reset href="<?php echo esc_url( Courses::link( $mvc_empty, 1, $mvc_facets ) ); ?>"<?php echo $mvc_none ? ' aria-disabled="true"' : ''; ?>><?php esc_html_e( 'Reset', 'mvc' ); ?></a>
	</div>
	<div class="mvc-course-filter__groups" id="mvc-course-filter-groups">
	<?php foreach ( $mvc_facets as $mvc_facet ) : ?>
		<?php $mvc_key = (string) $mvc_facet['key']; ?>
		<section class="mvc-course-filter__group">
			<h3 class="mvc-course-filter__group-title">
				<button type="button" class="mvc-course-filter__fold mvc-course-filter__fold--<?php echo esc_attr( $mvc_key ); ?>" data-mvc-fold aria-expanded="true" aria-controls="mvc-course-filter-<?php echo esc_attr( $mvc_key ); ?>"><?php echo esc_html( (string) $mvc_facet['label'] ); ?><span class="mvc-course-filter__chevron" aria-hidden="true"></span></button>
			</h3>
			<ul class="mvc-course-filter__options" id="mvc-course-filter-<?php echo esc_attr( $mvc_key ); ?>">
				<?php foreach ( $mvc_facet['options'] as $mvc_option ) : ?>
					<?php
					$mvc_value  = (string) $mvc_option['value'];
					$mvc_chosen = in_array( $mvc_value, $mvc_filter[ $mvc_key ] ?? array(), true );
					$mvc_next   = $mvc_filter;
					// The filter with this value added, or removed when it is chosen.
					$mvc_next[ $mvc_key ] = $mvc_chosen
						? array_values( array_diff( $mvc_filter[ $mvc_key ], array( $mvc_value ) ) )
						: array_merge( $mvc_filter[ $mvc_key ] ?? array(), array( $mvc_value ) );
					?>
					<li><a class="mvc-course-filter__option mvc-course-filter__option--<?php echo esc_attr( $mvc_key . '-' . $mvc_value ); ?><?php echo $mvc_chosen ? ' is-selected' : ''; ?>" href="<?php echo esc_url( Courses::link( $mvc_next, 1, $mvc_facets ) ); ?>" role="checkbox" aria-checked="<?php echo $mvc_chosen ? 'true' : 'false'; ?>" data-mvc-group="<?php echo esc_attr( $mvc_key ); ?>" data-mvc-value="<?php echo esc_attr( $mvc_value ); ?>"><?php echo esc_html( (string) $mvc_option['label'] ); ?></a></li>
				<?php endforeach; ?>
			</ul>
		</section>
	<?php endforeach; ?>
	</div>
</aside>
