<?php
/**
 * An article. The article issue adds the paper buttons, share, recommended reading and comments;
 * the skeleton shows the title, author, date, body, tags and the like and favourite counts.
 *
 * @package Mvc
 */

get_header();
while ( have_posts() ) :
	the_post();
	?>
	<div class="mvc-container mvc-container--narrow">
		<article <?php post_class( 'mvc-article' ); ?>>
			<header class="mvc-article__header">
				<h1 class="mvc-article__title"><?php the_title(); ?></h1>
				<p class="mvc-article__meta">
					<span class="mvc-article__author"><?php the_author(); ?></span>
					<time class="mvc-article__date" datetime="<?php echo esc_attr( get_the_date( 'c' ) ); ?>"><?php echo esc_html( get_the_date( 'n/j/Y' ) ); ?></time>
				</p>
			</header>
			<div class="mvc-article__content">
				<?php the_content(); ?>
			</div>
			<?php
			$mvc_tags = get_the_tags();
			if ( is_array( $mvc_tags ) && $mvc_tags ) :
				?>
				<ul class="mvc-article__tags">
					<?php foreach ( $mvc_tags as $mvc_tag ) : ?>
						<li><a class="mvc-chip" href="<?php echo esc_url( get_tag_link( $mvc_tag ) ); ?>" target="_blank" rel="noopener"><?php echo esc_html( $mvc_tag->name ); ?></a></li>
					<?php endforeach; ?>
				</ul>
			<?php endif; ?>
			<?php get_template_part( 'template-parts/article-reactions' ); ?>
		</article>
	</div>
	<?php
endwhile;
get_footer();
