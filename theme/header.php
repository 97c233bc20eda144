<?php
/**
 * The site header: logo, the grouped menu and the member area. On a phone the menu bar gives way to
 * the menu button: a <details> disclosure (no JavaScript needed) whose drawer lists every group
 * with all its items, so any section is two taps away; the behaviour nav-drawer adds Escape.
 *
 * @package Mvc
 */

use Mvc\Theme\Content\Menus;

?><!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1">
<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php wp_body_open(); ?>
<a class="mvc-skip-link" href="#main"><?php esc_html_e( 'Skip to content', 'mvc' ); ?></a>
<header class="mvc-header" id="top">
	<div class="mvc-header__inner">
		<a class="mvc-header__logo" href="<?php echo esc_url( home_url( '/' ) ); ?>" rel="home">
			<img src="<?php echo esc_url( get_template_directory_uri() . '/assets/images/logo.svg' ); ?>" width="148" height="36" alt="<?php echo esc_attr( get_bloginfo( 'name', 'display' ) ); ?>">
		</a>
		<nav class="mvc-header__nav" aria-label="<?php esc_attr_e( 'Main menu', 'mvc' ); ?>">
			<?php
			wp_nav_menu(
				array(
					'theme_location' => Menus::LOCATION,
					'container'      => '',
					'menu_class'     => 'mvc-menu',
					'depth'          => 2,
					'fallback_cb'    => false,
				)
			);
			?>
		</nav>
		<div class="mvc-header__aside">
			<a class="mvc-header__search" href="<?php echo esc_url( home_url( '/search' ) ); ?>" aria-label="<?php esc_attr_e( 'Search', 'mvc' ); ?>">
				<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M10 4a6 6 0 1 0 3.7 10.7l4.8 4.8 1.4-1.4-4.8-4.8A6 6 0 0 0 10 4zm0 2a4 4 0 1 1 0 8 4 4 0 0 1 0-8z"/></svg>
			</a>
			<?php
			if ( Mvc\Theme\PluginGuard::active() ) {
				get_template_part( 'template-parts/member-area' );
			}
			?>
			<details class="mvc-drawer" data-mvc-drawer>
				<summary class="mvc-drawer__button">
					<svg class="mvc-drawer__icon mvc-drawer__icon--open" width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z"/></svg>
					<svg class="mvc-drawer__icon mvc-drawer__icon--close" width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z"/></svg>
					<span class="mvc-drawer__label"><?php esc_html_e( 'Menu', 'mvc' ); ?></span>
				</summary>
				<nav class="mvc-drawer__panel" id="site-nav" aria-label="<?php esc_attr_e( 'Main menu', 'mvc' ); ?>">
					<?php
					wp_nav_menu(
						array(
							'theme_location'  => Menus::LOCATION,
							'container'       => '',
							'menu_class'      => 'mvc-drawer__menu',
							'menu_id'         => 'mvc-drawer-menu',
							'depth'           => 2,
							'fallback_cb'     => false,
							Menus::DRAWER_ARG => true,
						)
					);
					?>
				</nav>
			</details>
		</div>
	</div>
</header>
<main id="main" class="mvc-main">
