<?php
/**
 * /search?s=&category=: the count header, the results, or the no-keyword and no-result states.
 *
 * @package Mvc
 */

global $wp_query;

get_header();
$mvc_keyword = get_search_query( false );
?>
<div class="mvc-container mvc-search">
	<?php get_template_part( 'template-parts/search-form' ); ?>
	<?php if ( '' === $mvc_keyword ) : ?>
		<p class="mvc-search__summary"><?php esc_html_e( 'Please enter a keyword', 'mvc' ); ?></p>
	<?php elseif ( ! have_posts() ) : ?>
		<p class="mvc-search__summary"><?php esc_html_e( 'No related content found', 'mvc' ); ?></p>
	<?php else : ?>
		<p class="mvc-search__summary">
			<?php
			/* translators: %s: number of articles found. */
			echo esc_html( sprintf( _n( '%s related article', '%s related articles', (int) $wp_query->found_posts, 'mvc' ), number_format_i18n( (int) $wp_query->found_posts ) ) );
			?>
		</p>
		<?php get_template_part( 'template-parts/post-list' ); ?>
	<?php endif; ?>
</div>
<?php
get_footer();
