<?php
/**
 * The header's member area, drawn here only: the login link for visitors, the avatar (the image,
 * or the name's first letter, and the unread dot) for members, both links to the personal centre
 * that work without JavaScript. The island `member-area` mounts in an empty container beside them
 * (`data-wake-with`) and enhances them by their hooks: `data-mvc-login` opens the login popup in
 * place, `data-mvc-avatar` opens the avatar's popover (with `data-mvc-avatar-image`,
 * `data-mvc-initial` and `data-mvc-dot` kept up to date); it draws the popup, the popover and the
 * toasts only.
 *
 * @package Mvc
 */

use Mvc\Theme\Assets\Islands;
use Mvc\Theme\Member\MemberArea;

$mvc_props = MemberArea::props();
$mvc_id    = 'mvc-member-area';
?>
<div class="mvc-member-area" id="<?php echo esc_attr( $mvc_id ); ?>">
	<?php
	if ( $mvc_props['loggedIn'] ) :
		$mvc_name    = (string) ( $mvc_props['member']['display_name'] ?? '' );
		$mvc_avatar  = (string) ( $mvc_props['member']['avatar'] ?? '' );
		$mvc_unread  = (int) ( $mvc_props['member']['mentionMessageCount'] ?? 0 ) + (int) ( $mvc_props['member']['systemMessageCount'] ?? 0 );
		$mvc_initial = mb_strtoupper( mb_substr( trim( $mvc_name ), 0, 1 ) );
		?>
		<?php /* translators: %s: the member's name. */ ?>
		<a class="mvc-member-area__avatar" href="<?php echo esc_url( $mvc_props['links']['profile'] ); ?>" aria-label="<?php echo esc_attr( sprintf( __( 'Personal centre of %s', 'mvc' ), $mvc_name ) ); ?>" data-mvc-avatar>
			<?php if ( '' !== $mvc_avatar ) : ?>
				<img src="<?php echo esc_url( $mvc_avatar ); ?>" width="36" height="36" alt="" data-mvc-avatar-image>
			<?php endif; ?>
			<span class="mvc-member-area__initial" aria-hidden="true" data-mvc-initial<?php echo '' !== $mvc_avatar ? ' hidden' : ''; ?>><?php echo esc_html( '' !== $mvc_initial ? $mvc_initial : '?' ); ?></span>
			<span class="mvc-member-area__dot" aria-hidden="true" data-mvc-dot<?php echo $mvc_unread > 0 ? '' : ' hidden'; ?>></span>
		</a>
	<?php else : ?>
		<a class="mvc-header__login mvc-button mvc-button--primary" href="<?php echo esc_url( $mvc_props['links']['profile'] ); ?>" data-mvc-login><?php esc_html_e( 'Log in', 'mvc' ); ?></a>
	<?php endif; ?>
	<?php
	// A visitor's press on the login link wakes the island, which then takes the press (src/runtime/loader).
	echo Islands::render( 'member-area', $mvc_props + array( 'root' => $mvc_id ), MemberArea::wake( $mvc_props ), '', array( 'data-wake-with' => $mvc_id ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Islands::render escapes.
	?>
</div>
