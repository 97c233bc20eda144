<?php
/**
 * Every page while the plugin MVC Core is inactive (see Mvc\Theme\PluginGuard): a post or a page
 * with its content, anything else as a list of titles with WordPress's pagination. Nothing here
 * calls the plugin.
 *
 * @package Mvc
 */

get_header();
?>
<div class="mvc-container mvc-container--narrow">
	<?php
	if ( is_singular() ) :
		while ( have_posts() ) :
			the_post();
			get_template_part( 'template-parts/page-article' );
		endwhile;
		?>
	<?php else : ?>
		<?php get_template_part( 'template-parts/page-header', null, array( 'title' => wp_get_document_title() ) ); ?>
		<?php if ( have_posts() ) : ?>
			<ul class="mvc-plain-list">
				<?php
				while ( have_posts() ) :
					the_post();
					?>
					<li><a href="<?php the_permalink(); ?>"><?php the_title(); ?></a> <time datetime="<?php echo esc_attr( get_the_date( 'c' ) ); ?>"><?php echo esc_html( get_the_date() ); ?></time></li>
				<?php endwhile; ?>
			</ul>
			<?php the_posts_pagination(); ?>
		<?php else : ?>
			<p><?php esc_html_e( 'Nothing found.', 'mvc' ); ?></p>
		<?php endif; ?>
	<?php endif; ?>
</div>
<?php
get_footer();
