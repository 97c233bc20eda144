<?php
/**
 * A journal minisite. The minisite's tabs and fields come with the journals issue.
 *
 * @package Mvc
 */

get_header();
while ( have_posts() ) :
	the_post();
	?>
	<div class="mvc-container">
		<article <?php post_class( 'mvc-journal' ); ?>>
			<header class="mvc-journal__header">
				<?php
				if ( has_post_thumbnail() ) {
					the_post_thumbnail( 'medium', array( 'class' => 'mvc-journal__cover' ) );
				}
				?>
				<h1 class="mvc-journal__title"><?php the_title(); ?></h1>
			</header>
			<div class="mvc-journal__content">
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
