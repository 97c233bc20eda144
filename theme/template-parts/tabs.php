<?php
/**
 * A tab bar of links: each tab is a real URL.
 *
 * @package Mvc
 *
 * @var array{label: string, items: array<int, array{label: string, url: string, current: bool}>} $args
 */

use Mvc\Theme\Assets\Assets;

Assets::behaviours( 'tabs' );
?>
<nav class="mvc-tabs" aria-label="<?php echo esc_attr( $args['label'] ); ?>">
	<ul class="mvc-tabs__list">
		<?php foreach ( $args['items'] as $mvc_item ) : ?>
			<li>
				<a class="mvc-tabs__tab<?php echo $mvc_item['current'] ? ' is-current' : ''; ?>" href="<?php echo esc_url( $mvc_item['url'] ); ?>"<?php echo $mvc_item['current'] ? ' aria-current="page"' : ''; ?>><?php echo esc_html( $mvc_item['label'] ); ?></a>
			</li>
		<?php endforeach; ?>
	</ul>
</nav>
