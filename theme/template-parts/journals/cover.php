<?php
/**
 * A journal card's cover: the journal's cover image (its featured image), or, when it has none, a
 * drawn placeholder with the journal's title (CSS only: no image request, the same 3:4 box, so
 * nothing moves). Used by the /journals cards and the home page's journal carousel.
 *
 * @package Mvc
 *
 * @var array{id: int, title: string, sizes: string, loading?: string} $args
 */

$mvc_id = (int) $args['id'];
if ( has_post_thumbnail( $mvc_id ) ) {
	$mvc_attrs = array(
		'alt'   => '',
		'sizes' => $args['sizes'],
	);
	if ( isset( $args['loading'] ) ) {
		$mvc_attrs['loading'] = $args['loading'];
	}
	echo get_the_post_thumbnail( $mvc_id, 'medium', $mvc_attrs ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core escapes.
	return;
}
// One of four colours, the same for a journal every time.
$mvc_tone = 1 + $mvc_id % 4;
?>
<span class="mvc-journal-placeholder mvc-journal-placeholder--<?php echo (int) $mvc_tone; ?>" aria-hidden="true">
	<span class="mvc-journal-placeholder__title"><?php echo esc_html( $args['title'] ); ?></span>
</span>
