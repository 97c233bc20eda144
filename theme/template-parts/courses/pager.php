<?php
/**
 * The course grid's pager, as the course-filter island draws it (src/islands/course-filter/Pager.tsx):
 * the site's numbers (Content\Pager::items()) as real links to the filtered pages. Each number's
 * link has its own class (mvc-pager__item--3), so a visitor's press, held back by the loader while
 * the island wakes, is handed to the same page.
 *
 * @package Mvc
 *
 * @var array{current: int, total: int, link: callable(int): string} $args
 */

use Mvc\Theme\Content\Pager;

$mvc_current = (int) $args['current'];
$mvc_total   = (int) $args['total'];
$mvc_link    = $args['link'];
$mvc_items   = Pager::items( $mvc_current, $mvc_total );
if ( ! $mvc_items ) {
	return;
}
?>
<nav class="mvc-pager" aria-label="<?php esc_attr_e( 'Pages', 'mvc' ); ?>" aria-busy="false">
	<?php if ( $mvc_current > 1 ) : ?>
		<a class="mvc-pager__item mvc-pager__prev" href="<?php echo esc_url( $mvc_link( $mvc_current - 1 ) ); ?>" rel="prev"><?php esc_html_e( 'Previous page', 'mvc' ); ?></a>
	<?php endif; ?>
	<?php foreach ( $mvc_items as $mvc_page ) : ?>
		<?php if ( null === $mvc_page ) : ?>
			<span class="mvc-pager__gap" aria-hidden="true">…</span>
		<?php elseif ( $mvc_page === $mvc_current ) : ?>
			<span class="mvc-pager__item is-current" aria-current="page"><?php echo esc_html( (string) $mvc_page ); ?></span>
		<?php else : ?>
			<?php /* translators: %d: page number. */ ?>
			<a class="mvc-pager__item mvc-pager__item--<?php echo esc_attr( (string) $mvc_page ); ?>" href="<?php echo esc_url( $mvc_link( $mvc_page ) ); ?>"><span class="screen-reader-text"><?php echo esc_html( sprintf( __( 'Page %d', 'mvc' ), $mvc_page ) ); ?></span><span aria-hidden="true"><?php echo esc_html( (string) $mvc_page ); ?></span></a>
		<?php endif; ?>
	<?php endforeach; ?>
	<?php if ( $mvc_current < $mvc_total ) : ?>
		<a class="mvc-pager__item mvc-pager__next" href="<?php echo esc_url( $mvc_link( $mvc_current + 1 ) ); ?>" rel="next"><?php esc_html_e( 'Next page', 'mvc' ); ?></a>
	<?php endif; ?>
</nav>
