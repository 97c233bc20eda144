<?php
/**
 * /search?s=&category=: the search panel, the count header and the results (10 a page), the
 * no-keyword state, or the no-result state with recommended tags.
 *
 * @package Mvc
 */

global $wp_query;

get_header();
$mvc_keyword = get_search_query( false );
?>
<div class="mvc-container mvc-search">
	<h1 class="screen-reader-text"><?php esc_html_e( 'Search results', 'mvc' ); ?></h1>
	<?php get_search_form(); ?>
	<?php if ( '' === $mvc_keyword ) : ?>
		<p class="mvc-search__summary"><?php esc_html_e( 'Please enter a keyword', 'mvc' ); ?></p>
	<?php elseif ( ! have_posts() ) : ?>
		<div class="mvc-search-empty">
			<p class="mvc-search-empty__title"><?php esc_html_e( 'No related content found', 'mvc' ); ?></p>
			<p class="mvc-search-empty__hint"><?php esc_html_e( 'Try other keywords or search the whole site.', 'mvc' ); ?></p>
			<?php
			$mvc_tags = get_terms(
				array(
					'taxonomy'   => 'post_tag',
					'orderby'    => 'count',
					'order'      => 'DESC',
					'number'     => 12,
					'hide_empty' => true,
				)
			);
			if ( is_array( $mvc_tags ) && $mvc_tags ) :
				?>
				<h2 class="mvc-search-empty__tags-title"><?php esc_html_e( 'Recommended tags for you', 'mvc' ); ?></h2>
				<ul class="mvc-search-empty__tags">
					<?php foreach ( $mvc_tags as $mvc_tag ) : ?>
						<li><a class="mvc-chip" href="<?php echo esc_url( (string) get_term_link( $mvc_tag ) ); ?>">#<?php echo esc_html( $mvc_tag->name ); ?></a></li>
					<?php endforeach; ?>
				</ul>
			<?php endif; ?>
		</div>
	<?php else : ?>
		<?php /* translators: %s: number of articles found. */ ?>
		<p class="mvc-search__summary"><?php echo esc_html( sprintf( _n( '%s related article', '%s related articles', (int) $wp_query->found_posts, 'mvc' ), number_format_i18n( (int) $wp_query->found_posts ) ) ); ?></p>
		<?php get_template_part( 'template-parts/post-list', null, array( 'variant' => 'search' ) ); ?>
	<?php endif; ?>
</div>
<?php
get_footer();
