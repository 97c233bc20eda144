<?php
/**
 * Numbered pagination with real links. The runtime puts the spinner on the pressed link until the
 * next page arrives. With `island`, the pager is the placeholder of an island's pager
 * (src/components/pager/LinkPager.tsx draws the same markup) and the island, not the runtime,
 * handles its presses. Each number's link has its own class (mvc-pager__item--3), so a press held
 * back while an island wakes is handed to the same page.
 *
 * @package Mvc
 *
 * @var array{current?: int, total?: int, link?: callable(int): string, label?: string, island?: bool} $args
 */

use Mvc\Theme\Content\Pager;

$mvc_current = (int) ( $args['current'] ?? Pager::current() );
$mvc_total   = (int) ( $args['total'] ?? $GLOBALS['wp_query']->max_num_pages ?? 1 );
$mvc_link    = $args['link'] ?? static fn( int $page ): string => (string) get_pagenum_link( $page );
$mvc_items   = Pager::items( $mvc_current, $mvc_total );
if ( ! $mvc_items ) {
	return;
}
$mvc_current = max( 1, min( $mvc_current, $mvc_total ) );
?>
<nav class="mvc-pager" aria-label="<?php echo esc_attr( $args['label'] ?? __( 'Pages', 'mvc' ) ); ?>" <?php echo empty( $args['island'] ) ? 'data-mvc-pager' : 'aria-busy="false"'; ?>>
	<?php if ( $mvc_current > 1 ) : ?>
		<a class="mvc-pager__item mvc-pager__prev" rel="prev" href="<?php echo esc_url( $mvc_link( $mvc_current - 1 ) ); ?>"><?php esc_html_e( 'Previous page', 'mvc' ); ?></a>
	<?php endif; ?>
	<?php foreach ( $mvc_items as $mvc_page ) : ?>
		<?php if ( null === $mvc_page ) : ?>
			<span class="mvc-pager__gap" aria-hidden="true">…</span>
		<?php elseif ( $mvc_page === $mvc_current ) : ?>
			<span class="mvc-pager__item is-current" aria-current="page"><?php echo esc_html( (string) $mvc_page ); ?></span>
		<?php else : ?>
			<a class="mvc-pager__item mvc-pager__item--<?php echo esc_attr( (string) $mvc_page ); ?>" href="<?php echo esc_url( $mvc_link( $mvc_page ) ); ?>">
				<?php
				/* translators: %d: page number. */
				echo '<span class="screen-reader-text">' . esc_html( sprintf( __( 'Page %d', 'mvc' ), $mvc_page ) ) . '</span><span aria-hidden="true">' . esc_html( (string) $mvc_page ) . '</span>';
				?>
			</a>
		<?php endif; ?>
	<?php endforeach; ?>
	<?php if ( $mvc_current < $mvc_total ) : ?>
		<a class="mvc-pager__item mvc-pager__next" rel="next" href="<?php echo esc_url( $mvc_link( $mvc_current + 1 ) ); ?>"><?php esc_html_e( 'Next page', 'mvc' ); ?></a>
	<?php endif; ?>
</nav>
