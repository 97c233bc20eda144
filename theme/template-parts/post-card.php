<?php
/**
 * An article in a list: cover, title, Chinese date and excerpt. Used inside the loop.
 *
 * @package Mvc
 */

use Mvc\Setup;

?>
<article <?php post_class( 'mvc-card' ); ?>>
	<a class="mvc-card__cover" href="<?php the_permalink(); ?>" tabindex="-1" aria-hidden="true">
		<?php
		if ( has_post_thumbnail() ) {
			// WordPress decides lazy loading: the first images of a list are loaded eagerly.
			the_post_thumbnail( Setup::IMAGE_CARD );
		}
		?>
	</a>
	<div class="mvc-card__body">
		<h2 class="mvc-card__title"><a href="<?php the_permalink(); ?>"><?php the_title(); ?></a></h2>
		<time class="mvc-card__date" datetime="<?php echo esc_attr( get_the_date( 'c' ) ); ?>"><?php echo esc_html( get_the_date( 'Y年n月j日' ) ); ?></time>
		<div class="mvc-card__excerpt"><?php the_excerpt(); ?></div>
	</div>
</article>
