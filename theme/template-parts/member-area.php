<?php
/**
 * The header's member area: the login button for visitors. The member-accounts issue replaces it
 * with the island that shows the avatar and its popover.
 *
 * @package Mvc
 */

?>
<a class="mvc-header__login mvc-button mvc-button--primary" href="<?php echo esc_url( home_url( '/profile' ) ); ?>"><?php esc_html_e( 'Log in', 'mvc' ); ?></a>
