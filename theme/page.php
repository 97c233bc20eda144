<?php
/**
 * A page (privacy policy and other operator pages), and pages whose content holds blocks such as
 * the guest-editor button.
 *
 * @package Mvc
 */

get_header();
while ( have_posts() ) :
	the_post();
	?>
	<div class="mvc-container mvc-container--narrow">
		<article <?php post_class( 'mvc-page' ); ?>>
			<h1 class="mvc-page__title"><?php the_title(); ?></h1>
			<div class="mvc-page__content">
				<?php
				the_content();
				get_template_part( 'template-parts/page-links' );
				?>
			</div>
		</article>
	</div>
	<?php
endwhile;
get_footer();
