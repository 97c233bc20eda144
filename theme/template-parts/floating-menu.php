<?php
/**
 * The floating tool menu (public-site.md, "Floating tool menu"), drawn by the server and hidden
 * until the page has scrolled past 300 px. It is a plain behaviour of the loader
 * (src/runtime/behaviours/floating-menu.ts), not an island: a reader who only scrolls loads no
 * React for it. Its guest-editor item wakes the `guest-editor-modal` island (React, on that press).
 *
 * Without JavaScript it stays hidden: the page's own links lead everywhere it does.
 *
 * @package Mvc
 */

use Mvc\Core\View\Site;
use Mvc\Theme\Assets\Islands;

$mvc_more_id = 'mvc-floating-menu-more';

/**
 * One decorative icon (every button has its text label).
 *
 * @param string $mvc_path The path's `d`.
 * @param string $mvc_stroke Stroke width.
 */
$mvc_icon = static function ( string $mvc_path, string $mvc_stroke = '2' ): string {
	return '<svg class="mvc-floating-menu__icon" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="' . esc_attr( $mvc_stroke ) . '" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="' . esc_attr( $mvc_path ) . '"/></svg>';
};
// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped -- $mvc_icon() escapes its attributes.
?>
<nav class="mvc-floating-menu" aria-label="<?php esc_attr_e( 'Tools', 'mvc' ); ?>" data-floating-menu hidden>
	<ul class="mvc-floating-menu__list">
		<li id="<?php echo esc_attr( $mvc_more_id ); ?>" class="mvc-floating-menu__more" hidden>
			<ul class="mvc-floating-menu__list">
				<li class="mvc-floating-menu__item">
					<button type="button" class="mvc-floating-menu__button" aria-haspopup="dialog" data-floating-menu-action="guest-editor">
						<?php echo $mvc_icon( 'M3 11v2a1 1 0 0 0 1 1h3l5 4V6L7 10H4a1 1 0 0 0-1 1zM16 9a4 4 0 0 1 0 6' ); ?>
						<span class="mvc-floating-menu__label"><?php esc_html_e( 'Become a guest editor', 'mvc' ); ?></span>
					</button>
				</li>
				<li class="mvc-floating-menu__item">
					<a class="mvc-floating-menu__button" href="<?php echo esc_url( home_url( '/call-for-papers/' ) ); ?>" data-floating-menu-action="top">
						<?php echo $mvc_icon( 'M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8zM14 3v5h5M9 13h6M9 17h6' ); ?>
						<span class="mvc-floating-menu__label"><?php esc_html_e( 'Call for papers', 'mvc' ); ?></span>
					</a>
				</li>
			</ul>
		</li>
		<li class="mvc-floating-menu__item">
			<button type="button" class="mvc-floating-menu__button" aria-expanded="false" aria-controls="<?php echo esc_attr( $mvc_more_id ); ?>" data-floating-menu-action="more">
				<?php echo $mvc_icon( 'M5 12h.01M12 12h.01M19 12h.01', '3' ); ?>
				<span class="mvc-floating-menu__label"><?php esc_html_e( 'More tools', 'mvc' ); ?></span>
			</button>
		</li>
		<li class="mvc-floating-menu__item">
			<button type="button" class="mvc-floating-menu__button" data-floating-menu-action="refresh">
				<?php echo $mvc_icon( 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7' ); ?>
				<span class="mvc-floating-menu__label"><?php esc_html_e( 'Refresh', 'mvc' ); ?></span>
			</button>
		</li>
		<li class="mvc-floating-menu__item">
			<button type="button" class="mvc-floating-menu__button" data-floating-menu-action="top">
				<?php echo $mvc_icon( 'M12 19V5M5 12l7-7 7 7' ); ?>
				<span class="mvc-floating-menu__label"><?php esc_html_e( 'Back to top', 'mvc' ); ?></span>
			</button>
		</li>
	</ul>
</nav>
<?php
// phpcs:enable
// The modal's island has no face: only the menu's guest-editor button wakes it.
echo Islands::render( 'guest-editor-modal', array( 'applyUrl' => Site::guest_editor_apply_url() ), 'interaction' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Islands::render() escapes.
