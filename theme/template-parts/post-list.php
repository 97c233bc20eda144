<?php
/**
 * A list of article cards with its pager, or the empty state. The main query by default, or the
 * query given.
 *
 * @package Mvc
 *
 * @var array{query?: WP_Query, variant?: string, empty?: string, class?: string, link?: callable(int): string, current?: int} $args
 */

use Mvc\Theme\Content\Pager;

$mvc_query = ( $args['query'] ?? null ) instanceof WP_Query ? $args['query'] : $GLOBALS['wp_query'];
$mvc_class = 'mvc-list mvc-list--' . ( $args['variant'] ?? 'news' ) . ( isset( $args['class'] ) ? ' ' . $args['class'] : '' );

if ( $mvc_query->post_count > 0 ) :
	?>
	<div class="<?php echo esc_attr( $mvc_class ); ?>">
		<?php
		while ( $mvc_query->have_posts() ) :
			$mvc_query->the_post();
			get_template_part( 'template-parts/post-card', null, array( 'variant' => $args['variant'] ?? 'news' ) );
		endwhile;
		if ( $mvc_query !== $GLOBALS['wp_query'] ) {
			wp_reset_postdata();
		}
		?>
	</div>
	<?php
	$mvc_pager = array(
		'current' => $args['current'] ?? Pager::current(),
		'total'   => (int) $mvc_query->max_num_pages,
	);
	if ( isset( $args['link'] ) ) {
		$mvc_pager['link'] = $args['link'];
	}
	get_template_part( 'template-parts/pager', null, $mvc_pager );
else :
	?>
	<p class="mvc-empty"><?php echo esc_html( $args['empty'] ?? __( 'Nothing here yet', 'mvc' ) ); ?></p>
	<?php
endif;
