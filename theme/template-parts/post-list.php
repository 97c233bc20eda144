<?php
/**
 * The main query's articles as cards with pagination, or the empty state.
 *
 * @package Mvc
 */

if ( have_posts() ) :
	?>
	<div class="mvc-list">
		<?php
		while ( have_posts() ) :
			the_post();
			get_template_part( 'template-parts/post-card' );
		endwhile;
		?>
	</div>
	<?php
	the_posts_pagination(
		array(
			'mid_size'           => 3,
			'prev_text'          => __( 'Previous page', 'mvc' ),
			'next_text'          => __( 'Next page', 'mvc' ),
			'screen_reader_text' => __( 'Pages', 'mvc' ),
			'class'              => 'mvc-pagination',
		)
	);
else :
	?>
	<p class="mvc-empty"><?php esc_html_e( 'Nothing here yet', 'mvc' ); ?></p>
	<?php
endif;
