<?php
/**
 * The minisite's contact form (联系编辑部; public-site spec, the minisite contact variant: name,
 * e-mail, message, with the journal's title and id), drawn whole by the server, with the honeypot
 * `website`. It posts to the journal's page itself (the plugin's Submissions\MinisiteContactForm::take_post())
 * and needs no JavaScript: the browser's own checks (required, type=email, maxlength) help, the
 * server checks everything again. After a message the page says it was sent; after a refusal it
 * shows the reason under the field and what was typed.
 *
 * @package Mvc
 *
 * @var array{journal: WP_Post} $args
 */

use Mvc\Core\View\Minisite;

$mvc_journal = $args['journal'];
$mvc_form    = Minisite::contact_form();
$mvc_outcome = $mvc_form['outcome'];
$mvc_sent    = $mvc_form['sent'];
$mvc_values  = array(
	'name'    => $mvc_outcome['name'] ?? '',
	'email'   => $mvc_outcome['email'] ?? '',
	'message' => $mvc_outcome['message_text'] ?? '',
);
$mvc_field   = $mvc_outcome['field'] ?? '';
$mvc_labels  = array(
	'name'    => __( 'Name', 'mvc' ),
	'email'   => __( 'E-mail', 'mvc' ),
	'message' => __( 'Message', 'mvc' ),
);
$mvc_id      = $mvc_form['anchor'];
?>
<div class="mvc-minisite__block mvc-minisite-contact">
	<h3 class="mvc-minisite__block-title" id="<?php echo esc_attr( $mvc_id . '-title' ); ?>"><?php esc_html_e( 'Contact the editorial office', 'mvc' ); ?></h3>
	<p class="mvc-contact__intro"><?php esc_html_e( 'A question for the editors of this journal? Write to us and we will reply by e-mail.', 'mvc' ); ?></p>
	<form class="mvc-contact-form mvc-minisite-contact__form" id="<?php echo esc_attr( $mvc_id ); ?>" method="post" action="<?php echo esc_url( (string) get_permalink( $mvc_journal ) . '#' . $mvc_id ); ?>" aria-labelledby="<?php echo esc_attr( $mvc_id . '-title' ); ?>">
		<input type="hidden" name="<?php echo esc_attr( $mvc_form['field'] ); ?>" value="1">
		<?php
		foreach ( $mvc_form['fields'] as $mvc_name => $mvc_max ) {
			get_template_part(
				'template-parts/form/field',
				null,
				array(
					'id'    => $mvc_id . '-' . $mvc_name,
					'name'  => $mvc_name,
					'label' => $mvc_labels[ $mvc_name ],
					'type'  => 'message' === $mvc_name ? 'textarea' : '',
					'max'   => $mvc_max,
					'value' => $mvc_values[ $mvc_name ],
					'error' => null !== $mvc_outcome && $mvc_name === $mvc_field ? $mvc_outcome['message'] : '',
					'class' => 'mvc-contact-form__field' . ( 'message' === $mvc_name ? ' mvc-contact-form__field--message' : '' ),
				)
			);
		}
		?>
		<div class="mvc-contact-form__trap" aria-hidden="true">
			<label for="<?php echo esc_attr( $mvc_id . '-website' ); ?>"><?php esc_html_e( 'Leave this field empty', 'mvc' ); ?></label>
			<input type="text" id="<?php echo esc_attr( $mvc_id . '-website' ); ?>" name="website" value="" tabindex="-1" autocomplete="off">
		</div>
		<?php
		get_template_part(
			'template-parts/form/actions',
			null,
			array(
				'form'    => $mvc_id,
				'submit'  => __( 'Send message', 'mvc' ),
				'status'  => $mvc_sent ? 'success' : ( null !== $mvc_outcome ? 'error' : '' ),
				'success' => __( 'Thank you for your message. We will reply to you by e-mail as soon as we can.', 'mvc' ),
				'error'   => __( 'Your message could not be sent. Please check what you entered and try again.', 'mvc' ),
				'detail'  => null !== $mvc_outcome && '' === $mvc_field ? $mvc_outcome['message'] : '',
			)
		);
		?>
	</form>
</div>
