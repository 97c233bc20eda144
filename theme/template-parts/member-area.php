<?php
/**
 * The header's member area: the login button for visitors, the avatar for members; the island
 * adds the login popup and the avatar's popover.
 *
 * @package Mvc
 */

use Mvc\Theme\Assets\Islands;
use Mvc\Theme\Member\MemberArea;

$mvc_props = MemberArea::props();
if ( $mvc_props['loggedIn'] ) {
	$mvc_name        = (string) ( $mvc_props['member']['display_name'] ?? '' );
	$mvc_avatar      = (string) ( $mvc_props['member']['avatar'] ?? '' );
	$mvc_placeholder = sprintf(
		'<a class="mvc-member-area__avatar" href="%1$s" aria-label="%2$s">%3$s</a>',
		esc_url( $mvc_props['links']['profile'] ),
		/* translators: %s: the member's name. */
		esc_attr( sprintf( __( 'Personal centre of %s', 'mvc' ), $mvc_name ) ),
		'' !== $mvc_avatar
			? '<img src="' . esc_url( $mvc_avatar ) . '" width="36" height="36" alt="">'
			: '<span class="mvc-member-area__initial" aria-hidden="true">' . esc_html( mb_substr( $mvc_name, 0, 1 ) ) . '</span>'
	);
} else {
	$mvc_placeholder = sprintf(
		'<a class="mvc-header__login mvc-button mvc-button--primary" href="%1$s">%2$s</a>',
		esc_url( $mvc_props['links']['profile'] ),
		esc_html__( 'Log in', 'mvc' )
	);
}
echo Islands::render( 'member-area', $mvc_props, MemberArea::wake( $mvc_props ), $mvc_placeholder, array( 'class' => 'mvc-member-area' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Islands::render escapes; the placeholder is escaped above.
