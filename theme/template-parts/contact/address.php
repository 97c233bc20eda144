<?php
/**
 * The operator's postal address and contact facts on the contact page (Mvc\Core\View\Contact::address(),
 * the settings of 站点设置 > 联系页面, filter `mvc_contact_address`). Each shows once it is set; with
 * none set, nothing is printed.
 *
 * @package Mvc
 *
 * @var array{recipient: string, address: string, postcode: string, phone?: string, email?: string} $args
 */

$mvc_phone = (string) ( $args['phone'] ?? '' );
$mvc_email = (string) ( $args['email'] ?? '' );
$mvc_any   = array_filter( array( $args['recipient'], $args['address'], $args['postcode'], $mvc_phone, $mvc_email ), static fn( string $fact ): bool => '' !== $fact );
if ( ! $mvc_any ) {
	return;
}
$mvc_postal = '' !== $args['recipient'] || '' !== $args['address'] || '' !== $args['postcode'];
?>
<section class="mvc-contact__address" aria-labelledby="mvc-contact-address-title">
	<h2 class="mvc-contact__heading" id="mvc-contact-address-title"><?php echo esc_html( $mvc_postal ? __( 'Postal address', 'mvc' ) : __( 'Other ways to reach us', 'mvc' ) ); ?></h2>
	<address class="mvc-contact__postal">
		<?php if ( '' !== $args['recipient'] ) : ?>
			<span class="mvc-contact__recipient"><?php echo esc_html( $args['recipient'] ); ?></span>
		<?php endif; ?>
		<?php if ( '' !== $args['address'] ) : ?>
			<span class="mvc-contact__street"><?php echo esc_html( $args['address'] ); ?></span>
		<?php endif; ?>
		<?php if ( '' !== $args['postcode'] ) : ?>
			<?php /* translators: %s: postcode. */ ?>
			<span class="mvc-contact__postcode"><?php echo esc_html( sprintf( __( 'Postcode: %s', 'mvc' ), $args['postcode'] ) ); ?></span>
		<?php endif; ?>
		<?php if ( '' !== $mvc_phone ) : ?>
			<span class="mvc-contact__phone"><?php esc_html_e( 'Telephone:', 'mvc' ); ?> <a href="<?php echo esc_url( 'tel:' . preg_replace( '/[^0-9+]/', '', $mvc_phone ) ); ?>"><?php echo esc_html( $mvc_phone ); ?></a></span>
		<?php endif; ?>
		<?php if ( '' !== $mvc_email ) : ?>
			<span class="mvc-contact__email"><?php esc_html_e( 'E-mail:', 'mvc' ); ?> <a href="<?php echo esc_url( 'mailto:' . $mvc_email ); ?>"><?php echo esc_html( $mvc_email ); ?></a></span>
		<?php endif; ?>
	</address>
</section>
