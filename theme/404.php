<?php
/**
 * The not-found page, for /404 and every unknown address, answered with status 404.
 *
 * @package Mvc
 */

get_header();
?>
<div class="mvc-container mvc-not-found">
	<h1 class="mvc-not-found__title"><?php esc_html_e( 'The page you are looking for does not seem to exist', 'mvc' ); ?></h1>
	<p class="mvc-not-found__hint"><?php esc_html_e( 'The link may be faulty. Try searching for what you need.', 'mvc' ); ?></p>
	<?php get_search_form(); ?>
</div>
<?php
get_footer();
