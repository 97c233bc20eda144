<?php
/**
 * The operator's postal address on the contact page (Mvc\Theme\Content\Contact::address(), filter
 * `mvc_contact_address`).
 *
 * @package Mvc
 *
 * @var array{recipient: string, address: string, postcode: string} $args
 */

?>
<section class="mvc-contact__address" aria-labelledby="mvc-contact-address-title">
	<h2 class="mvc-contact__heading" id="mvc-contact-address-title"><?php esc_html_e( 'Postal address', 'mvc' ); ?></h2>
	<address class="mvc-contact__postal">
		<?php if ( '' !== $args['recipient'] ) : ?>
			<span class="mvc-contact__recipient"><?php echo esc_html( $args['recipient'] ); ?></span>
		<?php endif; ?>
		<span class="mvc-contact__street"><?php echo esc_html( $args['address'] ); ?></span>
		<?php if ( '' !== $args['postcode'] ) : ?>
			<?php /* translators: %s: postcode. */ ?>
			<span class="mvc-contact__postcode"><?php echo esc_html( sprintf( __( 'Postcode: %s', 'mvc' ), $args['postcode'] ) ); ?></span>
		<?php endif; ?>
	</address>
</section>
