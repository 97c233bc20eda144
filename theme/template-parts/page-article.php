<?php
/**
 * The current post as a page: its title and whole content (with its page links). Used in the loop
 * of page.php and of templates/plain.php.
 *
 * @package Mvc
 */

?>
<article <?php post_class( 'mvc-page' ); ?>>
	<h1 class="mvc-page__title"><?php the_title(); ?></h1>
	<div class="mvc-page__content">
		<?php
		the_content();
		get_template_part( 'template-parts/page-links' );
		?>
	</div>
</article>
