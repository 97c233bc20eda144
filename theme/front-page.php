<?php
/**
 * The home page. Its sections (banner, research news, journal carousel, events, science stories,
 * the promo entrances) come with the public-site issue; the hero and the latest research news are
 * here from the start.
 *
 * @package Mvc
 */

use Mvc\Settings;

get_header();
$mvc_news = new WP_Query(
	array(
		'cat'                 => Settings::id( 'category_research_news' ),
		'posts_per_page'      => 5,
		'ignore_sticky_posts' => true,
		'no_found_rows'       => true,
	)
);
?>
<section class="mvc-hero">
	<div class="mvc-container">
		<h1 class="mvc-hero__slogan"><?php esc_html_e( 'Frontier news in materials science', 'mvc' ); ?></h1>
	</div>
</section>
<div class="mvc-container">
	<section class="mvc-section" aria-labelledby="mvc-home-research">
		<h2 class="mvc-section__title" id="mvc-home-research"><?php esc_html_e( 'Research News', 'mvc' ); ?></h2>
		<div class="mvc-list">
			<?php
			while ( $mvc_news->have_posts() ) :
				$mvc_news->the_post();
				get_template_part( 'template-parts/post-card' );
			endwhile;
			wp_reset_postdata();
			?>
		</div>
		<a class="mvc-section__more" href="<?php echo esc_url( (string) get_category_link( Settings::id( 'category_research_news' ) ) ); ?>"><?php esc_html_e( 'More research news', 'mvc' ); ?></a>
	</section>
</div>
<?php
get_footer();
