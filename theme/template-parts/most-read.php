<?php
/**
 * 阅读排行: the most read articles of the last seven days (View\Article::most_read(), counted
 * by the article page's view beacon), a numbered list of titles beside lists and articles.
 * Nothing when no article was read yet.
 *
 * @package Mvc
 */

use Mvc\Core\View\Article;
use Mvc\Core\View\Post;
use Mvc\Theme\Content\Fragments;

$mvc_ids = Article::most_read();
if ( ! $mvc_ids ) {
	return;
}
// Drawn once and kept until the list, the content or these files change (Fragments): the titles,
// their permalinks (which name the category) and link targets, primed in one go when drawn.
Fragments::print(
	'most-read',
	array( __FILE__ ),
	static function () use ( $mvc_ids ): void {
		_prime_post_caches( $mvc_ids, true, true );
		?>
<aside class="mvc-most-read" aria-labelledby="mvc-most-read-title">
	<h2 class="mvc-most-read__title" id="mvc-most-read-title"><?php esc_html_e( 'Most read', 'mvc' ); ?></h2>
	<ol class="mvc-most-read__list">
		<?php
		foreach ( $mvc_ids as $mvc_id ) :
			$mvc_item = get_post( $mvc_id );
			if ( ! $mvc_item instanceof WP_Post ) {
				continue;
			}
			$mvc_target = Post::link_target( $mvc_item );
			?>
			<li class="mvc-most-read__item">
				<a href="<?php echo esc_url( (string) get_permalink( $mvc_item ) ); ?>"<?php echo '_blank' === $mvc_target ? ' target="_blank" rel="noopener"' : ''; ?>><?php echo esc_html( get_the_title( $mvc_item ) ); ?></a>
			</li>
		<?php endforeach; ?>
	</ol>
</aside>
		<?php
	},
	implode( ',', $mvc_ids )
);
