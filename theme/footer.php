<?php
/**
 * The site footer and the floating tool menu.
 *
 * @package Mvc
 */

use Mvc\Core\View\Site;
use Mvc\Theme\PluginGuard;

// Each of the site's own facts shows only once an operator has filled it in (Settings > 站点设置).
// Without the plugin there are no settings, so none of them shows.
$mvc_core    = PluginGuard::active();
$mvc_qr_id   = $mvc_core ? Site::id( 'follow_qr_image_id' ) : 0;
$mvc_qr_url  = $mvc_qr_id ? wp_get_attachment_image_url( $mvc_qr_id, 'medium' ) : false;
$mvc_privacy = $mvc_core ? Site::text( 'privacy_url' ) : '';
$mvc_terms   = $mvc_core ? Site::text( 'terms_url' ) : '';
$mvc_icp     = $mvc_core ? Site::text( 'icp_text' ) : '';
$mvc_holder  = $mvc_core ? Site::copyright_holder() : get_bloginfo( 'name' );
?>
</main>
<footer class="mvc-footer">
	<div class="mvc-footer__inner">
		<a class="mvc-footer__logo" href="<?php echo esc_url( home_url( '/' ) ); ?>">
			<img src="<?php echo esc_url( get_template_directory_uri() . '/assets/images/logo-white.svg' ); ?>" width="148" height="36" alt="<?php echo esc_attr( get_bloginfo( 'name', 'display' ) ); ?>" loading="lazy">
		</a>
		<ul class="mvc-footer__links">
			<?php if ( $mvc_qr_url ) : ?>
				<li class="mvc-footer__follow" tabindex="0">
					<span class="mvc-footer__link"><?php esc_html_e( 'Follow us', 'mvc' ); ?></span>
					<span class="mvc-footer__qr" role="tooltip">
						<img src="<?php echo esc_url( $mvc_qr_url ); ?>" width="120" height="120" alt="<?php esc_attr_e( 'QR code of our WeChat official account', 'mvc' ); ?>" loading="lazy">
						<span><?php esc_html_e( 'Scan to follow our official account', 'mvc' ); ?></span>
					</span>
				</li>
			<?php endif; ?>
			<li><a class="mvc-footer__link" href="<?php echo esc_url( home_url( '/contact' ) ); ?>"><?php esc_html_e( 'Contact us', 'mvc' ); ?></a></li>
			<?php if ( '' !== $mvc_privacy ) : ?>
				<li><a class="mvc-footer__link" href="<?php echo esc_url( $mvc_privacy ); ?>" target="_blank" rel="noopener"><?php esc_html_e( 'Privacy policy', 'mvc' ); ?></a></li>
			<?php endif; ?>
			<?php if ( '' !== $mvc_terms ) : ?>
				<li><a class="mvc-footer__link" href="<?php echo esc_url( $mvc_terms ); ?>" target="_blank" rel="noopener"><?php esc_html_e( 'Terms of use', 'mvc' ); ?></a></li>
			<?php endif; ?>
			<?php if ( $mvc_core ) : ?>
				<li class="mvc-footer__storage">
					<?php
					// The site has no consent widget: its own notice of what it stores (PIPL), open without JavaScript.
					?>
					<details class="mvc-footer__storage-details">
						<summary class="mvc-footer__link"><?php esc_html_e( 'Cookies and storage', 'mvc' ); ?></summary>
						<div class="mvc-footer__storage-note">
							<p class="mvc-footer__storage-title"><?php esc_html_e( 'What this site stores in your browser', 'mvc' ); ?></p>
							<ul>
								<?php
								// In a reader's words: what is kept and why, no storage key (the code names them:
								// SessionCookie, Registrations, WeChat login, src/islands/follow-special-issue/remembered.ts,
								// the login popup's mode, the subscriptions' order, the registration draft).
								?>
								<li><?php esc_html_e( 'Just reading the site: no cookie.', 'mvc' ); ?></li>
								<li>
									<?php
									/* translators: %s: the login box's checkbox label (“Keep me logged in”). */
									echo esc_html( sprintf( __( 'When you log in: a cookie that keeps you logged in. It ends when you close the browser, or after 30 days if you tick “%s” in the login box.', 'mvc' ), __( 'Keep me logged in', 'mvc' ) ) );
									?>
								</li>
								<li><?php esc_html_e( 'While you register (up to an hour) or log in with WeChat (10 minutes): a cookie that remembers where you are, so the next step knows it is you.', 'mvc' ); ?></li>
								<li><?php esc_html_e( 'When you follow a special issue: your e-mail address and the special issues you followed, kept in this browser for 24 hours, so the form is filled in next time and the button shows you followed.', 'mvc' ); ?></li>
								<li><?php esc_html_e( 'Your choices: whether you last logged in with WeChat or with e-mail and, for members, the order of your subscribed tags, kept in this browser so the site opens them the same way.', 'mvc' ); ?></li>
								<li><?php esc_html_e( 'What you typed in the registration form (never the password), until you close the tab, so a reload does not lose it.', 'mvc' ); ?></li>
							</ul>
							<?php if ( '' !== $mvc_privacy ) : ?>
								<a href="<?php echo esc_url( $mvc_privacy ); ?>" target="_blank" rel="noopener"><?php esc_html_e( 'Privacy policy', 'mvc' ); ?></a>
							<?php endif; ?>
						</div>
					</details>
				</li>
			<?php endif; ?>
		</ul>
		<p class="mvc-footer__legal">
			<span class="mvc-footer__copyright">
				<?php
				/* translators: 1: the current year, 2: the copyright holder (setting, or the site name). */
				echo esc_html( sprintf( __( 'Copyright © 2022-%1$s %2$s. All rights reserved.', 'mvc' ), wp_date( 'Y' ), $mvc_holder ) );
				?>
			</span>
			<?php if ( '' !== $mvc_icp ) : ?>
				<a class="mvc-footer__icp" href="<?php echo esc_url( Site::text( 'icp_url' ) ); ?>" target="_blank" rel="noopener nofollow"><?php echo esc_html( $mvc_icp ); ?></a>
			<?php endif; ?>
		</p>
	</div>
</footer>
<?php
if ( $mvc_core ) {
	get_template_part( 'template-parts/floating-menu' );
}
wp_footer();
?>
</body>
</html>
