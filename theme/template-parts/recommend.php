<?php
/**
 * 推荐阅读 (public-site spec, "Article detail"): the side list with tag tabs, every tab's list in the
 * HTML (the same data as GET /api/daily-blog/get-recommend-article); the loader switches tabs and
 * scrolls the list by 175 px with its arrows. Its height is the window's minus 180 px. Without
 * JavaScript the tabs are links to their lists, which CSS shows as the address's :target.
 *
 * @package Mvc
 *
 * @var array{post: WP_Post} $args
 */

use Mvc\Core\View\Article;
use Mvc\Core\View\Post;
use Mvc\Theme\Assets\Assets;

$mvc_lists = Article::recommendations( $args['post'] );
if ( ! array_filter( $mvc_lists ) ) {
	return;
}
$mvc_names = array( 0 => __( 'All', 'mvc' ) );
$mvc_terms = get_the_terms( $args['post'], 'post_tag' );
foreach ( is_array( $mvc_terms ) ? $mvc_terms : array() as $mvc_term ) {
	$mvc_names[ $mvc_term->term_id ] = $mvc_term->name;
}
Assets::behaviours( 'tabs' );
$mvc_keys = array_values( array_filter( array_keys( $mvc_lists ), static fn( int $key ): bool => isset( $mvc_names[ $key ] ) && array() !== $mvc_lists[ $key ] ) );
?>
<aside class="mvc-recommend" aria-labelledby="mvc-recommend-title" data-mvc-tabs>
	<h2 class="mvc-recommend__title" id="mvc-recommend-title"><?php esc_html_e( 'Recommended reading', 'mvc' ); ?></h2>
	<div class="mvc-recommend__tabs" role="tablist" aria-label="<?php esc_attr_e( 'Recommended reading by tag', 'mvc' ); ?>">
		<?php foreach ( $mvc_keys as $mvc_index => $mvc_key ) : ?>
			<a role="tab" class="mvc-recommend__tab<?php echo 0 === $mvc_index ? ' is-current' : ''; ?>" id="mvc-recommend-tab-<?php echo esc_attr( (string) $mvc_key ); ?>" href="#mvc-recommend-panel-<?php echo esc_attr( (string) $mvc_key ); ?>" aria-controls="mvc-recommend-panel-<?php echo esc_attr( (string) $mvc_key ); ?>" aria-selected="<?php echo 0 === $mvc_index ? 'true' : 'false'; ?>"><?php echo esc_html( $mvc_names[ $mvc_key ] ); ?></a>
		<?php endforeach; ?>
	</div>
	<button type="button" class="mvc-recommend__scroll mvc-recommend__scroll--up" data-mvc-scroll="-175" aria-label="<?php esc_attr_e( 'Scroll up', 'mvc' ); ?>" hidden>▲</button>
	<?php foreach ( $mvc_keys as $mvc_index => $mvc_key ) : ?>
		<div class="mvc-recommend__list" role="tabpanel" id="mvc-recommend-panel-<?php echo esc_attr( (string) $mvc_key ); ?>" aria-labelledby="mvc-recommend-tab-<?php echo esc_attr( (string) $mvc_key ); ?>" tabindex="0">
			<ul class="mvc-recommend__items">
				<?php foreach ( $mvc_lists[ $mvc_key ] as $mvc_item ) : ?>
					<li class="mvc-recommend__item">
						<a href="<?php echo esc_url( $mvc_item['link'] ); ?>"<?php echo '_blank' === $mvc_item['linkTarget'] ? ' target="_blank" rel="noopener"' : ''; ?>>
							<?php if ( '' !== $mvc_item['cover'] ) : ?>
								<img src="<?php echo esc_url( $mvc_item['cover'] ); ?>" alt="" width="96" height="60" loading="lazy" decoding="async">
							<?php endif; ?>
							<span class="mvc-recommend__item-title"><?php echo esc_html( $mvc_item['title'] ); ?></span>
							<time datetime="<?php echo esc_attr( $mvc_item['date'] ); ?>"><?php echo esc_html( Post::chinese_day( $mvc_item['date'] ) ); ?></time>
						</a>
					</li>
				<?php endforeach; ?>
			</ul>
		</div>
	<?php endforeach; ?>
	<button type="button" class="mvc-recommend__scroll mvc-recommend__scroll--down" data-mvc-scroll="175" aria-label="<?php esc_attr_e( 'Scroll down', 'mvc' ); ?>" hidden>▼</button>
</aside>
