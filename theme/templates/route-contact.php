<?php
/**
 * /contact: the title banner, the contact form (drawn here in full, so it works without
 * JavaScript; the `contact-form` island takes it over once a visitor goes into it), the operator's
 * postal address and the comment rules (#comment-rules, the message centre's criterion link).
 *
 * `?sent=1` shows the thank-you, `?failed=<key>` a refused post again with what was typed, and
 * `?appeal=<comment id>` prefills an appeal for the member who wrote that comment
 * (Mvc\Core\View\Contact). A page with someone's typing or an appeal is never cached.
 *
 * @package Mvc
 */

use Mvc\Core\View\Contact;
use Mvc\Theme\Content\Titles;

$mvc_state = Contact::state();
if ( $mvc_state['personal'] ) {
	nocache_headers();
}

get_header();
?>
<div class="mvc-contact">
	<?php
	get_template_part(
		'template-parts/title-banner',
		null,
		array(
			'title'    => Titles::route_name( 'contact' ),
			'subtitle' => 'Contact Us',
			'modifier' => 'contact',
		)
	);
	?>
	<div class="mvc-container mvc-contact__body">
		<section class="mvc-contact__main" aria-labelledby="mvc-contact-heading">
			<h2 class="mvc-contact__heading" id="mvc-contact-heading"><?php esc_html_e( 'Leave us a message', 'mvc' ); ?></h2>
			<p class="mvc-contact__intro"><?php esc_html_e( 'Questions about publishing, our journals or this site? Write to us and we will reply by e-mail.', 'mvc' ); ?></p>
			<?php get_template_part( 'template-parts/contact/form', null, $mvc_state ); ?>
		</section>
		<?php get_template_part( 'template-parts/contact/address', null, Contact::address() ); ?>
		<?php get_template_part( 'template-parts/contact/rules' ); ?>
	</div>
</div>
<?php
get_footer();
