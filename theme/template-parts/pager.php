<?php
/**
 * The site's one pager, numbered (public-site.md: all pages up to 10, else a window with ellipses).
 * Links: the runtime puts the spinner on the pressed link until the next page arrives, and an
 * island whose list reloads in place (a server frame) loads the link's page into it. Each item has
 * its own class (mvc-pager__item--3, or mvc-pager__item--likes-3 with `list`).
 *
 * @package Mvc
 *
 * @var array{current?: int, total?: int, link?: callable(int): string, label?: string, list?: string} $args
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
$mvc_list    = (string) ( $args['list'] ?? '' );
/**
 * One link to a page.
 *
 * @param int    $page    The page.
 * @param string $classes Its classes besides mvc-pager__item.
 * @param string $inner   Its content (HTML).
 * @param string $rel     Its rel, if any.
 */
$mvc_item = static function ( int $page, string $classes, string $inner, string $rel = '' ) use ( $mvc_link ): void {
	printf(
		'<a class="mvc-pager__item %s"%s href="%s">%s</a>',
		esc_attr( $classes ),
		$rel ? ' rel="' . esc_attr( $rel ) . '"' : '',
		esc_url( $mvc_link( $page ) ),
		$inner // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the caller.
	);
};
$mvc_edge = static fn( string $name ): string => 'mvc-pager__' . $name . ( '' !== $mvc_list ? ' mvc-pager__' . $name . '--' . $mvc_list : '' );
?>
<nav class="mvc-pager" aria-label="<?php echo esc_attr( $args['label'] ?? __( 'Pages', 'mvc' ) ); ?>" data-mvc-pager>
	<?php
	if ( $mvc_current > 1 ) {
		$mvc_item( $mvc_current - 1, $mvc_edge( 'prev' ), esc_html__( 'Previous page', 'mvc' ), 'prev' );
	}
	?>
	<?php foreach ( $mvc_items as $mvc_page ) : ?>
		<?php if ( null === $mvc_page ) : ?>
			<span class="mvc-pager__gap" aria-hidden="true">…</span>
		<?php elseif ( $mvc_page === $mvc_current ) : ?>
			<span class="mvc-pager__item is-current" aria-current="page"><?php echo esc_html( (string) $mvc_page ); ?></span>
			<?php
		else :
			$mvc_item(
				$mvc_page,
				'mvc-pager__item--' . ( '' !== $mvc_list ? $mvc_list . '-' : '' ) . $mvc_page,
				/* translators: %d: page number. */
				'<span class="screen-reader-text">' . esc_html( sprintf( __( 'Page %d', 'mvc' ), $mvc_page ) ) . '</span><span aria-hidden="true">' . esc_html( (string) $mvc_page ) . '</span>'
			);
			?>
		<?php endif; ?>
	<?php endforeach; ?>
	<?php
	if ( $mvc_current < $mvc_total ) {
		$mvc_item( $mvc_current + 1, $mvc_edge( 'next' ), esc_html__( 'Next page', 'mvc' ), 'next' );
	}
	?>
</nav>
