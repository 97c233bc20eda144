<?php
/**
 * A title banner: the page's Chinese title (its h1) and, when there is one, the English subtitle.
 * Used by the industry-news list and the podcast route.
 *
 * @package Mvc
 *
 * @var array{title: string, subtitle?: string, modifier?: string} $args
 */

$mvc_subtitle = $args['subtitle'] ?? '';
$mvc_modifier = $args['modifier'] ?? '';
?>
<div class="mvc-title-banner<?php echo '' !== $mvc_modifier ? ' mvc-title-banner--' . esc_attr( $mvc_modifier ) : ''; ?>">
	<div class="mvc-container">
		<h1 class="mvc-title-banner__title"><?php echo esc_html( $args['title'] ); ?></h1>
		<?php if ( '' !== $mvc_subtitle ) : ?>
			<p class="mvc-title-banner__subtitle"><?php echo esc_html( $mvc_subtitle ); ?></p>
		<?php endif; ?>
	</div>
</div>
