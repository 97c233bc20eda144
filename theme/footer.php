<?php
/**
 * The site footer and the floating tool menu.
 *
 * @package Mvc
 */

use Mvc\Assets\Islands;
use Mvc\Settings;

$mvc_qr_id  = Settings::id( 'follow_qr_image_id' );
$mvc_qr_url = $mvc_qr_id ? wp_get_attachment_image_url( $mvc_qr_id, 'medium' ) : false;
$mvc_qr_url = $mvc_qr_url ? $mvc_qr_url : get_template_directory_uri() . '/assets/images/qr-placeholder.svg';
?>
</main>
<footer class="mvc-footer">
	<div class="mvc-footer__inner">
		<a class="mvc-footer__logo" href="<?php echo esc_url( home_url( '/' ) ); ?>">
			<img src="<?php echo esc_url( get_template_directory_uri() . '/assets/images/logo-white.svg' ); ?>" width="148" height="36" alt="<?php echo esc_attr( get_bloginfo( 'name', 'display' ) ); ?>" loading="lazy">
		</a>
		<ul class="mvc-footer__links">
			<li class="mvc-footer__follow" tabindex="0">
				<span class="mvc-footer__link"><?php esc_html_e( 'Follow us', 'mvc' ); ?></span>
				<span class="mvc-footer__qr" role="tooltip">
					<img src="<?php echo esc_url( $mvc_qr_url ); ?>" width="120" height="120" alt="<?php esc_attr_e( 'QR code of our WeChat official account', 'mvc' ); ?>" loading="lazy">
					<span><?php esc_html_e( 'Scan to follow our official account', 'mvc' ); ?></span>
				</span>
			</li>
			<li><a class="mvc-footer__link" href="<?php echo esc_url( home_url( '/contact' ) ); ?>"><?php esc_html_e( 'Contact us', 'mvc' ); ?></a></li>
			<li><a class="mvc-footer__link" href="<?php echo esc_url( Settings::text( 'privacy_url' ) ); ?>" target="_blank" rel="noopener"><?php esc_html_e( 'Privacy policy', 'mvc' ); ?></a></li>
			<li><a class="mvc-footer__link" href="<?php echo esc_url( Settings::text( 'terms_url' ) ); ?>" target="_blank" rel="noopener"><?php esc_html_e( 'Terms of use', 'mvc' ); ?></a></li>
			<li><button type="button" class="mvc-footer__link mvc-footer__cookies <?php echo esc_attr( Settings::text( 'consent_button_class' ) ); ?>"><?php esc_html_e( 'Cookie settings', 'mvc' ); ?></button></li>
		</ul>
		<p class="mvc-footer__legal">
			<span class="mvc-footer__copyright">
				<?php
				/* translators: 1: the current year, 2: the site name. */
				echo esc_html( sprintf( __( 'Copyright © 2022-%1$s %2$s. All rights reserved.', 'mvc' ), wp_date( 'Y' ), get_bloginfo( 'name' ) ) );
				?>
			</span>
			<a class="mvc-footer__icp" href="<?php echo esc_url( Settings::text( 'icp_url' ) ); ?>" target="_blank" rel="noopener nofollow"><?php echo esc_html( Settings::text( 'icp_text' ) ); ?></a>
		</p>
	</div>
</footer>
<?php
// The tool menu has nothing to show without JavaScript and takes no room: an empty placeholder.
echo Islands::render( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Islands::render() escapes.
	'floating-menu',
	array(
		'callForPapersUrl' => home_url( '/call-for-papers/' ),
		'applyUrl'         => Settings::text( 'guest_editor_apply_url' ),
	),
	'idle'
);
wp_footer();
?>
</body>
</html>
