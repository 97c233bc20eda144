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
		<?php get_template_part( 'template-parts/page-article' ); ?>
	</div>
	<?php
endwhile;
get_footer();
