<?php
/**
 * A list page's heading.
 *
 * @package Mvc
 *
 * @var array<string, string> $args
 */

$mvc_title       = $args['title'] ?? '';
$mvc_description = $args['description'] ?? '';
?>
<header class="mvc-page-header">
	<h1 class="mvc-page-header__title"><?php echo esc_html( $mvc_title ); ?></h1>
	<?php if ( '' !== $mvc_description ) : ?>
		<p class="mvc-page-header__description"><?php echo esc_html( $mvc_description ); ?></p>
	<?php endif; ?>
</header>
